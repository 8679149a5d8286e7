import { feeOf, payoutIfWin, ratioPercent, stakeProblem, totalCost } from './second-form-rules';

const USDT = { min_number: '1', max_number: '1000', fee_rate: '0.01', decimals: 8 };

describe('percent, fee and payout', () => {
  it.each([
    ['0.85', '85.00%'],
    ['0.875', '87.50%'],
    ['0.8555', '85.55%'],
    ['0.85559', '85.55%'],
    ['1', '100.00%'],
    ['0', '0.00%'],
    ['bad', '--'],
  ])('ratio %p shows as %p', (ratio, shown) => expect(ratioPercent(ratio)).toBe(shown));

  it('a win pays stake x (1 + ratio), exactly (no float drift)', () => {
    expect(payoutIfWin('10', '0.85')).toBe('18.5');
    expect(payoutIfWin('0.1', '0.2')).toBe('0.12');
    expect(payoutIfWin('33.33', '0.875')).toBe('62.49375');
    expect(payoutIfWin('10000', '0.95')).toBe('19500');
  });

  it('the fee is stake x rate, exact and never in exponent form', () => {
    expect(feeOf('10', '0.01')).toBe('0.1');
    expect(feeOf('10.55', '0.01')).toBe('0.1055');
    expect(feeOf('0.00000001', '0.01')).toBe('0.0000000001');
    expect(totalCost('0.1', '0.2')).toBe('0.12');
  });
});

describe('stakeProblem', () => {
  it('needs a positive amount', () => {
    expect(stakeProblem('', USDT, '100')).toBe('required');
    expect(stakeProblem('0', USDT, '100')).toBe('required');
    expect(stakeProblem('12.', USDT, '100')).toBeNull();
  });

  it('keeps the payable currency bounds, inclusive', () => {
    expect(stakeProblem('0.99', USDT, '5000')).toBe('belowMin');
    expect(stakeProblem('1', USDT, '5000')).toBeNull();
    expect(stakeProblem('1000', USDT, '5000')).toBeNull();
    expect(stakeProblem('1000.01', USDT, '5000')).toBe('aboveMax');
  });

  it('a max of 0 is no upper bound', () => {
    expect(stakeProblem('999999', { ...USDT, max_number: '0' }, '2000000')).toBeNull();
  });

  it('the balance must cover stake plus fee', () => {
    expect(stakeProblem('100', USDT, '101')).toBeNull();
    expect(stakeProblem('100', USDT, '100.99999999')).toBe('insufficient');
    expect(stakeProblem('1', USDT, '')).toBe('insufficient');
  });
});
