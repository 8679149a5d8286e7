import {
  belowMinimum,
  bestPricesOf,
  estimateFee,
  marketPriceOf,
  ORDER_MODE,
  placedOutcome,
  placeRequest,
  orderTotal,
  priceDecimalsOf,
  repriceMarket,
  quantityDecimalsOf,
  SLIDER_STEP,
  sliderQuantity,
  validateOrder,
  type PendingOrder,
} from './order-form-rules';

const row = (
  price: string,
  amount = '1',
): {
  index: number;
  price: string;
  number: string;
  amount: string;
  sum: string;
} => ({ index: 0, price, number: amount, amount, sum: amount });

describe('price and quantity input (docs/product.md#public-and-spot-validation)', () => {
  // What a field accepts while typing: acceptsDecimalInput (shared/src/money/decimal-input.test.ts).
  it("price decimals are the pair's own, up to 8 (BTC-quoted pairs)", () => {
    expect(priceDecimalsOf({ price_decimals: 8 })).toBe(8);
    expect(priceDecimalsOf({ price_decimals: 4 })).toBe(4);
    expect(priceDecimalsOf({ price_decimals: 2 })).toBe(2);
  });

  it('quantity decimals are 6 at most, fewer when the pair has fewer', () => {
    expect(quantityDecimalsOf({ number_decimals: 8 })).toBe(6);
    expect(quantityDecimalsOf({ number_decimals: 6 })).toBe(6);
    expect(quantityDecimalsOf({ number_decimals: 4 })).toBe(4);
  });
});

describe('slider quantity (docs/product.md#public-and-spot-validation)', () => {
  it('steps by 25 %', () => {
    expect(SLIDER_STEP).toBe(25);
  });

  it('buy = balance × percent ÷ price, floored to 6 decimals', () => {
    // 1000 × 25 % ÷ 3 = 83.3333333… → 83.333333 (floored, not rounded)
    expect(sliderQuantity('buy', { balance: '1000', percent: 25, price: '3', places: 6 })).toBe(
      '83.333333',
    );
    // 100 × 100 % ÷ 0.0007 = 142857.142857142… → 142857.142857
    expect(
      sliderQuantity('buy', { balance: '100', percent: 100, price: '0.0007', places: 6 }),
    ).toBe('142857.142857');
    // 10 × 75 % ÷ 6 = 1.25 exactly → 1.250000
    expect(sliderQuantity('buy', { balance: '10', percent: 75, price: '6', places: 6 })).toBe(
      '1.250000',
    );
  });

  it('floors, never rounds up, even when the 7th decimal is 9', () => {
    // 2 × 50 % ÷ 3 = 0.3333333… and 0.9999999 must not become 1.000000
    expect(sliderQuantity('buy', { balance: '2', percent: 50, price: '3', places: 6 })).toBe(
      '0.333333',
    );
    expect(
      sliderQuantity('sell', { balance: '0.99999999', percent: 100, price: '', places: 6 }),
    ).toBe('0.999999');
  });

  it('sell = balance × percent, floored to 6 decimals, whatever the price', () => {
    expect(
      sliderQuantity('sell', { balance: '1.23456789', percent: 50, price: '', places: 6 }),
    ).toBe('0.617283');
    expect(sliderQuantity('sell', { balance: '3', percent: 25, price: '99', places: 6 })).toBe(
      '0.750000',
    );
  });

  it('floors to fewer decimals when the pair allows fewer', () => {
    expect(sliderQuantity('buy', { balance: '1000', percent: 25, price: '3', places: 4 })).toBe(
      '83.3333',
    );
  });

  it('is empty at 0 %, without a balance, or for a buy without a price', () => {
    expect(sliderQuantity('buy', { balance: '100', percent: 0, price: '2', places: 6 })).toBe('');
    expect(sliderQuantity('buy', { balance: null, percent: 50, price: '2', places: 6 })).toBe('');
    expect(sliderQuantity('buy', { balance: '0', percent: 50, price: '2', places: 6 })).toBe('');
    expect(sliderQuantity('buy', { balance: '100', percent: 50, price: '', places: 6 })).toBe('');
    expect(sliderQuantity('buy', { balance: '100', percent: 50, price: '0', places: 6 })).toBe('');
  });
});

describe('order total (docs/product.md#public-and-spot-validation)', () => {
  it('is price × quantity rounded up at 6 decimals', () => {
    // 0.3333 × 0.333333 = 0.1110998889 → 0.111100 (up, although the 7th digit is 8)
    expect(orderTotal('0.3333', '0.333333')).toBe('0.111100');
    // 1.0001 × 0.000001 = 0.0000010001 → 0.000002 (up, even when only the 10th digit is set)
    expect(orderTotal('1.0001', '0.000001')).toBe('0.000002');
    expect(orderTotal('2', '1.5')).toBe('3.000000');
  });

  it('is empty until price and quantity are both positive', () => {
    expect(orderTotal('', '1')).toBe('');
    expect(orderTotal('2', '')).toBe('');
    expect(orderTotal('0', '1')).toBe('');
    expect(orderTotal('2', '12.')).toBe('');
  });
});

describe('best prices and market price', () => {
  it('takes the first ask and the first bid', () => {
    const best = bestPricesOf({ in: [row('99.5'), row('99')], out: [row('100.5'), row('101')] });
    expect(best).toEqual({ ask: '100.5', bid: '99.5' });
    expect(marketPriceOf('buy', best)).toBe('100.5');
    expect(marketPriceOf('sell', best)).toBe('99.5');
  });

  it('is null on an empty side', () => {
    expect(bestPricesOf({ in: [], out: [] })).toEqual({ ask: null, bid: null });
  });
});

describe('validateOrder: order of the checks (docs/product.md#public-and-spot-validation, docs/product.md#public-and-spot-errors)', () => {
  const best = { ask: '101', bid: '99' };

  it('limit mode without a price is p_price, before the quantity is looked at', () => {
    expect(validateOrder({ mode: 0, side: 'buy', price: '', quantity: '', best })).toBe('p_price');
    expect(validateOrder({ mode: 0, side: 'sell', price: '0', quantity: '1', best })).toBe(
      'p_price',
    );
  });

  it('limit mode with a price but no quantity is p_num', () => {
    expect(validateOrder({ mode: 0, side: 'buy', price: '100', quantity: '', best })).toBe('p_num');
    expect(validateOrder({ mode: 0, side: 'buy', price: '100', quantity: '0', best })).toBe(
      'p_num',
    );
  });

  it('market mode without an opposite best price is notbest, before the quantity', () => {
    const noAsk = { ask: null, bid: '99' };
    expect(validateOrder({ mode: 1, side: 'buy', price: '', quantity: '', best: noAsk })).toBe(
      'notbest',
    );
    // The sell side still has its best bid.
    expect(validateOrder({ mode: 1, side: 'sell', price: '', quantity: '', best: noAsk })).toBe(
      'p_num',
    );
  });

  it('market mode ignores the typed price', () => {
    expect(validateOrder({ mode: 1, side: 'buy', price: '', quantity: '2', best })).toBeNull();
  });

  it('passes a complete limit order', () => {
    expect(validateOrder({ mode: 0, side: 'sell', price: '100', quantity: '2', best })).toBeNull();
  });
});

describe('a market order in the confirmation dialog', () => {
  const pending: PendingOrder = {
    side: 'buy',
    mode: ORDER_MODE.market,
    price: '100',
    quantity: '0.5',
    total: '50.000000',
  };

  it('is priced at the best ask when confirmed, with its total', () => {
    expect(repriceMarket(pending, { ask: '101.5', bid: '99' })).toEqual({
      ...pending,
      price: '101.5',
      total: '50.750000',
    });
    expect(repriceMarket({ ...pending, side: 'sell' }, { ask: '101.5', bid: '99' }).price).toBe(
      '99',
    );
  });

  it('keeps its price when the opposite side is empty, and a limit order never moves', () => {
    expect(repriceMarket(pending, { ask: null, bid: '99' })).toBe(pending);
    const limit = { ...pending, mode: ORDER_MODE.limit };
    expect(repriceMarket(limit, { ask: '101.5', bid: '99' })).toBe(limit);
  });
});

describe('minimum order value (docs/product.md#spot-order-rules)', () => {
  const best = { ask: '100.50', bid: '99.50' };

  it('compares price × quantity with the minimum exactly', () => {
    expect(belowMinimum('100', '0.049999', '5')).toBe(true);
    expect(belowMinimum('100', '0.05', '5')).toBe(false);
    // 0.1 × 3 is 0.3 exactly (a float would say 0.30000000000000004).
    expect(belowMinimum('0.1', '3', '0.3')).toBe(false);
    expect(belowMinimum('0.1', '2.9999', '0.3')).toBe(true);
  });

  it('no minimum, or nothing typed yet, refuses nothing', () => {
    expect(belowMinimum('0.01', '0.000001', '0')).toBe(false);
    expect(belowMinimum('0.01', '0.000001', undefined)).toBe(false);
    expect(belowMinimum('', '0.000001', '5')).toBe(false);
  });

  it('is checked after the price and the quantity, at the price the order goes at', () => {
    const dust = { side: 'buy' as const, quantity: '0.000001', best, minimum: '5' };
    expect(validateOrder({ ...dust, mode: 0, price: '0.01' })).toBe('minValue');
    expect(validateOrder({ ...dust, mode: 0, price: '' })).toBe('p_price');
    expect(validateOrder({ ...dust, mode: 0, price: '100', quantity: '' })).toBe('p_num');
    // Market: the best ask (100.50) is what counts, not the (disabled) price field.
    expect(validateOrder({ ...dust, mode: 1, price: '99999', quantity: '0.04' })).toBe('minValue');
    expect(validateOrder({ ...dust, mode: 1, price: '', quantity: '0.05' })).toBeNull();
  });
});

describe('fee estimate (docs/product.md#spot-fees)', () => {
  const pair = {
    buy_fee_rate: '0.001',
    sell_fee_rate: '0.002',
    base_currency_decimals: 8,
    quote_currency_decimals: 6,
    base_currency_code: 'BTC',
    quote_currency_code: 'USDT',
  };

  it('a buy pays the buy rate of the base it receives, truncated to the base decimals', () => {
    expect(estimateFee('buy', '97000', '0.001', pair)).toEqual({
      percent: '0.1',
      fee: '0.000001',
      net: '0.000999',
      code: 'BTC',
    });
    // 0.123456789 × 0.001 = 0.000123456789 → truncated at 8: 0.00012345.
    expect(estimateFee('buy', '1', '0.123456789', pair)?.fee).toBe('0.00012345');
    expect(estimateFee('buy', '1', '0.123456789', pair)?.net).toBe('0.123333339');
  });

  it('a sell pays the sell rate of the quote it receives, truncated to the quote decimals', () => {
    // 100.5 × 0.333333 = 33.4999665; × 0.002 = 0.066999933 → 0.066999 at 6 decimals.
    expect(estimateFee('sell', '100.5', '0.333333', pair)).toEqual({
      percent: '0.2',
      fee: '0.066999',
      net: '33.4329675',
      code: 'USDT',
    });
  });

  it('a fee too small for the currency is zero: the whole amount arrives', () => {
    expect(estimateFee('buy', '1', '0.000001', { ...pair, base_currency_decimals: 6 })).toEqual({
      percent: '0.1',
      fee: '0',
      net: '0.000001',
      code: 'BTC',
    });
  });

  it('is unknown until price and quantity are typed, or without the pair fee data', () => {
    expect(estimateFee('buy', '', '1', pair)).toBeNull();
    expect(estimateFee('sell', '1', '0', pair)).toBeNull();
    expect(estimateFee('buy', '1', '1', { ...pair, buy_fee_rate: undefined })).toBeNull();
  });
});

describe('order types in the request (docs/product.md#spot-order-types)', () => {
  const pending = { side: 'buy' as const, price: '100', quantity: '2', total: '200.000000' };

  it('a limit order sends its time in force and post-only only when not the default', () => {
    expect(placeRequest({ ...pending, mode: 0, tif: 'GTC' }, 3)).toEqual({
      currency_match_id: 3,
      price: '100',
      number: '2',
    });
    expect(placeRequest({ ...pending, mode: 0, tif: 'IOC' }, 3)).toMatchObject({
      time_in_force: 'IOC',
    });
    expect(placeRequest({ ...pending, mode: 0, tif: 'GTC', postOnly: true }, 3)).toMatchObject({
      post_only: true,
    });
    // Post-only never goes with IOC / FOK (the server would refuse the pair).
    expect(placeRequest({ ...pending, mode: 0, tif: 'FOK', postOnly: true }, 3)).not.toHaveProperty(
      'post_only',
    );
  });

  it('a market order is sent as type market, whatever the limit options say', () => {
    expect(placeRequest({ ...pending, mode: 1, tif: 'FOK', postOnly: true }, 3)).toEqual({
      currency_match_id: 3,
      price: '100',
      number: '2',
      type: 'market',
    });
  });

  it('an answer with status 4 is a partial fill with the rest cancelled, or nothing filled', () => {
    expect(placedOutcome({ status: 1, transacted_amount: '0', number: '2' })).toEqual({
      kind: 'placed',
    });
    expect(placedOutcome({ status: 3, transacted_amount: '2', number: '0' })).toEqual({
      kind: 'placed',
    });
    expect(placedOutcome({ status: 4, transacted_amount: '0.000000', number: '2' })).toEqual({
      kind: 'nothingFilled',
    });
    expect(placedOutcome({ status: 4, transacted_amount: '0.5', number: '1.5' })).toEqual({
      kind: 'partlyFilled',
      filled: '0.5',
      rest: '1.5',
    });
  });
});
