import type { DayMarketPush, Match, QuoteGroup } from '../contract';
import { applyDayMarket } from './apply-day-market';

const quotation = (id: number, close: string) => ({
  currency_match_id: id,
  close,
  change: '0.00',
  high: close,
  low: close,
  volume: '0',
});

const match = (id: number, symbol: string, close: string): Match => {
  const [base, quote] = symbol.split('/');
  return {
    id,
    name: symbol,
    symbol,
    base_currency_id: id * 10,
    quote_currency_id: 1,
    base_currency_code: base,
    quote_currency_code: quote,
    open_change: 1,
    open_lever: 0,
    open_microtrade: 0,
    added: false,
    price_decimals: 2,
    number_decimals: 4,
    currency_quotation: quotation(id, close),
    cny_price: '0',
    usd_price: '0',
  };
};

const groups = (): QuoteGroup[] => [
  {
    code: 'USDT',
    cny_price: '6.8',
    usd_price: '1',
    is_quote: 1,
    matches: [match(1, 'BTC/USDT', '60000.00'), match(2, 'ETH/USDT', '3000.00')],
  },
  {
    code: 'BTC',
    cny_price: '400000',
    usd_price: '60000',
    is_quote: 1,
    matches: [match(3, 'ETH/BTC', '0.05')],
  },
];

const push = (overrides: Partial<DayMarketPush>): DayMarketPush => ({
  type: 'DAY_MARKET',
  topic: 'DAY_MARKET',
  seq: 1,
  epoch: 'run-1',
  currency_match_id: 0,
  symbol: '',
  quotation: {
    currency_match_id: 0,
    close: '61000.50',
    change: '-1.25',
    high: '62000.00',
    low: '59000.00',
    volume: '12.5',
  },
  ...overrides,
});

describe('applyDayMarket', () => {
  it('replaces the quotation of the pair with the pushed id', () => {
    const before = groups();
    const after = applyDayMarket(before, push({ currency_match_id: 1, symbol: 'BTC/USDT' }));
    expect(after[0].matches[0].currency_quotation).toEqual({
      currency_match_id: 1,
      close: '61000.50',
      change: '-1.25',
      high: '62000.00',
      low: '59000.00',
      volume: '12.5',
    });
    expect(after[0].matches[1]).toBe(before[0].matches[1]);
    expect(after[1]).toBe(before[1]);
  });

  it('matches by symbol when the id is missing, keeping the pair id in the quotation', () => {
    const after = applyDayMarket(groups(), push({ currency_match_id: 0, symbol: 'ETH/BTC' }));
    expect(after[1].matches[0].currency_quotation.close).toBe('61000.50');
    expect(after[1].matches[0].currency_quotation.currency_match_id).toBe(3);
    expect(after[0].matches.map((m) => m.currency_quotation.close)).toEqual([
      '60000.00',
      '3000.00',
    ]);
  });

  it('does not mutate the groups it was given', () => {
    const before = groups();
    const snapshot = JSON.parse(JSON.stringify(before)) as QuoteGroup[];
    applyDayMarket(before, push({ currency_match_id: 2, symbol: 'ETH/USDT' }));
    expect(before).toEqual(snapshot);
  });

  it('returns the same array when no pair matches', () => {
    const before = groups();
    expect(applyDayMarket(before, push({ currency_match_id: 99, symbol: 'DOGE/USDT' }))).toBe(
      before,
    );
  });

  it('keeps the other fields of the pair', () => {
    const after = applyDayMarket(groups(), push({ currency_match_id: 2, symbol: 'ETH/USDT' }));
    expect(after[0].matches[1]).toMatchObject({ id: 2, symbol: 'ETH/USDT', open_change: 1 });
  });
});
