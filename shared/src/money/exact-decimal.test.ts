// decimal.js is the reference here only: the shipped code must not import it (ESLint).
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { ExactDecimal, type RoundingMode } from './exact-decimal';

const dec = (text: string | number): ExactDecimal => {
  const parsed = ExactDecimal.parse(text);
  if (!parsed) throw new Error(`test value does not parse: ${text}`);
  return parsed;
};

/** decimal.js wide enough that its sums and products are exact, to check ours against. */
const Wide = Decimal.clone({ precision: 1000 });

const DECIMAL_JS_MODE: Record<RoundingMode, Decimal.Rounding> = {
  floor: Decimal.ROUND_FLOOR,
  ceil: Decimal.ROUND_CEIL,
  up: Decimal.ROUND_UP,
  'half-up': Decimal.ROUND_HALF_UP,
};
const MODES = Object.keys(DECIMAL_JS_MODE) as RoundingMode[];

describe('parse', () => {
  it.each([
    ['0', '0'],
    ['-0', '0'],
    ['-0.000', '0'],
    [' 12.50 ', '12.5'],
    ['007.10', '7.1'],
    ['-3', '-3'],
    [
      '123456789012345678901234567890.123456789012345678901',
      '123456789012345678901234567890.123456789012345678901',
    ],
  ])('reads the plain string %p as %p', (text, shown) => {
    expect(dec(text).toString()).toBe(shown);
  });

  it.each([
    [0.25, '0.25'],
    [-0, '0'],
    [0.1 + 0.2, '0.30000000000000004'],
    [1e-7, '0.0000001'],
    [-1.5e-7, '-0.00000015'],
    [1e21, '1000000000000000000000'],
    [-1.2345e25, '-12345000000000000000000000'],
    [5e-324, `0.${'0'.repeat(323)}5`],
  ])('reads the number %p exactly as %p, expanding exponent forms', (value, shown) => {
    expect(dec(value).toString()).toBe(shown);
    expect(dec(value).toString()).toBe(new Decimal(value).toFixed());
  });

  it.each([
    '1e5',
    '1E-3',
    '0x10',
    '+1',
    '.5',
    '5.',
    '1,5',
    '1.2.3',
    '--1',
    '- 1',
    'NaN',
    'Infinity',
    '',
    '  ',
  ])('refuses the string %p', (text) => {
    expect(ExactDecimal.parse(text)).toBeNull();
  });

  it.each([Number.NaN, Infinity, -Infinity])('refuses the number %p', (value) => {
    expect(ExactDecimal.parse(value)).toBeNull();
  });
});

describe('plus, minus and times are exact', () => {
  it.each([
    ['0.1', '0.2', '0.3'],
    ['99999999999999999999999999.99', '0.01', '100000000000000000000000000'],
    ['0.000000000000000000000001', '0.000000000000000000000002', '0.000000000000000000000003'],
    ['-5', '5', '0'],
    ['-1.25', '-0.75', '-2'],
  ])('%s + %s = %s', (a, b, sum) => {
    expect(dec(a).plus(dec(b)).toString()).toBe(sum);
  });

  it.each([
    ['0.3', '0.1', '0.2'],
    ['1', '0.00000001', '0.99999999'],
    ['-5', '-5', '0'],
    [
      '100000000000000000000000000',
      '0.000000000000000000000001',
      '99999999999999999999999999.999999999999999999999999',
    ],
  ])('%s - %s = %s', (a, b, difference) => {
    expect(dec(a).minus(dec(b)).toString()).toBe(difference);
  });

  it.each([
    ['1.1', '1.1', '1.21'],
    ['-1.5', '2', '-3'],
    ['0.00000001', '0.00000001', '0.0000000000000001'],
    [
      '123456789012345678901234567890',
      '0.000000000000000000000000000001',
      '0.12345678901234567890123456789',
    ],
    // decimal.js would round this product to 20 significant digits.
    ['1.23456789012345678901', '3', '3.70370367037037036703'],
    ['-0', '5', '0'],
  ])('%s × %s = %s', (a, b, product) => {
    expect(dec(a).times(dec(b)).toString()).toBe(product);
  });
});

describe('dividedBy (20 significant digits, half up, as decimal.js)', () => {
  it.each([
    ['1', '3', '0.33333333333333333333'],
    ['-2', '3', '-0.66666666666666666667'],
    ['2', '-3', '-0.66666666666666666667'],
    ['-1', '-3', '0.33333333333333333333'],
    ['1', '7', '0.14285714285714285714'],
    ['22', '7', '3.1428571428571428571'],
    ['10', '4', '2.5'],
    ['0.3', '0.1', '3'],
    ['1', '300000000', '0.0000000033333333333333333333'],
    ['123456789012345678901234', '7', '17636684144620811272000'],
    ['0.00000001', '3', '0.0000000033333333333333333333'],
    ['1', '0.00000003', '33333333.333333333333'],
    ['99999999999999999999.5', '1', '100000000000000000000'],
    ['-99999999999999999999.5', '1', '-100000000000000000000'],
    ['12345678901234567890.49', '1', '12345678901234567890'],
    ['2', '0.8', '2.5'],
    ['0', '-5', '0'],
  ])('%s / %s = %s', (a, b, quotient) => {
    expect(dec(a).dividedBy(dec(b)).toString()).toBe(quotient);
    expect(new Decimal(a).dividedBy(b).toFixed()).toBe(quotient);
  });

  it('refuses a zero divisor', () => {
    expect(() => dec('1').dividedBy(dec('0.000'))).toThrow(RangeError);
  });
});

describe('round and toFixed', () => {
  // value → [floor, ceil, up, half-up] at 2 decimals, shown with toFixed(2).
  it.each([
    ['1.005', ['1.00', '1.01', '1.01', '1.01']],
    ['1.0049', ['1.00', '1.01', '1.01', '1.00']],
    ['1.0051', ['1.00', '1.01', '1.01', '1.01']],
    ['-1.005', ['-1.01', '-1.00', '-1.01', '-1.01']],
    ['-1.0049', ['-1.01', '-1.00', '-1.01', '-1.00']],
    ['-1.0051', ['-1.01', '-1.00', '-1.01', '-1.01']],
    ['1.01', ['1.01', '1.01', '1.01', '1.01']],
    ['-0.001', ['-0.01', '0.00', '-0.01', '0.00']],
  ])('rounds %s by floor, ceil, up and half-up', (value, expected) => {
    MODES.forEach((mode, index) => {
      expect(dec(value).round(2, mode).toFixed(2)).toBe(expected[index]);
      const reference = new Decimal(value).toDecimalPlaces(2, DECIMAL_JS_MODE[mode]).toFixed(2);
      expect(reference).toBe(expected[index]);
    });
  });

  it('keeps a value that already fits and refuses bad places', () => {
    const value = dec('1.5');
    expect(value.round(3, 'up')).toBe(value);
    expect(() => value.round(-1, 'floor')).toThrow(RangeError);
    expect(() => value.round(1.5, 'floor')).toThrow(RangeError);
  });

  it.each([
    ['2', 3, '2.000'],
    ['1.005', 2, '1.01'],
    ['1.5', 0, '2'],
    ['-1.5', 0, '-2'],
    ['0.125', 2, '0.13'],
    // As decimal.js: the sign is that of the value before rounding.
    ['-0.004', 2, '-0.00'],
    ['-0', 2, '0.00'],
  ])('toFixed(%s, %i) = %s, half up', (value, places, shown) => {
    expect(dec(value).toFixed(places)).toBe(shown);
    expect(new Decimal(value).toFixed(places)).toBe(shown);
  });

  it('never writes an exponent', () => {
    expect(dec('0.00000001').toString()).toBe('0.00000001');
    expect(dec('0.00000001').toFixed()).toBe('0.00000001');
    expect(dec(1e-8).toString()).toBe('0.00000001');
    expect(dec('1000000000000000000000').toString()).toBe('1000000000000000000000');
    expect(dec('0.0001').times(dec('0.0001')).toString()).toBe('0.00000001');
    // decimal.js writes these two as "1e-8" and "1e+21".
    expect(new Decimal('0.00000001').toString()).toBe('1e-8');
    expect(new Decimal('1000000000000000000000').toString()).toBe('1e+21');
  });
});

describe('roundToMultiple', () => {
  it.each([
    // value, step → [floor, ceil, up, half-up]
    ['97120.35', '10', ['97120', '97130', '97130', '97120']],
    ['97125', '10', ['97120', '97130', '97130', '97130']],
    ['97120.35', '0.1', ['97120.3', '97120.4', '97120.4', '97120.4']],
    ['0.00001234', '0.000001', ['0.000012', '0.000013', '0.000013', '0.000012']],
    ['-1.25', '0.5', ['-1.5', '-1', '-1.5', '-1.5']],
    ['3', '0.25', ['3', '3', '3', '3']],
    ['7', '2.5', ['5', '7.5', '7.5', '7.5']],
  ])('rounds %s to a multiple of %s by floor, ceil, up and half-up', (value, step, expected) => {
    MODES.forEach((mode, index) => {
      expect(dec(value).roundToMultiple(dec(step), mode).toString()).toBe(expected[index]);
    });
  });

  it('refuses a step that is not above zero', () => {
    expect(() => dec('1').roundToMultiple(dec('0'), 'floor')).toThrow(RangeError);
    expect(() => dec('1').roundToMultiple(dec('-1'), 'floor')).toThrow(RangeError);
  });
});

describe('comparisons and decimalPlaces', () => {
  it('compares numerically', () => {
    expect(dec('10').cmp(dec('9'))).toBe(1);
    expect(dec('0.10').cmp(dec('0.1'))).toBe(0);
    expect(dec('-0').cmp(ExactDecimal.ZERO)).toBe(0);
    expect(dec('-1').cmp(dec('-0.5'))).toBe(-1);
    expect(dec('1').lt(dec('1.0001'))).toBe(true);
    expect(dec('1').lte(dec('1.000'))).toBe(true);
    expect(dec('1').gt(dec('1'))).toBe(false);
  });

  it('has no negative zero', () => {
    expect(dec('-0.00').isZero()).toBe(true);
    expect(dec('-0.00').isNegative()).toBe(false);
    expect(dec('-0.01').isNegative()).toBe(true);
  });

  it.each([
    ['1.500', 1],
    ['100', 0],
    ['0.0523', 4],
    ['-0.00', 0],
    ['0.00000001', 8],
  ])('decimalPlaces(%s) = %i, trailing zeros dropped', (value, places) => {
    expect(dec(value).decimalPlaces()).toBe(places);
    expect(new Decimal(value).decimalPlaces()).toBe(places);
  });
});

describe('agrees with decimal.js on random values', () => {
  const digits = (max: number): fc.Arbitrary<string> =>
    fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: max });
  const decimalText: fc.Arbitrary<string> = fc.oneof(
    fc
      .tuple(fc.boolean(), digits(24), fc.option(digits(24), { nil: undefined }))
      .map(
        ([negative, whole, fraction]) =>
          `${negative ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`,
      ),
    fc.constantFrom('0', '-0', '1', '-1', '0.5', '-0.5', '0.005', '-0.005'),
  );
  const pair = fc.tuple(decimalText, decimalText);
  const runs = { numRuns: 300 };

  it('in exact sums, differences and products', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        expect(dec(a).plus(dec(b)).toString()).toBe(new Wide(a).plus(b).toFixed());
        expect(dec(a).minus(dec(b)).toString()).toBe(new Wide(a).minus(b).toFixed());
        expect(dec(a).times(dec(b)).toString()).toBe(new Wide(a).times(b).toFixed());
        expect(dec(a).cmp(dec(b))).toBe(new Decimal(a).comparedTo(b));
      }),
      runs,
    );
  });

  it('in quotients', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        fc.pre(!new Decimal(b).isZero());
        expect(dec(a).dividedBy(dec(b)).toString()).toBe(new Decimal(a).dividedBy(b).toFixed());
      }),
      runs,
    );
  });

  it('in rounding, toFixed and decimalPlaces', () => {
    fc.assert(
      fc.property(decimalText, fc.nat(12), fc.constantFrom(...MODES), (text, places, mode) => {
        const ours = dec(text);
        const theirs = new Decimal(text);
        const rounded = theirs.toDecimalPlaces(places, DECIMAL_JS_MODE[mode]).toFixed(places);
        expect(ours.round(places, mode).toFixed(places)).toBe(rounded);
        expect(ours.toFixed(places)).toBe(theirs.toFixed(places));
        expect(ours.decimalPlaces()).toBe(theirs.decimalPlaces());
      }),
      runs,
    );
  });

  it('in rounding to a multiple of a step', () => {
    const step = fc.oneof(
      fc.constantFrom('0.01', '0.1', '1', '10', '100', '0.00000001'),
      decimalText.filter((text) => new Decimal(text).gt(0)),
    );
    fc.assert(
      fc.property(decimalText, step, fc.constantFrom(...MODES), (text, size, mode) => {
        const reference = new Wide(text)
          .dividedBy(size)
          .toDecimalPlaces(0, DECIMAL_JS_MODE[mode])
          .times(size)
          .toFixed();
        expect(dec(text).roundToMultiple(dec(size), mode).toString()).toBe(reference);
      }),
      runs,
    );
  });

  it('in reading finite numbers', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(dec(value).toString()).toBe(new Decimal(value).toFixed());
      }),
      runs,
    );
  });
});
