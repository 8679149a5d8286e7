import { leverOrder } from '../test-kit/lever-fixtures';
import { profitAt, stopInputOf, validateStops } from './stop-rules';

const LONG = leverOrder(1, { price: '100.5', update_price: '101', number: '2' });
const SHORT = leverOrder(2, { type: 2, price: '99.5', update_price: '99', number: '2' });

describe('expected profit and loss', () => {
  it('is (price - open) x quantity for a long and reversed for a short', () => {
    expect(profitAt(LONG, '110.5')).toBe('20');
    expect(profitAt(LONG, '95.5')).toBe('-10');
    expect(profitAt(SHORT, '89.5')).toBe('20');
    expect(profitAt(SHORT, '')).toBeNull();
  });
});

describe('validateStops', () => {
  it('wants a long TP above open and current and its SL below both', () => {
    expect(validateStops(LONG, '102', '99')).toBeNull();
    expect(validateStops(LONG, '100.8', '')).toBe('tpInvalid');
    expect(validateStops(LONG, '', '100.7')).toBe('slInvalid');
  });

  it('mirrors the rule for a short', () => {
    expect(validateStops(SHORT, '98', '100')).toBeNull();
    expect(validateStops(SHORT, '99.2', '')).toBe('tpInvalid');
    expect(validateStops(SHORT, '', '99.3')).toBe('slInvalid');
  });

  it('treats empty and 0 as not set', () => {
    expect(validateStops(LONG, '0', '')).toBeNull();
    expect(stopInputOf('0')).toBe('');
    expect(stopInputOf('120.5')).toBe('120.5');
  });
});
