import fs from 'node:fs';
import type { SecondOrder } from '@exchange/shared/contract/second';
import { openDatabase } from '../src/db/database';
import { SETTLE_GRACE_MS } from '../src/second/second-service';
import type { SecondOrderRow } from '../src/second/second-store';
import { operator } from './assets-helpers';
import {
  BTC_USDT,
  microBalance,
  microTotal,
  microTrader,
  offerDuration,
  recordTrade,
} from './second-helpers';
import { startTestServer, tempDir, type TestServer } from './support/test-server';

const dataDir = tempDir('second-restart');
let server: TestServer | null = null;

afterAll(async () => {
  await server?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('second settlement across a restart', () => {
  it('settles orders that fell due while the server was down at the price of their due instant', async () => {
    const first = await startTestServer({ dataDir });
    server = first;
    offerDuration(first.db, 2, '0.90');
    recordTrade(first.db, BTC_USDT, '100.00', Date.now() - 5_000);
    const trader = microTrader(first.db, '1000');
    const submit = async (body: Record<string, unknown>): Promise<SecondOrder> => {
      const answer = await first.post<SecondOrder>('microtrade/submit', {
        token: trader.token,
        body: { match_id: BTC_USDT, currency_id: 1, ...body },
      });
      if (answer.code !== 1) throw new Error(answer.msg);
      return answer.data;
    };
    const up = await submit({ type: 1, seconds: 2, number: '100' });
    const down = await submit({ type: 2, seconds: 2, number: '50' });
    const later = await submit({ type: 1, seconds: 300, number: '10' });
    expect(microBalance(first.db, trader.id)).toBe('838.4');
    await first.close();
    server = null;

    // While the server is down the trade feed holds: a rise before both due instants, a fall
    // stamped after them (must not count).
    const db = openDatabase(dataDir);
    const dueFirst = Math.min(up.due_at, down.due_at);
    recordTrade(db, BTC_USDT, '105.00', dueFirst - 1_000);
    recordTrade(db, BTC_USDT, '95.00', Math.max(up.due_at, down.due_at) + 1);
    const total = microTotal(db);
    db.close();
    const wait = Math.max(up.due_at, down.due_at) + SETTLE_GRACE_MS + 100 - Date.now();
    if (wait > 0) await sleep(wait);

    // start() settles before the server listens: the orders are closed once it answers.
    const second = await startTestServer({ dataDir });
    server = second;
    const row = (id: number): SecondOrderRow =>
      second.db.prepare('SELECT * FROM second_orders WHERE id = ?').get(id) as SecondOrderRow;
    expect(row(up.id)).toMatchObject({
      status: 3,
      open_price: '100.00',
      end_price: '105.00',
      result: 'win',
      payout: '190',
    });
    expect(row(down.id)).toMatchObject({
      status: 3,
      end_price: '105.00',
      result: 'loss',
      payout: '0',
    });
    expect(row(up.id).settled_ms).toBeGreaterThan(up.due_at + SETTLE_GRACE_MS);
    expect(row(later.id)).toMatchObject({ status: 1, end_price: null });
    expect(microBalance(second.db, trader.id)).toBe('1028.4');
    expect(microTotal(second.db)).toBe(total);
    expect(operator(second, 'second', 'verify')).toMatchObject({ code: 0 });
  }, 30_000);
});
