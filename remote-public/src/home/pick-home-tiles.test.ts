import type { Match, QuoteGroup } from '@exchange/shared';
import { HOME_TILE_COUNT, pickHomeTiles } from './pick-home-tiles';

let nextId = 1;
const pair = (symbol: string, openChange: 0 | 1): Match => {
  const id = nextId++;
  const [base, quote] = symbol.split('/');
  return {
    id,
    name: symbol,
    symbol,
    base_currency_id: id + 100,
    quote_currency_id: 1,
    base_currency_code: base,
    quote_currency_code: quote,
    open_change: openChange,
    open_lever: 0,
    open_microtrade: 0,
    added: false,
    price_decimals: 2,
    number_decimals: 4,
    currency_quotation: {
      currency_match_id: id,
      close: '1',
      change: '0',
      high: '1',
      low: '1',
      volume: '0',
    },
    cny_price: '0',
    usd_price: '0',
  };
};

const group = (code: string, matches: Match[]): QuoteGroup => ({
  code,
  cny_price: '1',
  usd_price: '1',
  is_quote: 1,
  matches,
});

const symbols = (matches: Match[]): string[] => matches.map((match) => match.symbol);

describe('pickHomeTiles', () => {
  it('keeps only pairs with open_change 1, in the server order across groups', () => {
    const groups = [
      group('USDT', [pair('BTC/USDT', 1), pair('XRP/USDT', 0), pair('ETH/USDT', 1)]),
      group('BTC', [pair('ETH/BTC', 0), pair('LTC/BTC', 1)]),
    ];
    expect(symbols(pickHomeTiles(groups))).toEqual(['BTC/USDT', 'ETH/USDT', 'LTC/BTC']);
  });

  it('shows at most 6 tiles, the first 6 eligible ones', () => {
    expect(HOME_TILE_COUNT).toBe(6);
    const groups = [
      group('USDT', [
        pair('A/USDT', 1),
        pair('B/USDT', 0),
        pair('C/USDT', 1),
        pair('D/USDT', 1),
        pair('E/USDT', 1),
      ]),
      group('BTC', [pair('F/BTC', 1), pair('G/BTC', 1), pair('H/BTC', 1)]),
    ];
    expect(symbols(pickHomeTiles(groups))).toEqual([
      'A/USDT',
      'C/USDT',
      'D/USDT',
      'E/USDT',
      'F/BTC',
      'G/BTC',
    ]);
  });

  it('is empty when no pair is open or there are no groups', () => {
    expect(pickHomeTiles([])).toEqual([]);
    expect(pickHomeTiles([group('USDT', [pair('A/USDT', 0)])])).toEqual([]);
  });
});
