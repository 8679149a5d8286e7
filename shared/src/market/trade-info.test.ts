import type { Match } from '../contract';
import { readTradeInfo, saveTradeInfo, tradeInfoOf } from './trade-info';

const ETH_USDT: Match = {
  id: 5,
  name: 'ETH/USDT',
  symbol: 'ETH/USDT',
  base_currency_id: 2,
  quote_currency_id: 1,
  base_currency_code: 'ETH',
  quote_currency_code: 'USDT',
  open_change: 1,
  open_lever: 1,
  open_microtrade: 0,
  added: false,
  price_decimals: 2,
  number_decimals: 4,
  currency_quotation: {
    currency_match_id: 5,
    close: '3000',
    change: '0',
    high: '3000',
    low: '3000',
    volume: '0',
  },
  cny_price: '20400',
  usd_price: '3000',
};

beforeEach(() => {
  window.localStorage.clear();
});

describe('trade info (tradeinfo key)', () => {
  it('maps a pair to the fields of docs/product.md#public-and-spot-data', () => {
    expect(tradeInfoOf(ETH_USDT)).toEqual({
      currency_name: 'ETH',
      currency_id: 2,
      legal_name: 'USDT',
      legal_id: 1,
      symbol: 'ETH/USDT',
      match_id: 5,
    });
  });

  it('saves under tradeinfo and reads the same pair back', () => {
    saveTradeInfo(ETH_USDT);
    expect(JSON.parse(window.localStorage.getItem('tradeinfo') as string)).toMatchObject({
      symbol: 'ETH/USDT',
      match_id: 5,
    });
    expect(readTradeInfo()).toEqual(tradeInfoOf(ETH_USDT));
  });

  it('reads null when nothing is stored', () => {
    expect(readTradeInfo()).toBeNull();
  });

  it.each([['not json {'], ['"a string"'], ['{"symbol":"BTC/USDT"}'], ['{"match_id":"5"}']])(
    'reads null for unusable stored value %p',
    (value) => {
      window.localStorage.setItem('tradeinfo', value);
      expect(readTradeInfo()).toBeNull();
    },
  );
});
