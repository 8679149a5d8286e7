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

/**
 * Each language's separators, as ICU writes them (`number-locale.test.ts` compares every row
 * with Intl). A table, not Intl at run time: Intl.NumberFormat's first use loads the locale's
 * ICU data, ≈ 12 ms inside the first render of any screen with a number (≈ 50 ms on a phone's
 * slower CPU, one long task on /home); and every browser then prints the same characters.
 */
const NUMBER_SYMBOLS: Record<Language, NumberSymbols> = {
  en: { group: ',', decimal: '.', minGroupedDigits: 4, percent: '%' },
  pt: { group: '.', decimal: ',', minGroupedDigits: 4, percent: '%' },
  jp: { group: ',', decimal: '.', minGroupedDigits: 4, percent: '%' },
  th: { group: ',', decimal: '.', minGroupedDigits: 4, percent: '%' },
  kr: { group: ',', decimal: '.', minGroupedDigits: 4, percent: '%' },
  de: { group: '.', decimal: ',', minGroupedDigits: 4, percent: '\u00a0%' },
  fr: { group: '\u202f', decimal: ',', minGroupedDigits: 4, percent: '\u00a0%' },
  es: { group: '.', decimal: ',', minGroupedDigits: 5, percent: '\u00a0%' },
  vi: { group: '.', decimal: ',', minGroupedDigits: 4, percent: '%' },
  zh: { group: ',', decimal: '.', minGroupedDigits: 4, percent: '%' },
  hk: { group: ',', decimal: '.', minGroupedDigits: 4, percent: '%' },
};

/** The separators of a language (English ones for anything else). */
export const numberSymbolsOf = (language: Language): NumberSymbols =>
  NUMBER_SYMBOLS[language] ?? NUMBER_SYMBOLS.en;
