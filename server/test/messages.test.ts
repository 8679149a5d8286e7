import { LANGS, resolveLang } from '../src/i18n/languages';
import { MESSAGES, translate, type MessageKey } from '../src/i18n/messages';

const placeholders = (text: string): string[] => (text.match(/\{\w+\}/g) ?? []).sort();

/** The script each language must be written in (so an English copy cannot pass as a translation). */
const SCRIPT: Partial<Record<(typeof LANGS)[number], RegExp>> = {
  jp: /[\u3040-\u30ff\u4e00-\u9fff]/,
  kr: /[\uac00-\ud7af]/,
  th: /[\u0e00-\u0e7f]/,
  zh: /[\u4e00-\u9fff]/,
  hk: /[\u4e00-\u9fff]/,
};

describe('server messages', () => {
  const keys = Object.keys(MESSAGES) as MessageKey[];

  it.each(keys)('%s exists in all 11 languages with the same placeholders', (key) => {
    const table: Record<string, string> = MESSAGES[key];
    expect(Object.keys(table).sort()).toEqual([...LANGS].sort());
    const expected = placeholders(table.en);
    for (const lang of LANGS) {
      expect(table[lang].trim().length).toBeGreaterThan(0);
      expect({ lang, placeholders: placeholders(table[lang]) }).toEqual({
        lang,
        placeholders: expected,
      });
      const script = SCRIPT[lang];
      if (script) expect({ lang, ok: script.test(table[lang]) }).toEqual({ lang, ok: true });
      if (lang !== 'en' && lang !== 'pt' && lang !== 'es' && lang !== 'fr' && lang !== 'de') {
        expect({ lang, same: table[lang] === table.en }).toEqual({ lang, same: false });
      }
    }
  });

  it('uses Traditional characters for hk and Simplified for zh', () => {
    expect(MESSAGES.loginFailed.zh).toBe('账号或密码错误');
    expect(MESSAGES.loginFailed.hk).toBe('帳號或密碼錯誤');
  });

  it('fills placeholders and falls back to en for an unknown language', () => {
    expect(translate('fr', 'missingParam', { name: 'id' })).toBe('Paramètre manquant : id');
    expect(translate(resolveLang('klingon'), 'loginRequired')).toBe('Please log in first');
    expect(resolveLang(' DE ')).toBe('de');
    expect(resolveLang(undefined)).toBe('en');
  });
});
