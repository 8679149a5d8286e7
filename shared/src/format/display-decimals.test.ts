import { amountDecimalsOf, quantityDecimalsOf, totalDecimalsOf } from './display-decimals';

describe('amountDecimalsOf', () => {
  it('shows dollar stablecoins and fiat with 2, BTC with 8, other coins with 6', () => {
    for (const code of ['USDT', 'USDC', 'BUSD', 'DAI', 'USD', 'CNY', 'EUR', 'THB', 'usdt']) {
      expect(amountDecimalsOf(code)).toBe(2);
    }
    expect(amountDecimalsOf('BTC')).toBe(8);
    expect(amountDecimalsOf('ETH')).toBe(6);
    expect(amountDecimalsOf('DOGE')).toBe(6);
  });

  it("never shows more decimals than the currency's own", () => {
    expect(amountDecimalsOf('BTC', 6)).toBe(6);
    expect(amountDecimalsOf('ETH', 4)).toBe(4);
    expect(amountDecimalsOf('USDT', 0)).toBe(0);
    expect(amountDecimalsOf('ETH', 18)).toBe(6);
    expect(amountDecimalsOf('ETH', Number.NaN)).toBe(6);
  });
});

describe('pair decimals', () => {
  it('quantities follow number_decimals, totals the quote currency', () => {
    expect(quantityDecimalsOf({ number_decimals: 4 })).toBe(4);
    expect(quantityDecimalsOf({ number_decimals: -1 })).toBe(0);
    expect(totalDecimalsOf({ quote_currency_code: 'USDT' })).toBe(2);
    expect(totalDecimalsOf({ quote_currency_code: 'BTC', quote_currency_decimals: 8 })).toBe(8);
    expect(totalDecimalsOf({ quote_currency_code: 'ETH', quote_currency_decimals: 4 })).toBe(4);
  });
});
