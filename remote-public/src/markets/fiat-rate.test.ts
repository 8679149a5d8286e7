import { numberFormatFor } from '@exchange/shared';
import { DEFAULT_FIAT_RATE, fiatValue, groupFiatRate, quoteFiatRate } from './fiat-rate';
import { groupOf } from './test-fixtures';

describe('groupFiatRate', () => {
  it('defaults to 6.8 CNY or 1 USD before data loads', () => {
    expect(DEFAULT_FIAT_RATE.CNY).toBe('6.8');
    expect(groupFiatRate(undefined, 'CNY')).toBe('6.8');
    expect(groupFiatRate(null, 'USD')).toBe('1');
  });

  it("uses the group's price in the chosen currency once it is known", () => {
    const group = { cny_price: '7.1', usd_price: '0.9995' };
    expect(groupFiatRate(group, 'CNY')).toBe('7.1');
    expect(groupFiatRate(group, 'USD')).toBe('0.9995');
  });

  it.each([[''], ['0'], ['-7'], ['abc'], ['1e3']])(
    'falls back to the default for an unusable price %p',
    (value) => {
      expect(groupFiatRate({ cny_price: value, usd_price: value }, 'CNY')).toBe('6.8');
      expect(groupFiatRate({ cny_price: value, usd_price: value }, 'USD')).toBe('1');
    },
  );
});

describe('quoteFiatRate', () => {
  const groups = [groupOf('USDT', '7.1', []), groupOf('BTC', '680000', [])];

  it('picks the rate of the quote currency', () => {
    expect(quoteFiatRate(groups, 'USDT', 'CNY')).toBe('7.1');
    expect(quoteFiatRate(groups, 'BTC', 'CNY')).toBe('680000');
  });

  it('is the default while no groups are loaded or the quote is unknown', () => {
    expect(quoteFiatRate([], 'USDT', 'CNY')).toBe('6.8');
    expect(quoteFiatRate(groups, 'ETH', 'USD')).toBe('1');
  });
});

describe('fiatValue', () => {
  it('multiplies exactly; the formatter floors it to 2 decimals with the symbol', () => {
    expect(fiatValue('97120.35', '7.1')).toBe('689554.485');
    expect(numberFormatFor('zh', 'CNY').fiat(fiatValue('97120.35', '7.1'))).toBe('¥689,554.48');
    expect(numberFormatFor('en', 'USD').fiat(fiatValue('0.0123', '1'))).toBe('$0.01');
  });

  it('is null for a malformed price or rate', () => {
    expect(fiatValue('', '7.1')).toBeNull();
    expect(fiatValue('1', 'x')).toBeNull();
    expect(numberFormatFor('en', 'USD').fiat(fiatValue('', '1'))).toBe('--');
  });
});
