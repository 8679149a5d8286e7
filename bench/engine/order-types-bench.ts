/**
 * SpotEngine per order type (docs/product.md#spot-order-types; printed, never asserted): the
 * same seeded orders against the same starting book, placed as GTC, IOC, FOK and post-only,
 * each on a fresh engine. Shows what each costs and what it did (filled, rested, cancelled,
 * refused), so a change to one type's path shows up next to the others.
 */
import {
  EngineError,
  feeRateUnits,
  MemoryLedger,
  SpotEngine,
  type TimeInForce,
} from 'server/src/engine';
import { seededRandom } from './random';

const PAIR = 1;
const QUOTE = 1;
const BASE = 2;
const MID = 1_000_000;

export type OrderTypeRow = {
  name: string;
  opsPerSecond: number;
  filled: number;
  rested: number;
  cancelled: number;
  refused: number;
};

type Variant = { name: string; timeInForce: TimeInForce; postOnly: boolean };
const VARIANTS: readonly Variant[] = [
  { name: 'GTC', timeInForce: 'GTC', postOnly: false },
  { name: 'IOC', timeInForce: 'IOC', postOnly: false },
  { name: 'FOK', timeInForce: 'FOK', postOnly: false },
  { name: 'GTC post-only', timeInForce: 'GTC', postOnly: true },
];

function freshEngine(accounts: number, live: number, seed: number): SpotEngine {
  const ledger = new MemoryLedger(
    new Map([
      [QUOTE, 8],
      [BASE, 8],
    ]),
  );
  for (let user = 1; user <= accounts; user++) {
    ledger.deposit(user, QUOTE, 10n ** 30n);
    ledger.deposit(user, BASE, 10n ** 30n);
  }
  const engine = new SpotEngine(ledger);
  engine.loadPair({
    id: PAIR,
    baseCurrencyId: BASE,
    quoteCurrencyId: QUOTE,
    priceDecimals: 2,
    numberDecimals: 6,
    baseCurrencyDecimals: 8,
    quoteCurrencyDecimals: 8,
    buyFeeRate: feeRateUnits('0.001'),
    sellFeeRate: feeRateUnits('0.001'),
  });
  // A resting book around MID: bids below, asks above, 1..100 lots each.
  const rnd = seededRandom(seed);
  for (let id = 1; id <= live; id++) {
    const buy = id % 2 === 0;
    const distance = 1 + rnd.int(0, 200);
    engine.place({
      id,
      userId: rnd.int(1, accounts),
      pairId: PAIR,
      side: buy ? 'buy' : 'sell',
      price: BigInt(buy ? MID - distance : MID + distance),
      quantity: BigInt(rnd.int(1, 100)),
    });
  }
  return engine;
}

/** Runs `orders` placements per variant; the incoming orders reach from 20 ticks short of the mid to 120 through it. */
export function benchOrderTypes(options: {
  orders: number;
  accounts: number;
  live: number;
  seed: number;
}): OrderTypeRow[] {
  return VARIANTS.map((variant) => {
    const engine = freshEngine(options.accounts, options.live, options.seed);
    const rnd = seededRandom(options.seed + 1);
    const row: OrderTypeRow = {
      name: variant.name,
      opsPerSecond: 0,
      filled: 0,
      rested: 0,
      cancelled: 0,
      refused: 0,
    };
    let id = options.live + 1;
    const started = process.hrtime.bigint();
    for (let i = 0; i < options.orders; i++) {
      const buy = rnd.next() < 0.5;
      const reach = rnd.int(-20, 120);
      try {
        const result = engine.place({
          id: id++,
          userId: rnd.int(1, options.accounts),
          pairId: PAIR,
          side: buy ? 'buy' : 'sell',
          price: BigInt(buy ? MID + reach : MID - reach),
          quantity: BigInt(rnd.int(1, 150)),
          timeInForce: variant.timeInForce,
          postOnly: variant.postOnly,
        });
        const status = result.order.status;
        if (status === 3) row.filled++;
        else if (status === 4) row.cancelled++;
        else row.rested++;
        // Keep the book from growing without bound: what rests is taken out again at once.
        if (status === 1 || status === 2) engine.cancel(result.order.id);
      } catch (error) {
        if (!(error instanceof EngineError)) throw error;
        row.refused++;
      }
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    row.opsPerSecond = options.orders / seconds;
    return row;
  });
}
