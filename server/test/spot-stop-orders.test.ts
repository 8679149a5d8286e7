import type {
  DealAnswer,
  Envelope,
  Paged,
  SpotOrder,
  StopOrder,
  TxSubmitPush,
} from '@exchange/shared/contract';
import type { Database } from 'better-sqlite3';
import Decimal from 'decimal.js';
import fs from 'node:fs';
import { refused, startTestServer, tempDir, type TestServer } from './support/test-server';
import { createTrader, reconcile, spotBalance, type Trader } from './support/traders';
import { WsProbe } from './support/ws-probe';

/** Stop-limit orders (docs/product.md#spot-order-types). Bots are off: only our traders trade. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ orderRateLimit: 0 });
});
afterAll(() => server.close());

const LTC_USDT = 3;
const ETH_USDT = 2;

type Body = Record<string, unknown>;
const addStop = (trader: Trader, body: Body) =>
  server.post<StopOrder>('stop_order/add', { token: trader.token, body });
const cancelStop = (trader: Trader, id: number) =>
  server.post<StopOrder>('stop_order/cancel', { token: trader.token, body: { id } });
const listStops = async (trader: Trader, query: Record<string, number> = {}) =>
  (await server.get<Paged<StopOrder>>('stop_order/list', { token: trader.token, query })).data;

async function last(pairId: number): Promise<Decimal> {
  const deal = await server.get<DealAnswer>('market/deal', {
    query: { currency_match_id: pairId },
  });
  const trade = deal.data.tx_completes[0];
  return new Decimal(trade ? trade.price : deal.data.quotation.close);
}
/** The last price times `factor`, at 2 decimals (LTC/USDT and ETH/USDT prices). */
const at = async (pairId: number, factor: string): Promise<string> =>
  (await last(pairId)).times(factor).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);

/** Two fresh traders trade `number` at `price`: the pair's last trade price becomes `price`. */
async function tradeAt(pairId: number, price: string, number = '1'): Promise<void> {
  const base = pairId === LTC_USDT ? 'LTC' : 'ETH';
  const seller = createTrader(server.db, { [base]: '100' });
  const buyer = createTrader(server.db, { USDT: '1000000' });
  const body = { currency_match_id: pairId, price, number };
  expect((await server.post('tx_out/add', { token: seller.token, body })).code).toBe(1);
  const answer = await server.post<SpotOrder>('tx_in/add', { token: buyer.token, body });
  expect(answer.data.status).toBe(3);
}

/** [available, locked] of a spot account, as plain decimals. */
const balances = (db: Database, trader: Trader, code: string): [string, string] => {
  const row = spotBalance(db, trader.id, code);
  return [new Decimal(row.balance).toFixed(), new Decimal(row.lock_balance).toFixed()];
};

const stopRow = (id: number) =>
  server.db.prepare('SELECT * FROM spot_stop_orders WHERE id = ?').get(id) as {
    status: number;
    order_id: number | null;
    lock_amount: string;
    reject_key: string | null;
  };
const stopCount = (trader: Trader): number =>
  (
    server.db
      .prepare('SELECT COUNT(*) AS n FROM spot_stop_orders WHERE user_id = ?')
      .get(trader.id) as { n: number }
  ).n;

describe('stop-limit orders: lock and trigger', () => {
  it('locks exactly price x number at creation and triggers only when a trade reaches the stop', async () => {
    const trader = createTrader(server.db, { USDT: '10000' });
    const stop = await at(LTC_USDT, '1.03');
    const price = await at(LTC_USDT, '1.05');
    const answer = await addStop(trader, {
      currency_match_id: LTC_USDT,
      way: 1,
      stop_price: stop,
      price,
      number: '2',
    });
    expect(answer).toMatchObject({
      code: 1,
      msg: 'Stop-limit order placed; it waits for the stop price',
      data: { way: 1, stop_price: stop, price, number: '2.0000', status: 1, order_id: null },
    });
    const lock = new Decimal(price).times(2);
    const usdt = spotBalance(server.db, trader.id, 'USDT');
    expect(new Decimal(usdt.lock_balance).eq(lock)).toBe(true);
    expect(new Decimal(usdt.balance).eq(new Decimal(10000).minus(lock))).toBe(true);
    const logs = server.db
      .prepare(
        `SELECT reason, field, value, extra_data FROM balance_logs
          WHERE user_id = ? AND reason = 'spot_order_lock' ORDER BY id`,
      )
      .all(trader.id) as Array<{ field: string; value: string; extra_data: string }>;
    expect(logs.map((row) => [row.field, new Decimal(row.value).toFixed()])).toEqual([
      ['balance', lock.negated().toFixed()],
      ['lock_balance', lock.toFixed()],
    ]);
    expect(JSON.parse(logs[0].extra_data)).toEqual({ stop_order_id: answer.data.id });

    // A trade one tick below the stop does not trigger it.
    await tradeAt(LTC_USDT, new Decimal(stop).minus('0.01').toFixed(2));
    expect(stopRow(answer.data.id)).toMatchObject({ status: 1, order_id: null });
    expect((await listStops(trader, { currency_match_id: LTC_USDT })).data).toHaveLength(1);

    // A trade at the stop does: a GTC buy at the limit price now holds the same lock.
    await tradeAt(LTC_USDT, stop);
    const row = stopRow(answer.data.id);
    expect(row.status).toBe(2);
    expect(row.order_id).not.toBeNull();
    const order = server.db.prepare('SELECT * FROM spot_orders WHERE id = ?').get(row.order_id) as {
      user_id: number;
      way: number;
      price: string;
      total_number: string;
      lock_left: string;
      status: number;
    };
    expect(order).toMatchObject({ user_id: trader.id, way: 1, price, status: 1 });
    expect(new Decimal(order.total_number).eq(2)).toBe(true);
    expect(new Decimal(order.lock_left).eq(lock)).toBe(true);
    const after = spotBalance(server.db, trader.id, 'USDT');
    expect(after).toEqual(usdt); // the lock moved from the stop to the order: nothing else
    expect((await listStops(trader)).data).toEqual([]);
    const open = await server.get<Paged<SpotOrder>>('tx_in/list', { token: trader.token });
    expect(open.data.data.map((item) => item.id)).toEqual([row.order_id]);
    // The stop is closed and no longer cancellable; the order cancels like any order.
    expect(await cancelStop(trader, answer.data.id)).toMatchObject({
      code: 1,
      msg: 'The stop order is already triggered or cancelled',
      data: { status: 2, order_id: row.order_id },
    });
    const cancel = { token: trader.token, body: { id: row.order_id } };
    expect((await server.post('tx_in/cancel', cancel)).code).toBe(1);
    expect(balances(server.db, trader, 'USDT')).toEqual(['10000', '0']);
    reconcile(server.db);
  });

  it('triggers a sell stop when a trade reaches it or lower, and the new order trades', async () => {
    const seller = createTrader(server.db, { LTC: '5' });
    const stop = await at(LTC_USDT, '0.97');
    const price = await at(LTC_USDT, '0.96');
    const placed = await addStop(seller, {
      currency_match_id: LTC_USDT,
      way: '2',
      stop_price: stop,
      price,
      number: '1.5',
    });
    expect(placed.code).toBe(1);
    expect(balances(server.db, seller, 'LTC')).toEqual(['3.5', '1.5']);
    // A resting buy at the limit price: the triggered sell trades with it at once.
    const bidder = createTrader(server.db, { USDT: '100000' });
    const bid = { currency_match_id: LTC_USDT, price, number: '1.5' };
    expect((await server.post('tx_in/add', { token: bidder.token, body: bid })).code).toBe(1);
    await tradeAt(LTC_USDT, new Decimal(stop).plus('0.01').toFixed(2));
    expect(stopRow(placed.data.id).status).toBe(1);
    await tradeAt(LTC_USDT, new Decimal(stop).minus('0.01').toFixed(2));
    const row = stopRow(placed.data.id);
    expect(row.status).toBe(2);
    const order = server.db
      .prepare('SELECT status, transacted_amount FROM spot_orders WHERE id = ?')
      .get(row.order_id) as { status: number; transacted_amount: string };
    expect(order).toEqual({ status: 3, transacted_amount: '1.5000' });
    expect(balances(server.db, seller, 'LTC')).toEqual(['3.5', '0']);
    reconcile(server.db);
  });

  it('places the stops one trade reaches in creation order, and tells the owner (TX_SUBMIT)', async () => {
    const trader = createTrader(server.db, { USDT: '100000' });
    const probe = await WsProbe.open(server.wsUrl);
    try {
      probe.send({ type: 'login', params: trader.token });
      probe.send({ type: 'sub', params: 'TX_SUBMIT' });
      await probe.next((frame) => frame.type === 'sub' && frame.ok === true);
      const first = await at(ETH_USDT, '1.04');
      const second = await at(ETH_USDT, '1.02');
      const price = await at(ETH_USDT, '1.06');
      const body = { currency_match_id: ETH_USDT, way: 1, price, number: '0.5' };
      const a = await addStop(trader, { ...body, stop_price: first });
      const b = await addStop(trader, { ...body, stop_price: second });
      expect([a.code, b.code]).toEqual([1, 1]);
      await tradeAt(ETH_USDT, first, '0.1');
      const [rowA, rowB] = [stopRow(a.data.id), stopRow(b.data.id)];
      expect([rowA.status, rowB.status]).toEqual([2, 2]);
      expect(rowA.order_id as number).toBeLessThan(rowB.order_id as number);
      const pushed = await probe.next(
        (frame) => frame.type === 'TX_SUBMIT' && (frame as TxSubmitPush).order.id === rowA.order_id,
      );
      expect((pushed as TxSubmitPush).order).toMatchObject({ way: 1, price, status: 1 });
    } finally {
      probe.close();
    }
  });
});

describe('stop-limit orders: refusals and cancel', () => {
  it('refuses in order, storing and locking nothing', async () => {
    const trader = createTrader(server.db, { USDT: '20' });
    const lastPrice = await last(LTC_USDT);
    const above = await at(LTC_USDT, '1.02');
    const below = await at(LTC_USDT, '0.98');
    const base = { currency_match_id: LTC_USDT, way: 1, stop_price: above, price: above };
    const cases: Array<[Body, string]> = [
      [{ ...base, way: 3, number: '1' }, 'Invalid parameter: way'],
      [{ ...base, stop_price: undefined, number: '1' }, 'Missing parameter: stop_price'],
      [
        { ...base, stop_price: '1e3', number: '1' },
        'Enter the stop price as a plain decimal number',
      ],
      [{ ...base, stop_price: '0', number: '1' }, 'The stop price must be greater than zero'],
      // The stop price is checked before the limit price and the quantity.
      [
        { ...base, stop_price: '1.001', price: 'x', number: '0' },
        'The stop price allows at most 2 decimals',
      ],
      [{ ...base, price: '-1', number: '1' }, 'The price must be greater than zero'],
      [{ ...base, number: '0.00001' }, 'The quantity allows at most 4 decimals'],
      [{ ...base, price: '0.01', number: '1' }, 'The order value must be at least 5 USDT'],
      [
        { ...base, price: new Decimal(above).times('1.2').toFixed(2), number: '1' },
        `The limit price is more than 10% above the stop price (${above}); please use a lower limit price`,
      ],
      [
        { ...base, stop_price: below, price: below, number: '1' },
        `The last price (${lastPrice.toFixed(2)}) is already at or above this buy stop price; place a limit order instead`,
      ],
      [
        { ...base, way: 2, stop_price: above, price: above, number: '1' },
        `The last price (${lastPrice.toFixed(2)}) is already at or below this sell stop price; place a limit order instead`,
      ],
      [{ ...base, number: '1000' }, 'Insufficient available balance'],
    ];
    for (const [body, msg] of cases) {
      expect(await addStop(trader, body)).toEqual(refused(msg));
    }
    expect(stopCount(trader)).toBe(0);
    expect(spotBalance(server.db, trader.id, 'USDT').lock_balance).toBe('0');
    const closed = await addStop(trader, { ...base, currency_match_id: 11, number: '1' });
    expect(closed).toEqual(refused('This pair is not open for trading'));
  });

  it('answers in the caller language', async () => {
    const trader = createTrader(server.db, { USDT: '20' });
    const answer = await server.post<StopOrder>('stop_order/add', {
      token: trader.token,
      lang: 'de',
      body: { currency_match_id: LTC_USDT, way: 1, stop_price: '0', price: '1', number: '1' },
    });
    expect(answer).toEqual(refused('Der Stoppkurs muss größer als null sein'));
  });

  it('cancel releases exactly the lock; another user cannot see or cancel it', async () => {
    const trader = createTrader(server.db, { LTC: '3' });
    const other = createTrader(server.db, {});
    const stop = await at(LTC_USDT, '0.95');
    const placed = await addStop(trader, {
      currency_match_id: LTC_USDT,
      way: 2,
      stop_price: stop,
      price: stop,
      number: '2.5',
    });
    expect(balances(server.db, trader, 'LTC')).toEqual(['0.5', '2.5']);
    expect((await listStops(other)).data).toEqual([]);
    expect(await cancelStop(other, placed.data.id)).toEqual(refused('Stop order not found'));
    expect(await cancelStop(trader, placed.data.id)).toMatchObject({
      code: 1,
      msg: 'Stop order cancelled',
      data: { id: placed.data.id, status: 3, status_name: 'Cancelled' },
    });
    expect(balances(server.db, trader, 'LTC')).toEqual(['3', '0']);
    // A repeated cancel moves nothing; a cancelled stop never triggers.
    expect((await cancelStop(trader, placed.data.id)).msg).toBe(
      'The stop order is already triggered or cancelled',
    );
    await tradeAt(LTC_USDT, new Decimal(stop).minus('0.05').toFixed(2));
    expect(stopRow(placed.data.id)).toMatchObject({ status: 3, order_id: null });
    reconcile(server.db);
  });

  it('lists the caller stops newest first, paged and by pair', async () => {
    const trader = createTrader(server.db, { USDT: '100000' });
    const ids: number[] = [];
    for (const pairId of [LTC_USDT, ETH_USDT, LTC_USDT]) {
      const stop = await at(pairId, '1.05');
      const answer = await addStop(trader, {
        currency_match_id: pairId,
        way: 1,
        stop_price: stop,
        price: stop,
        number: '0.5',
      });
      ids.push(answer.data.id);
    }
    const all = await listStops(trader, { limit: 2 });
    expect(all).toMatchObject({ total: 3, per_page: 2, last_page: 2, current_page: 1 });
    expect(all.data.map((row) => row.id)).toEqual([ids[2], ids[1]]);
    const ltc = await listStops(trader, { currency_match_id: LTC_USDT });
    expect(ltc.data.map((row) => row.id)).toEqual([ids[2], ids[0]]);
    expect(ltc.data[0]).toMatchObject({ status_name: 'Waiting', way_name: expect.any(String) });
    for (const id of ids) expect((await cancelStop(trader, id)).code).toBe(1);
  });
});

describe('stop-limit orders across a restart', () => {
  const dataDir = tempDir('stop-restart');
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps waiting stops and their locks, triggers overdue ones at start and the rest later', async () => {
    const first = await startTestServer({ orderRateLimit: 0, dataDir });
    const trader = createTrader(first.db, { USDT: '10000' });
    const deal = await first.get<DealAnswer>('market/deal', {
      query: { currency_match_id: LTC_USDT },
    });
    const close = new Decimal(deal.data.quotation.close);
    const stop = close.times('1.03').toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
    const body = { currency_match_id: LTC_USDT, way: 1, price: stop, number: '1' };
    const add = (): Promise<Envelope<StopOrder>> =>
      first.post<StopOrder>('stop_order/add', {
        token: trader.token,
        body: { ...body, stop_price: stop },
      });
    const waiting = await add();
    const overdue = await add();
    expect([waiting.code, overdue.code]).toEqual([1, 1]);
    const locked = balances(first.db, trader, 'USDT');
    expect(locked[1]).toBe(new Decimal(stop).times(2).toFixed());
    // As if a trade had reached this stop and the server stopped before its trigger ran.
    first.db
      .prepare('UPDATE spot_stop_orders SET stop_price = ? WHERE id = ?')
      .run(close.times('0.99').toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2), overdue.data.id);
    await first.close();

    const second = await startTestServer({ orderRateLimit: 0, dataDir });
    try {
      const read = (id: number) =>
        second.db.prepare('SELECT status, order_id FROM spot_stop_orders WHERE id = ?').get(id) as {
          status: number;
          order_id: number | null;
        };
      // The overdue stop triggered at start; the other still waits, its funds still locked.
      expect(read(overdue.data.id).status).toBe(2);
      expect(read(waiting.data.id)).toEqual({ status: 1, order_id: null });
      expect(balances(second.db, trader, 'USDT')).toEqual(locked);
      const list = await second.get<Paged<StopOrder>>('stop_order/list', { token: trader.token });
      expect(list.data.data.map((row) => row.id)).toEqual([waiting.data.id]);

      // A sell at the stop trades with the order the overdue stop became: the other triggers.
      const seller = createTrader(second.db, { LTC: '10' });
      const sell = { currency_match_id: LTC_USDT, price: stop, number: '0.1' };
      expect((await second.post('tx_out/add', { token: seller.token, body: sell })).code).toBe(1);
      expect(read(waiting.data.id).status).toBe(2);
      reconcile(second.db);
    } finally {
      await second.close();
    }
  });
});
