import type { Match, QuoteGroup } from '@exchange/shared';
import type { LeverDealAnswer, LeverOrder, LeverPage } from '@exchange/shared/contract/lever';

/** A lever pair as market/currency_matches lists it (tests only). */
export const leverPair = (symbol: string, id: number, extra: Partial<Match> = {}): Match => {
  const [base = 'X', quote = 'USDT'] = symbol.split('/');
  return {
    id,
    name: symbol,
    symbol,
    base_currency_id: 100 + id,
    quote_currency_id: quote === 'USDT' ? 1 : 2,
    base_currency_code: base,
    quote_currency_code: quote,
    price_decimals: 2,
    number_decimals: 4,
    open_lever: 1,
    open_change: 1,
    open_microtrade: 0,
    added: false,
    cny_price: '0',
    usd_price: '0',
    currency_quotation: {
      currency_match_id: id,
      close: '100.00',
      change: '-0.50',
      high: '110.00',
      low: '90.00',
      volume: '12.5',
    },
    ...extra,
  };
};

export const quoteGroup = (code: string, matches: Match[]): QuoteGroup => ({
  code,
  is_quote: 1,
  usd_price: '1',
  cny_price: '7',
  matches,
});

export const leverDeal = (extra: Partial<LeverDealAnswer> = {}): LeverDealAnswer => ({
  my_transaction: [],
  user_lever: '20.00000000',
  multiple: { muit: [{ value: 5 }, { value: 10 }], share: [{ label: '1', value: 1 }] },
  settings: {
    lever_share_num: '0.01',
    lever_point_rate: '0.5',
    lever_fee_rate: '0.001',
    lever_min_share: 1,
    lever_max_share: 500,
  },
  last_price: '100.00',
  liquidation_rate: '50',
  quote_decimals: 8,
  open_margins: '0',
  open_profits: '0',
  ...extra,
});

/** An open long of 100 lots on BTC/USDT (id 1) at 100.5, unless told otherwise. */
export const leverOrder = (id: number, extra: Partial<LeverOrder> = {}): LeverOrder => ({
  id,
  type: 1,
  status: 1,
  price: '100.5',
  origin_price: '100',
  update_price: '101',
  share: 100,
  number: '1',
  multiple: 10,
  target_profit_price: '0',
  stop_loss_price: '0',
  caution_money: '10.05',
  origin_caution_money: '10.05',
  trade_fee: '0.1005',
  overnight_money: '0',
  profits: '0.5',
  liquidation_price: '85.6255',
  close_reason: null,
  price_decimals: 2,
  quote_decimals: 8,
  time: '2026-01-02 03:04:05',
  closed_at: null,
  currency_match_id: 1,
  currency_match: { symbol: 'BTC/USDT' },
  base_currency_id: 101,
  quote_currency_id: 1,
  ...extra,
});

export const leverPage = (rows: LeverOrder[], extra: Partial<LeverPage> = {}): LeverPage => ({
  data: rows,
  total: rows.length,
  per_page: 10,
  current_page: 1,
  hazard_rate: '150.25',
  profits_all: '0.5',
  ...extra,
});
