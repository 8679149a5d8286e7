import {
  SECOND_PAGE_SIZE as CONTRACT_PAGE_SIZE,
  SECOND_PATH as CONTRACT_PATH,
  SECOND_TOPIC,
  type MicroClosedPush,
  type SecondDuration,
  type SecondListAnswer,
  type SecondOrder,
  type SecondPayableCurrency,
  type SecondVerifyAnswer,
} from '@exchange/shared/contract/second';
import { Dec } from '../src/money/decimal';
import { SETTLE_GRACE_MS } from '../src/second/second-service';
import { MICRO_CLOSED_TOPIC, SECOND_PAGE_SIZE, SECOND_PATH } from '../src/second/second-constants';
import { operator } from './assets-helpers';
import {
  BTC_USDT,
  microBalance,
  microTotal,
  microTrader,
  offerDuration,
  recordTrade,
  secondSnapshot,
} from './second-helpers';
import { startTestServer, type TestServer } from './support/test-server';
import { createTrader, type Trader } from './support/traders';
import { WsProbe } from './support/ws-probe';

let server: TestServer;
const probes: WsProbe[] = [];

beforeAll(async () => {
  server = await startTestServer();
  offerDuration(server.db, 1, '0.85');
  const now = Date.now();
  recordTrade(server.db, BTC_USDT, '90.00', now - 10_000);
  recordTrade(server.db, BTC_USDT, '100.00', now - 5_000);
});

afterAll(async () => {
  for (const probe of probes) probe.close();
  await server.close();
});

async function probeFor(trader: Trader): Promise<WsProbe> {
  const probe = await WsProbe.open(server.wsUrl);
  probes.push(probe);
  probe.send({ type: 'login', params: trader.token });
  probe.send({ type: 'sub', params: MICRO_CLOSED_TOPIC });
  await probe.next((frame) => frame.type === 'sub' && frame.ok === true);
  return probe;
}

const pairId = (symbol: string): number =>
  server.db
    .prepare(
      `SELECT m.id FROM currency_matches m JOIN currencies b ON b.id = m.base_currency_id
         JOIN currencies q ON q.id = m.quote_currency_id WHERE b.code || '/' || q.code = ?`,
    )
    .pluck()
    .get(symbol) as number;

function submit(trader: Trader, body: Record<string, unknown>, lang?: string) {
  return server.post<SecondOrder>(SECOND_PATH.submit, { token: trader.token, body, lang });
}

const up = { match_id: BTC_USDT, currency_id: 1, type: 1, seconds: 1, number: '100' };

describe('second trading API', () => {
  it('keeps its runtime constants equal to the contract', () => {
    expect(SECOND_PATH).toEqual(CONTRACT_PATH);
    expect(SECOND_PAGE_SIZE).toBe(CONTRACT_PAGE_SIZE);
    expect(MICRO_CLOSED_TOPIC).toBe(SECOND_TOPIC.closed);
  });

  it('asks for a login on every call', async () => {
    for (const [method, path] of [
      ['GET', SECOND_PATH.payableCurrencies],
      ['GET', SECOND_PATH.seconds],
      ['POST', SECOND_PATH.submit],
      ['GET', SECOND_PATH.lists],
      ['GET', SECOND_PATH.verify],
    ] as const) {
      const answer = await server.call(method, path, method === 'POST' ? { body: up } : {});
      expect(answer.body).toMatchObject({ code: 999, data: null });
    }
  });

  it('offers the durations and the payable currencies with the micro balance', async () => {
    const trader = microTrader(server.db, '123.45');
    const seconds = await server.get<SecondDuration[]>(SECOND_PATH.seconds, {
      token: trader.token,
    });
    expect(seconds.data).toEqual(
      expect.arrayContaining([
        { seconds: 30, profit_ratio: '0.80' },
        { seconds: 60, profit_ratio: '0.85' },
        { seconds: 120, profit_ratio: '0.90' },
        { seconds: 300, profit_ratio: '0.95' },
      ]),
    );
    const payable = await server.get<SecondPayableCurrency[]>(SECOND_PATH.payableCurrencies, {
      token: trader.token,
    });
    expect(payable.data).toEqual([
      {
        id: 1,
        code: 'USDT',
        micro_account: { balance: '123.45' },
        micro_numbers: ['10', '50', '100', '500', '1000'].map((number) => ({ number })),
        min_number: '10',
        max_number: '10000',
        fee_rate: '0.01',
        decimals: 2,
      },
    ]);
  });

  it('settles at the recorded price of the due instant, pays the rule and pushes to the owner only', async () => {
    const owner = microTrader(server.db, '1000');
    const stranger = microTrader(server.db, '1000');
    const ownerProbe = await probeFor(owner);
    const strangerProbe = await probeFor(stranger);
    const total = microTotal(server.db);

    const placed = await submit(owner, up);
    expect(placed).toMatchObject({ code: 1, msg: 'Option order placed' });
    const order = placed.data;
    expect(order).toMatchObject({
      match_id: BTC_USDT,
      symbol_name: 'BTC/USDT',
      seconds: 1,
      number: '100',
      currency_name: 'USDT',
      type: 1,
      status: 1,
      open_price: '100.00',
      end_price: '',
      profit_ratio: '0.85',
      fact_profits: '',
      fee: '1',
      result: null,
      settled_at: null,
    });
    expect(order.remain_milli_seconds).toBeGreaterThan(0);
    expect(order.remain_milli_seconds).toBeLessThanOrEqual(1000);
    expect(microBalance(server.db, owner.id)).toBe('899');
    // A ratio change after the sale does not touch this order.
    offerDuration(server.db, 1, '0.10');

    const opened = order.due_at - 1000;
    const endTrade = recordTrade(server.db, BTC_USDT, '101.00', opened + 400);
    recordTrade(server.db, BTC_USDT, '50.00', order.due_at + 1); // after the due instant

    const push = await ownerProbe.next<MicroClosedPush>((f) => f.type === 'MICRO_CLOSED', 5000);
    expect(push.order).toMatchObject({
      id: order.id,
      status: 3,
      open_price: '100.00',
      end_price: '101.00',
      result: 'win',
      fact_profits: '85',
      remain_milli_seconds: 0,
      profit_ratio: '0.85',
    });
    expect(microBalance(server.db, owner.id)).toBe('1084');
    // On time: the timer fires at the due instant plus the grace, not on some slow poll.
    const settledMs = server.db
      .prepare('SELECT settled_ms FROM second_orders WHERE id = ?')
      .pluck()
      .get(order.id) as number;
    expect(settledMs - order.due_at).toBeGreaterThanOrEqual(SETTLE_GRACE_MS);
    expect(settledMs - order.due_at).toBeLessThan(SETTLE_GRACE_MS + 2500);
    expect(microTotal(server.db)).toBe(total);
    expect(await strangerProbe.collect('MICRO_CLOSED', 300)).toEqual([]);

    const closed = await server.get<SecondListAnswer>(SECOND_PATH.lists, {
      token: owner.token,
      query: { status: 3, page: 1 },
    });
    expect(closed.data).toMatchObject({ total: 1, per_page: 10, current_page: 1 });
    expect(closed.data.data[0]).toMatchObject({ id: order.id, result: 'win' });

    const verify = await server.get<SecondVerifyAnswer>(SECOND_PATH.verify, {
      token: owner.token,
      query: { id: order.id },
    });
    expect(verify.data).toMatchObject({
      opened_at: opened,
      open_trade: { price: '100.00' },
      end_trade: { id: endTrade, price: '101.00', time: opened + 400 },
      payout: '185',
      consistent: true,
    });
    expect(verify.data.open_trade?.time).toBeLessThan(opened);
    const foreign = await server.get(SECOND_PATH.verify, {
      token: stranger.token,
      query: { id: order.id },
    });
    expect(foreign).toEqual({ code: 0, msg: 'Order not found', data: null });
    offerDuration(server.db, 1, '0.85');
  }, 15_000);

  it('refunds a tie and pays nothing on a loss', async () => {
    const trader = microTrader(server.db, '1000');
    const probe = await probeFor(trader);
    const closedPush = async (): Promise<SecondOrder> =>
      (await probe.next<MicroClosedPush>((f) => f.type === 'MICRO_CLOSED', 5000)).order;

    // No trade between submit and due: the end price is the open price, the stake comes back.
    const tie = (await submit(trader, { ...up, number: '10' })).data;
    expect(await closedPush()).toMatchObject({
      id: tie.id,
      result: 'tie',
      end_price: tie.open_price,
      fact_profits: '0',
    });
    expect(microBalance(server.db, trader.id)).toBe('999.9');

    // A down order and a higher price stamped exactly at its due instant: lost.
    const down = (await submit(trader, { ...up, type: 2, number: '20' })).data;
    const higher = new Dec(down.open_price).plus(1).toFixed(2);
    recordTrade(server.db, BTC_USDT, higher, down.due_at);
    expect(await closedPush()).toMatchObject({
      id: down.id,
      result: 'loss',
      end_price: higher,
      fact_profits: '-20',
    });
    expect(microBalance(server.db, trader.id)).toBe('979.7');
    expect(operator(server, 'second', 'verify')).toMatchObject({ code: 0 });
  }, 15_000);

  it('refuses bad input with code 0 and a translated message, changing nothing', async () => {
    const trader = microTrader(server.db, '50');
    const ethUsdt = pairId('ETH/USDT');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...up, number: 'abc' }, 'Enter the quantity as a plain decimal number'],
      [{ ...up, number: '1e2' }, 'Enter the quantity as a plain decimal number'],
      [{ ...up, number: 1e21 }, 'Enter the quantity as a plain decimal number'],
      [{ ...up, number: true }, 'Enter the quantity as a plain decimal number'],
      [{ ...up, number: ['10'] }, 'Enter the quantity as a plain decimal number'],
      [{ ...up, number: '-10' }, 'The quantity must be greater than zero'],
      [{ ...up, number: '0' }, 'The quantity must be greater than zero'],
      [{ ...up, number: '10.001' }, 'The quantity allows at most 2 decimals'],
      [{ ...up, number: '5' }, 'The quantity must be at least 10 USDT'],
      [{ ...up, number: '10000.01' }, 'The quantity may be at most 10000 USDT'],
      [{ ...up, number: undefined }, 'Missing parameter: number'],
      [{ ...up, number: '50' }, 'Insufficient available balance'],
      [{ ...up, seconds: 45 }, 'This duration is not offered'],
      [{ ...up, seconds: -30 }, 'Invalid parameter: seconds'],
      [{ ...up, seconds: '30s' }, 'Invalid parameter: seconds'],
      [{ ...up, type: 3 }, 'Choose buy up or buy down'],
      [{ ...up, type: 'up' }, 'Choose buy up or buy down'],
      [{ ...up, type: undefined }, 'Missing parameter: type'],
      [{ ...up, match_id: pairId('LTC/USDT') }, 'This pair is not open for option trading'],
      [{ ...up, match_id: pairId('ETH/BTC') }, 'This pair is not open for option trading'],
      [{ ...up, match_id: 99_999 }, 'Trading pair not found'],
      [{ ...up, match_id: '1.5' }, 'Invalid parameter: match_id'],
      [{ ...up, currency_id: 2 }, 'This currency cannot be used to pay for options'],
      [{ ...up, currency_id: 99 }, 'This currency cannot be used to pay for options'],
      [{ ...up, match_id: ethUsdt }, 'This pair has no trade price yet, please try again later'],
    ];
    const before = secondSnapshot(server.db, trader.id);
    for (const [body, msg] of cases) {
      expect({ body, answer: await submit(trader, body) }).toEqual({
        body,
        answer: { code: 0, msg, data: null },
      });
    }
    const german = await submit(trader, { ...up, number: '5' }, 'de');
    expect(german).toEqual({
      code: 0,
      msg: 'Die Menge muss mindestens 10 USDT betragen',
      data: null,
    });
    expect(secondSnapshot(server.db, trader.id)).toEqual(before);
  });

  it('opens at the last trade the spot engine recorded', async () => {
    const eth = pairId('ETH/USDT');
    const deal = await server.get<{ quotation: { close: string } }>('market/deal', {
      query: { currency_match_id: eth },
    });
    const price = deal.data.quotation.close;
    const seller = createTrader(server.db, { ETH: '10' });
    const buyer = createTrader(server.db, { USDT: '100000' });
    const order = (trader: Trader, path: string) =>
      server.post(path, {
        token: trader.token,
        body: { currency_match_id: eth, price, number: '1' },
      });
    expect(await order(seller, 'tx_out/add')).toMatchObject({ code: 1 });
    expect(await order(buyer, 'tx_in/add')).toMatchObject({ code: 1 });
    const last = server.db
      .prepare('SELECT id, price FROM spot_trades WHERE currency_match_id = ? ORDER BY id DESC')
      .get(eth) as { id: number; price: string };
    expect(last.price).toBe(price);

    const trader = microTrader(server.db, '100');
    const placed = await submit(trader, { ...up, match_id: eth, seconds: 300, number: '10' });
    expect(placed.data).toMatchObject({ symbol_name: 'ETH/USDT', open_price: price });
    const verify = await server.get<SecondVerifyAnswer>(SECOND_PATH.verify, {
      token: trader.token,
      query: { id: placed.data.id },
    });
    expect(verify.data.open_trade).toMatchObject({ id: last.id, price });
  });

  it('lists 10 per page by status and pair, with the time left', async () => {
    const trader = microTrader(server.db, '10000');
    for (let i = 0; i < 12; i++) {
      expect((await submit(trader, { ...up, seconds: 300, number: '10' })).code).toBe(1);
    }
    const list = (query: Record<string, string | number>) =>
      server.get<SecondListAnswer>(SECOND_PATH.lists, { token: trader.token, query });
    const first = await list({ status: 1, page: 1, limit: 10 });
    expect(first.data).toMatchObject({ total: 12, per_page: 10, current_page: 1, last_page: 2 });
    expect(first.data.data).toHaveLength(10);
    for (const row of first.data.data) {
      expect(row.remain_milli_seconds).toBeGreaterThan(250_000);
      expect(row.remain_milli_seconds).toBeLessThanOrEqual(300_000);
    }
    const second = await list({ status: 1, page: 2 });
    expect(second.data.data).toHaveLength(2);
    const ids = [...first.data.data, ...second.data.data].map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await list({ status: 3, page: 1 })).data.total).toBe(0);
    const pending = await server.get<SecondVerifyAnswer>(SECOND_PATH.verify, {
      token: trader.token,
      query: { id: ids[0] },
    });
    expect(pending.data).toMatchObject({
      open_trade: { price: first.data.data[0].open_price },
      end_trade: null,
      payout: '',
      consistent: true,
    });
    expect((await list({ status: 1, match_id: BTC_USDT })).data.total).toBe(12);
    expect((await list({ status: 1, match_id: pairId('ETH/USDT') })).data.total).toBe(0);
    expect((await list({ status: 1, limit: 500 })).data.per_page).toBe(50);
    expect(await list({ status: 2 })).toEqual({
      code: 0,
      msg: 'Invalid parameter: status',
      data: null,
    });
    expect(await list({ status: 1, page: -1 })).toMatchObject({ code: 0 });
    const other = microTrader(server.db, '0');
    const none = await server.get<SecondListAnswer>(SECOND_PATH.lists, {
      token: other.token,
      query: { status: 1 },
    });
    expect(none.data.total).toBe(0);
  });

  it('has the operator CLI report a stored order that disagrees with the feed (exit 1)', async () => {
    const clean = operator(server, 'second', 'verify');
    expect(clean.code).toBe(0);
    expect(clean.out).toMatch(/second verify: \d+ settled order\(s\) checked, 0 mismatch\(es\)/);
    const row = server.db
      .prepare('SELECT id, end_price FROM second_orders WHERE status = 3 ORDER BY id LIMIT 1')
      .get() as { id: number; end_price: string };
    server.db.prepare("UPDATE second_orders SET end_price = '1.00' WHERE id = ?").run(row.id);
    try {
      const report = operator(server, 'second', 'verify');
      expect(report.code).toBe(1);
      expect(report.err).toContain(`order #${row.id}: end: stored trade`);
      expect(report.out).toMatch(/1 mismatch\(es\)/);
    } finally {
      server.db
        .prepare('UPDATE second_orders SET end_price = ? WHERE id = ?')
        .run(row.end_price, row.id);
    }
    expect(operator(server, 'second', 'verify').code).toBe(0);
  });
});
