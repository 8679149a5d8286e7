import {
  acceptsDecimalInput,
  decimalInputOf,
  isRefusedDecimalKey,
  REFUSED_DECIMAL_KEYS,
} from './decimal-input';

describe('decimal input (docs/product.md#public-and-spot-validation)', () => {
  it.each(['', '0', '12', '12.', '12.5', '0.1234', '.5'])('accepts %p with 4 decimals', (text) => {
    expect(acceptsDecimalInput(text, 4)).toBe(true);
  });

  it.each(['0.12345', '1e5', '-1', '+1', '1.2.3', '1,5', 'abc', ' 1', '1e', 'E'])(
    'rejects %p with 4 decimals',
    (text) => {
      expect(acceptsDecimalInput(text, 4)).toBe(false);
    },
  );

  it.each(['', '1', '12.', '0.5', '10.12345678', '.5'])('accepts %p with 8 decimals', (text) => {
    expect(acceptsDecimalInput(text, 8)).toBe(true);
  });

  it.each(['1e3', '-1', '+1', '1.2.3', 'abc', '1,5', '0.123456789', ' 1'])(
    'refuses %p with 8 decimals (the field keeps its value)',
    (text) => expect(acceptsDecimalInput(text, 8)).toBe(false),
  );

  it('takes plain decimals within the places, never a sign or exponent', () => {
    expect(acceptsDecimalInput('12.34', 2)).toBe(true);
    expect(acceptsDecimalInput('12.', 2)).toBe(true);
    expect(acceptsDecimalInput('12.345', 2)).toBe(false);
    expect(acceptsDecimalInput('-1', 2)).toBe(false);
    expect(acceptsDecimalInput('1e5', 2)).toBe(false);
  });

  it('allows no dot at all when there are no decimals', () => {
    expect(acceptsDecimalInput('12', 0)).toBe(true);
    expect(acceptsDecimalInput('12.', 0)).toBe(false);
    expect(acceptsDecimalInput('5.', 0)).toBe(false);
    expect(acceptsDecimalInput('5', 0)).toBe(true);
  });

  it('refuses the keys e, E, minus and plus', () => {
    expect([...REFUSED_DECIMAL_KEYS].sort()).toEqual(['+', '-', 'E', 'e']);
  });

  it('blocks exponent and sign keys only', () => {
    expect(['e', 'E', '+', '-'].every(isRefusedDecimalKey)).toBe(true);
    expect(['1', '.', 'Backspace', 'Enter'].some(isRefusedDecimalKey)).toBe(false);
  });

  it('keeps pasted text without its surrounding spaces; a space inside is still refused', () => {
    expect(decimalInputOf(' 100 ', 2)).toBe('100');
    expect(decimalInputOf('\t0.5\n', 2)).toBe('0.5');
    expect(decimalInputOf('12.34', 2)).toBe('12.34');
    expect(decimalInputOf('1 00', 2)).toBeNull();
    expect(decimalInputOf(' 1.234', 2)).toBeNull();
    expect(decimalInputOf(' -1', 2)).toBeNull();
  });
});
