import {
  EngineError,
  feeRateUnits,
  MemoryLedger,
  parseUnits,
  SpotEngine,
  type PairSpec,
} from '../src/engine';
import { stopReached } from '../src/spot/stop-orders';

/** The engine side of stop-limit orders (docs/product.md#spot-order-types). */
const SPEC: PairSpec = {
  id: 1,
  baseCurrencyId: 2,
  quoteCurrencyId: 1,
  priceDecimals: 2,
  numberDecimals: 6,
  baseCurrencyDecimals: 8,
  quoteCurrencyDecimals: 8,
  buyFeeRate: feeRateUnits('0.001'),
  sellFeeRate: feeRateUnits('0.001'),
};
const USDT = 1;
const BTC = 2;
const units = (text: string, scale = 8): bigint => parseUnits(text, scale) as bigint;

function setup(): { ledger: MemoryLedger; engine: SpotEngine } {
  const ledger = new MemoryLedger(
    new Map([
      [USDT, 8],
      [BTC, 8],
    ]),
  );
  const engine = new SpotEngine(ledger);
  engine.loadPair(SPEC);
  return { ledger, engine };
}

/** What a stop holds: moved to the locked balance when the stop was created. */
function holdForStop(
  ledger: MemoryLedger,
  userId: number,
  currencyId: number,
  amount: bigint,
): void {
  ledger.deposit(userId, currencyId, amount);
  ledger.move({
    userId,
    currencyId,
    scale: 8,
    available: -amount,
    locked: amount,
    reason: 'spot_order_lock',
    orderId: 99,
    stop: true,
  });
}

describe('a prelocked (triggered stop) order', () => {
  it('takes over the lock the stop holds: no balance check, no second lock', () => {
    const { ledger, engine } = setup();
    holdForStop(ledger, 1, USDT, units('500'));
    const request = {
      id: 1,
      userId: 1,
      pairId: 1,
      side: 'buy' as const,
      price: units('1000', 2),
      quantity: units('0.5', 6),
    };
    // Available is zero: an ordinary order is refused, the prelocked one rests.
    expect(() => engine.place(request)).toThrow(EngineError);
    const result = engine.place({ ...request, prelocked: true });
    expect(result.order).toMatchObject({ status: 1, lockLeft: units('500') });
    expect(ledger.balance(1, USDT)).toEqual({ available: 0n, locked: units('500') });
    // Cancelling it releases the very lock the stop held.
    engine.cancel(1);
    expect(ledger.balance(1, USDT)).toEqual({ available: units('500'), locked: 0n });
  });

  it('trades and settles from the held lock like any order', () => {
    const { ledger, engine } = setup();
    holdForStop(ledger, 2, BTC, units('1'));
    ledger.deposit(3, USDT, units('2000'));
    engine.place({
      id: 1,
      userId: 3,
      pairId: 1,
      side: 'buy',
      price: units('1000', 2),
      quantity: units('1', 6),
    });
    const result = engine.place({
      id: 2,
      userId: 2,
      pairId: 1,
      side: 'sell',
      price: units('1000', 2),
      quantity: units('1', 6),
      prelocked: true,
    });
    expect(result.order.status).toBe(3);
    expect(ledger.balance(2, BTC)).toEqual({ available: 0n, locked: 0n });
    expect(ledger.balance(2, USDT)).toEqual({ available: units('999'), locked: 0n });
    expect(ledger.total(BTC)).toBe(units('1'));
  });

  it('is GTC only', () => {
    const { ledger, engine } = setup();
    holdForStop(ledger, 1, USDT, units('500'));
    const request = {
      id: 1,
      userId: 1,
      pairId: 1,
      side: 'buy' as const,
      price: units('1000', 2),
      quantity: units('0.5', 6),
      prelocked: true,
    };
    expect(() => engine.place({ ...request, timeInForce: 'IOC' })).toThrow(
      'a prelocked order is GTC',
    );
    expect(ledger.balance(1, USDT)).toEqual({ available: 0n, locked: units('500') });
  });
});

describe('stopReached', () => {
  it('a buy stop at the high or below it, a sell stop at the low or above it', () => {
    expect(stopReached('buy', 105n, 100n, 104n)).toBe(false);
    expect(stopReached('buy', 105n, 100n, 105n)).toBe(true);
    // A batch that went up and came back down still reached it.
    expect(stopReached('buy', 105n, 99n, 106n)).toBe(true);
    expect(stopReached('sell', 95n, 96n, 110n)).toBe(false);
    expect(stopReached('sell', 95n, 95n, 110n)).toBe(true);
  });
});
