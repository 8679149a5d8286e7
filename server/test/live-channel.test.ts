import type { DayMarketPush } from '@exchange/shared/contract';
import { hashPassword } from '../src/auth/passwords';
import { createTokenStore } from '../src/auth/tokens';
import { createUserRepo } from '../src/user/user-repo';
import { startTestServer, type TestServer } from './support/test-server';
import { WsProbe } from './support/ws-probe';

let server: TestServer;
const probes: WsProbe[] = [];

async function open(path = ''): Promise<WsProbe> {
  const probe = await WsProbe.open(`${server.wsUrl}${path}`);
  probes.push(probe);
  return probe;
}

beforeAll(async () => {
  server = await startTestServer({ tickerMs: 50 });
});
afterEach(() => {
  while (probes.length) probes.pop()?.close();
});
afterAll(() => server.close());

const DECIMAL = /^-?\d+(\.\d+)?$/;

describe('/ws live channel', () => {
  it('answers the bare string ping with pong', async () => {
    const probe = await open();
    probe.send('ping');
    expect(await probe.next<string>((frame) => frame === 'pong', 2000, true)).toBe('pong');
  });

  it('answers anything else with an error frame', async () => {
    const probe = await open();
    probe.send('hello');
    expect(await probe.next()).toEqual({ type: 'error', ok: false, msg: 'Unknown message' });
    probe.send({ type: 'dance' });
    expect(await probe.next()).toMatchObject({ type: 'error', ok: false });
  });

  it('translates messages with the lang query', async () => {
    const probe = await open('?lang=de');
    probe.send('hello');
    expect(await probe.next()).toEqual({ type: 'error', ok: false, msg: 'Unbekannte Nachricht' });
  });

  it('logs in with a valid token and refuses a bad one', async () => {
    const token = await server.login();
    const probe = await open();
    probe.send({ type: 'login', params: 'f'.repeat(64) });
    expect(await probe.next()).toMatchObject({ type: 'login', ok: false });
    probe.send({ type: 'login', params: token });
    expect(await probe.next()).toEqual({ type: 'login', ok: true });
  });

  it('pushes DAY_MARKET with the contract shape and seq increasing by 1', async () => {
    const probe = await open();
    probe.send({ type: 'sub', params: 'DAY_MARKET' });
    expect(await probe.next()).toEqual({ type: 'sub', ok: true, params: 'DAY_MARKET' });
    const pushes: DayMarketPush[] = [];
    // At least 12 pushes, and on until BTC/USDT traded (which pair the bots move first varies).
    while (
      pushes.length < 12 ||
      (!pushes.some((p) => p.symbol === 'BTC/USDT') && pushes.length < 400)
    )
      pushes.push(await probe.next<DayMarketPush>((f) => f.type === 'DAY_MARKET'));
    for (let i = 1; i < pushes.length; i++) expect(pushes[i].seq).toBe(pushes[i - 1].seq + 1);
    for (const push of pushes) {
      expect(Object.keys(push).sort()).toEqual([
        'currency_match_id',
        'epoch',
        'quotation',
        'seq',
        'symbol',
        'topic',
        'type',
      ]);
      expect(push.topic).toBe('DAY_MARKET');
      expect(push.symbol).toMatch(/^[A-Z]+\/[A-Z]+$/);
      expect(push.quotation.currency_match_id).toBe(push.currency_match_id);
      for (const field of ['close', 'change', 'high', 'low', 'volume'] as const) {
        expect(push.quotation[field]).toMatch(DECIMAL);
      }
    }
    const btc = pushes.find((push) => push.symbol === 'BTC/USDT');
    expect(btc?.currency_match_id).toBe(1);
  });

  it('stops pushing after unsub', async () => {
    const probe = await open();
    probe.send({ type: 'sub', params: 'DAY_MARKET' });
    await probe.next((f) => f.type === 'DAY_MARKET');
    probe.send({ type: 'unsub', params: 'DAY_MARKET' });
    expect(await probe.next((f) => f.type === 'unsub')).toEqual({
      type: 'unsub',
      ok: true,
      params: 'DAY_MARKET',
    });
    expect(await probe.collect('DAY_MARKET', 300)).toEqual([]);
  });

  it('accepts pair topics of known symbols only', async () => {
    const probe = await open();
    probe.send({ type: 'sub', params: 'MARKET_DEPTH.BTC/USDT' });
    expect(await probe.next()).toEqual({ type: 'sub', ok: true, params: 'MARKET_DEPTH.BTC/USDT' });
    // Depth pushes for BTC/USDT may now arrive between the answers: read answers only.
    const answer = (frame: { type?: string }): boolean => frame.type === 'sub';
    probe.send({ type: 'sub', params: 'KLINE.NOPE/USDT' });
    expect(await probe.next(answer)).toMatchObject({
      type: 'sub',
      ok: false,
      params: 'KLINE.NOPE/USDT',
    });
    probe.send({ type: 'sub', params: 'WHATEVER' });
    expect(await probe.next(answer)).toMatchObject({ type: 'sub', ok: false });
  });

  it('refuses private topics anonymously and serves them after login', async () => {
    const probe = await open();
    probe.send({ type: 'sub', params: 'TX_MATCHED' });
    expect(await probe.next()).toEqual({
      type: 'sub',
      ok: false,
      params: 'TX_MATCHED',
      msg: 'Log in to subscribe to TX_MATCHED',
    });
    probe.send({ type: 'login', params: await server.login() });
    // Pipelined like the client does it: the sub right behind the login sees the login.
    probe.send({ type: 'sub', params: 'TX_MATCHED' });
    expect(await probe.next()).toEqual({ type: 'login', ok: true });
    expect(await probe.next()).toEqual({ type: 'sub', ok: true, params: 'TX_MATCHED' });
  });

  it('pushes private topics to their owner only, with a per-owner seq', async () => {
    const users = createUserRepo(server.db);
    const other = users.create({
      email: 'other@exchange.local',
      passwordHash: await hashPassword('other123'),
    });
    const otherToken = createTokenStore(server.db).issue(other.id);
    const demoId = (users.findByEmail('demo@exchange.local') as { id: number }).id;

    const demo = await open();
    const stranger = await open();
    demo.send({ type: 'login', params: await server.login() });
    demo.send({ type: 'sub', params: 'TX_SUBMIT' });
    stranger.send({ type: 'login', params: otherToken });
    stranger.send({ type: 'sub', params: 'TX_SUBMIT' });
    await demo.next((f) => f.type === 'sub');
    await stranger.next((f) => f.type === 'sub');

    server.hub.publishToUser(demoId, 'TX_SUBMIT', { order: { id: 7 }, way: 1 });
    server.hub.publishToUser(demoId, 'TX_SUBMIT', { order: { id: 8 }, way: 2 });
    const first = await demo.next((f) => f.type === 'TX_SUBMIT');
    const second = await demo.next((f) => f.type === 'TX_SUBMIT');
    expect(first).toEqual({
      type: 'TX_SUBMIT',
      topic: 'TX_SUBMIT',
      seq: 1,
      epoch: server.hub.epoch,
      order: { id: 7 },
      way: 1,
    });
    expect(second.seq).toBe(2);
    expect(await stranger.collect('TX_SUBMIT', 200)).toEqual([]);
  });

  it('drops private subscriptions on logout (frame or HTTP)', async () => {
    const token = await server.login();
    const users = createUserRepo(server.db);
    const demoId = (users.findByEmail('demo@exchange.local') as { id: number }).id;
    const probe = await open();
    probe.send({ type: 'login', params: token });
    probe.send({ type: 'sub', params: 'TX_MATCHED' });
    await probe.next((f) => f.type === 'sub');
    probe.send({ type: 'logout' });
    expect(await probe.next()).toEqual({ type: 'logout', ok: true });
    server.hub.publishToUser(demoId, 'TX_MATCHED', { order: {} });
    expect(await probe.collect('TX_MATCHED', 200)).toEqual([]);

    probe.send({ type: 'login', params: token });
    probe.send({ type: 'sub', params: 'TX_MATCHED' });
    await probe.next((f) => f.type === 'sub' && f.ok === true);
    await server.post('user/logout', { token });
    server.hub.publishToUser(demoId, 'TX_MATCHED', { order: {} });
    expect(await probe.collect('TX_MATCHED', 200)).toEqual([]);
    probe.send({ type: 'sub', params: 'TX_MATCHED' });
    expect(await probe.next()).toMatchObject({ type: 'sub', ok: false });
  });

  it('delivers pushes of every frame length as whole text frames, in order with the answers', async () => {
    const probe = await open();
    const binary: boolean[] = [];
    probe.socket.on('message', (_data, isBinary) => binary.push(isBinary));
    probe.send({ type: 'sub', params: 'DAY_MARKET' });
    await probe.next((f) => f.type === 'sub');
    // 7-bit, 16-bit and 64-bit payload lengths (RFC 6455 §5.2), each written once as a frame.
    const sizes = [10, 300, 70_000];
    for (const size of sizes) server.hub.publish('DAY_MARKET', { pad: 'é'.repeat(size) });
    probe.send('ping'); // its answer goes through ws, after the three pushes on the same socket
    for (const size of sizes) {
      const push = await probe.next<{ pad?: string }>((f) => typeof f.pad === 'string');
      expect(push.pad).toBe('é'.repeat(size));
    }
    expect(await probe.next<string>((f) => f === 'pong', 2000, true)).toBe('pong');
    expect(binary).not.toContain(true);
  });

  it('counts connections', async () => {
    // Sockets of earlier tests may still be closing.
    for (let i = 0; i < 100 && server.connectionCount() > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const before = server.connectionCount();
    expect(before).toBe(0);
    const a = await open();
    const b = await open();
    // The server registers a connection as soon as the upgrade completes.
    a.send('ping');
    b.send('ping');
    await a.next<string>((f) => f === 'pong', 2000, true);
    await b.next<string>((f) => f === 'pong', 2000, true);
    expect(server.connectionCount()).toBe(before + 2);
    a.close();
    await a.waitClosed();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.connectionCount()).toBe(before + 1);
  });
});

describe('/ws idle timeout', () => {
  it('closes a connection that stops pinging, keeps one that pings', async () => {
    const idle = await startTestServer({ wsIdleTimeoutMs: 300 });
    try {
      const silent = await WsProbe.open(idle.wsUrl);
      const chatty = await WsProbe.open(idle.wsUrl);
      const timer = setInterval(() => chatty.send('ping'), 100);
      const closed = await silent.waitClosed(3000);
      expect(closed.code).toBe(4000);
      expect(chatty.closed).toBeNull();
      clearInterval(timer);
      chatty.close();
    } finally {
      await idle.close();
    }
  });

  it('refuses upgrades on other paths', async () => {
    await expect(WsProbe.open(`${server.url.replace(/^http/, 'ws')}/other`)).rejects.toThrow();
  });
});
