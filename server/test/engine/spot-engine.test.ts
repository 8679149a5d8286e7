import {
  EngineError,
  feeRateUnits,
  formatUnits,
  MemoryLedger,
  parseUnits,
  SpotEngine,
  type PairSpec,
} from '../../src/engine';

/** BTC/USDT-like: price 2 decimals, quantity 6, both currencies 8; 0.1 % fees. */
const SPEC: PairSpec = {
  id: 1,
  baseCurrencyId: 2,
  quoteCurrencyId: 1,
  priceDecimals: 2,
  numberDecimals: 6,
  baseCurrencyDecimals: 8,
  quoteCurrencyDecimals: 8,
  buyFeeRate: feeRateUnits('0.001'),
  sellFeeRate: feeRateUnits('0.002'),
};
const USDT = 1;
const BTC = 2;
const units = (text: string, scale = 8): bigint => parseUnits(text, scale) as bigint;
const price = (text: string): bigint => units(text, 2);
const qty = (text: string): bigint => units(text, 6);

function setup() {
  const ledger = new MemoryLedger(
    new Map([
      [USDT, 8],
      [BTC, 8],
    ]),
  );
  const engine = new SpotEngine(ledger);
  engine.loadPair(SPEC);
  ledger.deposit(1, USDT, units('100000'));
  ledger.deposit(2, BTC, units('10'));
  ledger.deposit(3, USDT, units('100000'));
  ledger.deposit(3, BTC, units('10'));
  let id = 0;
  const place = (userId: number, side: 'buy' | 'sell', p: string, q: string) =>
    engine.place({ id: ++id, userId, pairId: 1, side, price: price(p), quantity: qty(q) });
  const text = (user: number, currency: number) => {
    const balance = ledger.balance(user, currency);
    return { available: formatUnits(balance.available, 8), locked: formatUnits(balance.locked, 8) };
  };
  return { ledger, engine, place, text };
}

describe('SpotEngine money rules', () => {
  it('locks price x number of quote for a buy and number of base for a sell', () => {
    const { place, text } = setup();
    const buy = place(1, 'buy', '50000.00', '0.5');
    expect(buy.order.status).toBe(1);
    expect(text(1, USDT)).toEqual({ available: '75000.00000000', locked: '25000.00000000' });
    place(2, 'sell', '60000.00', '2');
    expect(text(2, BTC)).toEqual({ available: '8.00000000', locked: '2.00000000' });
  });

  it('fills at the maker price, charges the buyer in base and the seller in quote, releases the price improvement', () => {
    const { ledger, place, text } = setup();
    place(2, 'sell', '50000.00', '1'); // maker
    const result = place(1, 'buy', '51000.00', '0.4'); // taker with a worse limit
    expect(result.trades).toHaveLength(1);
    const trade = result.trades[0];
    expect(trade.price).toBe(price('50000.00'));
    expect(trade.quote).toBe(units('20000'));
    expect(trade.buyFee).toBe(units('0.0004')); // 0.1 % of 0.4 BTC
    expect(trade.sellFee).toBe(units('40')); // 0.2 % of 20000 USDT
    expect(trade.takerSide).toBe('buy');
    expect(result.order.status).toBe(3);
    expect(result.order.lockLeft).toBe(0n);
    // The buyer locked 51000 x 0.4 = 20400, paid 20000, got 400 back; nothing stays locked.
    expect(text(1, USDT)).toEqual({ available: '80000.00000000', locked: '0.00000000' });
    expect(text(1, BTC)).toEqual({ available: '0.39960000', locked: '0.00000000' });
    expect(text(2, BTC)).toEqual({ available: '9.00000000', locked: '0.60000000' });
    expect(text(2, USDT)).toEqual({ available: '19960.00000000', locked: '0.00000000' });
    expect(ledger.fees.get(BTC)).toBe(units('0.0004'));
    expect(ledger.fees.get(USDT)).toBe(units('40'));
    expect(result.makers).toHaveLength(1);
    expect(result.makers[0]).toMatchObject({
      status: 2,
      remaining: qty('0.6'),
      filled: qty('0.4'),
    });
  });

  it('keeps a resting buy locked at its own limit while it fills partially, then releases the rest on cancel', () => {
    const { engine, place, text } = setup();
    const buy = place(1, 'buy', '40000.00', '1');
    place(2, 'sell', '39000.00', '0.25'); // taker: executes at the buyer's 40000
    expect(text(1, USDT)).toEqual({ available: '60000.00000000', locked: '30000.00000000' });
    const open = engine.order(buy.order.id);
    expect(open).toMatchObject({ status: 2, remaining: qty('0.75'), lockLeft: units('30000') });
    const cancelled = engine.cancel(buy.order.id);
    expect(cancelled).toMatchObject({ status: 4, lockLeft: 0n, filled: qty('0.25') });
    expect(text(1, USDT)).toEqual({ available: '90000.00000000', locked: '0.00000000' });
    expect(engine.cancel(buy.order.id)).toBeUndefined();
  });

  it('refuses an order the available balance does not cover, changing nothing', () => {
    const { engine, ledger, place } = setup();
    place(2, 'sell', '100.00', '1');
    const before = JSON.stringify([...ledger.balances].map(([k, v]) => [k, String(v.available)]));
    expect(() => place(1, 'buy', '100000.00', '2')).toThrow(EngineError);
    expect(JSON.stringify([...ledger.balances].map(([k, v]) => [k, String(v.available)]))).toBe(
      before,
    );
    expect(engine.book(1).size).toBe(1);
  });

  it('truncates fees to the currency decimals', () => {
    const { place } = setup();
    place(2, 'sell', '0.01', '0.000001');
    const result = place(1, 'buy', '0.01', '0.000001');
    // 0.1 % of 0.000001 BTC is 1e-9: below the 8 decimals of BTC, so no fee.
    expect(result.trades[0].buyFee).toBe(0n);
    expect(result.trades[0].quote).toBe(1n);
  });

  it('rebuilds a pair from stored open orders in arrival order', () => {
    const { engine, place } = setup();
    place(2, 'sell', '100.00', '1');
    place(3, 'sell', '100.00', '1');
    place(3, 'sell', '99.00', '1');
    const stored = engine.openOrders({ pairId: 1 });
    // Rebuild from a shuffled copy: priority must come from the ids, not the given order.
    engine.loadPair(SPEC, [...stored].reverse());
    expect(engine.openOrders({ pairId: 1 })).toEqual(stored);
    const result = place(1, 'buy', '100.00', '2.5');
    expect(result.trades.map((trade) => [trade.makerOrderId, trade.price])).toEqual([
      [3, price('99.00')],
      [1, price('100.00')],
      [2, price('100.00')],
    ]);
    expect(engine.openOrders({ pairId: 1, userId: 3 })).toHaveLength(1);
  });

  it('parses fee rates strictly', () => {
    expect(feeRateUnits('0.001')).toBe(100000n);
    expect(feeRateUnits('0')).toBe(0n);
    expect(() => feeRateUnits('1')).toThrow();
    expect(() => feeRateUnits('-0.1')).toThrow();
    expect(() => feeRateUnits('1e-3')).toThrow();
  });
});

describe('SpotEngine time in force and post-only (docs/product.md#spot-order-types)', () => {
  const withOptions = (
    engine: SpotEngine,
    id: number,
    userId: number,
    side: 'buy' | 'sell',
    p: string,
    q: string,
    options: { timeInForce?: 'GTC' | 'IOC' | 'FOK'; postOnly?: boolean },
  ) =>
    engine.place({
      id,
      userId,
      pairId: 1,
      side,
      price: price(p),
      quantity: qty(q),
      ...options,
    });

  it('IOC fills what it can, cancels the rest and releases its lock in the same call', () => {
    const { engine, place, text, ledger } = setup();
    place(2, 'sell', '50000.00', '0.3');
    place(2, 'sell', '51000.00', '0.5');
    const result = withOptions(engine, 100, 1, 'buy', '50500.00', '1', { timeInForce: 'IOC' });
    expect(result.trades.map((trade) => formatUnits(trade.quantity, 6))).toEqual(['0.300000']);
    expect(result.order).toMatchObject({
      status: 4,
      filled: qty('0.3'),
      remaining: qty('0.7'),
      lockLeft: 0n,
    });
    // Paid 0.3 x 50000 = 15000; nothing stays locked; the order is not in the book.
    expect(text(1, USDT)).toEqual({ available: '85000.00000000', locked: '0.00000000' });
    expect(engine.order(100)).toBeUndefined();
    expect(engine.book(1).bestBid()).toBeNull();
    expect(engine.book(1).bestAsk()).toBe(price('51000.00'));
    expect(ledger.total(USDT)).toBe(units('200000'));
  });

  it('IOC that reaches nothing is cancelled untouched; one that fills entirely is filled', () => {
    const { engine, place, text } = setup();
    place(2, 'sell', '50000.00', '0.3');
    const none = withOptions(engine, 100, 1, 'buy', '49000.00', '0.1', { timeInForce: 'IOC' });
    expect(none.trades).toEqual([]);
    expect(none.order).toMatchObject({ status: 4, filled: 0n, lockLeft: 0n });
    expect(text(1, USDT)).toEqual({ available: '100000.00000000', locked: '0.00000000' });
    const all = withOptions(engine, 101, 1, 'buy', '50000.00', '0.3', { timeInForce: 'IOC' });
    expect(all.order).toMatchObject({ status: 3, remaining: 0n, lockLeft: 0n });
  });

  it('FOK fills entirely, or throws not_fillable and changes nothing', () => {
    const { engine, place, text, ledger } = setup();
    place(2, 'sell', '50000.00', '0.3');
    place(2, 'sell', '50100.00', '0.3');
    const before = { usdt: text(1, USDT), btc: text(2, BTC), ask: engine.book(1).depth(5) };
    const refused = (): unknown =>
      withOptions(engine, 100, 1, 'buy', '50100.00', '0.7', { timeInForce: 'FOK' });
    expect(refused).toThrow(expect.objectContaining({ code: 'not_fillable' }));
    // Enough quantity exists only beyond the limit: still not fillable.
    expect(() =>
      withOptions(engine, 100, 1, 'buy', '50000.00', '0.4', { timeInForce: 'FOK' }),
    ).toThrow(EngineError);
    expect({ usdt: text(1, USDT), btc: text(2, BTC), ask: engine.book(1).depth(5) }).toEqual(
      before,
    );
    const filled = withOptions(engine, 101, 1, 'buy', '50100.00', '0.6', { timeInForce: 'FOK' });
    expect(filled.order).toMatchObject({ status: 3, filled: qty('0.6'), lockLeft: 0n });
    expect(filled.trades).toHaveLength(2);
    expect(ledger.total(USDT)).toBe(units('200000'));
  });

  it("FOK does not count the user's own resting orders (they would be cancelled, not filled)", () => {
    const { engine, place } = setup();
    place(3, 'sell', '50000.00', '0.5');
    place(2, 'sell', '50000.00', '0.2');
    expect(() =>
      withOptions(engine, 100, 3, 'buy', '50000.00', '0.3', { timeInForce: 'FOK' }),
    ).toThrow(expect.objectContaining({ code: 'not_fillable' }));
    expect(engine.openOrders({ userId: 3 })).toHaveLength(1);
    const ok = withOptions(engine, 101, 3, 'buy', '50000.00', '0.2', { timeInForce: 'FOK' });
    expect(ok.order.status).toBe(3);
  });

  it('post-only rests when it would not trade and throws would_take, changing nothing, when it would', () => {
    const { engine, place, text } = setup();
    place(2, 'sell', '50000.00', '0.3');
    const before = text(1, USDT);
    expect(() => withOptions(engine, 100, 1, 'buy', '50000.00', '0.1', { postOnly: true })).toThrow(
      expect.objectContaining({ code: 'would_take' }),
    );
    expect(text(1, USDT)).toEqual(before);
    expect(engine.book(1).bestAsk()).toBe(price('50000.00'));
    const rested = withOptions(engine, 101, 1, 'buy', '49999.99', '0.1', { postOnly: true });
    expect(rested.order.status).toBe(1);
    expect(rested.trades).toEqual([]);
    expect(engine.order(101)).toBeDefined();
    // The other side: a post-only sell at or below the best bid would take.
    expect(() =>
      withOptions(engine, 102, 2, 'sell', '49999.99', '0.1', { postOnly: true }),
    ).toThrow(expect.objectContaining({ code: 'would_take' }));
  });

  it('refuses post-only with IOC / FOK and an unknown time in force as bad orders', () => {
    const { engine } = setup();
    expect(() =>
      withOptions(engine, 100, 1, 'buy', '1.00', '1', { timeInForce: 'IOC', postOnly: true }),
    ).toThrow(expect.objectContaining({ code: 'bad_order' }));
    expect(() =>
      withOptions(engine, 100, 1, 'buy', '1.00', '1', {
        timeInForce: 'DAY' as unknown as 'GTC',
      }),
    ).toThrow(expect.objectContaining({ code: 'bad_order' }));
  });
});
