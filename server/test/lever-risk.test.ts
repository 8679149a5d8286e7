import type { LeverClosedPush, LeverTradePush } from '@exchange/shared/contract/lever';
import { createLeverLedger } from '../src/lever/lever-ledger';
import { runOvernight } from '../src/lever/lever-overnight';
import { createLeverStore } from '../src/lever/lever-store';
import { loadPairs } from '../src/market/pairs-repo';
import { credit, operator } from './assets-helpers';
import {
  LEVER,
  lastPriceIs,
  leverBalance,
  leverUser,
  pairIdOf,
  row,
  spotMarket,
  submit,
  tradeAt,
  type Market,
} from './lever-helpers';
import { startTestServer, tempDir, type TestServer } from './support/test-server';
import { WsProbe } from './support/ws-probe';

let server: TestServer;
let market: Market;
let dataDir: string;

beforeAll(async () => {
  // A BTC-quoted pair open to leverage too: liquidation must leave it alone.
  dataDir = tempDir('lever-risk');
  const first = await startTestServer({ dataDir, tickerMs: 0 });
  first.db
    .prepare('UPDATE currency_matches SET open_lever = 1 WHERE id = ?')
    .run(pairIdOf(first, 'ETH/BTC'));
  await first.close();
  server = await startTestServer({ dataDir, tickerMs: 0, orderRateLimit: 0 });
  market = spotMarket(server);
});
afterAll(() => server.close());

describe('lever: liquidation', () => {
  it('closes exactly the positions of that quote currency at the threshold, never below 0', async () => {
    const btcUsdt = pairIdOf(server, 'BTC/USDT');
    const ethUsdt = pairIdOf(server, 'ETH/USDT');
    const ethBtc = pairIdOf(server, 'ETH/BTC');
    // BTC long 100x: fill 100100, margin 10.01, fee 1.001. ETH long 100x at 3400: fill 3403.4,
    // 0.1 ETH, margin 3.4034, fee 0.34034. The USDT balance is exactly what they take.
    const user = await leverUser(server, '14.75474');
    credit(server, user.id, 2, LEVER, '1');
    await tradeAt(server, market, btcUsdt, '100000.00');
    await tradeAt(server, market, ethUsdt, '3400.00');
    await lastPriceIs(server, user.token, btcUsdt, '100000.00');
    await lastPriceIs(server, user.token, ethUsdt, '3400.00');

    const probe = await WsProbe.open(server.wsUrl);
    probe.send({ type: 'login', params: user.token });
    probe.send({ type: 'sub', params: 'LEVER_CLOSED' });
    probe.send({ type: 'sub', params: 'LEVER_TRADE' });
    await probe.next((f) => f.type === 'sub' && f.params === 'LEVER_TRADE' && f.ok === true);

    const btc = await submit(server, user.token, { currency_match_id: btcUsdt, multiple: 100 });
    const eth = await submit(server, user.token, { currency_match_id: ethUsdt, multiple: 100 });
    const other = await submit(server, user.token, { currency_match_id: ethBtc, multiple: 10 });
    expect([btc.code, eth.code, other.code]).toEqual([1, 1, 1]);
    expect(btc.data.caution_money).toBe('10.01');
    expect(eth.data.caution_money).toBe('3.4034');
    expect(leverBalance(server, user.id)).toEqual({ balance: '0', lock: '0' });

    // 100000 -> 99700: BTC -4, ETH (3400 - 3403.4) x 0.1 = -0.34
    // -> (0 + 13.4134 - 4.34) / 13.4134 = 67.64 %: kept.
    await tradeAt(server, market, btcUsdt, '99700.00');
    const live = await probe.next<LeverTradePush>(
      (f) => f.type === 'LEVER_TRADE' && f.profits_all === '-4.34',
    );
    expect(live.hazard_rate).toBe('67.64');
    expect(live.trades_all.map((t) => t.id).sort()).toEqual([btc.data.id, eth.data.id].sort());
    expect(row(server, btc.data.id)).toMatchObject({ status: 1 });

    // 99000: BTC -11 -> (13.4134 - 11.34) / 13.4134 = 15.5 % <= 50 %: both USDT positions close.
    await tradeAt(server, market, btcUsdt, '99000.00');
    const closed = await probe.next<LeverClosedPush>((f) => f.type === 'LEVER_CLOSED');
    expect(closed.reason).toBe('liquidation');
    expect([...closed.id].sort()).toEqual([btc.data.id, eth.data.id].sort());
    expect(row(server, btc.data.id)).toMatchObject({
      status: 3,
      close_reason: 'liquidation',
      close_price: '99000',
      profits: '-11',
    });
    expect(row(server, eth.data.id)).toMatchObject({ status: 3, close_reason: 'liquidation' });
    expect(row(server, other.data.id)).toMatchObject({ status: 1 });
    // ETH hands back 3.4034 - 0.34; BTC's loss beyond its margin (0.99) nets against it.
    expect(leverBalance(server, user.id)).toEqual({ balance: '2.0734', lock: '0' });
    probe.close();
  });
});

describe('lever: overnight fee', () => {
  it('charges once per position per UTC day, however often the job runs', async () => {
    const btcUsdt = pairIdOf(server, 'BTC/USDT');
    const user = await leverUser(server, '1000');
    await tradeAt(server, market, btcUsdt, '100000.00');
    await lastPriceIs(server, user.token, btcUsdt, '100000.00');
    const opened = await submit(server, user.token, { currency_match_id: btcUsdt });
    expect(opened.code).toBe(1);
    const now = Date.now();
    // Held since yesterday (the job only charges positions held over midnight UTC).
    server.db
      .prepare('UPDATE lever_orders SET opened_ms = ? WHERE id = ?')
      .run(now - 2 * 24 * 3600 * 1000, opened.data.id);
    const before = leverBalance(server, user.id).balance;
    const pairs = new Map(loadPairs(server.db).map((pair) => [pair.id, pair]));
    const deps = {
      db: server.db,
      store: createLeverStore(server.db),
      ledger: createLeverLedger(server.db),
      market: { pairById: (id: number) => pairs.get(id) },
    };
    const first = runOvernight(deps, now);
    const second = runOvernight(deps, now + 1000);
    expect(first).toBeGreaterThanOrEqual(1);
    expect(second).toBe(0);
    // 100100 x 0.01 x 0.0005 = 0.5005
    expect(row(server, opened.data.id)).toMatchObject({ overnight_money: '0.5005' });
    expect(before).toBe('898.899');
    expect(leverBalance(server, user.id).balance).toBe('898.3985');
    const charges = server.db
      .prepare('SELECT COUNT(*) AS n FROM lever_overnight_charges WHERE order_id = ?')
      .get(opened.data.id) as { n: number };
    expect(charges.n).toBe(1);
    const log = server.db
      .prepare(
        `SELECT reason, value FROM balance_logs WHERE user_id = ? AND reason = 'lever_overnight'`,
      )
      .all(user.id);
    expect(log).toEqual([{ reason: 'lever_overnight', value: '-0.5005' }]);
    // A new day charges again.
    expect(runOvernight(deps, now + 24 * 3600 * 1000)).toBeGreaterThanOrEqual(1);
    expect(row(server, opened.data.id)).toMatchObject({ overnight_money: '1.001' });
  });
});

describe('lever: operator commands', () => {
  it('lists a user’s open positions and the settings, read only', async () => {
    const btcUsdt = pairIdOf(server, 'BTC/USDT');
    const user = await leverUser(server, '1000');
    await tradeAt(server, market, btcUsdt, '100000.00');
    await lastPriceIs(server, user.token, btcUsdt, '100000.00');
    const opened = await submit(server, user.token, { currency_match_id: btcUsdt });
    const { uid } = server.db.prepare('SELECT uid FROM users WHERE id = ?').get(user.id) as {
      uid: string;
    };
    const positions = operator(server, 'lever', 'positions', uid);
    expect(positions.code).toBe(0);
    expect(positions.out).toContain(`#${opened.data.id}  open  BTC/USDT  long`);
    const settings = operator(server, 'lever', 'settings');
    expect(settings.out).toContain('liquidation threshold: 50 %');
    expect(operator(server, 'lever', 'positions', 'nobody').code).toBe(1);
  });
});
