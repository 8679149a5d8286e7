import { units } from './trader-api';

/**
 * Numbers read off the screen. Pages print them in the page language's separators
 * (docs/decisions.md#display-numbers): "10,000.00" in English, "10.000,00" in German. These turn
 * such a text back into a plain decimal string, so a test compares exact values.
 */

/** Our language codes whose number locale differs from the code itself. */
const NUMBER_LOCALES: Record<string, string> = { jp: 'ja', kr: 'ko', zh: 'zh-CN', hk: 'zh-HK' };

const separatorsOf = (language: string): { group: string; decimal: string } => {
  const parts = new Intl.NumberFormat(NUMBER_LOCALES[language] ?? language).formatToParts(12345.6);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
};

/**
 * The first number in `text` as a plain decimal: "Available 1,234.50 USDT" → "1234.50",
 * "+8.50 USDT" → "8.50", "-1.234,5" (de) → "-1234.5". Throws when the text holds none.
 */
export const plainNumber = (text: string, language = 'en'): string => {
  const { group, decimal } = separatorsOf(language);
  const escape = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`-?\\d(?:[\\d${escape(group)}]*\\d)?(?:${escape(decimal)}\\d+)?`);
  const match = pattern.exec(text);
  if (!match) throw new Error(`no number in ${JSON.stringify(text)}`);
  return match[0].split(group).join('').replace(decimal, '.');
};

/** The first number in `text` in 10^-8 units (as `units` counts them). */
export const shownUnits = (text: string, language = 'en'): bigint =>
  units(plainNumber(text, language));
