import { ExactDecimal } from './exact-decimal';
import {
  add,
  changeDirection,
  compare,
  convert,
  decimalPlacesOf,
  decimals,
  div,
  floorTo,
  isDecimalString,
  isPositive,
  mul,
  percentOf,
  PRECISION,
  roundTo,
  roundUpTo,
  sub,
  toDecimal,
} from './money';

describe('floorTo', () => {
  it.each([
    ['1.23456789', 6, '1.234567'],
    ['1.2345679', 6, '1.234567'],
    ['0.9999999', 6, '0.999999'],
    ['2', 6, '2.000000'],
    ['0.1', 2, '0.10'],
    ['123.456', 0, '123'],
    ['-1.231', 2, '-1.24'],
    ['-0.0000001', 6, '-0.000001'],
    ['-1.5', 0, '-2'],
  ])('floorTo(%s, %i) = %s', (value, places, expected) => {
    expect(floorTo(value, places)).toBe(expected);
  });

  it('does not lose the binary-float sum 0.1 + 0.2 to rounding', () => {
    // 0.1 + 0.2 is 0.30000000000000004 as a float; floored to 2 it must stay 0.30.
    expect(floorTo(0.1 + 0.2, 2)).toBe('0.30');
    expect(floorTo(add('0.1', '0.2'), 8)).toBe('0.30000000');
  });

  it('floors a quantity computed from a balance the way the slider needs (docs/product.md#public-and-spot-validation)', () => {
    // 100 USDT at 25 % and price 3 → 8.333333… floored to 6 decimals.
    expect(floorTo(div(percentOf('100', '25'), '3'), PRECISION.quantity)).toBe('8.333333');
  });

  it('rejects values that are not plain decimals', () => {
    expect(() => floorTo('1e5', 2)).toThrow(RangeError);
    expect(() => floorTo('abc', 2)).toThrow(RangeError);
    expect(() => floorTo(Number.NaN, 2)).toThrow(RangeError);
  });
});

describe('roundUpTo', () => {
  it.each([
    ['0.0000001', 6, '0.000001'],
    ['1.2300001', 6, '1.230001'],
    ['1.23', 6, '1.230000'],
    ['0', 6, '0.000000'],
    ['-0.0000001', 6, '-0.000001'],
    ['2.0000000000001', 2, '2.01'],
  ])('roundUpTo(%s, %i) = %s', (value, places, expected) => {
    expect(roundUpTo(value, places)).toBe(expected);
  });
});

describe('roundTo', () => {
  it.each([
    ['1.005', 2, '1.01'],
    ['1.0049', 2, '1.00'],
    ['2.5', 0, '3'],
    ['-2.5', 0, '-3'],
    ['0.125', 2, '0.13'],
  ])('roundTo(%s, %i) = %s (half up, no float artefacts)', (value, places, expected) => {
    expect(roundTo(value, places)).toBe(expected);
  });
});

describe('decimals (display filter)', () => {
  it('floors to 2 places by default', () => {
    expect(decimals('1.239')).toBe('1.23');
    expect(decimals('5')).toBe('5.00');
    expect(decimals('-1.231')).toBe('-1.24');
  });

  it('floors to the requested places', () => {
    expect(decimals('0.123456789', 4)).toBe('0.1234');
    expect(decimals('7', 0)).toBe('7');
  });

  it.each([[null], [undefined], [''], ['abc'], ['1e5'], ['1.2.3'], [Number.NaN], [Infinity]])(
    'returns -- for %p',
    (value) => {
      expect(decimals(value as string | null | undefined)).toBe('--');
    },
  );

  it('accepts numbers and surrounding spaces', () => {
    expect(decimals(12.3456)).toBe('12.34');
    expect(decimals(' 3.149 ')).toBe('3.14');
  });
});

describe('toDecimal and isDecimalString', () => {
  it('rejects exponent strings and other non-plain forms', () => {
    for (const value of ['1e5', '1E-3', '0x10', '+1', '.5', '5.', '1,5', 'NaN', 'Infinity', '']) {
      expect(toDecimal(value)).toBeNull();
      expect(isDecimalString(value)).toBe(false);
    }
  });

  it('accepts plain decimal strings, finite numbers and ExactDecimals', () => {
    expect(toDecimal('-12.5')?.toString()).toBe('-12.5');
    expect(toDecimal(' 7 ')?.toString()).toBe('7');
    expect(toDecimal(0.25)?.toString()).toBe('0.25');
    const parsed = ExactDecimal.parse('3.1');
    expect(toDecimal(parsed)).toBe(parsed);
    expect(toDecimal(parsed)?.toString()).toBe('3.1');
    expect(toDecimal(Infinity)).toBeNull();
    expect(toDecimal(null)).toBeNull();
    expect(toDecimal(undefined)).toBeNull();
  });
});

describe('arithmetic without float artefacts', () => {
  it('multiplies, adds and subtracts exactly', () => {
    expect(mul('0.1', '3')).toBe('0.3');
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(sub('0.3', '0.1')).toBe('0.2');
    expect(mul('1.1', '1.1')).toBe('1.21');
    expect(add('99999999999999999.1', '0.9')).toBe('100000000000000000');
  });

  it('divides exactly and yields 0 for a zero divisor', () => {
    expect(div('1', '4')).toBe('0.25');
    expect(div('0.3', '0.1')).toBe('3');
    expect(div('5', '0')).toBe('0');
    expect(div('5', '0.000')).toBe('0');
  });

  it('percentOf is value × percent / 100', () => {
    expect(percentOf('200', '25')).toBe('50');
    expect(percentOf('0.3', '75')).toBe('0.225');
    expect(percentOf('1', '0')).toBe('0');
  });

  it('convert multiplies by the rate and floors to 2 by default', () => {
    expect(convert('1.999', '6.8')).toBe('13.59');
    expect(convert('0.123456', '1', 4)).toBe('0.1234');
  });

  it('compare orders decimal strings numerically, not as text', () => {
    expect(compare('10', '9')).toBe(1);
    expect(compare('0.10', '0.1')).toBe(0);
    expect(compare('-1', '0')).toBe(-1);
  });

  it('isPositive is true only for values above zero', () => {
    expect(isPositive('0.00000001')).toBe(true);
    expect(isPositive('0')).toBe(false);
    expect(isPositive('-1')).toBe(false);
    expect(isPositive('abc')).toBe(false);
    expect(isPositive(null)).toBe(false);
  });

  it('decimalPlacesOf counts significant decimals of a price', () => {
    expect(decimalPlacesOf('0.0523')).toBe(4);
    expect(decimalPlacesOf('100')).toBe(0);
  });

  it('throws on malformed operands instead of producing NaN', () => {
    expect(() => mul('1e3', '2')).toThrow(RangeError);
    expect(() => add('x', '1')).toThrow(RangeError);
  });
});

describe('changeDirection (green when ≥ 0)', () => {
  it('treats 0 as up', () => {
    expect(changeDirection('0')).toBe(1);
    expect(changeDirection('0.00')).toBe(1);
    expect(changeDirection(0)).toBe(1);
  });

  it('treats a negative zero from the server ("-0.00") as up: it is not below 0', () => {
    // The server formats a tiny fall (e.g. -0.001 %) as "-0.00" (decimal.js toFixed keeps the sign).
    expect(changeDirection('-0.00')).toBe(1);
    expect(changeDirection('-0')).toBe(1);
  });

  it('is up for positive and down for negative changes', () => {
    expect(changeDirection('1.25')).toBe(1);
    expect(changeDirection('-0.01')).toBe(-1);
    expect(changeDirection('-12')).toBe(-1);
  });

  it('is up for missing or malformed values', () => {
    expect(changeDirection(null)).toBe(1);
    expect(changeDirection(undefined)).toBe(1);
    expect(changeDirection('n/a')).toBe(1);
  });
});

describe('PRECISION', () => {
  it('matches the spec defaults: price 4, quantity 6, volume 8, display 2', () => {
    expect(PRECISION).toEqual({ price: 4, quantity: 6, volume: 8, display: 2 });
  });
});
