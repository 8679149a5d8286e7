import type { DepthRow, Match, QuoteGroup, SpotOrder, TxComplete } from '@exchange/shared';

/** A pair as market/currency_matches answers it. */
export const pairOf = (
  symbol: string,
  id: number,
  extra: Partial<Match> = {},
  quote: Partial<Match['currency_quotation']> = {},
): Match => {
  const [base, quoteCode] = symbol.split('/');
  return {
    id,
    name: symbol,
    symbol,
    base_currency_id: id * 10,
    quote_currency_id: quoteCode === 'USDT' ? 1 : 2,
    base_currency_code: base,
    quote_currency_code: quoteCode,
    open_change: 1,
    open_lever: 0,
    open_microtrade: 0,
    added: false,
    price_decimals: 2,
    number_decimals: 6,
    currency_quotation: {
      currency_match_id: id,
      close: '100.00',
      change: '1.25',
      high: '105.00',
      low: '95.00',
      volume: '1234.5',
      ...quote,
    },
    cny_price: '0',
    usd_price: '0',
    ...extra,
  };
};

export const groupOf = (code: string, matches: Match[]): QuoteGroup => ({
  code,
  cny_price: '7.1',
  usd_price: '1',
  is_quote: 1,
  matches,
});

export const depthRow = (price: string, amount: string, index = 0): DepthRow => ({
  index,
  price,
  number: amount,
  amount,
  sum: amount,
});

export const tradeOf = (
  id: number,
  price: string,
  way: 1 | 2,
  timestamp = 1_700_000_000_000 + id * 1000,
): TxComplete => ({
  id,
  timestamp,
  time: '00:00:00',
  price,
  number: '0.5',
  amount: '0.5',
  way,
});

export const orderOf = (id: number, extra: Partial<SpotOrder> = {}): SpotOrder => ({
  id,
  way: 1,
  way_name: 'Buy',
  price: '100.00',
  number: '2',
  total_number: '2',
  transacted_amount: '0',
  transacted_volume: '0',
  status: 1,
  status_name: 'Open',
  currency_match_id: 1,
  currency_match: { symbol: 'BTC/USDT' },
  created_at: '2025-01-02 03:04:05',
  updated_at: '2025-01-02 03:04:05',
  ...extra,
});

export const pagedOf = <T>(
  data: T[],
  lastPage = 1,
  page = 1,
): {
  total: number;
  per_page: number;
  last_page: number;
  current_page: number;
  data: T[];
} => ({ total: data.length, per_page: 10, last_page: lastPage, current_page: page, data });
