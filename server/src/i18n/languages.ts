/** The product's 11 languages (docs/product.md#public-and-spot). jp = Japanese, kr = Korean, hk = Traditional Chinese. */
export const LANGS = ['en', 'pt', 'jp', 'th', 'kr', 'de', 'fr', 'es', 'vi', 'zh', 'hk'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

const known = new Set<string>(LANGS);

/** The `lang` header (or query) value, or en when absent or not one of ours. */
export function resolveLang(value: unknown): Lang {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string') return DEFAULT_LANG;
  const lang = raw.trim().toLowerCase();
  return known.has(lang) ? (lang as Lang) : DEFAULT_LANG;
}
