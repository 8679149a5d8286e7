import { acceptsDecimalInput, decimals } from '@exchange/shared';
import { leverDeal } from '../test-kit/lever-fixtures';
import {
  adjustedPrice,
  figure,
  isLotsInput,
  priceDecimalsOf,
  quoteOrder,
  validateLeverForm,
  type LeverFormInput,
} from './lever-form-rules';

const { settings } = leverDeal();
/** A USDT pair at 2 price decimals, no other open position. */
const ACCOUNT = {
  priceDecimals: 2,
  quoteDecimals: 8,
  liquidationRate: '50',
  openMargins: '0',
  openProfits: '0',
};
const VALID: LeverFormInput = {
  mode: 0,
  targetPrice: '99.5',
  multiple: 10,
  lots: '3',
  password: 'secret1',
};

describe('validateLeverForm', () => {
  it('checks in the spec order: p_delprice, p_times, p_hands, payPassword', () => {
    const empty: LeverFormInput = {
      mode: 0,
      targetPrice: '',
      multiple: null,
      lots: '',
      password: '',
    };
    expect(validateLeverForm(empty, settings)).toBe('p_delprice');
    expect(validateLeverForm({ ...empty, targetPrice: '1' }, settings)).toBe('p_times');
    expect(validateLeverForm({ ...empty, targetPrice: '1', multiple: 5 }, settings)).toBe(
      'p_hands',
    );
    expect(
      validateLeverForm({ ...empty, targetPrice: '1', multiple: 5, lots: '2' }, settings),
    ).toBe('payPassword');
    expect(validateLeverForm(VALID, settings)).toBeNull();
  });

  it('needs no target price at market', () => {
    expect(validateLeverForm({ ...VALID, mode: 1, targetPrice: '' }, settings)).toBeNull();
  });

  it('refuses a zero price, zero lots and lots outside the pair bounds', () => {
    expect(validateLeverForm({ ...VALID, targetPrice: '0' }, settings)).toBe('p_delprice');
    expect(validateLeverForm({ ...VALID, lots: '0' }, settings)).toBe('p_hands');
    expect(validateLeverForm({ ...VALID, lots: '501' }, settings)).toBe('handsRange');
    expect(validateLeverForm({ ...VALID, lots: '500' }, settings)).toBeNull();
  });
});

describe('order figures (docs/product.md#logged-in-areas-validation, docs/decisions.md#lever)', () => {
  it('adjusts the price by lever_point_rate percent: up for a long, down for a short', () => {
    expect(adjustedPrice('100', 1, '0.5')).toBe('100.5');
    expect(adjustedPrice('100', 2, '0.5')).toBe('99.5');
    expect(adjustedPrice('0.1', 1, '0.3')).toBe('0.1003');
  });

  it('computes value, margin (4 decimals), fee and the liquidation estimate of a long', () => {
    const quote = quoteOrder({
      direction: 1,
      price: '100',
      lots: 100,
      multiple: 10,
      settings,
      ...ACCOUNT,
      balance: '20',
    });
    expect(quote).toEqual({
      price: '100.5',
      quantity: '1',
      value: '100.5',
      margin: '10.05',
      fee: '0.1005',
      // (20 - 10.05 - 0.1005 + 10.05 + profit) / 10.05 = 50 % at profit -14.8745: 85.6255,
      // rounded down for a long (the server's estimate).
      liquidation: '85.62',
    });
  });

  it('shows the margin to 4 decimals and mirrors the estimate for a short', () => {
    const quote = quoteOrder({
      direction: 2,
      price: '100',
      lots: 3,
      multiple: 7,
      settings,
      ...ACCOUNT,
      balance: '20',
    });
    expect(quote.value).toBe('2.985');
    expect(decimals(quote.margin, 4)).toBe('0.4264');
    expect(quote.fee).toBe('0.002985');
    const wide = quoteOrder({
      direction: 2,
      price: '100',
      lots: 100,
      multiple: 10,
      settings,
      ...ACCOUNT,
      balance: '20',
    });
    expect(wide.liquidation).toBe('114.43');
  });

  it('gives no estimate without a balance or when the account could never be liquidated', () => {
    const base = { direction: 1 as const, price: '100', lots: 3, multiple: 10, settings };
    expect(quoteOrder({ ...base, ...ACCOUNT, balance: null }).liquidation).toBeNull();
    expect(quoteOrder({ ...base, ...ACCOUNT, balance: '100' }).liquidation).toBeNull();
  });

  it('counts the open positions of the quote currency, as the server does', () => {
    const order = { direction: 1 as const, price: '100', lots: 100, multiple: 10, settings };
    // Alone, 200 covers any fall; with 400 of margin elsewhere losing 380 it does not:
    // 189.8495 + 410.05 - 380 + profit = 50 % of 410.05 at profit -14.8745.
    expect(quoteOrder({ ...order, ...ACCOUNT, balance: '200' }).liquidation).toBeNull();
    const counted = quoteOrder({
      ...order,
      ...ACCOUNT,
      balance: '200',
      openMargins: '400',
      openProfits: '-380',
    });
    expect(counted.liquidation).toBe('85.62');
    const short = quoteOrder({
      ...order,
      ...ACCOUNT,
      direction: 2,
      balance: '200',
      openMargins: '400',
      openProfits: '-380',
    });
    // Fill 99.5, margin 9.95, fee 0.0995: 204.975 - 189.9505 - 409.95 + 380 = -14.9255, so
    // 99.5 + 14.9255 = 114.4255, rounded up for a short.
    expect(short.liquidation).toBe('114.43');
  });

  it('rounds margin and fee half up at the quote currency decimals', () => {
    const quote = quoteOrder({
      direction: 1,
      price: '97348.65',
      lots: 1,
      multiple: 3,
      settings: { ...settings, lever_point_rate: '0.1' },
      ...ACCOUNT,
      balance: '1000',
    });
    // 97348.65 x 1.001 = 97445.99865; value 974.4599865; margin / 3 = 324.8199955 exactly;
    // fee 0.9744599865 -> 0.97445999.
    expect(quote.value).toBe('974.4599865');
    expect(quote.margin).toBe('324.8199955');
    expect(quote.fee).toBe('0.97445999');
  });

  it('prints figures exactly, without trailing zeros', () => {
    expect(figure('12.50000000')).toBe('12.5');
    expect(figure('0.1234567891')).toBe('0.12345679');
    expect(figure('3')).toBe('3');
  });
});

describe('input filters', () => {
  // Prices go through acceptsDecimalInput (shared/src/money/decimal-input.test.ts).
  it('takes whole lots only', () => {
    expect(isLotsInput('12')).toBe(true);
    expect(isLotsInput('1.5')).toBe(false);
  });

  it("lets a target price carry the pair's decimals, 6 on ETH/BTC, not the specs' 4", () => {
    expect(priceDecimalsOf({ price_decimals: 6 })).toBe(6);
    expect(acceptsDecimalInput('0.034812', priceDecimalsOf({ price_decimals: 6 }))).toBe(true);
    expect(priceDecimalsOf({ price_decimals: 2 })).toBe(2);
  });
});
