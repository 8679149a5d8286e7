/**
 * The most decimals a pair's price may carry: BTC-quoted pairs need 6 to 8 to show about 5
 * significant digits, LTC/BTC 0.00090238 (docs/decisions.md#pair-precisions-and-pairs-priced-in-btc).
 * The server's schema allows the same 0-8.
 */
export const MAX_PRICE_DECIMALS = 8;

/**
 * Price decimals of a pair as it states them (`price_decimals`): what its prices are shown
 * with and how many a user may type. Kept within 0-8, so a bad value never breaks a
 * formatter; the server refuses more decimals than the pair has.
 */
export const priceDecimalsOf = (pair: { price_decimals: number }): number => {
  const decimals = Math.floor(pair.price_decimals);
  if (!Number.isFinite(decimals) || decimals < 0) return 0;
  return Math.min(MAX_PRICE_DECIMALS, decimals);
};
