import type { LockProduct } from '@exchange/shared/contract';
import { fitFontSize, SEED_BANNERS } from '../src/seed/banners';
import { SEED_CONTENT } from '../src/seed/content/all';
import { SEED_LOCK_PRODUCT_NAMES, type OtherLang } from '../src/seed/content/types';
import { articleHtml, SEED_ARTICLES, SEED_SYSTEM_NOTIFY, XSS_ARTICLE_ID } from '../src/seed/news';
import { startTestServer, type TestServer } from './support/test-server';

const LANGS = Object.keys(SEED_CONTENT) as OtherLang[];
/** The markup with every text taken out: the same for English and each translation. */
const skeleton = (html: string): string => html.replace(/>[^<]*</g, '><').replace(/"[^"]*"/g, '""');

describe('seed content translations', () => {
  it('covers the 10 other languages', () => {
    expect([...LANGS].sort()).toEqual(['de', 'es', 'fr', 'hk', 'jp', 'kr', 'pt', 'th', 'vi', 'zh']);
  });

  it.each(LANGS)('%s translates every article with the English markup', (lang) => {
    const content = SEED_CONTENT[lang];
    expect(
      Object.keys(content.articles)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(SEED_ARTICLES.map((article) => article.id));
    for (const article of SEED_ARTICLES) {
      const translated = content.articles[article.id];
      expect(translated.paragraphs).toHaveLength(article.paragraphs.length);
      expect(translated.title).not.toBe(article.title);
      translated.paragraphs.forEach((text, index) => {
        expect(text).not.toBe(article.paragraphs[index]);
        // Plain text only: the markup is articleHtml's, and the alert text sits in quotes.
        expect(text).not.toMatch(/[<>&"]/);
      });
      expect(skeleton(articleHtml(article.id, translated.paragraphs))).toBe(
        skeleton(article.content),
      );
    }
    expect(articleHtml(XSS_ARTICLE_ID, content.articles[XSS_ARTICLE_ID].paragraphs)).toContain(
      '<img src=x onerror="alert(1)">',
    );
  });

  it.each(LANGS)('%s translates the banners, the pop-up and the lock products', (lang) => {
    const content = SEED_CONTENT[lang];
    for (const banner of SEED_BANNERS) {
      expect(content.banners[banner.slug].headline).not.toBe(banner.headline);
      expect(content.banners[banner.slug].subline).not.toBe(banner.subline);
      expect(content.articles[SEED_ARTICLES.find((a) => a.banner === banner)?.id ?? 0].title).toBe(
        content.banners[banner.slug].headline,
      );
    }
    expect(content.notify.title).not.toBe(SEED_SYSTEM_NOTIFY.title);
    expect(content.notify.content).not.toBe(SEED_SYSTEM_NOTIFY.content);
    for (const name of SEED_LOCK_PRODUCT_NAMES) {
      expect(content.lockProducts[name]).not.toBe(name);
    }
  });

  it('shrinks a banner text that would run off the artwork, never an English one', () => {
    for (const banner of SEED_BANNERS) {
      expect(fitFontSize(banner.headline, 68)).toBe(68);
      expect(fitFontSize(banner.subline, 32)).toBe(32);
    }
    expect(fitFontSize('W'.repeat(80), 68)).toBeLessThan(68);
    // Full-width characters count double: 40 ideographs do not fit at 68 px, 40 letters do.
    expect(fitFontSize('字'.repeat(40), 68)).toBeLessThan(fitFontSize('a'.repeat(40), 68));
  });
});

describe('lock product names in the request language', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const names = async (lang: string): Promise<string[]> =>
    (await server.get<LockProduct[]>('storage_currency/lock_list', { headers: { lang } })).data.map(
      (product) => product.name,
    );

  it('names the seeded products in German, in English for an unknown language', async () => {
    expect(await names('de')).toEqual(
      SEED_LOCK_PRODUCT_NAMES.map((name) => SEED_CONTENT.de.lockProducts[name]),
    );
    expect(await names('xx')).toEqual([...SEED_LOCK_PRODUCT_NAMES]);
  });

  it('keeps English for a product without a translation', async () => {
    server.db.prepare(`DELETE FROM lock_product_names WHERE lang = 'kr'`).run();
    expect(await names('kr')).toEqual([...SEED_LOCK_PRODUCT_NAMES]);
    expect(await names('jp')).not.toEqual([...SEED_LOCK_PRODUCT_NAMES]);
  });
});
