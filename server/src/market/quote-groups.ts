import type { Match, QuoteGroup } from '@exchange/shared/contract';
import { type Dec, trimmed } from '../money/decimal';
import type { MarketState } from './market-state';
import type { Pair } from './pairs-repo';

/** Fiat conversions carry up to 4 decimals: enough for cheap coins, harmless for dear ones. */
const FIAT_DECIMALS = 4;

export function toMatch(market: MarketState, pair: Pair, usdCnyRate: Dec, added = false): Match {
  const quotation = market.quotation(pair.id);
  const usd = market.dayQuote(pair.id).close.times(market.usdRate(pair.quoteCode));
  return {
    id: pair.id,
    name: pair.symbol,
    symbol: pair.symbol,
    base_currency_id: pair.baseCurrencyId,
    quote_currency_id: pair.quoteCurrencyId,
    base_currency_code: pair.baseCode,
    quote_currency_code: pair.quoteCode,
    open_change: pair.openChange,
    open_lever: pair.openLever,
    open_microtrade: pair.openMicrotrade,
    added,
    price_decimals: pair.priceDecimals,
    number_decimals: pair.numberDecimals,
    min_order_value: pair.minOrderValue,
    buy_fee_rate: pair.buyFeeRate,
    sell_fee_rate: pair.sellFeeRate,
    base_currency_decimals: pair.baseDecimals,
    quote_currency_decimals: pair.quoteDecimals,
    currency_quotation: quotation,
    usd_price: trimmed(usd, FIAT_DECIMALS),
    cny_price: trimmed(usd.times(usdCnyRate), FIAT_DECIMALS),
    ...(pair.lever && {
      lever_share_num: pair.lever.shareNum,
      lever_point_rate: pair.lever.pointRate,
      lever_fee_rate: pair.lever.feeRate,
    }),
  };
}

/**
 * `market/currency_matches` (docs/decisions.md#lists): one group per quote currency, USDT first.
 * `favourites` holds the caller's favourite pair ids (empty when anonymous).
 */
export function buildQuoteGroups(
  market: MarketState,
  usdCnyRate: Dec,
  favourites: ReadonlySet<number> = new Set(),
): QuoteGroup[] {
  const groups = new Map<string, QuoteGroup>();
  // pairs() is already ordered by quote currency, then pair sort.
  for (const pair of market.pairs()) {
    let group = groups.get(pair.quoteCode);
    if (!group) {
      const usd = market.usdRate(pair.quoteCode);
      group = {
        code: pair.quoteCode,
        usd_price: trimmed(usd, FIAT_DECIMALS),
        cny_price: trimmed(usd.times(usdCnyRate), FIAT_DECIMALS),
        is_quote: 1,
        matches: [],
      };
      groups.set(pair.quoteCode, group);
    }
    group.matches.push(toMatch(market, pair, usdCnyRate, favourites.has(pair.id)));
  }
  return [...groups.values()];
}
