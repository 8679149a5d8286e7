import type { Match } from '../contract';
import { storage, STORAGE_KEY } from '../storage/storage-keys';

/** What `tradeinfo` holds (docs/product.md#public-and-spot-data): the pair the trade page opens on. */
export type TradeInfo = {
  currency_name: string;
  currency_id: number;
  legal_name: string;
  legal_id: number;
  symbol: string;
  match_id: number;
};

export const tradeInfoOf = (match: Match): TradeInfo => ({
  currency_name: match.base_currency_code,
  currency_id: match.base_currency_id,
  legal_name: match.quote_currency_code,
  legal_id: match.quote_currency_id,
  symbol: match.symbol,
  match_id: match.id,
});

export const saveTradeInfo = (match: Match): void =>
  storage.set(STORAGE_KEY.tradeinfo, JSON.stringify(tradeInfoOf(match)));

export const readTradeInfo = (): TradeInfo | null => {
  try {
    const value = JSON.parse(storage.get(STORAGE_KEY.tradeinfo) ?? 'null') as TradeInfo | null;
    return value && typeof value.match_id === 'number' ? value : null;
  } catch {
    return null;
  }
};
