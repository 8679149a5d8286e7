import {
  amountFilterProblem,
  fiatForQuantity,
  quantityForFiat,
  takeProblem,
  type TakeInput,
} from './p2p-rules';

const AD = { price: '7.13', available: '500', min_fiat: '10.00', max_fiat: '1000.00', decimals: 6 };
const input = (overrides: Partial<TakeInput>): TakeInput => ({
  fiat: '',
  quantity: '',
  password: '',
  selling: false,
  ...overrides,
});

describe('quantityForFiat (fiat ÷ price, floored to the asset decimals)', () => {
  it('floors, never rounds up', () => {
    // 100 / 7.13 = 14.025245441795...
    expect(quantityForFiat('100', '7.13', 6)).toBe('14.025245');
    // 2 / 3 = 0.666666666… → 0.66 with 2 decimals (half-up would give 0.67).
    expect(quantityForFiat('2', '3', 2)).toBe('0.66');
    expect(quantityForFiat('10', '3', 0)).toBe('3');
  });
  it('is exact where floats are not', () => {
    // 0.3 / 0.1 is 2.9999999999999996 in floats.
    expect(quantityForFiat('0.3', '0.1', 8)).toBe('3.00000000');
  });
  it('is empty for a partial or zero input', () => {
    expect(quantityForFiat('', '7.13', 6)).toBe('');
    expect(quantityForFiat('abc', '7.13', 6)).toBe('');
    expect(quantityForFiat('5', '0', 6)).toBe('');
    expect(quantityForFiat('12.', '2', 2)).toBe('6.00');
  });
});

describe('fiatForQuantity (quantity × price, half-up to 2 decimals)', () => {
  it('rounds half up', () => {
    expect(fiatForQuantity('0.5', '0.01')).toBe('0.01'); // 0.005 → 0.01
    expect(fiatForQuantity('0.4', '0.01')).toBe('0.00'); // 0.004 → 0.00
    expect(fiatForQuantity('14.025245', '7.13')).toBe('100.00'); // 99.99999685
    expect(fiatForQuantity('1.000001', '3.33')).toBe('3.33');
  });
});

describe('takeProblem', () => {
  it('wants an amount or a quantity', () => {
    expect(takeProblem(AD, input({}))).toBe('fiatEmpty');
  });
  it('checks the limits on what the buyer pays', () => {
    expect(
      takeProblem(AD, input({ fiat: '9.99', quantity: quantityForFiat('9.99', '7.13', 6) })),
    ).toBe('belowMin');
    expect(takeProblem(AD, input({ fiat: '1000.01', quantity: '140.253856' }))).toBe('aboveMax');
    // 10 ÷ 7.13 floors to 1.402524, which pays 9.99999612 → 10.00 half-up: at the minimum.
    expect(
      takeProblem(AD, input({ fiat: '10', quantity: quantityForFiat('10', '7.13', 6) })),
    ).toBeNull();
    expect(takeProblem(AD, input({ fiat: '100', quantity: '14.025245' }))).toBeNull();
  });
  it('refuses more than is available', () => {
    const small = { ...AD, available: '10' };
    expect(takeProblem(small, input({ quantity: '10.000001', fiat: '71.30' }))).toBe(
      'aboveAvailable',
    );
    expect(takeProblem(small, input({ quantity: '10', fiat: '71.30' }))).toBeNull();
  });
  it('refuses malformed numbers and too many decimals', () => {
    expect(takeProblem(AD, input({ fiat: '1.2.3' }))).toBe('fiatInvalid');
    expect(takeProblem(AD, input({ fiat: '100.001', quantity: '14' }))).toBe('fiatInvalid');
    expect(takeProblem(AD, input({ quantity: '1.0000001' }))).toBe('quantityInvalid');
  });
  it('needs the trade password only when selling', () => {
    const ok = { fiat: '100', quantity: '14.025245' };
    expect(takeProblem(AD, input({ ...ok, selling: true }))).toBe('passwordEmpty');
    expect(takeProblem(AD, input({ ...ok, selling: true, password: 'secret' }))).toBeNull();
  });
});

describe('amountFilterProblem', () => {
  it('takes nothing or a positive amount with at most 2 decimals', () => {
    expect(amountFilterProblem('')).toBeNull();
    expect(amountFilterProblem('250.5')).toBeNull();
    expect(amountFilterProblem('0')).toBe('amountInvalid');
    expect(amountFilterProblem('.')).toBe('amountInvalid');
    expect(amountFilterProblem('1.234')).toBe('amountInvalid');
  });
});
