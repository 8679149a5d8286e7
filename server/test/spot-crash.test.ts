import fs from 'node:fs';
import type { DealAnswer, Envelope, SpotOrder } from '@exchange/shared/contract';
import Decimal from 'decimal.js';
import { openDatabase } from '../src/db/database';
import { missingAcks, type Ack } from './support/acks';
import { exited, startChildServer, type ChildServer } from './support/child-server';
import { tempDir } from './support/test-server';
import { createTrader, reconcile, type Trader } from './support/traders';

/**
 * Durability: the real server as a child process (tsx, no build needed) on a temp DATA_DIR,
 * flooded with orders and cancels over HTTP from several users, killed with SIGKILL in the
 * middle, restarted on the same data. Every acknowledged order and cancel must be there, the
 * book must be rebuilt from the stored open orders, and the money must reconcile.
 */

jest.setTimeout(120_000);

async function api<T>(
  url: string,
  apiPath: string,
  token: string,
  body?: unknown,
): Promise<Envelope<T>> {
  const response = await fetch(`${url}/api/${apiPath}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

describe('crash safety (kill -9 during an order flood)', () => {
  const dataDir = tempDir('crash');
  const deployDir = tempDir('crash-deploy');
  let child: ChildServer | undefined;

  afterAll(async () => {
    if (child) {
      child.process.kill('SIGKILL');
      await exited(child.process);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(deployDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged order and cancel, rebuilds the book and reconciles', async () => {
    child = await startChildServer(dataDir, deployDir);
    // Traders are written straight into the database (WAL: the server sees them at once).
    let db = openDatabase(dataDir);
    const traders: Trader[] = [];
    for (let i = 0; i < 6; i++) {
      traders.push(createTrader(db, { USDT: '5000000', BTC: '50', ETH: '1000' }));
    }
    db.close();

    const url = child.url;
    const last = new Map<number, Decimal>();
    for (const pairId of [1, 2]) {
      const deal = await api<DealAnswer>(url, `market/deal?currency_match_id=${pairId}`, '');
      last.set(pairId, new Decimal(deal.data.quotation.close));
    }

    const acks: Ack[] = [];
    const cancels: Array<{ id: number; cancelled: boolean }> = [];
    let stop = false;
    let attempts = 0;
    const worker = async (trader: Trader, seed: number): Promise<void> => {
      let n = seed;
      const mine: number[] = [];
      while (!stop) {
        n = (n * 1103515245 + 12345) % 2147483648;
        const pairId = n % 2 === 0 ? 1 : 2;
        const way = (Math.floor(n / 2) % 2) + 1;
        const offset = ((n >> 4) % 201) - 100; // -1 % .. +1 %
        const price = (last.get(pairId) as Decimal)
          .times(new Decimal(1).plus(new Decimal(offset).div(10_000)))
          .toFixed(2);
        const number = (((n >> 8) % 50) + 1) / 1000;
        try {
          attempts++;
          if (mine.length > 3 && (n >> 12) % 5 === 0) {
            const id = mine.shift() as number;
            const order = acks.find((ack) => ack.id === id) as Ack;
            const answer = await api<SpotOrder>(
              url,
              order.way === 1 ? 'tx_in/cancel' : 'tx_out/cancel',
              trader.token,
              { id },
            );
            if (answer.code === 1)
              cancels.push({ id, cancelled: answer.msg === 'Order cancelled' });
            continue;
          }
          const answer = await api<SpotOrder>(
            url,
            way === 1 ? 'tx_in/add' : 'tx_out/add',
            trader.token,
            {
              currency_match_id: pairId,
              price,
              number: number.toFixed(3),
            },
          );
          if (answer.code === 1) {
            acks.push({
              id: answer.data.id,
              userId: trader.id,
              pairId,
              way: answer.data.way,
              price: answer.data.price,
              total: answer.data.total_number,
            });
            mine.push(answer.data.id);
          } else if (answer.code !== 0) {
            throw new Error(`unexpected answer ${JSON.stringify(answer)}`);
          }
        } catch (error) {
          if (!stop) throw error; // once killed, requests in flight fail: not acknowledged
        }
      }
    };
    const workers = traders.map((trader, index) => worker(trader, index * 7919 + 1));
    // Kill in the middle of the flood.
    while (acks.length < 300) await new Promise((resolve) => setTimeout(resolve, 5));
    child.process.kill('SIGKILL');
    stop = true;
    await exited(child.process);
    await Promise.all(workers);
    expect(acks.length).toBeGreaterThanOrEqual(300);
    expect(attempts).toBeGreaterThan(acks.length);

    // Restart on the same data: migrations, no second seed, the book rebuilt.
    child = await startChildServer(dataDir, deployDir);
    const deal = await api<DealAnswer>(child.url, 'market/deal?currency_match_id=1', '');
    expect(deal.code).toBe(1);

    db = openDatabase(dataDir);
    try {
      const find = db.prepare('SELECT * FROM spot_orders WHERE id = ?');
      const missing = missingAcks(db, acks);
      expect(missing).toEqual([]);
      for (const cancel of cancels.filter((c) => c.cancelled)) {
        expect((find.get(cancel.id) as { status: number }).status).toBe(4);
      }
      // Each order's filled quantity is the sum of its trades.
      const mismatched = db
        .prepare(
          `SELECT o.id, o.transacted_amount,
                  (SELECT GROUP_CONCAT(t.number, ' ') FROM spot_trades t
                    WHERE t.buy_order_id = o.id OR t.sell_order_id = o.id) AS fills
             FROM spot_orders o`,
        )
        .all() as Array<{ id: number; transacted_amount: string; fills: string | null }>;
      for (const row of mismatched) {
        const sum = (row.fills ?? '')
          .split(' ')
          .filter(Boolean)
          .reduce((total, value) => total.plus(value), new Decimal(0));
        expect({ id: row.id, filled: sum.toFixed(6) }).toEqual({
          id: row.id,
          filled: new Decimal(row.transacted_amount).toFixed(6),
        });
      }
      expect(
        (db.prepare('SELECT COUNT(*) AS n FROM spot_trades').get() as { n: number }).n,
      ).toBeGreaterThan(0);
      reconcile(db);

      // The rebuilt book is the stored open orders, best first.
      const bids = db
        .prepare(
          `SELECT price, number FROM spot_orders WHERE currency_match_id = 1 AND way = 1
             AND status IN (1, 2)`,
        )
        .all() as Array<{ price: string; number: string }>;
      const levels = new Map<string, Decimal>();
      for (const bid of bids)
        levels.set(bid.price, (levels.get(bid.price) ?? new Decimal(0)).plus(bid.number));
      const expected = [...levels.entries()]
        .sort((a, b) => new Decimal(b[0]).comparedTo(a[0]))
        .slice(0, 20)
        .map(([price, number]) => ({ price, number: number.toFixed(6) }));
      expect(deal.data.depth.in.map((row) => ({ price: row.price, number: row.number }))).toEqual(
        expected,
      );
    } finally {
      db.close();
    }
  });
});
