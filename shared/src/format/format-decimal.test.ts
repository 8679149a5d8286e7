import { formatDecimal, formatFixed, formatPercent } from './format-decimal';
import { numberLocaleOf } from './number-locale';

describe('formatDecimal', () => {
  it('groups and separates by language', () => {
    expect(formatDecimal('10000', 2, 'en')).toBe('10,000.00');
    expect(formatDecimal('10000', 2, 'de')).toBe('10.000,00');
    expect(formatDecimal('1234567.891', 3, 'pt')).toBe('1.234.567,891');
    expect(formatDecimal('10000', 2, 'zh')).toBe('10,000.00');
  });

  it('uses the narrow no-break space of French', () => {
    expect(formatDecimal('10000.5', 2, 'fr')).toBe('10\u202f000,50');
  });

  it('leaves four-digit numbers ungrouped where the language does (es)', () => {
    expect(formatDecimal('1234.5', 2, 'es')).toBe('1234,50');
    expect(formatDecimal('12345.5', 2, 'es')).toBe('12.345,50');
    expect(formatDecimal('1234.5', 2, 'en')).toBe('1,234.50');
  });

  it('floors by default and rounds half up on request', () => {
    expect(formatDecimal('96475.84947', 2, 'en')).toBe('96,475.84');
    expect(formatDecimal('96475.84947', 2, 'en', { mode: 'half-up' })).toBe('96,475.85');
    expect(formatDecimal('-1.005', 2, 'en')).toBe('-1.01');
    expect(formatDecimal('-1.005', 2, 'en', { mode: 'half-up' })).toBe('-1.01');
    expect(formatDecimal('-1.004', 2, 'en', { mode: 'half-up' })).toBe('-1.00');
    expect(formatDecimal('1.001', 2, 'en', { mode: 'up' })).toBe('1.01');
    expect(formatDecimal('1.000', 2, 'en', { mode: 'up' })).toBe('1.00');
  });

  it('never prints more decimals than asked, and pads to exactly that many', () => {
    expect(formatDecimal('10000.00000000', 2, 'en')).toBe('10,000.00');
    expect(formatDecimal('0.123456789', 8, 'en')).toBe('0.12345678');
    expect(formatDecimal('5', 0, 'de')).toBe('5');
    expect(formatDecimal('1.5', 4, 'en')).toBe('1.5000');
  });

  it('keeps values exact beyond float precision', () => {
    expect(formatDecimal('123456789012345.123456789', 8, 'en')).toBe(
      '123,456,789,012,345.12345678',
    );
  });

  it('groups negatives after the sign and can skip grouping', () => {
    expect(formatDecimal('-1234567.5', 1, 'en')).toBe('-1,234,567.5');
    expect(formatDecimal('1234567', 0, 'en', { group: false })).toBe('1234567');
  });

  it("prints '--' for missing or malformed values", () => {
    for (const bad of [null, undefined, '', 'abc', '1e5', 'NaN', Number.NaN, Infinity]) {
      expect(formatDecimal(bad, 2, 'en')).toBe('--');
    }
    expect(formatDecimal('1', -1, 'en')).toBe('--');
  });
});

describe('formatFixed', () => {
  it('keeps the decimals a rounded string carries, trailing zeros too', () => {
    expect(formatFixed('96475.80', 'en')).toBe('96,475.80');
    expect(formatFixed('96475', 'de')).toBe('96.475');
    expect(formatFixed(null, 'en')).toBe('--');
    expect(formatFixed('x', 'en')).toBe('--');
  });
});

describe('formatPercent', () => {
  it('places the sign as the language does', () => {
    expect(formatPercent('-1.25', 'en')).toBe('-1.25%');
    expect(formatPercent('-1.25', 'de')).toBe('-1,25\u00a0%');
    expect(formatPercent(undefined, 'de')).toBe('--');
  });
});

describe('numberLocaleOf', () => {
  it('maps our language codes to BCP 47', () => {
    expect(numberLocaleOf('jp')).toBe('ja');
    expect(numberLocaleOf('kr')).toBe('ko');
    expect(numberLocaleOf('hk')).toBe('zh-HK');
    expect(numberLocaleOf('zh')).toBe('zh-CN');
    expect(numberLocaleOf('vi')).toBe('vi');
  });
});
