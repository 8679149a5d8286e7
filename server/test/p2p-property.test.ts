import fs from 'node:fs';
import type { Database } from 'better-sqlite3';
import fc from 'fast-check';
import { openDatabase } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { ApiError } from '../src/http/api-error';
import { Dec } from '../src/money/decimal';
import { P2PAdService } from '../src/p2p/p2p-ads';
import { createP2PDeps, quietHooks, storedUsdPrice } from '../src/p2p/p2p-module';
import { P2POrderService } from '../src/p2p/p2p-orders';
import { seedDatabase } from '../src/seed/seed';
import { legal, p2pMerchant, p2pSnapshot, p2pUser, USDT, type P2PUser } from './p2p-helpers';
import { tempDir } from './support/test-server';

const MINUTE = 60_000;
let dir: string;
let db: Database;
let clock = Date.UTC(2030, 0, 1);
let ads: P2PAdService;
let orders: P2POrderService;

beforeAll(async () => {
  dir = tempDir('p2p-prop');
  db = openDatabase(dir);
  runMigrations(db);
  await seedDatabase(db, dir);
  const deps = createP2PDeps(db, storedUsdPrice(db), () => clock);
  ads = new P2PAdService(deps);
  orders = new P2POrderService(
    deps,
    quietHooks({ checkPayPassword: () => Promise.resolve(), ownsUpload: () => true }),
  );
});

afterAll(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Action =
  | { kind: 'ad'; who: number; side: 'buy' | 'sell'; total: number }
  | { kind: 'take'; who: number; ad: number; cents: number }
  | { kind: 'cancel' | 'paid' | 'release' | 'delay' | 'appeal' | 'abnormal'; order: number }
  | { kind: 'resolve'; order: number; release: boolean }
  | { kind: 'off'; ad: number }
  | { kind: 'tick'; minutes: number };

/** Small indices from the newest ad or order back: the actions meet each other often. */
const pick = fc.nat({ max: 3 });
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('ad' as const),
    who: fc.nat({ max: 1 }),
    side: fc.constantFrom('buy' as const, 'sell' as const),
    total: fc.integer({ min: 1, max: 600 }),
  }),
  fc.record({
    kind: fc.constant('take' as const),
    who: fc.nat({ max: 2 }),
    ad: pick,
    cents: fc.integer({ min: 500, max: 40_000 }),
  }),
  fc.record({
    kind: fc.constantFrom(
      'cancel' as const,
      'paid' as const,
      'release' as const,
      'delay' as const,
      'appeal' as const,
      'abnormal' as const,
    ),
    order: pick,
  }),
  fc.record({ kind: fc.constant('resolve' as const), order: pick, release: fc.boolean() }),
  fc.record({ kind: fc.constant('off' as const), ad: pick }),
  fc.record({ kind: fc.constant('tick' as const), minutes: fc.integer({ min: 1, max: 70 }) }),
);

/** Sum of balance + lock of every legal USDT account. */
const totalUsdt = (): Dec =>
  (
    db
      .prepare(
        'SELECT balance, lock_balance FROM accounts WHERE currency_id = ? AND account_type_id = 2',
      )
      .all(USDT) as Array<{ balance: string; lock_balance: string }>
  ).reduce((sum, row) => sum.plus(row.balance).plus(row.lock_balance), new Dec(0));

/**
 * The model of the escrow: a user's lock is what their sell ads still offer plus the quantity
 * of the running orders they sell in. Checked against every legal account after each step.
 */
function checkLocks(users: P2PUser[]): void {
  for (const user of users) {
    const adLocks = db
      .prepare(
        "SELECT remaining FROM p2p_ads WHERE merchant_id = ? AND side = 'sell' AND currency_id = ?",
      )
      .pluck()
      .all(user.id, USDT) as string[];
    const orderLocks = db
      .prepare(
        'SELECT quantity FROM p2p_orders WHERE seller_id = ? AND currency_id = ? AND status IN (1, 2, 5, 6, 7)',
      )
      .pluck()
      .all(user.id, USDT) as string[];
    const expected = [...adLocks, ...orderLocks].reduce(
      (sum, value) => sum.plus(value),
      new Dec(0),
    );
    const account = legal(db, user.id);
    expect(new Dec(account.lock_balance).eq(expected)).toBe(true);
    expect(new Dec(account.balance).gte(0)).toBe(true);
  }
  const negative = db
    .prepare("SELECT COUNT(*) FROM p2p_ads WHERE CAST(remaining AS TEXT) LIKE '-%'")
    .pluck()
    .get();
  expect(negative).toBe(0);
}

/** Ads never hand out more than their total: remaining + not-cancelled orders ≤ total. */
function checkAds(adIds: number[]): void {
  for (const id of adIds) {
    const ad = db.prepare('SELECT total, remaining, status FROM p2p_ads WHERE id = ?').get(id) as {
      total: string;
      remaining: string;
      status: number;
    };
    const taken = (
      db
        .prepare('SELECT quantity FROM p2p_orders WHERE ad_id = ? AND status != 4')
        .pluck()
        .all(id) as string[]
    ).reduce((sum, value) => sum.plus(value), new Dec(0));
    const handed = taken.plus(ad.remaining);
    if (ad.status === 3) expect(handed.lte(ad.total)).toBe(true);
    else expect(handed.eq(ad.total)).toBe(true);
  }
}

async function apply(step: Action, users: P2PUser[], adIds: number[], orderIds: number[]) {
  const [m1, m2, ...takers] = users;
  const merchants = [m1, m2];
  const orderAt = (index: number): number | undefined =>
    orderIds[index % Math.max(1, orderIds.length)];
  const adAt = (index: number): number | undefined => adIds[index % Math.max(1, adIds.length)];
  switch (step.kind) {
    case 'ad': {
      const ad = ads.create(merchants[step.who].id, {
        side: step.side,
        currency_id: USDT,
        fiat: 'USD',
        price: '1.00',
        total: String(step.total),
        min_fiat: '10',
        max_fiat: '400',
        pay_methods: ['bank'],
        pay_window: 10,
      });
      adIds.push(ad.id);
      return;
    }
    case 'take': {
      const adId = adAt(step.ad);
      if (adId === undefined) return;
      const taker = takers[step.who] ?? merchants[step.who % 2];
      const quantity = new Dec(step.cents).div(100).toFixed();
      const row = await orders.take(taker.id, { ad_id: adId, quantity }, '127.0.0.1');
      orderIds.push(row.id);
      return;
    }
    case 'off': {
      const adId = adAt(step.ad);
      if (adId === undefined) return;
      const ad = db
        .prepare('SELECT merchant_id FROM p2p_ads WHERE id = ?')
        .pluck()
        .get(adId) as number;
      ads.setStatus(ad, adId, 'off');
      return;
    }
    case 'tick':
      clock += step.minutes * MINUTE;
      orders.settleDue((error) => {
        throw error;
      });
      return;
    case 'resolve': {
      const id = orderAt(step.order);
      if (id !== undefined) orders.resolve(id, step.release ? 'release' : 'refund');
      return;
    }
    default: {
      const id = orderAt(step.order);
      if (id === undefined) return;
      const row = db.prepare('SELECT buyer_id, seller_id FROM p2p_orders WHERE id = ?').get(id) as {
        buyer_id: number;
        seller_id: number;
      };
      if (step.kind === 'cancel') orders.cancel(row.buyer_id, id);
      else if (step.kind === 'paid') orders.paid(row.buyer_id, id, '/uploads/voucher.png');
      else if (step.kind === 'release') await orders.release(row.seller_id, id, 'x', '127.0.0.1');
      else if (step.kind === 'delay') orders.delay(row.seller_id, id);
      else if (step.kind === 'appeal') orders.appeal(row.buyer_id, id, 'not received', null);
      else orders.markAbnormal(id);
    }
  }
}

/** Accepted actions by kind over all runs: the sequences must reach every transition. */
const accepted = new Map<string, number>();
let offShelfEnds = 0;

describe('p2p escrow under random actions', () => {
  it('conserves funds, keeps locks equal to what ads and orders hold, and ends every order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 5, maxLength: 50 }), async (steps) => {
        const users = [
          await p2pMerchant(db, 'Prop A', { USDT: '1000' }),
          await p2pMerchant(db, 'Prop B', { USDT: '1000' }),
          await p2pUser(db, { legal: { USDT: '500' } }),
          await p2pUser(db, { legal: { USDT: '500' } }),
          await p2pUser(db, { legal: { USDT: '500' } }),
        ];
        const total = totalUsdt();
        const adIds: number[] = [];
        const orderIds: number[] = [];
        for (const step of steps) {
          const before = p2pSnapshot(db);
          try {
            await apply(step, users, adIds, orderIds);
            accepted.set(step.kind, (accepted.get(step.kind) ?? 0) + 1);
          } catch (error) {
            if (!(error instanceof ApiError)) throw error;
            // A refusal changes nothing.
            expect(p2pSnapshot(db)).toEqual(before);
          }
          expect(totalUsdt().eq(total)).toBe(true);
          checkLocks(users);
          checkAds(adIds);
        }
        // Enough time and the operator end everything.
        clock += 200 * MINUTE;
        orders.settleDue((error) => {
          throw error;
        });
        for (const id of orderIds) {
          const status = db.prepare('SELECT status FROM p2p_orders WHERE id = ?').pluck().get(id);
          if (status === 5 || status === 7) orders.resolve(id, id % 2 === 0 ? 'release' : 'refund');
        }
        const running = db
          .prepare(
            `SELECT COUNT(*) FROM p2p_orders WHERE id IN (${orderIds.join(',') || '0'}) AND status NOT IN (3, 4)`,
          )
          .pluck()
          .get();
        expect(running).toBe(0);
        // Coverage: orders that ended after their ad went off shelf (the lock returns directly).
        offShelfEnds += db
          .prepare(
            `SELECT COUNT(*) FROM p2p_orders o JOIN p2p_ads a ON a.id = o.ad_id
              WHERE o.id IN (${orderIds.join(',') || '0'}) AND a.status = 3 AND a.side = 'sell'
                AND o.status = 4 AND o.finished_ms >= a.updated_ms`,
          )
          .pluck()
          .get() as number;
        expect(totalUsdt().eq(total)).toBe(true);
        checkLocks(users);
        checkAds(adIds);
      }),
      {
        numRuns: 60,
        // One sequence that always reaches an order ending after its sell ad went off shelf, so
        // the coverage check below does not hang on what 60 random runs happen to draw.
        examples: [
          [
            [
              { kind: 'ad', who: 0, side: 'sell', total: 100 },
              { kind: 'take', who: 0, ad: 0, cents: 2000 },
              { kind: 'off', ad: 0 },
              { kind: 'cancel', order: 0 },
            ],
          ],
        ],
      },
    );
    for (const kind of [
      'ad',
      'take',
      'cancel',
      'paid',
      'release',
      'delay',
      'appeal',
      'abnormal',
      'resolve',
      'off',
    ]) {
      expect([kind, (accepted.get(kind) ?? 0) > 0]).toEqual([kind, true]);
    }
    expect(offShelfEnds).toBeGreaterThan(0);
  }, 120_000);
});
