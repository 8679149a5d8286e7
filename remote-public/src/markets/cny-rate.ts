import { compare, convert, isDecimalString, isPositive, type QuoteGroup } from '@exchange/shared';

/** docs/product.md#public-and-spot-screens: before data loads the CNY conversion defaults to 6.8. */
export const DEFAULT_CNY_RATE = '6.8';

/** CNY per unit of a quote currency: the group's cny_price, or 6.8 until a usable one is known. */
export const cnyRate = (group: Pick<QuoteGroup, 'cny_price'> | null | undefined): string =>
  group && isPositive(group.cny_price) ? group.cny_price.trim() : DEFAULT_CNY_RATE;

/** The rate of the group whose code is `quoteCode` (the default while groups are not loaded). */
export const cnyRateOf = (groups: readonly QuoteGroup[], quoteCode: string): string =>
  cnyRate(groups.find((group) => group.code === quoteCode));

/**
 * "≈ ¥" value of a price in its quote currency, floored. Values under 1 keep 4 decimals so cheap
 * coins do not all read ¥0.00. Computed from the live close, not the pair's cny_price, because
 * DAY_MARKET pushes update the close only.
 */
export const cnyValue = (price: string, rate: string): string => {
  if (!isDecimalString(price) || !isDecimalString(rate)) return '--';
  const full = convert(price, rate, 8);
  return convert(full, 1, compare(full, 1) < 0 ? 4 : 2);
};
