import type { DealAnswer, Depth, MarketDepthPush, SpotOrder } from '@exchange/shared/contract';
import Decimal from 'decimal.js';
import { startGateway, type RunningGateway } from '../src/cluster/gateway';
import { startRedis, type RedisProcess } from './support/redis';
import { startTestServer, writeManifest, type TestServer } from './support/test-server';
import { createTrader, type Trader } from './support/traders';
import { WsProbe } from './support/ws-probe';

// The scale-out layout (docs/architecture.md#scale-out) against a real redis-server: one core,
// two gateways. What a client sees through a gateway must be what it would see on the core.

const SECRET = 'cluster-test-secret-0123456789';
const DEPTH_TOPIC = 'MARKET_DEPTH.BTC/USDT';
const PAIR_ID = 1;

const redisFound = startRedis.available();
if (!redisFound && process.env.CI) {
  throw new Error('redis-server is missing: npm test installs it (apt-get install redis-server)');
}
const suite = redisFound ? describe : describe.skip;

let redis: RedisProcess;
let core: TestServer;
const gateways: RunningGateway[] = [];
const probes: WsProbe[] = [];

const gateway = async (port = 0): Promise<RunningGateway> => {
  const started = await startGateway({
    coreUrl: core.url,
    redisUrl: redis.url,
    clusterSecret: SECRET,
    deployDir: core.deployDir,
    port,
  });
  gateways.push(started);
  return started;
};

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const wsOf = (base: string): string => `${base.replace(/^http/, 'ws')}/ws`;

const open = async (base: string, topics: string[], token?: string): Promise<WsProbe> => {
  const probe = await WsProbe.open(wsOf(base));
  probes.push(probe);
  if (token) probe.send({ type: 'login', params: token });
  for (const topic of topics) probe.send({ type: 'sub', params: topic });
  for (const topic of topics) {
    await probe.next(
      (frame) => frame.type === 'sub' && frame.params === topic && frame.ok === true,
    );
  }
  return probe;
};

const api = async <T>(base: string, path: string, init: RequestInit = {}): Promise<T> => {
  const response = await fetch(`${base}/api/${path}`, init);
  const body = (await response.json()) as { code: number; msg: string; data: T };
  if (body.code !== 1) throw new Error(`${path}: ${body.msg}`);
  return body.data;
};

const deal = (base: string): Promise<DealAnswer> =>
  api<DealAnswer>(base, `market/deal?currency_match_id=${PAIR_ID}`);

const place = (base: string, trader: Trader, price: string): Promise<SpotOrder> =>
  api<SpotOrder>(base, 'tx_in/add', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: trader.token },
    body: JSON.stringify({ currency_match_id: PAIR_ID, price, number: '0.001' }),
  });

/** One trade on the core at the last price (a new seller's 0.001 BTC); answers the buyer. */
const tradeOnCore = async (): Promise<Trader> => {
  const price = new Decimal((await deal(core.url)).quotation.close).toFixed(2);
  const seller = createTrader(core.db, { BTC: '1' });
  const buyer = createTrader(core.db, { USDT: '1000000' });
  await api(core.url, 'tx_out/add', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: seller.token },
    body: JSON.stringify({ currency_match_id: PAIR_ID, price, number: '0.001' }),
  });
  await place(core.url, buyer, price);
  return buyer;
};

/** A price well below the market, so the bids rest in the book and change its depth. */
const restingBid = async (offset: number): Promise<string> =>
  new Decimal((await deal(core.url)).quotation.close)
    .times('0.7')
    .plus(offset)
    .toDecimalPlaces(2, Decimal.ROUND_DOWN)
    .toFixed(2);

const depthPushes = (probe: WsProbe): MarketDepthPush[] =>
  probe.frames
    .filter((text) => text.startsWith('{"type":"MARKET_DEPTH"'))
    .map((text) => JSON.parse(text) as MarketDepthPush);

/**
 * A client's book as the wire contract keeps it: a snapshot, then each push one seq later; a
 * gap or a new epoch sends it back to a snapshot (through the gateway, as a browser would).
 */
class ClientBook {
  seq = 0;
  epoch = '';
  depth: Depth | null = null;
  private taken = 0;

  constructor(
    private readonly base: string,
    private readonly probe: WsProbe,
  ) {}

  async snapshot(): Promise<void> {
    const answer = await deal(this.base);
    if (answer.epoch !== this.epoch || answer.seq >= this.seq) {
      ({ seq: this.seq, epoch: this.epoch, depth: this.depth } = answer);
    }
  }

  /** Applies the pushes received since the last call. */
  async catchUp(): Promise<void> {
    const pushes = depthPushes(this.probe);
    for (const push of pushes.slice(this.taken)) {
      if (push.epoch === this.epoch && push.seq <= this.seq) continue;
      if (push.epoch !== this.epoch || push.seq !== this.seq + 1) await this.snapshot();
      else ({ seq: this.seq, depth: this.depth } = push);
    }
    this.taken = pushes.length;
  }
}

/** Waits until every book equals the core's current snapshot; answers how long it took. */
const booksEqualCore = async (books: ClientBook[], withinMs: number): Promise<number> => {
  const started = Date.now();
  for (;;) {
    const truth = await deal(core.url);
    for (const book of books) await book.catchUp();
    if (books.every((book) => JSON.stringify(book.depth) === JSON.stringify(truth.depth))) {
      return Date.now() - started;
    }
    if (Date.now() - started > withinMs) {
      throw new Error(`books still differ from the core after ${withinMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

suite('core + two gateways over Redis', () => {
  beforeAll(async () => {
    redis = await startRedis();
    core = await startTestServer({ redisUrl: redis.url, clusterSecret: SECRET, orderRateLimit: 0 });
    await gateway();
    await gateway();
  });
  afterEach(() => {
    while (probes.length) probes.pop()?.close();
  });
  afterAll(async () => {
    for (const started of gateways) await started.close();
    await core?.close();
    await redis?.stop();
  });

  it('a client on each gateway sees the same depth pushes, seq and epoch as one on the core', async () => {
    const [one, two] = gateways;
    const onCore = await open(core.url, [DEPTH_TOPIC]);
    const onOne = await open(one.url, [DEPTH_TOPIC]);
    const onTwo = await open(two.url, [DEPTH_TOPIC]);
    const trader = createTrader(core.db, { USDT: '1000000' });
    for (let i = 0; i < 12; i++) {
      await place(i % 2 ? one.url : two.url, trader, await restingBid(i));
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    const expected = depthPushes(onCore);
    expect(expected.length).toBeGreaterThanOrEqual(6);
    await onOne.next((push) => push.seq === expected[expected.length - 1].seq);
    await onTwo.next((push) => push.seq === expected[expected.length - 1].seq);
    expect(depthPushes(onOne)).toEqual(expected);
    expect(depthPushes(onTwo)).toEqual(expected);
    // The snapshot a gateway forwards carries the same numbering.
    const snapshot = await deal(one.url);
    expect({ seq: snapshot.seq, epoch: snapshot.epoch }).toEqual({
      seq: expected[expected.length - 1].seq,
      epoch: expected[0].epoch,
    });
  });

  it('a gateway answers the snapshot and the pair lists from its stream, equal to the core', async () => {
    const [one] = gateways;
    await deal(one.url); // the pair is taken from the core once
    const readsAfterSeed = one.coreReads();
    expect(readsAfterSeed).toBeGreaterThan(0);
    const buyer = await tradeOnCore(); // GLOBAL_TX, DAY_MARKET and MARKET_DEPTH pushes
    await place(core.url, buyer, await restingBid(2));
    const started = Date.now();
    for (;;) {
      const [truth, served] = [await deal(core.url), await deal(one.url)];
      if (JSON.stringify(served) === JSON.stringify(truth)) break;
      if (Date.now() - started > 2000) expect(served).toEqual(truth);
      await pause(50);
    }
    expect(one.coreReads()).toBe(readsAfterSeed);
    type Groups = Array<{ matches: Array<{ id: number; currency_quotation: unknown }> }>;
    const quotes = async (base: string) =>
      (await api<Groups>(base, 'market/currency_matches')).flatMap((group) =>
        group.matches.map((match) => [match.id, match.currency_quotation]),
      );
    expect(await quotes(one.url)).toEqual(await quotes(core.url));
    // An unknown pair still gets the core's own refusal.
    const refused = await fetch(`${one.url}/api/market/deal?currency_match_id=999`);
    expect(((await refused.json()) as { code: number }).code).toBe(0);
  });

  it('private pushes reach only their owner, whichever gateway each uses', async () => {
    const [one, two] = gateways;
    const alice = createTrader(core.db, { USDT: '100000' });
    const bob = createTrader(core.db, { USDT: '100000' });
    const aliceOnOne = await open(one.url, ['TX_SUBMIT', 'ACCOUNT_BALANCE'], alice.token);
    const bobOnTwo = await open(two.url, ['TX_SUBMIT', 'ACCOUNT_BALANCE'], bob.token);
    const anonymous = await open(two.url, [DEPTH_TOPIC]);
    // Alice orders through the other gateway; her push comes back on hers.
    const order = await place(two.url, alice, await restingBid(1));
    const submitted = await aliceOnOne.next(
      (push) => push.type === 'TX_SUBMIT' && (push.order as SpotOrder | undefined)?.id === order.id,
    );
    expect(submitted).toMatchObject({ topic: 'TX_SUBMIT', seq: expect.any(Number) });
    // Her balance push (sent before or after the order's) arrived too.
    expect(aliceOnOne.frames.some((text) => text.startsWith('{"type":"ACCOUNT_BALANCE"'))).toBe(
      true,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const strangers = [...bobOnTwo.frames, ...anonymous.frames];
    expect(
      strangers.filter((text) => /^\{"type":"(TX_SUBMIT|ACCOUNT_BALANCE)"/.test(text)),
    ).toEqual([]);
  });

  it('topics the core only computes for listeners (klines) reach a listener on a gateway', async () => {
    const [, two] = gateways;
    const listener = await open(two.url, ['KLINE.BTC/USDT']);
    await pause(200); // the gateway's presence record reaches the core
    await tradeOnCore();
    expect(await listener.next((push) => push.type === 'KLINE')).toMatchObject({
      topic: 'KLINE.BTC/USDT',
      symbol: 'BTC/USDT',
    });
  });

  it('a private topic needs a login the core accepts', async () => {
    const [one] = gateways;
    const probe = await WsProbe.open(wsOf(one.url));
    probes.push(probe);
    probe.send({ type: 'login', params: 'f'.repeat(64) });
    expect(await probe.next((frame) => frame.type === 'login')).toMatchObject({ ok: false });
    probe.send({ type: 'sub', params: 'TX_SUBMIT' });
    expect(await probe.next((frame) => frame.type === 'sub')).toMatchObject({ ok: false });
    // The cluster calls answer 404 to anyone without the secret.
    const response = await fetch(`${core.url}/cluster/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'x' }),
    });
    expect(response.status).toBe(404);
  });

  it('a logout through a gateway unbinds the session on every gateway', async () => {
    const [one, two] = gateways;
    const carol = createTrader(core.db, { USDT: '1000' });
    const onTwo = await open(two.url, ['TX_SUBMIT'], carol.token);
    await api(one.url, 'user/logout', { method: 'POST', headers: { authorization: carol.token } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(two.hub.subscriberCount('TX_SUBMIT')).toBe(0);
    onTwo.drain();
  });

  it('an area version switch reaches open pages on the core and on every gateway within 2 s', async () => {
    const listeners = [
      await open(core.url, ['REMOTES']),
      ...(await Promise.all(gateways.map((started) => open(started.url, ['REMOTES'])))),
    ];
    const switched = Date.now();
    writeManifest(core.deployDir, '1.0.1');
    for (const listener of listeners) {
      expect(await listener.next((push) => push.type === 'REMOTES', 2000)).toMatchObject({
        topic: 'REMOTES',
        seq: expect.any(Number),
      });
    }
    expect(Date.now() - switched).toBeLessThan(2000);
  });

  it('after a gateway restarts, its clients reconnect and hold the core book within 2 s', async () => {
    const first = gateways[0];
    const port = first.port;
    const trader = createTrader(core.db, { USDT: '1000000' });
    await first.close();
    gateways.splice(gateways.indexOf(first), 1);
    await place(core.url, trader, await restingBid(5));
    const restarted = await gateway(port);
    const started = Date.now();
    const probe = await open(restarted.url, [DEPTH_TOPIC]);
    const book = new ClientBook(restarted.url, probe);
    await book.snapshot();
    await place(restarted.url, trader, await restingBid(6));
    await booksEqualCore([book], 2000);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('after Redis restarts, every client book equals the core book within 2 s', async () => {
    const trader = createTrader(core.db, { USDT: '1000000' });
    const books: ClientBook[] = [];
    for (const started of gateways) {
      const probe = await open(started.url, [DEPTH_TOPIC]);
      const book = new ClientBook(started.url, probe);
      await book.snapshot();
      books.push(book);
    }
    await redis.stop();
    // The book changes while Redis is away (depth pushes go out up to 100 ms after a change):
    // these pushes cannot reach the gateways, and nothing changes after Redis is back.
    await pause(200);
    await place(core.url, trader, await restingBid(7));
    await place(core.url, trader, await restingBid(8));
    await pause(400);
    expect(core.streamDropped()).toBeGreaterThan(0);
    await redis.restart();
    const took = await booksEqualCore(books, 2000);
    expect(took).toBeLessThan(2000);
  });
});
