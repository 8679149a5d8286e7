import type { Database, Statement } from 'better-sqlite3';
import type { LockLogPage, LockOrder, LockProduct } from '@exchange/shared/contract';
import { addDays, utcDay } from '../src/assets/lock/days';
import { createLockService } from '../src/assets/lock/lock-service';
import { Dec } from '../src/money/decimal';
import { account, assetUser, operator, snapshot, USDT } from './assets-helpers';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let products: LockProduct[];

beforeAll(async () => {
  server = await startTestServer();
  products = (await server.get<LockProduct[]>('storage_currency/lock_list')).data;
});
afterAll(() => server.close());

const product = (days: number): LockProduct =>
  products.find((row) => row.limit_days === days && row.currency.code === 'USDT')!;
const runInterest = (day: string): string => {
  const result = operator(server, 'lock', 'interest', '--date', day);
  expect(result.code).toBe(0);
  return result.out;
};

describe('lock products', () => {
  it('lists the seeded products (limit 30) on both paths', async () => {
    expect(
      products.map((row) => [row.name, row.limit_days, row.display_rate, row.limit_number]),
    ).toEqual([
      ['USDT 7-day lock', 7, '5%', '100'],
      ['USDT 30-day lock', 30, '8%', '500'],
      ['USDT 90-day lock', 90, '12%', '1000'],
      ['BTC 30-day lock', 30, '3%', '0.01'],
    ]);
    expect(products[0]).toMatchObject({
      rate: '0.05',
      currency_id: USDT,
      currency: { code: 'USDT' },
    });
    expect((await server.get('storage_currency/current_setting')).data).toEqual(products);
    const two = await server.get<LockProduct[]>('storage_currency/lock_list', {
      query: { limit: 2 },
    });
    expect(two.data).toHaveLength(2);
    expect(
      (
        await server.get<LockProduct[]>('storage_currency/current_setting', {
          query: { limit: 500 },
        })
      ).data,
    ).toHaveLength(4);
  });

  it('submit_lock moves limit_number from spot into the financial lock, with coin and balance logs', async () => {
    const user = await assetUser(server, '150');
    const answer = await server.post<LockOrder>('storage_currency/submit_lock', {
      token: user.token,
      body: { id: product(7).id },
    });
    expect(answer).toMatchObject({ code: 1, msg: 'Purchase successful' });
    const today = utcDay();
    expect(answer.data).toMatchObject({
      amount: '100',
      rate: '0.05',
      limit_days: 7,
      start_date: today,
      end_date: addDays(today, 7),
      interest_paid: '0',
      status: 1,
    });
    expect(account(server, user.id, USDT, 1)).toEqual({ balance: '50', lock: '0' });
    expect(account(server, user.id, USDT, 5)).toEqual({ balance: '0', lock: '100' });
    const log = await server.get<LockLogPage>('storage_currency/lock_log', {
      token: user.token,
      lang: 'jp',
    });
    expect(log.data).toMatchObject({ total: 1, per_page: 15, last_page: 1, current_page: 1 });
    expect(log.data.data[0]).toMatchObject({
      type: 1,
      type_name: 'ロック',
      value: '-100',
      name: 'USDT 7日間ロック', // the product's name in the request language (migration 14)
    });
    const reasons = server.db
      .prepare(
        "SELECT account_type_id, field, value FROM balance_logs WHERE user_id = ? AND reason = 'lock_buy'",
      )
      .all(user.id);
    expect(reasons).toEqual([
      { account_type_id: 1, field: 'balance', value: '-100' },
      { account_type_id: 5, field: 'lock_balance', value: '100' },
    ]);
  });

  it('a repeated nonce buys once', async () => {
    const user = await assetUser(server, '1000');
    const body = { id: product(7).id, nonce: 'click-1' };
    const first = await server.post<LockOrder>('storage_currency/submit_lock', {
      token: user.token,
      body,
    });
    const second = await server.post<LockOrder>('storage_currency/submit_lock', {
      token: user.token,
      body,
    });
    expect(second.data).toEqual(first.data);
    expect(account(server, user.id, USDT, 1).balance).toBe('900');
    const third = await server.post<LockOrder>('storage_currency/submit_lock', {
      token: user.token,
      body: { ...body, nonce: 'click-2' },
    });
    expect(third.data.id).not.toBe(first.data.id);
    expect(account(server, user.id, USDT, 1).balance).toBe('800');
  });

  it('refuses bad input, translated, and changes nothing', async () => {
    const user = await assetUser(server, '99.99999999');
    const before = snapshot(server, user.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'Produto de bloqueio não encontrado'],
      [{ id: 'abc' }, 'Produto de bloqueio não encontrado'],
      [{ id: -1 }, 'Produto de bloqueio não encontrado'],
      [{ id: 99999 }, 'Produto de bloqueio não encontrado'],
      [{ id: product(7).id }, 'Saldo disponível insuficiente'],
      [{ id: product(7).id, nonce: 'bad nonce!' }, 'Parâmetro inválido: nonce'],
    ];
    for (const [body, msg] of cases) {
      const answer = await server.post('storage_currency/submit_lock', {
        token: user.token,
        body,
        lang: 'pt',
      });
      expect({ body, answer }).toEqual({ body, answer: { code: 0, msg, data: null } });
    }
    server.db.prepare('UPDATE lock_products SET enabled = 0 WHERE id = ?').run(product(30).id);
    try {
      const closed = await server.post('storage_currency/submit_lock', {
        token: user.token,
        body: { id: product(30).id },
      });
      expect(closed.code).toBe(0);
    } finally {
      server.db.prepare('UPDATE lock_products SET enabled = 1 WHERE id = ?').run(product(30).id);
    }
    expect(snapshot(server, user.id)).toEqual(before);
    expect((await server.post('storage_currency/submit_lock', { body: { id: 1 } })).code).toBe(999);
    expect((await server.get('storage_currency/lock_log')).code).toBe(999);
  });

  it('pays interest once per day (idempotent), catches up, returns the principal at maturity', async () => {
    const user = await assetUser(server, '100');
    const order = (
      await server.post<LockOrder>('storage_currency/submit_lock', {
        token: user.token,
        body: { id: product(7).id },
      })
    ).data;
    const daily = new Dec('100').times('0.05').div(365).toDecimalPlaces(8, Dec.ROUND_DOWN);
    expect(daily.toFixed()).toBe('0.01369863');
    const today = utcDay();
    runInterest(today); // nothing is due on the purchase day
    expect(account(server, user.id, USDT, 1).balance).toBe('0');
    runInterest(addDays(today, 1));
    runInterest(addDays(today, 1));
    expect(account(server, user.id, USDT, 1).balance).toBe(daily.toFixed());
    runInterest(addDays(today, 3)); // days 2 and 3
    expect(account(server, user.id, USDT, 1).balance).toBe(daily.times(3).toFixed());
    expect(account(server, user.id, USDT, 5)).toEqual({ balance: '0', lock: '100' });
    runInterest(addDays(today, 7));
    runInterest(addDays(today, 9));
    const expected = daily.times(7).plus(100);
    expect(account(server, user.id, USDT, 1).balance).toBe(expected.toFixed());
    expect(account(server, user.id, USDT, 5)).toEqual({ balance: '0', lock: '0' });
    const stored = server.db
      .prepare('SELECT status, interest_paid FROM lock_orders WHERE id = ?')
      .get(order.id);
    expect(stored).toEqual({ status: 2, interest_paid: daily.times(7).toFixed() });
    const log = await server.get<LockLogPage>('storage_currency/lock_log', { token: user.token });
    expect(log.data.total).toBe(9);
    expect(log.data.data.map((row) => row.type)).toEqual([3, 2, 2, 2, 2, 2, 2, 2, 1]);
    expect(log.data.data[0]).toMatchObject({ type_name: 'Principal returned', value: '100' });
    expect(log.data.data[1]).toMatchObject({
      type_name: 'Daily interest',
      value: '0.01369863',
      day: addDays(today, 7),
    });
    const reasons = server.db
      .prepare(
        'SELECT reason, COUNT(*) AS n FROM balance_logs WHERE user_id = ? GROUP BY reason ORDER BY reason',
      )
      .all(user.id);
    expect(reasons).toEqual([
      { reason: 'lock_buy', n: 2 },
      { reason: 'lock_interest', n: 7 },
      { reason: 'lock_return', n: 2 },
      { reason: 'test_credit', n: 1 },
    ]);
  });

  it('coin log pages 15 rows', async () => {
    const user = await assetUser(server, '1700');
    for (let i = 0; i < 17; i += 1) {
      await server.post('storage_currency/submit_lock', {
        token: user.token,
        body: { id: product(7).id },
      });
    }
    const page2 = await server.get<LockLogPage>('storage_currency/lock_log', {
      token: user.token,
      query: { page: 2 },
    });
    expect(page2.data).toMatchObject({ total: 17, per_page: 15, last_page: 2, current_page: 2 });
    expect(page2.data.data).toHaveLength(2);
  });

  it('the operator command refuses a bad date', () => {
    expect(operator(server, 'lock', 'interest', '--date', '2026-02-30').code).toBe(1);
    expect(operator(server, 'lock', 'interest', '--date').code).toBe(1);
    expect(operator(server, 'lock', 'interest').code).toBe(0);
  });
});

/**
 * `db` as a lock service sees it, except that right after the service's first list read (in
 * runInterest: the due orders) `between` runs: another run pays in the gap between that read
 * and this run's payments, as when the operator's `lock interest` overlaps the hourly job.
 */
function withRunBetween(db: Database, between: () => void): Database {
  let armed = true;
  const own = <T extends object>(target: T, key: string | symbol): unknown => {
    const value: unknown = Reflect.get(target, key, target);
    return typeof value === 'function' ? value.bind(target) : value;
  };
  return new Proxy(db, {
    get: (target, key) =>
      key !== 'prepare'
        ? own(target, key)
        : (sql: string): Statement =>
            new Proxy(target.prepare(sql), {
              get: (statement, name) =>
                name !== 'all'
                  ? own(statement, name)
                  : (...params: unknown[]): unknown[] => {
                      const rows = (statement as Statement<unknown[]>).all(...params);
                      if (armed) {
                        armed = false;
                        between();
                      }
                      return rows;
                    },
            }),
  });
}

describe('overlapping interest runs (the hourly job and the operator command)', () => {
  const daily = new Dec('100').times('0.05').div(365).toDecimalPlaces(8, Dec.ROUND_DOWN);
  const stored = (orderId: number): unknown =>
    server.db
      .prepare(
        `SELECT o.status, o.interest_paid,
                (SELECT COUNT(*) FROM lock_interest i WHERE i.order_id = o.id) AS days
           FROM lock_orders o WHERE o.id = ?`,
      )
      .get(orderId);
  const buySevenDays = async (): Promise<{ userId: number; orderId: number }> => {
    const user = await assetUser(server, '100');
    const answer = await server.post<LockOrder>('storage_currency/submit_lock', {
      token: user.token,
      body: { id: product(7).id },
    });
    return { userId: user.id, orderId: answer.data.id };
  };

  it('a run that read the orders before the other run paid adds to what was paid', async () => {
    const { userId, orderId } = await buySevenDays();
    const today = utcDay();
    // The job reads the due orders; the operator pays day 1 (its own connection); then the job
    // pays up to day 3. Reading interest_paid before the operator's run made it 2 days, not 3.
    const job = createLockService(withRunBetween(server.db, () => runInterest(addDays(today, 1))));
    job.runInterest(addDays(today, 3));
    expect(stored(orderId)).toEqual({
      status: 1,
      interest_paid: daily.times(3).toFixed(),
      days: 3,
    });
    expect(account(server, userId, USDT, 1).balance).toBe(daily.times(3).toFixed());
  });

  it('a run that read an order before the other run returned it leaves the order alone', async () => {
    const { userId, orderId } = await buySevenDays();
    const maturity = addDays(utcDay(), 7);
    const job = createLockService(withRunBetween(server.db, () => runInterest(maturity)));
    job.runInterest(maturity);
    expect(stored(orderId)).toEqual({
      status: 2,
      interest_paid: daily.times(7).toFixed(),
      days: 7,
    });
    expect(account(server, userId, USDT, 1).balance).toBe(daily.times(7).plus(100).toFixed());
    expect(account(server, userId, USDT, 5)).toEqual({ balance: '0', lock: '0' });
    const returns = server.db
      .prepare(
        "SELECT COUNT(*) AS n FROM balance_logs WHERE user_id = ? AND reason = 'lock_return'",
      )
      .get(userId);
    expect(returns).toEqual({ n: 2 });
  });
});
