import Decimal from 'decimal.js';
import type {
  LeverClosedPush,
  LeverDealAllAnswer,
  LeverDealAnswer,
  LeverOrder,
  LeverTradePush,
} from '@exchange/shared/contract/lever';
import { PAY_PASSWORD } from './assets-helpers';
import {
  lastPriceIs,
  leverBalance,
  leverUser,
  myTrade,
  pairIdOf,
  row,
  spotMarket,
  submit,
  tradeAt,
  until,
  type Market,
} from './lever-helpers';
import { startTestServer, type TestServer } from './support/test-server';
import { WsProbe } from './support/ws-probe';

let server: TestServer;
let market: Market;
let BTC_USDT: number;
const probes: WsProbe[] = [];

beforeAll(async () => {
  // Bots off (tickerMs 0): only this test's trades move prices.
  server = await startTestServer({ orderRateLimit: 0, tickerMs: 0 });
  market = spotMarket(server);
  BTC_USDT = pairIdOf(server, 'BTC/USDT');
});
afterEach(() => {
  while (probes.length) probes.pop()?.close();
});
afterAll(() => server.close());

async function open(topics: string[], token: string): Promise<WsProbe> {
  const probe = await WsProbe.open(server.wsUrl);
  probes.push(probe);
  probe.send({ type: 'login', params: token });
  for (const topic of topics) probe.send({ type: 'sub', params: topic });
  for (const topic of topics) {
    await probe.next(
      (frame) => frame.type === 'sub' && frame.params === topic && frame.ok === true,
    );
  }
  return probe;
}

async function dealAll(token: string, pairId: number): Promise<LeverDealAllAnswer> {
  const answer = await server.post<LeverDealAllAnswer>('lever/dealall', {
    token,
    body: { currency_match_id: pairId, page: 1 },
  });
  expect(answer.code).toBe(1);
  return answer.data;
}

describe('lever: open, live profit, take-profit (real spot trades move the price)', () => {
  it('opens a long at market, follows the price, closes on take-profit with the right balance', async () => {
    const user = await leverUser(server, '1000');
    const stranger = await leverUser(server, '1000');
    await tradeAt(server, market, BTC_USDT, '100000.00');
    await lastPriceIs(server, user.token, BTC_USDT, '100000.00');

    const deal = await server.post<LeverDealAnswer>('lever/deal', {
      token: user.token,
      body: { currency_match_id: BTC_USDT },
    });
    expect(deal.data).toMatchObject({
      user_lever: '1000',
      settings: { lever_share_num: '0.01', lever_point_rate: '0.1', lever_fee_rate: '0.001' },
      liquidation_rate: '50',
      my_transaction: [],
    });
    expect(deal.data.multiple.muit.map((m) => m.value)).toEqual([5, 10, 20, 50, 100]);

    const ownerProbe = await open(['LEVER_TRADE', 'LEVER_CLOSED'], user.token);
    const strangerProbe = await open(['LEVER_TRADE', 'LEVER_CLOSED'], stranger.token);

    // 1 lot = 0.01 BTC; fill 100000 x 1.001 = 100100; value 1001; margin /10 = 100.1; fee 1.001.
    const opened = await submit(server, user.token, { currency_match_id: BTC_USDT });
    expect(opened.code).toBe(1);
    expect(opened.data).toMatchObject({
      status: 1,
      type: 1,
      price: '100100',
      origin_price: '100000',
      number: '0.01',
      caution_money: '100.1',
      origin_caution_money: '100.1',
      trade_fee: '1.001',
      profits: '-1',
      liquidation_price: '5205.1',
    });
    expect(leverBalance(server, user.id)).toEqual({ balance: '898.899', lock: '0' });
    const logs = server.db
      .prepare(
        `SELECT reason, value FROM balance_logs WHERE user_id = ? AND account_type_id = 3
          ORDER BY id`,
      )
      .all(user.id);
    expect(logs).toEqual([
      { reason: 'test_credit', value: '1000' },
      { reason: 'lever_margin', value: '-100.1' },
      { reason: 'lever_fee', value: '-1.001' },
    ]);
    const firstPush = await ownerProbe.next<LeverTradePush>((f) => f.type === 'LEVER_TRADE');
    expect(firstPush.trades_all.map((t) => t.id)).toEqual([opened.data.id]);

    const page = (await dealAll(user.token, BTC_USDT)).order;
    // (898.899 + 100.1 - 1) / 100.1 x 100
    expect(page).toMatchObject({ total: 1, hazard_rate: '997.00', profits_all: '-1' });

    await tradeAt(server, market, BTC_USDT, '100500.00');
    const moved = await until(async () => {
      const next = (await dealAll(user.token, BTC_USDT)).order;
      return next.profits_all === '4' ? next : null;
    });
    expect(moved?.data[0]).toMatchObject({ update_price: '100500', profits: '4' });
    const livePush = await ownerProbe.next<LeverTradePush>(
      (f) => f.type === 'LEVER_TRADE' && f.profits_all === '4',
    );
    expect(livePush.trades_all[0]).toMatchObject({ id: opened.data.id, profits: '4' });

    // A long's TP must be above the open price and the current price.
    const low = await server.post('lever/setstop', {
      token: user.token,
      body: { id: opened.data.id, target_profit_price: '100000', stop_loss_price: '0' },
    });
    expect(low).toMatchObject({ code: 0, data: null });
    expect(low.msg).toMatch(/take-profit/i);
    const set = await server.post<LeverOrder>('lever/setstop', {
      token: user.token,
      body: { id: opened.data.id, target_profit_price: '100900', stop_loss_price: '99000' },
    });
    expect(set.code).toBe(1);
    expect(set.data).toMatchObject({ target_profit_price: '100900', stop_loss_price: '99000' });

    await tradeAt(server, market, BTC_USDT, '101000.00');
    const closed = await ownerProbe.next<LeverClosedPush>((f) => f.type === 'LEVER_CLOSED');
    expect(closed).toMatchObject({ id: [opened.data.id], reason: 'take_profit' });
    expect(row(server, opened.data.id)).toMatchObject({
      status: 3,
      close_reason: 'take_profit',
      close_price: '101000',
      profits: '9',
    });
    // 898.899 + margin 100.1 + profit (101000 - 100100) x 0.01 = 9
    expect(leverBalance(server, user.id)).toEqual({ balance: '1007.999', lock: '0' });
    const closedList = await myTrade(server, user.token, 3);
    expect(closedList.data[0]).toMatchObject({
      id: opened.data.id,
      update_price: '101000',
      profits: '9',
      close_reason: 'take_profit',
    });
    expect(await strangerProbe.collect('LEVER_TRADE', 150)).toEqual([]);
    expect(await strangerProbe.collect('LEVER_CLOSED', 50)).toEqual([]);
  });
});

describe('lever: pending fixed-price orders', () => {
  it('reserves at submit, fills when the last price crosses the target, cancels with a refund', async () => {
    const user = await leverUser(server, '1000');
    await tradeAt(server, market, BTC_USDT, '100000.00');
    await lastPriceIs(server, user.token, BTC_USDT, '100000.00');

    const above = await submit(server, user.token, {
      currency_match_id: BTC_USDT,
      status: 0,
      target_price: '100001',
    });
    expect(above).toMatchObject({ code: 0, data: null });

    // Fill 99500 x 1.001 = 99599.5; value 995.995; margin 99.5995; fee 0.995995.
    const pending = await submit(server, user.token, {
      currency_match_id: BTC_USDT,
      status: 0,
      target_price: '99500',
    });
    expect(pending.code).toBe(1);
    expect(pending.data).toMatchObject({ status: 0, price: '99599.5', caution_money: '99.5995' });
    expect(leverBalance(server, user.id)).toEqual({ balance: '899.404505', lock: '100.595495' });
    const other = await submit(server, user.token, {
      currency_match_id: BTC_USDT,
      type: 2,
      status: 0,
      target_price: '120000',
    });
    expect(other.code).toBe(1);
    expect((await myTrade(server, user.token, 6, BTC_USDT)).total).toBe(2);
    expect((await myTrade(server, user.token, 0)).total).toBe(2);

    // Cancel only pending; close only open.
    const closePending = await server.post('lever/close', {
      token: user.token,
      body: { id: pending.data.id },
    });
    expect(closePending.code).toBe(0);

    await tradeAt(server, market, BTC_USDT, '99600.00');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(row(server, pending.data.id)).toMatchObject({ status: 0 });
    await tradeAt(server, market, BTC_USDT, '99500.00');
    await until(() => row(server, pending.data.id).status === 1);
    expect(row(server, pending.data.id)).toMatchObject({ lock_amount: '0', price: '99599.5' });
    // The short's reservation is still held; the long's became margin and fee.
    const shortLock = String(row(server, other.data.id).lock_amount);
    // 1000 - 100.595495 (long) - 121.0788 (short: 120000 x 0.999 x 0.01 = 1198.8; /10 + 0.1 %)
    expect(shortLock).toBe('121.0788');
    expect(leverBalance(server, user.id)).toEqual({ balance: '778.325705', lock: shortLock });

    const cancelOpen = await server.post('lever/cancel', {
      token: user.token,
      body: { id: pending.data.id },
    });
    expect(cancelOpen.code).toBe(0);
    const cancelled = await server.post<LeverOrder>('lever/cancel', {
      token: user.token,
      body: { id: other.data.id },
    });
    expect(cancelled.data).toMatchObject({ status: 4 });
    // The short's reservation is back; the open long still holds margin and fee.
    expect(leverBalance(server, user.id)).toEqual({ balance: '899.404505', lock: '0' });
    expect((await myTrade(server, user.token, 4)).data.map((r) => r.id)).toEqual([other.data.id]);
    const again = await server.post('lever/cancel', {
      token: user.token,
      body: { id: other.data.id },
    });
    expect(again.code).toBe(0);
    expect(leverBalance(server, user.id)).toEqual({ balance: '899.404505', lock: '0' });
  });
});

describe('lever: batch close by direction', () => {
  it('type 1 closes only the longs', async () => {
    const user = await leverUser(server, '2000');
    await tradeAt(server, market, BTC_USDT, '100000.00');
    await lastPriceIs(server, user.token, BTC_USDT, '100000.00');
    const long1 = await submit(server, user.token, { currency_match_id: BTC_USDT, type: 1 });
    const long2 = await submit(server, user.token, { currency_match_id: BTC_USDT, type: 1 });
    const short = await submit(server, user.token, { currency_match_id: BTC_USDT, type: 2 });
    expect([long1.code, long2.code, short.code]).toEqual([1, 1, 1]);
    const answer = await server.post<{ closed: number[] }>('lever/batch_close', {
      token: user.token,
      body: { type: 1, currency_match_id: BTC_USDT },
    });
    expect(answer.code).toBe(1);
    expect([...answer.data.closed].sort()).toEqual([long1.data.id, long2.data.id].sort());
    const open = await myTrade(server, user.token, 5, BTC_USDT);
    expect(open.data.map((r) => r.id)).toEqual([short.data.id]);
    expect(row(server, long1.data.id)).toMatchObject({ status: 3, close_reason: 'user' });
    const rest = await server.post<{ closed: number[] }>('lever/batch_close', {
      token: user.token,
      body: { type: 0, currency_match_id: BTC_USDT },
    });
    expect(rest.data.closed).toEqual([short.data.id]);
    expect((await myTrade(server, user.token, 1)).total).toBe(0);
    // Closed at the open's last price: each lost its fee and the point-rate spread only.
    // Each long: -1 (spread) - 1.001 (fee); the short (fill 99900): -1 - 0.999. 2000 - 6.001.
    expect(leverBalance(server, user.id)).toEqual({ balance: '1993.999', lock: '0' });
  });
});

describe('lever: refusals change nothing', () => {
  const snapshot = (userId: number): unknown => ({
    accounts: server.db.prepare('SELECT * FROM accounts WHERE user_id = ? ORDER BY id').all(userId),
    logs: server.db.prepare('SELECT COUNT(*) AS n FROM balance_logs WHERE user_id = ?').get(userId),
    orders: server.db
      .prepare('SELECT * FROM lever_orders WHERE user_id = ? ORDER BY id')
      .all(userId),
  });

  it('refuses bad submits, foreign ids and bad stops with code 0 and a message', async () => {
    const user = await leverUser(server, '100');
    const other = await leverUser(server, '1000');
    await tradeAt(server, market, BTC_USDT, '100000.00');
    await lastPriceIs(server, user.token, BTC_USDT, '100000.00');
    const foreign = await submit(server, other.token, { currency_match_id: BTC_USDT });
    expect(foreign.code).toBe(1);
    const mine = await submit(server, user.token, { currency_match_id: BTC_USDT, multiple: 100 });
    expect(mine.code).toBe(1);
    const xrp = pairIdOf(server, 'XRP/USDT');
    const noPassword = await leverUser(server, '1000');
    server.db.prepare('UPDATE users SET pay_password_hash = NULL WHERE id = ?').run(noPassword.id);

    const bad: Array<Record<string, unknown>> = [
      { share: -1 },
      { share: 0 },
      { share: '1.5' },
      { share: '1e1' },
      { share: 101 },
      { share: 'abc' },
      { multiple: 7 },
      { multiple: '10.0' },
      { multiple: -10 },
      { type: 3 },
      { type: '1x' },
      { status: 2 },
      { status: 0 },
      { status: 0, target_price: '1e5' },
      { status: 0, target_price: '-99000' },
      { status: 0, target_price: '0' },
      { status: 0, target_price: '99000.123' },
      { status: 0, target_price: [] },
      { status: 0, type: 2, target_price: '99000' },
      { currency_match_id: xrp },
      { currency_match_id: 99999 },
      { currency_match_id: 'x' },
      { password: '' },
      { password: 'wrong-password' },
      { password: 12345 },
      // 100 lots x 1001 / 10 = 10010 margin: over the balance.
      { share: 100 },
    ];
    const before = snapshot(user.id);
    for (const body of bad) {
      const answer = await submit(server, user.token, { currency_match_id: BTC_USDT, ...body });
      expect({ body, code: answer.code, data: answer.data }).toEqual({ body, code: 0, data: null });
      expect(answer.msg).not.toBe('');
    }
    const notSet = await submit(server, noPassword.token, { currency_match_id: BTC_USDT });
    expect(notSet.code).toBe(0);
    expect(notSet.msg).toMatch(/set a trade password/i);
    const wrong = await submit(server, user.token, {
      currency_match_id: BTC_USDT,
      password: 'nope1234',
    });
    expect(wrong.msg).toMatch(/incorrect trade password/i);
    const german = await server.post('lever/submit', {
      token: user.token,
      lang: 'de',
      body: {
        share: 1,
        multiple: 7,
        type: 1,
        status: 1,
        currency_match_id: BTC_USDT,
        password: PAY_PASSWORD,
      },
    });
    expect(german.msg).toMatch(/Hebel/);

    for (const path of ['lever/close', 'lever/cancel', 'lever/setstop']) {
      const answer = await server.post(path, {
        token: user.token,
        body: { id: foreign.data.id, target_profit_price: '0', stop_loss_price: '0' },
      });
      expect({ path, code: answer.code }).toEqual({ path, code: 0 });
    }
    for (const stops of [
      { target_profit_price: '99000', stop_loss_price: '0' },
      { target_profit_price: '0', stop_loss_price: '100500' },
      { target_profit_price: '-1', stop_loss_price: '0' },
      { target_profit_price: '1e6', stop_loss_price: '0' },
      { target_profit_price: '0', stop_loss_price: '99000.001' },
    ]) {
      const answer = await server.post('lever/setstop', {
        token: user.token,
        body: { id: mine.data.id, ...stops },
      });
      expect({ stops, code: answer.code }).toEqual({ stops, code: 0 });
    }
    for (const body of [{ type: 3 }, { type: 'all' }, { type: 1, currency_match_id: 99999 }]) {
      const answer = await server.post('lever/batch_close', { token: user.token, body });
      expect({ body, code: answer.code }).toEqual({ body, code: 0 });
    }
    expect(snapshot(user.id)).toEqual(before);
    expect(row(server, foreign.data.id)).toMatchObject({ status: 1 });

    // Login required.
    const anonymous = await server.post('lever/my_trade', { body: { status: 1 } });
    expect(anonymous.code).toBe(999);
  });
});

describe('lever: the books add up', () => {
  it('every lever account equals the replay of its logs, none negative; closed profits recompute', () => {
    const accounts = server.db
      .prepare('SELECT id, balance, lock_balance FROM accounts WHERE account_type_id = 3')
      .all() as Array<{ id: number; balance: string; lock_balance: string }>;
    const sums = new Map<string, Decimal>();
    for (const log of server.db
      .prepare('SELECT account_id, field, value FROM balance_logs WHERE account_type_id = 3')
      .all() as Array<{ account_id: number; field: string; value: string }>) {
      const key = `${log.account_id}:${log.field}`;
      sums.set(key, (sums.get(key) ?? new Decimal(0)).plus(log.value));
    }
    for (const account of accounts) {
      expect(new Decimal(account.balance).gte(0)).toBe(true);
      expect(new Decimal(account.lock_balance).gte(0)).toBe(true);
      expect((sums.get(`${account.id}:balance`) ?? new Decimal(0)).eq(account.balance)).toBe(true);
      expect(
        (sums.get(`${account.id}:lock_balance`) ?? new Decimal(0)).eq(account.lock_balance),
      ).toBe(true);
    }
    const closed = server.db
      .prepare(
        'SELECT type, price, close_price, number, profits FROM lever_orders WHERE status = 3',
      )
      .all() as Array<{
      type: number;
      price: string;
      close_price: string;
      number: string;
      profits: string;
    }>;
    expect(closed.length).toBeGreaterThan(0);
    for (const row of closed) {
      const move = new Decimal(row.close_price).minus(row.price).times(row.number);
      const expected = row.type === 1 ? move : move.neg();
      expect(expected.toDecimalPlaces(8).eq(row.profits)).toBe(true);
    }
    // Pending reservations are exactly what the lock balances hold.
    const pending = server.db
      .prepare(
        `SELECT a.id, o.lock_amount FROM lever_orders o JOIN accounts a
            ON a.user_id = o.user_id AND a.currency_id = o.quote_currency_id
           AND a.account_type_id = 3 WHERE o.status = 0`,
      )
      .all() as Array<{ id: number; lock_amount: string }>;
    const holds = new Map<number, Decimal>();
    for (const row of pending) {
      holds.set(row.id, (holds.get(row.id) ?? new Decimal(0)).plus(row.lock_amount));
    }
    for (const account of accounts) {
      expect((holds.get(account.id) ?? new Decimal(0)).eq(account.lock_balance)).toBe(true);
    }
  });
});
