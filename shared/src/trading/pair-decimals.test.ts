import { acceptsDecimalInput } from '@exchange/shared';
import { MAX_PRICE_DECIMALS, priceDecimalsOf } from './pair-decimals';

describe('priceDecimalsOf', () => {
  it("keeps the pair's own decimals, up to 8 (BTC-quoted pairs need 6 to 8)", () => {
    expect(priceDecimalsOf({ price_decimals: 2 })).toBe(2);
    expect(priceDecimalsOf({ price_decimals: 4 })).toBe(4);
    expect(priceDecimalsOf({ price_decimals: 6 })).toBe(6);
    expect(priceDecimalsOf({ price_decimals: 8 })).toBe(8);
    expect(MAX_PRICE_DECIMALS).toBe(8);
  });

  it('keeps a bad value within 0-8 rather than breaking a formatter', () => {
    expect(priceDecimalsOf({ price_decimals: 12 })).toBe(8);
    expect(priceDecimalsOf({ price_decimals: -1 })).toBe(0);
    expect(priceDecimalsOf({ price_decimals: Number.NaN })).toBe(0);
    expect(priceDecimalsOf({ price_decimals: 6.7 })).toBe(6);
  });

  it("lets a price field take exactly the pair's decimals: LTC/BTC 0.00090238", () => {
    const places = priceDecimalsOf({ price_decimals: 8 });
    expect(acceptsDecimalInput('0.00090238', places)).toBe(true);
    expect(acceptsDecimalInput('0.000902381', places)).toBe(false);
    expect(acceptsDecimalInput('97120.35', priceDecimalsOf({ price_decimals: 2 }))).toBe(true);
    expect(acceptsDecimalInput('97120.351', priceDecimalsOf({ price_decimals: 2 }))).toBe(false);
  });
});
