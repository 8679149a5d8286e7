import Decimal from 'decimal.js';

/**
 * The server's decimal type. Enough precision for any price x quantity, half-up rounding,
 * and no exponent notation in strings (wire values are plain decimal strings).
 */
export const Dec = Decimal.clone({
  precision: 40,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});
export type Dec = InstanceType<typeof Dec>;

/** Fixed number of decimals, e.g. prices "97120.35". */
export function fixed(value: Dec, decimals: number): string {
  return value.toFixed(decimals, Dec.ROUND_HALF_UP);
}

/** At most `decimals` decimals, trailing zeros dropped, e.g. "7.1". */
export function trimmed(value: Dec, decimals: number): string {
  return value.toDecimalPlaces(decimals, Dec.ROUND_HALF_UP).toFixed();
}
