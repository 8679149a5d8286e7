import { cnyRate, cnyRateOf, cnyValue, DEFAULT_CNY_RATE } from './cny-rate';
import { groupOf } from './test-fixtures';

describe('cnyRate', () => {
  it('defaults to 6.8 before data loads', () => {
    expect(DEFAULT_CNY_RATE).toBe('6.8');
    expect(cnyRate(undefined)).toBe('6.8');
    expect(cnyRate(null)).toBe('6.8');
  });

  it("uses the group's cny_price once it is known", () => {
    expect(cnyRate({ cny_price: '7.1' })).toBe('7.1');
    expect(cnyRate({ cny_price: '687595.879' })).toBe('687595.879');
  });

  it.each([[''], ['0'], ['-7'], ['abc'], ['1e3']])(
    'falls back to 6.8 for an unusable cny_price %p',
    (value) => {
      expect(cnyRate({ cny_price: value })).toBe('6.8');
    },
  );
});

describe('cnyRateOf', () => {
  const groups = [groupOf('USDT', '7.1', []), groupOf('BTC', '680000', [])];

  it('picks the rate of the quote currency', () => {
    expect(cnyRateOf(groups, 'USDT')).toBe('7.1');
    expect(cnyRateOf(groups, 'BTC')).toBe('680000');
  });

  it('is 6.8 while no groups are loaded or the quote is unknown', () => {
    expect(cnyRateOf([], 'USDT')).toBe('6.8');
    expect(cnyRateOf(groups, 'ETH')).toBe('6.8');
  });
});

describe('cnyValue', () => {
  it('multiplies exactly and floors to 2 decimals', () => {
    expect(cnyValue('97120.35', '7.1')).toBe('689554.48');
    expect(cnyValue('1', '6.8')).toBe('6.80');
    expect(cnyValue('100', DEFAULT_CNY_RATE)).toBe('680.00');
  });

  it('keeps 4 decimals under ¥1', () => {
    expect(cnyValue('0.0123', '7.1')).toBe('0.0873');
  });

  it('shows -- for a malformed price', () => {
    expect(cnyValue('', '7.1')).toBe('--');
    expect(cnyValue('NaN', '7.1')).toBe('--');
  });
});
