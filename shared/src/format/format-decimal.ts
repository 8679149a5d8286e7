import type { Language } from '../i18n/languages';
import { floorTo, roundTo, roundUpTo, toDecimal, type DecimalInput } from '../money/money';
import { numberSymbolsOf } from './number-locale';

/** What a screen prints for a missing or malformed number. */
export const NO_NUMBER = '--';

export type FormatOptions = {
  /**
   * floor (default): a shown value never overstates; half-up for values the server rounds so; up
   * (away from zero) for a total that must never read less than what is locked.
   */
  mode?: 'floor' | 'half-up' | 'up';
  /** Group the whole part (default true); off for ids and years. */
  group?: boolean;
};

const groupDigits = (digits: string, separator: string, minDigits: number): string => {
  if (digits.length < minDigits) return digits;
  const head = digits.length % 3 || 3;
  const groups = [digits.slice(0, head)];
  for (let at = head; at < digits.length; at += 3) groups.push(digits.slice(at, at + 3));
  return groups.join(separator);
};

/**
 * An exact decimal with exactly `places` decimals in the language's separators, e.g. "10000.5"
 * → "10,000.50" (en), "10.000,50" (de), "10 000,50" (fr, narrow space). Rounded on the decimal
 * string by the money helpers; Intl only supplies the separators (docs/decisions.md#display-numbers).
 */
export const formatDecimal = (
  value: DecimalInput | null | undefined,
  places: number,
  language: Language,
  { mode = 'floor', group = true }: FormatOptions = {},
): string => {
  const parsed = toDecimal(value);
  if (!parsed || !Number.isInteger(places) || places < 0) return NO_NUMBER;
  const fixed =
    mode === 'floor'
      ? floorTo(parsed, places)
      : mode === 'up'
        ? roundUpTo(parsed, places)
        : roundTo(parsed, places);
  const negative = fixed.startsWith('-');
  const [whole, fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const symbols = numberSymbolsOf(language);
  const grouped = group ? groupDigits(whole, symbols.group, symbols.minGroupedDigits) : whole;
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : symbols.decimal + fraction}`;
};

/**
 * A decimal string already rounded where it was made (an order book group, a spread), shown with
 * the decimals it carries, trailing zeros included: "96475.80" → "96,475.80".
 */
export const formatFixed = (value: string | null | undefined, language: Language): string => {
  if (typeof value !== 'string') return NO_NUMBER;
  const text = value.trim();
  const point = text.indexOf('.');
  return formatDecimal(text, point < 0 ? 0 : text.length - point - 1, language);
};

/** A percentage already in percent units ("-1.25" → "-1.25%", "-1,25 %" in de), 2 decimals. */
export const formatPercent = (
  value: DecimalInput | null | undefined,
  language: Language,
  places = 2,
  options?: FormatOptions,
): string => {
  const text = formatDecimal(value, places, language, options);
  return text === NO_NUMBER ? text : text + numberSymbolsOf(language).percent;
};
