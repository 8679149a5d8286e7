import type {
  AccountDetail,
  DayMarketPush,
  DealAnswer,
  GlobalTxPush,
  KlinePush,
  MarketDepthPush,
  QuoteGroup,
  SpotOrder,
  TxMatchedPush,
  TxSubmitPush,
} from '@exchange/shared/contract';
import { KLINE_PERIODS } from '@exchange/shared/contract';
import Decimal from 'decimal.js';
import { startTestServer, type TestServer } from './support/test-server';
import { createTrader, type Trader } from './support/traders';
import { WsProbe } from './support/ws-probe';

let server: TestServer;
const probes: WsProbe[] = [];

beforeAll(async () => {
  server = await startTestServer({ orderRateLimit: 0 });
});
afterEach(() => {
  while (probes.length) probes.pop()?.close();
});
afterAll(() => server.close());

async function open(topics: string[], token?: string, lang?: string): Promise<WsProbe> {
  const probe = await WsProbe.open(`${server.wsUrl}${lang ? `?lang=${lang}` : ''}`);
  probes.push(probe);
  if (token) probe.send({ type: 'login', params: token });
  for (const topic of topics) probe.send({ type: 'sub', params: topic });
  for (const topic of topics) {
    await probe.next(
      (frame) => frame.type === 'sub' && frame.params === topic && frame.ok === true,
    );
  }
  return probe;
}

function place(trader: Trader, way: 'buy' | 'sell', pairId: number, price: string, number: string) {
  return server.post<SpotOrder>(way === 'buy' ? 'tx_in/add' : 'tx_out/add', {
    token: trader.token,
    body: { currency_match_id: pairId, price, number },
  });
}

async function deal(pairId: number): Promise<DealAnswer> {
  return (await server.get<DealAnswer>('market/deal', { query: { currency_match_id: pairId } }))
    .data;
}

const near = async (pairId: number, factor: string, decimals: number): Promise<string> =>
  new Decimal((await deal(pairId)).quotation.close)
    .times(factor)
    .toDecimalPlaces(decimals, Decimal.ROUND_DOWN)
    .toFixed(decimals);

const parsed = (
  probe: WsProbe,
  type: string,
): Array<{ at: number; push: Record<string, unknown> }> =>
  probe.frames
    .map((text, index) => ({ text, at: probe.arrivals[index] }))
    .filter(({ text }) => text.startsWith('{'))
    .map(({ text, at }) => ({ at, push: JSON.parse(text) as Record<string, unknown> }))
    .filter(({ push }) => push.type === type && !('ok' in push));

describe('MARKET_DEPTH', () => {
  it('pushes at most 10 times a second per pair with seq +1, and market/deal answers the seq of its snapshot', async () => {
    const trader = createTrader(server.db, { USDT: '10000000' });
    const probe = await open(['MARKET_DEPTH.BTC/USDT']);
    const low = new Decimal(await near(1, '0.7', 2));
    // About 100 book changes a second for 1.5 s.
    const started = Date.now();
    const pending: Array<Promise<unknown>> = [];
    for (let i = 0; i < 150; i++) {
      pending.push(place(trader, 'buy', 1, low.plus(i % 37).toFixed(2), '0.001'));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await Promise.all(pending);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const duration = Date.now() - started;
    const pushes = parsed(probe, 'MARKET_DEPTH');
    expect(pushes.length).toBeGreaterThan(5);
    expect(pushes.length).toBeLessThanOrEqual(Math.ceil(duration / 100) + 1);
    // In any one-second window, at most 10 pushes (+1 for arrival jitter).
    for (let i = 0; i < pushes.length; i++) {
      const inWindow = pushes.filter((p) => p.at >= pushes[i].at && p.at < pushes[i].at + 1000);
      expect(inWindow.length).toBeLessThanOrEqual(11);
    }
    const seqs = pushes.map(({ push }) => push.seq as number);
    for (let i = 1; i < seqs.length; i++) expect(seqs[i]).toBe(seqs[i - 1] + 1);
    const last = pushes[pushes.length - 1].push as unknown as MarketDepthPush;
    expect(Object.keys(last).sort()).toEqual([
      'currency_match_id',
      'depth',
      'epoch',
      'seq',
      'symbol',
      'topic',
      'type',
    ]);
    expect(last).toMatchObject({
      topic: 'MARKET_DEPTH.BTC/USDT',
      currency_match_id: 1,
      symbol: 'BTC/USDT',
    });
    expect(last.depth.in.length).toBeGreaterThanOrEqual(20);
    expect(last.depth.in).toHaveLength(20);
    const snapshot = await deal(1);
    expect(snapshot.seq).toBe(last.seq);
    expect(snapshot.epoch).toBe(last.epoch);
    expect(snapshot.depth).toEqual(last.depth);
  });

  it('a topic typed in lower case subscribes the canonical one and receives its pushes', async () => {
    const trader = createTrader(server.db, { USDT: '1000000' });
    const probe = await WsProbe.open(server.wsUrl);
    probes.push(probe);
    probe.send({ type: 'sub', params: 'market_depth.btc/usdt' });
    expect(await probe.next((frame) => frame.type === 'sub')).toEqual({
      type: 'sub',
      ok: true,
      params: 'market_depth.btc/usdt',
      topic: 'MARKET_DEPTH.BTC/USDT',
    });
    expect((await place(trader, 'buy', 1, await near(1, '0.7', 2), '0.001')).code).toBe(1);
    const push = await probe.next<MarketDepthPush>(
      (frame) => frame.type === 'MARKET_DEPTH' && !('ok' in frame),
    );
    expect(push).toMatchObject({ topic: 'MARKET_DEPTH.BTC/USDT', symbol: 'BTC/USDT' });
    // unsub in any case ends the canonical subscription.
    probe.send({ type: 'unsub', params: 'Market_Depth.BTC/usdt' });
    expect(await probe.next((frame) => frame.type === 'unsub')).toMatchObject({
      ok: true,
      topic: 'MARKET_DEPTH.BTC/USDT',
    });
    const before = parsed(probe, 'MARKET_DEPTH').length;
    await place(trader, 'buy', 1, await near(1, '0.69', 2), '0.001');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(parsed(probe, 'MARKET_DEPTH').length).toBe(before);
  });

  it('market/deal waits for a pending push, so the snapshot already shows a new order', async () => {
    const trader = createTrader(server.db, { USDT: '1000000' });
    const price = await near(2, '0.61', 2);
    const before = await deal(2);
    await place(trader, 'buy', 2, price, '0.5');
    const after = await deal(2);
    expect(after.seq).toBeGreaterThan(before.seq);
    expect(after.depth.in.find((row) => row.price === price)).toMatchObject({ number: '0.500000' });
  });
});

describe('trades on the live channel', () => {
  let maker: Trader;
  let taker: Trader;
  let stranger: Trader;

  beforeAll(() => {
    maker = createTrader(server.db, { LTC: '100', USDT: '100000' });
    taker = createTrader(server.db, { LTC: '100', USDT: '100000' });
    stranger = createTrader(server.db, { LTC: '100', USDT: '100000' });
  });

  it('pushes GLOBAL_TX, KLINE for every period, DAY_MARKET from the trade, and TX_* to the owners only', async () => {
    const pub = await open(['GLOBAL_TX.LTC/USDT', 'KLINE.LTC/USDT', 'DAY_MARKET']);
    const makerProbe = await open(['TX_SUBMIT', 'TX_MATCHED'], maker.token, 'de');
    const takerProbe = await open(['TX_SUBMIT', 'TX_MATCHED'], taker.token);
    const strangerProbe = await open(['TX_SUBMIT', 'TX_MATCHED'], stranger.token);
    const otherPair = await open(['GLOBAL_TX.BTC/USDT', 'KLINE.BTC/USDT']);

    const price = await near(3, '1.02', 2);
    const made = (await place(maker, 'sell', 3, price, '3')).data;
    const submit = await makerProbe.next<TxSubmitPush>((f) => f.type === 'TX_SUBMIT');
    expect(submit).toMatchObject({ type: 'TX_SUBMIT', topic: 'TX_SUBMIT', way: 2 });
    expect(submit.order).toMatchObject({
      id: made.id,
      status: 1,
      way_name: 'Verkauf',
      number: '3.0000',
    });

    const took = (await place(taker, 'buy', 3, price, '1.25')).data;
    expect(took.status).toBe(3);

    const tx = await pub.next<GlobalTxPush>((f) => f.type === 'GLOBAL_TX');
    expect(Object.keys(tx).sort()).toEqual([
      'completes',
      'currency_match_id',
      'epoch',
      'seq',
      'symbol',
      'topic',
      'type',
    ]);
    expect(tx).toMatchObject({
      topic: 'GLOBAL_TX.LTC/USDT',
      currency_match_id: 3,
      symbol: 'LTC/USDT',
    });
    expect(tx.completes).toHaveLength(1);
    expect(tx.completes[0]).toMatchObject({ price, number: '1.2500', amount: '1.2500', way: 2 });
    const recent = (await deal(3)).tx_completes[0];
    expect(recent).toEqual(tx.completes[0]);

    const klines: KlinePush[] = [];
    while (klines.length < KLINE_PERIODS.length) {
      klines.push(await pub.next<KlinePush>((f) => f.type === 'KLINE'));
    }
    expect(klines.map((push) => push.period).sort()).toEqual([...KLINE_PERIODS].sort());
    for (const push of klines) {
      expect(push).toMatchObject({
        topic: 'KLINE.LTC/USDT',
        currency_match_id: 3,
        symbol: 'LTC/USDT',
      });
      expect(Object.keys(push.kline).sort()).toEqual([
        'close',
        'high',
        'low',
        'open',
        'time',
        'volume',
      ]);
      expect(push.kline.close).toBe(price);
      expect(new Decimal(push.kline.high).gte(price)).toBe(true);
    }
    for (let i = 1; i < klines.length; i++) expect(klines[i].seq).toBe(klines[i - 1].seq + 1);

    const day = await pub.next<DayMarketPush>(
      (f) => f.type === 'DAY_MARKET' && f.currency_match_id === 3,
    );
    expect(day.symbol).toBe('LTC/USDT');
    expect(day.quotation.close).toBe(price);
    expect(new Decimal(day.quotation.high).gte(price)).toBe(true);
    expect(new Decimal(day.quotation.low).lte(price)).toBe(true);
    expect(day.quotation.change).toMatch(/^-?\d+\.\d{2}$/);
    const listed = (await server.get<QuoteGroup[]>('market/currency_matches')).data
      .flatMap((group) => group.matches)
      .find((match) => match.id === 3);
    expect(listed?.currency_quotation).toEqual(day.quotation);

    // Private pushes: each owner gets its own order with its balances after the fill.
    const takerSubmit = await takerProbe.next<TxSubmitPush>((f) => f.type === 'TX_SUBMIT');
    expect(takerSubmit.order).toMatchObject({ id: took.id, status: 1, way: 1 });
    const takerMatched = await takerProbe.next<TxMatchedPush>((f) => f.type === 'TX_MATCHED');
    expect(takerMatched.order).toMatchObject({
      id: took.id,
      status: 3,
      transacted_amount: '1.2500',
    });
    const makerMatched = await makerProbe.next<TxMatchedPush>((f) => f.type === 'TX_MATCHED');
    expect(makerMatched.order).toMatchObject({
      id: made.id,
      status: 2,
      status_name: 'Teilweise ausgeführt',
      number: '1.7500',
    });
    const detail = async (trader: Trader, currency: number) =>
      (
        await server.get<AccountDetail>('account/detail', {
          token: trader.token,
          query: { currency_id: currency },
        })
      ).data;
    const ltc = await detail(maker, 4);
    const usdt = await detail(maker, 1);
    expect(makerMatched.base_account).toEqual({
      balance: ltc.balance,
      lock_balance: ltc.lock_balance,
    });
    expect(makerMatched.quote_account).toEqual({
      balance: usdt.balance,
      lock_balance: usdt.lock_balance,
    });
    expect(makerMatched.base_account.lock_balance).toBe('1.75');

    expect(await strangerProbe.collect('TX_MATCHED', 200)).toEqual([]);
    expect(parsed(strangerProbe, 'TX_SUBMIT')).toEqual([]);
    expect(parsed(otherPair, 'GLOBAL_TX')).toEqual([]);
    expect(parsed(otherPair, 'KLINE')).toEqual([]);
    expect(parsed(takerProbe, 'TX_MATCHED')).toHaveLength(1);
  });

  it('refuses the private topics without a login', async () => {
    const probe = await WsProbe.open(server.wsUrl);
    probes.push(probe);
    probe.send({ type: 'sub', params: 'TX_MATCHED' });
    expect(await probe.next()).toMatchObject({ type: 'sub', ok: false });
  });
});

describe('self-trade prevention', () => {
  it("a user's order never trades with that user's resting order: the resting one is cancelled and the owner told", async () => {
    const trader = createTrader(server.db, { LTC: '100', USDT: '100000' });
    const other = createTrader(server.db, { LTC: '100', USDT: '100000' });
    const probe = await open(['TX_MATCHED'], trader.token);
    // One tick below the asks earlier tests left, so these two are the best asks.
    const bestAsk = (await deal(3)).depth.out[0]?.price ?? (await near(3, '1.05', 2));
    const price = new Decimal(bestAsk).minus('0.01').toFixed(2);
    const resting = (await place(trader, 'sell', 3, price, '2')).data;
    // Another user's order behind it at the same price still trades.
    const theirs = (await place(other, 'sell', 3, price, '1')).data;
    const trades = async (): Promise<number> =>
      (server.db.prepare('SELECT COUNT(*) AS n FROM spot_trades').get() as { n: number }).n;
    const tradesBefore = await trades();

    const buy = (await place(trader, 'buy', 3, price, '1')).data;
    expect(buy.status).toBe(3);
    expect(await trades()).toBe(tradesBefore + 1);
    const row = server.db
      .prepare(
        'SELECT buyer_id, seller_id, sell_order_id FROM spot_trades ORDER BY id DESC LIMIT 1',
      )
      .get() as { buyer_id: number; seller_id: number; sell_order_id: number };
    expect(row).toEqual({ buyer_id: trader.id, seller_id: other.id, sell_order_id: theirs.id });

    const cancelled = server.db
      .prepare('SELECT status, transacted_amount, lock_left FROM spot_orders WHERE id = ?')
      .get(resting.id) as { status: number; transacted_amount: string; lock_left: string };
    expect(cancelled.status).toBe(4);
    expect(new Decimal(cancelled.transacted_amount).isZero()).toBe(true);
    expect(new Decimal(cancelled.lock_left).isZero()).toBe(true);
    const pushes = parsed(probe, 'TX_MATCHED').map(({ push }) => push as unknown as TxMatchedPush);
    expect(pushes.some((push) => push.order.id === resting.id && push.order.status === 4)).toBe(
      true,
    );
    // Its 2 LTC are available again; only the bought 1 LTC (less the fee) was added.
    const ltc = (
      await server.get<{ balance: string; lock_balance: string }>('account/detail', {
        token: trader.token,
        query: { currency_id: 4, account_type_id: 1 },
      })
    ).data;
    expect(new Decimal(ltc.lock_balance).isZero()).toBe(true);
    expect(new Decimal(ltc.balance).gt('100.99')).toBe(true);
  });
});
