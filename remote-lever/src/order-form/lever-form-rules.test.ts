import { decimals } from '@exchange/shared';
import { leverDeal } from '../test-kit/lever-fixtures';
import {
  adjustedPrice,
  figure,
  isLotsInput,
  quoteOrder,
  validateLeverForm,
  type LeverFormInput,
} from './lever-form-rules';

const { settings } = leverDeal();
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
      balance: '20',
      liquidationRate: '50',
    });
    expect(quote).toEqual({
      price: '100.5',
      quantity: '1',
      value: '100.5',
      margin: '10.05',
      fee: '0.1005',
      // (20 - 10.05 - 0.1005 + 10.05 + profit) / 10.05 = 50 % at profit -14.8745.
      liquidation: '85.6255',
    });
  });

  it('shows the margin to 4 decimals and mirrors the estimate for a short', () => {
    const quote = quoteOrder({
      direction: 2,
      price: '100',
      lots: 3,
      multiple: 7,
      settings,
      balance: '20',
      liquidationRate: '50',
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
      balance: '20',
      liquidationRate: '50',
    });
    expect(wide.liquidation).toBe('114.4255');
  });

  it('gives no estimate without a balance or when the account could never be liquidated', () => {
    const base = { direction: 1 as const, price: '100', lots: 3, multiple: 10, settings };
    expect(quoteOrder({ ...base, balance: null, liquidationRate: '50' }).liquidation).toBeNull();
    expect(quoteOrder({ ...base, balance: '100', liquidationRate: '50' }).liquidation).toBeNull();
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
});
