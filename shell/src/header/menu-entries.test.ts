import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@exchange/shared';
import { ACCOUNT_ENTRIES, MENU_ENTRIES, visibleEntries } from './menu-entries';

type Texts = Record<string, Record<string, string>>;
const readTexts = (file: string): Texts =>
  JSON.parse(fs.readFileSync(path.join(__dirname, file), 'utf8')) as Texts;

const keys = (entries: { key: string }[]): string[] => entries.map((entry) => entry.key);

describe('header menu', () => {
  it('declares market first but hidden, then the spec order', () => {
    expect(keys(MENU_ENTRIES)).toEqual([
      'market',
      'legal',
      'trade',
      'lever',
      'micro',
      'myshop',
      'deposit',
      'ieo',
      'assets',
    ]);
  });

  it('shows legal, trade, lever, micro, deposit, ieo, assets to a non-seller', () => {
    expect(keys(visibleEntries(false))).toEqual([
      'legal',
      'trade',
      'lever',
      'micro',
      'deposit',
      'ieo',
      'assets',
    ]);
  });

  it('adds myshop after micro for a seller, and still hides market', () => {
    expect(keys(visibleEntries(true))).toEqual([
      'legal',
      'trade',
      'lever',
      'micro',
      'myshop',
      'deposit',
      'ieo',
      'assets',
    ]);
  });

  it('links each entry to its route', () => {
    const links = Object.fromEntries(MENU_ENTRIES.map((entry) => [entry.key, entry.to]));
    expect(links).toMatchObject({
      legal: '/legalIndex',
      trade: '/trade',
      lever: '/lever',
      micro: '/second',
      myshop: '/myshop',
      deposit: '/deposit',
      ieo: '/ieo',
      assets: '/assets',
    });
  });

  it('lists the account dropdown in the spec order', () => {
    expect(ACCOUNT_ENTRIES.map((entry) => entry.key)).toEqual([
      'accountSettings',
      'collectionSettings',
      'authentication',
      'feedback',
    ]);
    for (const entry of ACCOUNT_ENTRIES) {
      expect(entry.to).toBe(`/personal/${entry.key}`);
    }
  });

  it.each(LANGUAGES)(
    "names each page in %s with the words of the personal area's left menu",
    (language) => {
      const dropdown = readTexts(`../locales/${language}.json`).account;
      const leftMenu = readTexts(`../../../remote-personal/src/locales/${language}.json`).menu;
      for (const entry of ACCOUNT_ENTRIES) {
        expect([entry.key, dropdown[entry.key]]).toEqual([entry.key, leftMenu[entry.key]]);
      }
    },
  );
});
