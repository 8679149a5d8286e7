import { ExactDecimal, type RoundingMode } from './exact-decimal';

/**
 * Exact decimal arithmetic for every price, quantity and balance (docs/product.md#public-and-spot-validation, docs/product.md#public-and-spot-constants).
 * Values come and go as strings; a binary float never holds money.
 */
export type DecimalInput = string | number | ExactDecimal;

/** Spec defaults: price 4 decimals, quantity 6, volume 8; the decimals filter floors to 2. */
export const PRECISION = {
  price: 4,
  quantity: 6,
  volume: 8,
  display: 2,
} as const;

/** True for a plain decimal string (no exponent, no sign other than a leading minus). */
export const isDecimalString = (value: string): boolean => ExactDecimal.parse(value) !== null;

/** Parses a value into an ExactDecimal; anything that is not a finite plain number becomes null. */
export const toDecimal = (value: DecimalInput | null | undefined): ExactDecimal | null => {
  if (value === null || value === undefined) return null;
  return value instanceof ExactDecimal ? value : ExactDecimal.parse(value);
};

const parseOrThrow = (value: DecimalInput): ExactDecimal => {
  const parsed = toDecimal(value);
  if (!parsed) throw new RangeError(`not a decimal: ${String(value)}`);
  return parsed;
};

const fixedTo = (value: DecimalInput, places: number, mode: RoundingMode): string =>
  parseOrThrow(value).round(places, mode).toFixed(places);

/** Floors toward negative infinity at `places` decimals and returns a fixed string. */
export const floorTo = (value: DecimalInput, places: number): string =>
  fixedTo(value, places, 'floor');

/** Rounds away from zero at `places` decimals (the spec's "rounded up" totals). */
export const roundUpTo = (value: DecimalInput, places: number): string =>
  fixedTo(value, places, 'up');

/** Rounds half up at `places` decimals. */
export const roundTo = (value: DecimalInput, places: number): string =>
  fixedTo(value, places, 'half-up');

/**
 * The spec's `decimals` filter: floors to `places` (default 2) for display.
 * Returns '--' for missing or malformed values so a screen never shows NaN.
 */
export const decimals = (value: DecimalInput | null | undefined, places = 2): string => {
  const parsed = toDecimal(value);
  return parsed ? floorTo(parsed, places) : '--';
};

// Results are plain decimal strings, never an exponent (see ExactDecimal.toString).
export const add = (a: DecimalInput, b: DecimalInput): string =>
  parseOrThrow(a).plus(parseOrThrow(b)).toString();
export const sub = (a: DecimalInput, b: DecimalInput): string =>
  parseOrThrow(a).minus(parseOrThrow(b)).toString();
export const mul = (a: DecimalInput, b: DecimalInput): string =>
  parseOrThrow(a).times(parseOrThrow(b)).toString();

/** Division; a zero divisor yields '0' rather than Infinity (e.g. a quantity at price 0). */
export const div = (a: DecimalInput, b: DecimalInput): string => {
  const divisor = parseOrThrow(b);
  return divisor.isZero() ? '0' : parseOrThrow(a).dividedBy(divisor).toString();
};

export const compare = (a: DecimalInput, b: DecimalInput): -1 | 0 | 1 =>
  parseOrThrow(a).cmp(parseOrThrow(b));

export const isPositive = (value: DecimalInput | null | undefined): boolean =>
  toDecimal(value)?.gt(ExactDecimal.ZERO) ?? false;

/** Number of decimals a price string carries, e.g. "0.0523" → 4 (chart precision follows it). */
export const decimalPlacesOf = (value: DecimalInput): number => parseOrThrow(value).decimalPlaces();

/** `value × percent / 100` (slider steps, fee percents). */
export const percentOf = (value: DecimalInput, percent: DecimalInput): string =>
  parseOrThrow(value).times(parseOrThrow(percent)).dividedBy(parseOrThrow(100)).toString();

/** Converts a price into another currency with a rate, floored at `places`. */
export const convert = (value: DecimalInput, rate: DecimalInput, places = 2): string =>
  floorTo(parseOrThrow(value).times(parseOrThrow(rate)), places);

/** Sign of a change string: 1 up (≥ 0 counts as up, docs/product.md#public-and-spot green rule), -1 down. */
export const changeDirection = (change: DecimalInput | null | undefined): 1 | -1 =>
  // "-0.00" (the server's tiny fall) parses to zero, which is not below 0: it counts as up.
  toDecimal(change)?.lt(ExactDecimal.ZERO) ? -1 : 1;
