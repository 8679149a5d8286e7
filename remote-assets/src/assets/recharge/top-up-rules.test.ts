import { usdtFor, validateTopUp } from './top-up-rules';

describe('usdtFor', () => {
  it('rounds down to the USDT decimals, exactly like the server', () => {
    expect(usdtFor('100', '35.5', 8)).toBe('2.8169014');
    expect(usdtFor('1000.5', '35.5', 8)).toBe('28.18309859');
    expect(usdtFor('20', '3', 8)).toBe('6.66666666');
    expect(usdtFor('10.00', '3', 2)).toBe('3.33');
    expect(usdtFor('100', '1', 8)).toBe('100');
    expect(usdtFor('0.01', '35.5', 8)).toBe('0.00028169');
  });
  it('answers null for what is not an amount', () => {
    expect(usdtFor('', '1', 8)).toBeNull();
    expect(usdtFor('abc', '1', 8)).toBeNull();
    expect(usdtFor('10', '0', 8)).toBeNull();
  });
});

describe('validateTopUp', () => {
  const limit = { min: '10.00', max: '5000.00' };
  it('checks the amount format, then the limits', () => {
    expect(validateTopUp('', limit)).toBe('topUp.errors.amount');
    expect(validateTopUp('0', limit)).toBe('topUp.errors.amount');
    expect(validateTopUp('1.234', limit)).toBe('topUp.errors.amount');
    expect(validateTopUp('9.99', limit)).toBe('topUp.errors.range');
    expect(validateTopUp('5000.01', limit)).toBe('topUp.errors.range');
    expect(validateTopUp('10', limit)).toBeNull();
    expect(validateTopUp('5000', limit)).toBeNull();
  });
});
