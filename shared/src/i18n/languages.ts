import { storage, STORAGE_KEY } from '../storage/storage-keys';

/** The 11 product languages (docs/product.md#public-and-spot), in the selector's order. */
export const LANGUAGES = [
  'en',
  'pt',
  'jp',
  'th',
  'kr',
  'de',
  'fr',
  'es',
  'vi',
  'zh',
  'hk',
] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's own name, as the selector shows it, and its BCP 47 tag for `<html lang>`. */
export const LANGUAGE_INFO: Record<Language, { label: string; bcp47: string }> = {
  en: { label: 'English', bcp47: 'en' },
  pt: { label: 'Português', bcp47: 'pt' },
  jp: { label: '日本語', bcp47: 'ja' },
  th: { label: 'ไทย', bcp47: 'th' },
  kr: { label: '한국어', bcp47: 'ko' },
  de: { label: 'Deutsch', bcp47: 'de' },
  fr: { label: 'Français', bcp47: 'fr' },
  es: { label: 'Español', bcp47: 'es' },
  vi: { label: 'Tiếng Việt', bcp47: 'vi' },
  zh: { label: '简体中文', bcp47: 'zh-CN' },
  hk: { label: '繁體中文', bcp47: 'zh-TW' },
};

export const isLanguage = (value: string | null): value is Language =>
  value !== null && (LANGUAGES as readonly string[]).includes(value);

/** The stored language, or en when none (or an unknown one) is stored. */
export const currentLanguage = (): Language => {
  const stored = storage.get(STORAGE_KEY.lang);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
};

/** Chart locale of a page language: hk → zh_TW and jp → ja (docs/product.md#public-and-spot-constants), kr → ko. */
const CHART_LOCALES: Partial<Record<Language, string>> = { hk: 'zh_TW', jp: 'ja', kr: 'ko' };
export const chartLocaleOf = (language: Language): string => CHART_LOCALES[language] ?? language;

/**
 * Stores the choice (`lang`, and `locale`: the chart locale the spec keeps beside it) and
 * reloads the page, as the spec's selector does.
 */
export const changeLanguage = (
  language: Language,
  reload: () => void = () => window.location.reload(),
): void => {
  storage.set(STORAGE_KEY.lang, language);
  storage.set(STORAGE_KEY.locale, chartLocaleOf(language));
  reload();
};
