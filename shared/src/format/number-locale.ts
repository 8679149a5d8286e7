import type { Language } from '../i18n/languages';

/**
 * BCP 47 tag whose number conventions a page language uses; unlike `<html lang>`, hk is zh-HK.
 * Languages not listed use their own code.
 */
const NUMBER_LOCALES: Partial<Record<Language, string>> = {
  jp: 'ja',
  kr: 'ko',
  zh: 'zh-CN',
  hk: 'zh-HK',
};

export const numberLocaleOf = (language: Language): string => NUMBER_LOCALES[language] ?? language;

/** How a language writes a decimal number: the characters around the digits, never the digits. */
export type NumberSymbols = {
  group: string;
  decimal: string;
  /** Digits the whole part needs before it is grouped: 4 for en ("1,234"), 5 for es ("1234"). */
  minGroupedDigits: number;
  /** What follows the digits of a percentage: "%" (en), " %" with a no-break space (de, fr). */
  percent: string;
};

const cache = new Map<string, NumberSymbols>();

// Only separators are read from Intl, out of sample numbers: a value itself never goes through
// Intl, which would pass it through a binary float (docs/decisions.md#display-numbers).
const readSymbols = (locale: string): NumberSymbols => {
  const plain = new Intl.NumberFormat(locale);
  // "12,345.6": the group separator after two digits, the decimal one before the last digit.
  const sample = plain.format(12345.6);
  return {
    group: sample.slice(2, -5),
    decimal: sample.slice(-2, -1),
    minGroupedDigits: plain.format(1234).length > 4 ? 4 : 5,
    percent: new Intl.NumberFormat(locale, { style: 'percent' }).format(0).slice(1),
  };
};

/** The separators of a language, read from Intl on first use and cached (none at import time). */
export const numberSymbolsOf = (language: Language): NumberSymbols => {
  const locale = numberLocaleOf(language);
  let symbols = cache.get(locale);
  if (!symbols) {
    try {
      symbols = readSymbols(locale);
    } catch {
      symbols = { group: ',', decimal: '.', minGroupedDigits: 4, percent: '%' };
    }
    cache.set(locale, symbols);
  }
  return symbols;
};
