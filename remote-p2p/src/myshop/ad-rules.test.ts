import {
  adRequestOf,
  adUpdateOf,
  isAmount,
  priceBandOf,
  typableBand,
  validateAd,
  type AdDraft,
} from './ad-rules';
import { shopAd, shopConfig } from './shop-fixtures';

const good: AdDraft = {
  side: 'sell',
  asset: 'USDT',
  fiat: 'USD',
  price: '1.05',
  total: '250.5',
  minFiat: '10',
  maxFiat: '300.50',
  methods: ['bank'],
  window: 15,
  terms: 'Pay within the window.',
};

describe('validateAd', () => {
  const config = shopConfig();

  it('accepts a complete draft', () => {
    expect(validateAd(good, config, null)).toBeNull();
  });

  it('reports the first problem in the order the server checks', () => {
    // Each step breaks one more field; the answer is always the earliest broken one.
    const steps: [Partial<AdDraft>, string][] = [
      [{ terms: 'x'.repeat(501) }, 'terms'],
      [{ price: '2.00' }, 'priceBand'],
      [{ methods: [] }, 'methods'],
      [{ minFiat: '9.99' }, 'minBelowSmallest'],
      [{ maxFiat: '9.98' }, 'maxBelowMin'],
      [{ maxFiat: '1.234' }, 'maxFiat'],
      [{ minFiat: '' }, 'minFiat'],
      [{ total: '1.1234567' }, 'total'],
      [{ price: '1.055' }, 'price'],
      [{ window: 20 }, 'window'],
      [{ fiat: 'JPY' }, 'fiat'],
      [{ asset: 'DOGE' }, 'asset'],
      [{ side: 'hold' as AdDraft['side'] }, 'side'],
    ];
    let draft = good;
    for (const [change, key] of steps) {
      draft = { ...draft, ...change };
      expect(validateAd(draft, config, null)).toBe(key);
    }
  });

  it('counts decimals as typed and refuses zero, signs and exponents', () => {
    expect(isAmount('1.10', 2)).toBe(true);
    expect(isAmount('1.100', 2)).toBe(false);
    expect(isAmount('0.00', 2)).toBe(false);
    expect(isAmount('-1', 2)).toBe(false);
    expect(isAmount('1e3', 2)).toBe(false);
    expect(isAmount('12.', 2)).toBe(false);
    expect(isAmount('0.000001', 6)).toBe(true);
  });

  it('allows a price on either end of the band and nothing beyond', () => {
    // USDT/USD reference 1.00, ±20 %: 0.80 to 1.20.
    expect(validateAd({ ...good, price: '0.80' }, config, null)).toBeNull();
    expect(validateAd({ ...good, price: '1.20' }, config, null)).toBeNull();
    expect(validateAd({ ...good, price: '0.79' }, config, null)).toBe('priceBand');
    expect(validateAd({ ...good, price: '1.21' }, config, null)).toBe('priceBand');
  });

  it('shows the band as prices one may type: the low end up, the high end down', () => {
    const band = priceBandOf(
      shopConfig({ reference_prices: { USDT: { USD: '1.03' } } }),
      'USDT',
      'USD',
    );
    expect(band).toEqual({ reference: '1.03', low: '0.824', high: '1.236' });
    expect(typableBand(band!)).toEqual({ low: '0.83', high: '1.23' });
  });

  it('skips the band without a reference price (the server decides)', () => {
    const bare = shopConfig({ reference_prices: {} });
    expect(priceBandOf(bare, 'USDT', 'USD')).toBeNull();
    expect(validateAd({ ...good, price: '9.00' }, bare, null)).toBeNull();
  });

  it('lets an edited total go up or stay, never down', () => {
    const ad = shopAd(3, { total: '100' });
    expect(validateAd({ ...good, total: '99.999999' }, config, ad)).toBe('totalLower');
    expect(validateAd({ ...good, total: '100' }, config, ad)).toBeNull();
    expect(validateAd({ ...good, total: '100.5' }, config, ad)).toBeNull();
  });
});

describe('requests', () => {
  it('create sends every amount exactly as typed', () => {
    expect(adRequestOf(good, shopConfig())).toEqual({
      side: 'sell',
      currency_id: 1,
      fiat: 'USD',
      price: '1.05',
      total: '250.5',
      min_fiat: '10',
      max_fiat: '300.50',
      pay_methods: ['bank'],
      pay_window: 15,
      terms: 'Pay within the window.',
    });
  });

  it('edit sends the total only when it went up', () => {
    const ad = shopAd(3, { total: '100' });
    expect(adUpdateOf({ ...good, total: '100' }, ad)).not.toHaveProperty('total');
    expect(adUpdateOf({ ...good, total: '120' }, ad)).toEqual({
      id: 3,
      price: '1.05',
      total: '120',
      min_fiat: '10',
      max_fiat: '300.50',
      pay_methods: ['bank'],
      terms: 'Pay within the window.',
    });
  });
});
