import fs from 'node:fs';
import type { Database } from 'better-sqlite3';
import fc from 'fast-check';
import { createAccountsRepo } from '../src/accounts/accounts-repo';
import { openDatabase } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { ApiError } from '../src/http/api-error';
import { loadPairs } from '../src/market/pairs-repo';
import { Dec } from '../src/money/decimal';
import { fundSecondHouse } from '../src/second/second-house';
import { outcomeOf, payoutOf } from '../src/second/second-rules';
import { SecondService, SETTLE_GRACE_MS } from '../src/second/second-service';
import { createSecondStore } from '../src/second/second-store';
import { verifyAllClosed } from '../src/second/second-verify';
import { seedDatabase } from '../src/seed/seed';
import { ensureSystemUsers } from '../src/spot/system-users';
import {
  BTC_USDT,
  microBalance,
  microTotal,
  microTrader,
  offerDuration,
  recordTrade,
  secondSnapshot,
} from './second-helpers';
import { tempDir } from './support/test-server';

/** Test durations (seconds → ratio) besides the migration's 30/60/120/300. */
const RATIOS: Record<number, string> = { 1: '0.80', 2: '0.85', 5: '0.95', 30: '0.80' };

let dir: string;
let db: Database;
let clock = 0;
let service: SecondService;
let windowStart = Date.UTC(2030, 0, 1);

beforeAll(async () => {
  dir = tempDir('second-prop');
  db = openDatabase(dir);
  runMigrations(db);
  await seedDatabase(db, dir);
  const system = ensureSystemUsers(db);
  const houseId = fundSecondHouse(db, system.feeUserId);
  for (const [seconds, ratio] of Object.entries(RATIOS)) offerDuration(db, Number(seconds), ratio);
  const pairs = loadPairs(db);
  service = new SecondService({
    db,
    store: createSecondStore(db),
    accounts: createAccountsRepo(db),
    parties: { houseId, feeUserId: system.feeUserId },
    pair: (id) => pairs.find((pair) => pair.id === id),
    now: () => clock,
  });
});

afterAll(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Step = { dt: number; cents: number };
type OrderSpec = { at: number; type: 1 | 2; seconds: number; stakeCents: number; short: boolean };

const cents = (value: number): string => new Dec(value).div(100).toFixed(2);

/** The model: the last path point stamped before / at or before `ms` (later index wins a tie). */
function lastPoint(
  path: { t: number; price: string }[],
  ms: number,
  inclusive: boolean,
): { t: number; price: string } {
  let found: { t: number; price: string } | undefined;
  for (const point of path) if (inclusive ? point.t <= ms : point.t < ms) found = point;
  if (!found) throw new Error('model: no point');
  return found;
}

const scenario = fc.record({
  steps: fc.array(
    fc.record({
      dt: fc.integer({ min: 0, max: 3000 }),
      cents: fc.integer({ min: 9990, max: 10010 }),
    }),
    { minLength: 1, maxLength: 25 },
  ),
  orders: fc.array(
    fc.record({
      at: fc.integer({ min: 1, max: 40_000 }),
      type: fc.constantFrom<1 | 2>(1, 2),
      seconds: fc.constantFrom(1, 2, 5, 30),
      stakeCents: fc.oneof(
        fc.integer({ min: 1000, max: 1_000_000 }),
        fc.constantFrom(1000, 1_000_000),
      ),
      short: fc.boolean(),
    }),
    { minLength: 1, maxLength: 8 },
  ),
});

describe('second settlement: property', () => {
  it('pays exactly the rule on the recorded prices, takes exact fees and conserves value', () => {
    fc.assert(
      fc.property(scenario, ({ steps, orders }: { steps: Step[]; orders: OrderSpec[] }) => {
        // Each run lives in its own stretch of time, after every earlier run's trades.
        const start = windowStart;
        windowStart += 10_000_000;
        let t = start;
        const path = steps.map((step) => {
          t += step.dt;
          return { t, price: cents(step.cents) };
        });
        for (const point of path) recordTrade(db, BTC_USDT, point.price, point.t);

        const placed: {
          id: number;
          userId: number;
          spec: OrderSpec;
          stake: Dec;
          fee: Dec;
          credit: Dec;
        }[] = [];
        const traders = orders.map((spec) => {
          const stake = new Dec(cents(spec.stakeCents));
          const fee = stake.times('0.01');
          const credit = spec.short ? stake.plus(fee).minus('0.01') : stake.plus(fee).plus('7.5');
          return { spec, stake, fee, credit, trader: microTrader(db, credit.toFixed()) };
        });
        const totalBefore = microTotal(db);

        for (const { spec, stake, fee, credit, trader } of [...traders].sort(
          (a, b) => a.spec.at - b.spec.at,
        )) {
          // Strictly after the first trade: there is always an open price.
          clock = path[0].t + spec.at;
          const params = {
            match_id: BTC_USDT,
            currency_id: 1,
            type: spec.type,
            seconds: spec.seconds,
            number: stake.toFixed(),
          };
          if (spec.short) {
            const before = secondSnapshot(db, trader.id);
            expect(() => service.submit(trader.id, params)).toThrow(ApiError);
            try {
              service.submit(trader.id, params);
            } catch (error) {
              expect((error as ApiError).key).toBe('insufficientBalance');
            }
            expect(secondSnapshot(db, trader.id)).toEqual(before);
            continue;
          }
          const row = service.submit(trader.id, params);
          expect(row.fee).toBe(fee.toFixed());
          expect(row.open_price).toBe(lastPoint(path, clock, false).price);
          expect(microBalance(db, trader.id)).toBe(credit.minus(stake).minus(fee).toFixed());
          placed.push({ id: row.id, userId: trader.id, spec, stake, fee, credit });
        }

        // Nothing settles before its due instant plus the grace.
        const latestDue = Math.max(0, ...placed.map((p) => p.spec.at + p.spec.seconds * 1000));
        clock = path[0].t + latestDue + SETTLE_GRACE_MS;
        const settled = service.settleDue();
        expect(settled).toHaveLength(placed.length);

        for (const order of placed) {
          const openedAt = path[0].t + order.spec.at;
          const due = openedAt + order.spec.seconds * 1000;
          const open = lastPoint(path, openedAt, false).price;
          const end = lastPoint(path, due, true).price;
          const cmp = new Dec(end).cmp(open);
          const expected = cmp === 0 ? 'tie' : cmp > 0 === (order.spec.type === 1) ? 'win' : 'loss';
          const ratio = RATIOS[order.spec.seconds];
          const payout =
            expected === 'win'
              ? order.stake.times(new Dec(1).plus(ratio))
              : expected === 'tie'
                ? order.stake
                : new Dec(0);
          const row = settled.find((s) => s.id === order.id);
          expect(row).toMatchObject({ status: 3, end_price: end, result: expected });
          expect(new Dec(row?.payout ?? 'x').eq(payout)).toBe(true);
          expect(microBalance(db, order.userId)).toBe(
            order.credit.minus(order.stake).minus(order.fee).plus(payout).toFixed(),
          );
        }
        // Users, the house and the fee account together hold what they held before.
        expect(microTotal(db)).toBe(totalBefore);
      }),
      { numRuns: 60 },
    );
    expect(verifyAllClosed(db, createSecondStore(db)).mismatches).toEqual([]);
  });

  it('decides by the rule alone', () => {
    expect(outcomeOf(1, '100.00', '100.01')).toBe('win');
    expect(outcomeOf(1, '100.00', '99.99')).toBe('loss');
    expect(outcomeOf(2, '100.00', '99.99')).toBe('win');
    expect(outcomeOf(2, '100.00', '100.01')).toBe('loss');
    expect(outcomeOf(1, '100.00', '100.0')).toBe('tie');
    expect(outcomeOf(2, '7', '7.00')).toBe('tie');
    expect(payoutOf('win', '10', '0.85', 8).toFixed()).toBe('18.5');
    expect(payoutOf('tie', '10', '0.85', 8).toFixed()).toBe('10');
    expect(payoutOf('loss', '10', '0.85', 8).toFixed()).toBe('0');
  });
});
