import {
  type FiatCurrency,
  fiatRateOf,
  isDecimalString,
  isPositive,
  mul,
  type QuoteGroup,
} from '@exchange/shared';

/**
 * Rates of a USDT before data loads: 6.8 CNY (docs/product.md#public-and-spot-screens) and 1 USD.
 * The estimate currency is the user's setting (docs/decisions.md#display-numbers).
 */
export const DEFAULT_FIAT_RATE: Record<FiatCurrency, string> = { CNY: '6.8', USD: '1' };

/** Fiat per unit of a quote currency: the group's usd_price or cny_price, or the default. */
export const groupFiatRate = (
  group: Pick<QuoteGroup, 'cny_price' | 'usd_price'> | null | undefined,
  fiat: FiatCurrency,
): string => {
  const rate = fiatRateOf(group, fiat);
  return rate !== undefined && isPositive(rate) ? rate.trim() : DEFAULT_FIAT_RATE[fiat];
};

/** The rate of the group whose code is `quoteCode` (the default while groups are not loaded). */
export const quoteFiatRate = (
  groups: readonly QuoteGroup[],
  quoteCode: string,
  fiat: FiatCurrency,
): string =>
  groupFiatRate(
    groups.find((group) => group.code === quoteCode),
    fiat,
  );

/**
 * The exact fiat value of a price in its quote currency, or null for a malformed one; shown with
 * the fiat's 2 decimals, floored, by `useNumberFormat().fiat`. Computed from the live close, not
 * the pair's own price, because DAY_MARKET pushes update the close only.
 */
export const fiatValue = (price: string, rate: string): string | null =>
  isDecimalString(price) && isDecimalString(rate) ? mul(price, rate) : null;
