import {
  afterPlaced,
  followBest,
  initialOrderForm,
  pickPrice,
  setPercent,
  setPrice,
  setPostOnly,
  setQuantity,
  setStopPrice,
  setTimeInForce,
  switchMode,
  type FormContext,
  type OrderFormState,
} from './order-form-state';

const context: FormContext = { balances: { buy: '1000', sell: '2.5' }, quantityDecimals: 6 };

const filled = (): OrderFormState => ({
  mode: 0,
  buy: { price: '100', quantity: '2.5', percent: 25, stop: '' },
  sell: { price: '105', quantity: '1', percent: 50, stop: '' },
  tif: 'IOC',
  postOnly: false,
});

describe('switchMode (docs/product.md#public-and-spot-states)', () => {
  it('starts in limit mode (index 0) with empty sides', () => {
    expect(initialOrderForm()).toEqual({
      mode: 0,
      buy: { price: '', quantity: '', percent: 0, stop: '' },
      sell: { price: '', quantity: '', percent: 0, stop: '' },
      tif: 'GTC',
      postOnly: false,
    });
  });

  it('to market clears quantities and sliders and takes the best ask / best bid', () => {
    const { state, notBest } = switchMode(filled(), 1, { ask: '101.5', bid: '99.5' });
    expect(notBest).toBe(false);
    expect(state).toEqual({
      mode: 1,
      buy: { price: '101.5', quantity: '', percent: 0, stop: '' },
      sell: { price: '99.5', quantity: '', percent: 0, stop: '' },
      // The time in force chosen for limit orders is kept for the way back.
      tif: 'IOC',
      postOnly: false,
    });
  });

  it('to market with a side of the book empty asks for notbest', () => {
    expect(switchMode(filled(), 1, { ask: null, bid: '99' }).notBest).toBe(true);
    expect(switchMode(filled(), 1, { ask: '101', bid: null }).notBest).toBe(true);
    const { state } = switchMode(filled(), 1, { ask: null, bid: null });
    expect(state.buy.price).toBe('');
    expect(state.sell.price).toBe('');
  });

  it('back to limit clears quantities and sliders and keeps the prices', () => {
    const market: OrderFormState = {
      mode: 1,
      buy: { price: '101', quantity: '3', percent: 75, stop: '' },
      sell: { price: '99', quantity: '1', percent: 25, stop: '' },
      tif: 'FOK',
      postOnly: false,
    };
    const { state, notBest } = switchMode(market, 0, { ask: null, bid: null });
    expect(notBest).toBe(false);
    expect(state).toEqual({
      mode: 0,
      buy: { price: '101', quantity: '', percent: 0, stop: '' },
      sell: { price: '99', quantity: '', percent: 0, stop: '' },
      tif: 'FOK',
      postOnly: false,
    });
  });

  it('choosing the mode already shown changes nothing', () => {
    const before = filled();
    expect(switchMode(before, 0, { ask: '1', bid: '1' }).state).toBe(before);
  });
});

describe('slider and inputs', () => {
  it('a buy slider stop sets quantity from the quote balance and the price', () => {
    const state = setPercent(setPrice(initialOrderForm(), 'buy', '3', context), 'buy', 25, context);
    expect(state.buy).toEqual({ price: '3', quantity: '83.333333', percent: 25, stop: '' });
  });

  it('a sell slider stop sets quantity from the base balance', () => {
    const state = setPercent(initialOrderForm(), 'sell', 75, context);
    expect(state.sell).toEqual({ price: '', quantity: '1.875000', percent: 75, stop: '' });
  });

  it('a new buy price recomputes the slider quantity', () => {
    let state = setPercent(setPrice(initialOrderForm(), 'buy', '4', context), 'buy', 50, context);
    expect(state.buy.quantity).toBe('125.000000');
    state = setPrice(state, 'buy', '3', context);
    expect(state.buy.quantity).toBe('166.666666');
  });

  it('typing a quantity releases the slider', () => {
    const state = setQuantity(filled(), 'buy', '7');
    expect(state.buy).toEqual({ price: '100', quantity: '7', percent: 0, stop: '' });
  });

  it('moving the slider back to 0 clears the quantity', () => {
    expect(setPercent(filled(), 'sell', 0, context).sell).toEqual({
      price: '105',
      quantity: '',
      percent: 0,
      stop: '',
    });
  });
});

describe('book clicks, market prices, placed orders', () => {
  it('a picked price fills both sides in limit mode', () => {
    const state = pickPrice(filled(), '102.25', context);
    expect(state.buy.price).toBe('102.25');
    expect(state.sell.price).toBe('102.25');
    // The buy slider at 25 % follows the new price: 1000 × 25 % ÷ 102.25
    expect(state.buy.quantity).toBe('2.444987');
  });

  it('a picked price is ignored in market mode, where prices follow the book', () => {
    const market = switchMode(filled(), 1, { ask: '101', bid: '99' }).state;
    expect(pickPrice(market, '50', context)).toBe(market);
    const moved = followBest(market, { ask: '101.5', bid: '98' });
    expect([moved.buy.price, moved.sell.price]).toEqual(['101.5', '98']);
    expect(followBest(filled(), { ask: '1', bid: '1' })).toEqual(filled());
  });

  it('a placed order clears its own side only', () => {
    const state = afterPlaced(filled(), 'buy');
    expect(state.buy).toEqual({ price: '100', quantity: '', percent: 0, stop: '' });
    expect(state.sell).toEqual(filled().sell);
  });
});

describe('time in force and post-only (docs/product.md#spot-order-types)', () => {
  it('IOC and FOK drop post-only; ticking post-only sets GTC', () => {
    const gtc = setPostOnly(initialOrderForm(), true);
    expect([gtc.tif, gtc.postOnly]).toEqual(['GTC', true]);
    const ioc = setTimeInForce(gtc, 'IOC');
    expect([ioc.tif, ioc.postOnly]).toEqual(['IOC', false]);
    const back = setPostOnly(setTimeInForce(ioc, 'FOK'), true);
    expect([back.tif, back.postOnly]).toEqual(['GTC', true]);
    expect(setTimeInForce(back, 'GTC').postOnly).toBe(true);
  });
});

describe('stop-limit mode (docs/product.md#spot-order-types)', () => {
  it('switching to it keeps the typed prices, clears quantities, and takes stop prices', () => {
    const { state, notBest } = switchMode(filled(), 2, { ask: null, bid: null });
    expect(notBest).toBe(false);
    expect(state.mode).toBe(2);
    expect(state.buy).toEqual({ price: '100', quantity: '', percent: 0, stop: '' });
    const typed = setStopPrice(state, 'sell', '98.5');
    expect(typed.sell.stop).toBe('98.5');
    expect(typed.buy.stop).toBe('');
    // A picked book price is the limit price, never the stop price.
    const picked = pickPrice(typed, '97', context);
    expect([picked.buy.price, picked.sell.price, picked.sell.stop]).toEqual(['97', '97', '98.5']);
  });
});
