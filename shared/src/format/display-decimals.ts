import { priceDecimalsOf, MAX_PRICE_DECIMALS } from '../trading/pair-decimals';

/**
 * Display decimals of each kind of number (docs/decisions.md#display-numbers): a currency's
 * amounts, a pair's prices and quantities. Nothing is shown with more decimals than its unit has.
 */

/** Dollar stablecoins and fiat: cents are the smallest amount anyone reads. */
const TWO_DECIMAL_CODES = new Set([
  'USDT',
  'USDC',
  'BUSD',
  'DAI',
  'TUSD',
  'USDP',
  'FDUSD',
  'USD',
  'CNY',
  'EUR',
  'GBP',
  'HKD',
  'THB',
]);

/** BTC keeps its satoshi. */
const EIGHT_DECIMAL_CODES = new Set(['BTC']);

/** Other coins: 6 decimals, enough to show a few significant digits of a small holding. */
const COIN_DECIMALS = 6;

const knownPlaces = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0
    ? Math.min(value, MAX_PRICE_DECIMALS)
    : null;

/** Decimals an amount of `code` is shown with, never more than the currency's own when known. */
export const amountDecimalsOf = (code: string, currencyDecimals?: number | null): number => {
  const upper = code.trim().toUpperCase();
  const wanted = TWO_DECIMAL_CODES.has(upper)
    ? 2
    : EIGHT_DECIMAL_CODES.has(upper)
      ? 8
      : COIN_DECIMALS;
  const own = knownPlaces(currencyDecimals);
  return own === null ? wanted : Math.min(wanted, own);
};

/** The pair fields the display rules read; every field but the decimals is optional. */
export type PairDecimals = {
  price_decimals: number;
  number_decimals: number;
  quote_currency_code?: string;
  quote_currency_decimals?: number;
  base_currency_decimals?: number;
};

export { priceDecimalsOf };

/** Quantities (in the base currency): the pair's `number_decimals`, within 0-8. */
export const quantityDecimalsOf = (pair: Pick<PairDecimals, 'number_decimals'>): number =>
  knownPlaces(Math.floor(pair.number_decimals)) ?? 0;

/** Totals, turnover and volume in the quote currency: the quote's amount decimals. */
export const totalDecimalsOf = (
  pair: Pick<PairDecimals, 'quote_currency_code' | 'quote_currency_decimals'>,
): number => amountDecimalsOf(pair.quote_currency_code ?? '', pair.quote_currency_decimals);
