import fc from 'fast-check';
import {
  EngineError,
  feeRateUnits,
  MemoryLedger,
  SpotEngine,
  type OrderState,
  type PairSpec,
  type Side,
  type TimeInForce,
} from '../../src/engine';

/**
 * Random order sequences over two pairs that share a currency (C2 is the base of P1 and the
 * quote of P2), four users, odd fee rates that need truncating. After every step:
 * no balance is negative, each currency's total (available + locked + fees) is what was
 * deposited, no book is crossed, every user's locked balance is exactly what their open orders
 * hold, and each placement filled exactly what a naive price-time model says it should.
 */

const C1 = 1;
const C2 = 2;
const C3 = 3;
const SCALE = 3;
const PAIRS: PairSpec[] = [
  {
    id: 1,
    baseCurrencyId: C2,
    quoteCurrencyId: C1,
    priceDecimals: 1,
    numberDecimals: 2,
    baseCurrencyDecimals: SCALE,
    quoteCurrencyDecimals: SCALE,
    buyFeeRate: feeRateUnits('0.0015'),
    sellFeeRate: feeRateUnits('0.0025'),
  },
  {
    id: 2,
    baseCurrencyId: C3,
    quoteCurrencyId: C2,
    priceDecimals: 2,
    numberDecimals: 1,
    baseCurrencyDecimals: SCALE,
    quoteCurrencyDecimals: SCALE,
    buyFeeRate: feeRateUnits('0.01'),
    sellFeeRate: feeRateUnits('0'),
  },
];
const USERS = [1, 2, 3, 4];
const CURRENCIES = [C1, C2, C3];

type Op =
  | {
      kind: 'place';
      user: number;
      pair: number;
      side: Side;
      price: number;
      quantity: number;
      /** Time in force and post-only (docs/product.md#spot-order-types); post-only is GTC only. */
      tif: TimeInForce;
      postOnly: boolean;
    }
  | { kind: 'cancel'; pick: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      user: fc.constantFrom(...USERS),
      pair: fc.constantFrom(1, 2),
      side: fc.constantFrom<Side>('buy', 'sell'),
      price: fc.integer({ min: 1, max: 40 }),
      quantity: fc.integer({ min: 1, max: 60 }),
      tif: fc.constantFrom<TimeInForce>('GTC', 'GTC', 'IOC', 'FOK'),
      postOnly: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
);

const depositArb = fc.array(fc.integer({ min: 0, max: 5_000_000 }), {
  minLength: USERS.length * CURRENCIES.length,
  maxLength: USERS.length * CURRENCIES.length,
});

/**
 * What a naive price-time book says the taker fills: [maker id, price, quantity] in order, and
 * which of the taker's user's own resting orders it cancels on the way (self-trade prevention).
 */
function expectedFills(
  resting: OrderState[],
  taker: { userId: number; side: Side; price: bigint; quantity: bigint },
) {
  const opposite = resting
    .filter((order) => order.side !== taker.side)
    .sort((a, b) => {
      if (a.price !== b.price) {
        const better = taker.side === 'buy' ? a.price < b.price : a.price > b.price;
        return better ? -1 : 1;
      }
      return a.id - b.id;
    });
  const fills: Array<[number, bigint, bigint]> = [];
  const selfCancelled: number[] = [];
  let left = taker.quantity;
  for (const maker of opposite) {
    if (left === 0n) break;
    const reachable =
      taker.side === 'buy' ? maker.price <= taker.price : maker.price >= taker.price;
    if (!reachable) break;
    if (maker.userId === taker.userId) {
      selfCancelled.push(maker.id);
      continue;
    }
    const quantity = maker.remaining < left ? maker.remaining : left;
    fills.push([maker.id, maker.price, quantity]);
    left -= quantity;
  }
  return { fills, selfCancelled };
}

function checkInvariants(
  engine: SpotEngine,
  ledger: MemoryLedger,
  deposited: Map<number, bigint>,
): void {
  for (const currency of CURRENCIES) {
    expect(ledger.total(currency)).toBe(deposited.get(currency));
    for (const user of USERS) {
      const balance = ledger.balance(user, currency);
      expect(balance.available >= 0n).toBe(true);
      expect(balance.locked >= 0n).toBe(true);
      // Locked funds are exactly what the user's open orders still hold.
      let held = 0n;
      for (const order of engine.openOrders({ userId: user })) {
        const spec = PAIRS[order.pairId - 1];
        const lockCurrency = order.side === 'buy' ? spec.quoteCurrencyId : spec.baseCurrencyId;
        if (lockCurrency === currency) held += order.lockLeft;
      }
      expect(balance.locked).toBe(held);
    }
  }
  for (const spec of PAIRS) {
    expect(engine.book(spec.id).isCrossed()).toBe(false);
    for (const order of engine.openOrders({ pairId: spec.id })) {
      expect(order.remaining > 0n).toBe(true);
      expect(order.filled + order.remaining).toBe(order.total);
      expect([1, 2]).toContain(order.status);
      // A buy holds exactly its limit x what is left.
      if (order.side === 'buy') {
        const step = 10n ** BigInt(SCALE - spec.priceDecimals - spec.numberDecimals);
        expect(order.lockLeft).toBe(order.price * order.remaining * step);
      }
    }
  }
}

describe('SpotEngine properties (fast-check)', () => {
  it('conserves money, never goes negative, never crosses and keeps price-time priority', () => {
    fc.assert(
      fc.property(depositArb, fc.array(opArb, { maxLength: 80 }), (deposits, ops) => {
        const ledger = new MemoryLedger(new Map(CURRENCIES.map((c) => [c, SCALE])));
        const engine = new SpotEngine(ledger);
        for (const spec of PAIRS) engine.loadPair(spec);
        const deposited = new Map<number, bigint>(CURRENCIES.map((c) => [c, 0n]));
        USERS.forEach((user, u) =>
          CURRENCIES.forEach((currency, c) => {
            const amount = BigInt(deposits[u * CURRENCIES.length + c]);
            ledger.deposit(user, currency, amount);
            deposited.set(currency, (deposited.get(currency) as bigint) + amount);
          }),
        );
        let nextId = 1;
        for (const op of ops) {
          if (op.kind === 'cancel') {
            const open = engine.openOrders();
            if (open.length === 0) continue;
            const target = open[op.pick % open.length];
            const cancelled = engine.cancel(target.id);
            expect(cancelled).toMatchObject({ id: target.id, status: 4, lockLeft: 0n });
            expect(engine.order(target.id)).toBeUndefined();
          } else {
            const postOnly = op.postOnly && op.tif === 'GTC';
            const request = {
              id: nextId++,
              userId: op.user,
              pairId: op.pair,
              side: op.side,
              price: BigInt(op.price),
              quantity: BigInt(op.quantity),
              timeInForce: op.tif,
              postOnly,
            };
            const resting = engine.openOrders({ pairId: op.pair });
            const { fills: expected, selfCancelled } = expectedFills(resting, request);
            const reachable = resting.filter(
              (order) =>
                order.side !== request.side &&
                (request.side === 'buy'
                  ? order.price <= request.price
                  : order.price >= request.price),
            );
            // Post-only: any reachable resting order (own ones too) means it would take.
            const wouldTake = reachable.length > 0;
            // FOK: only other users' reachable orders can fill it.
            const fillable =
              reachable
                .filter((order) => order.userId !== request.userId)
                .reduce((sum, order) => sum + order.remaining, 0n) >= request.quantity;
            const before = JSON.stringify([...ledger.balances.entries()], (_k, v) =>
              typeof v === 'bigint' ? v.toString() : v,
            );
            try {
              const result = engine.place(request);
              expect(postOnly && wouldTake).toBe(false);
              expect(op.tif === 'FOK' && !fillable).toBe(false);
              if (postOnly) expect(result.trades).toEqual([]);
              expect(result.trades.map((t) => [t.makerOrderId, t.price, t.quantity])).toEqual(
                expected,
              );
              // The user's own resting orders in the way are cancelled, never traded with.
              const cancelled = result.makers.filter((maker) => maker.status === 4);
              expect(cancelled.map((maker) => maker.id)).toEqual(selfCancelled);
              for (const maker of cancelled) {
                expect(maker.userId).toBe(request.userId);
                expect(maker.lockLeft).toBe(0n);
              }
              const filled = expected.reduce((sum, [, , q]) => sum + q, 0n);
              expect(result.order.filled).toBe(filled);
              if (op.tif === 'GTC') {
                expect(result.order.status).toBe(
                  filled === request.quantity ? 3 : filled > 0n ? 2 : 1,
                );
              } else {
                // IOC / FOK never rest: filled, or cancelled with the lock released at once.
                expect(result.order.status).toBe(filled === request.quantity ? 3 : 4);
                expect(result.order.lockLeft).toBe(0n);
                expect(engine.order(request.id)).toBeUndefined();
                if (op.tif === 'FOK') expect(filled).toBe(request.quantity);
              }
            } catch (error) {
              if (!(error instanceof EngineError)) throw error;
              if (error.code === 'would_take') expect(postOnly && wouldTake).toBe(true);
              else if (error.code === 'not_fillable') {
                expect(op.tif === 'FOK' && !fillable).toBe(true);
              } else if (error.code !== 'insufficient_balance') throw error;
              // A refused order changes nothing.
              expect(
                JSON.stringify([...ledger.balances.entries()], (_k, v) =>
                  typeof v === 'bigint' ? v.toString() : v,
                ),
              ).toBe(before);
              expect(engine.openOrders({ pairId: op.pair })).toEqual(resting);
            }
          }
          checkInvariants(engine, ledger, deposited);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('rebuilding from the open orders gives the same future fills', () => {
    fc.assert(
      fc.property(
        fc.array(opArb, { maxLength: 40 }),
        fc.array(opArb, { maxLength: 20 }),
        (first, then) => {
          const run = (rebuild: boolean) => {
            const ledger = new MemoryLedger(new Map(CURRENCIES.map((c) => [c, SCALE])));
            const engine = new SpotEngine(ledger);
            for (const spec of PAIRS) engine.loadPair(spec);
            for (const user of USERS)
              for (const c of CURRENCIES) ledger.deposit(user, c, 10n ** 9n);
            let id = 1;
            const trades: string[] = [];
            const apply = (op: Op) => {
              if (op.kind === 'cancel') {
                const open = engine.openOrders();
                if (open.length) engine.cancel(open[op.pick % open.length].id);
                return;
              }
              const result = engine.place({
                id: id++,
                userId: op.user,
                pairId: op.pair,
                side: op.side,
                price: BigInt(op.price),
                quantity: BigInt(op.quantity),
              });
              for (const t of result.trades)
                trades.push(`${t.makerOrderId}@${t.price}x${t.quantity}`);
            };
            first.forEach(apply);
            if (rebuild) {
              for (const spec of PAIRS)
                engine.loadPair(spec, engine.openOrders({ pairId: spec.id }));
            }
            then.forEach(apply);
            return trades;
          };
          expect(run(true)).toEqual(run(false));
        },
      ),
      { numRuns: 200 },
    );
  });
});
