import { createTokenStore } from '../src/auth/tokens';
import { DEFAULT_TOKEN_TTL_MS, optionsFromEnv, resolveOptions } from '../src/options';
import { startTestServer, type TestServer } from './support/test-server';
import { createTrader } from './support/traders';
import { WsProbe } from './support/ws-probe';

const HOUR_MS = 60 * 60 * 1000;

describe('token lifetime', () => {
  it('is 7 days unless TOKEN_TTL_HOURS says otherwise, and never below a minute', () => {
    expect(DEFAULT_TOKEN_TTL_MS).toBe(7 * 24 * HOUR_MS);
    expect(resolveOptions({}).tokenTtlMs).toBe(7 * 24 * HOUR_MS);
    expect(resolveOptions(optionsFromEnv({ TOKEN_TTL_HOURS: '12' })).tokenTtlMs).toBe(12 * HOUR_MS);
    expect(() => resolveOptions(optionsFromEnv({ TOKEN_TTL_HOURS: '0' }))).toThrow(/minute/);
    expect(() => optionsFromEnv({ TOKEN_TTL_HOURS: '1.5' })).toThrow(/TOKEN_TTL_HOURS/);
  });
});

describe('sessions on the API and the live channel', () => {
  let server: TestServer;
  let clock: number;
  const probes: WsProbe[] = [];

  beforeAll(async () => {
    server = await startTestServer({ tokenTtlMs: 2 * HOUR_MS });
  });
  afterEach(() => {
    while (probes.length) probes.pop()?.close();
  });
  afterAll(() => server.close());

  const open = async (): Promise<WsProbe> => {
    const probe = await WsProbe.open(server.wsUrl);
    probes.push(probe);
    return probe;
  };
  const userInfoCode = async (token: string): Promise<number> =>
    (await server.get('user/info', { token })).code;

  it('a token issued by login lives the configured lifetime, then answers 999 and is refused on /ws', async () => {
    const before = Date.now();
    const token = await server.login();
    const row = server.db
      .prepare('SELECT created_at, expires_at FROM tokens ORDER BY id DESC LIMIT 1')
      .get() as { created_at: number; expires_at: number };
    expect(row.expires_at - row.created_at).toBe(2 * HOUR_MS);
    expect(row.created_at).toBeGreaterThanOrEqual(before);
    expect(await userInfoCode(token)).toBe(1);

    // Time passes: the stored expiry is now behind us.
    server.db
      .prepare('UPDATE tokens SET expires_at = ? WHERE created_at = ?')
      .run(Date.now() - 1, row.created_at);
    expect(await userInfoCode(token)).toBe(999);
    const probe = await open();
    probe.send({ type: 'login', params: token });
    expect(await probe.next()).toMatchObject({ type: 'login', ok: false });
  });

  it('expires by the store’s own clock too', () => {
    const trader = createTrader(server.db, {});
    clock = 1_000_000;
    const tokens = createTokenStore(server.db, { ttlMs: HOUR_MS, now: () => clock });
    const token = tokens.issue(trader.id);
    clock += HOUR_MS - 1;
    expect(tokens.resolve(token)?.userId).toBe(trader.id);
    clock += 1;
    expect(tokens.resolve(token)).toBeNull();
  });

  it('logout revokes on the server: the API answers 999 and /ws refuses the token afterwards', async () => {
    const token = await server.login();
    const other = await server.login();
    const probe = await open();
    probe.send({ type: 'login', params: token });
    expect(await probe.next()).toMatchObject({ type: 'login', ok: true });

    expect((await server.post('user/logout', { token })).code).toBe(1);
    expect(await userInfoCode(token)).toBe(999);
    expect(await userInfoCode(other)).toBe(1);
    const revoked = server.db
      .prepare('SELECT COUNT(*) AS n FROM tokens WHERE revoked_at IS NOT NULL AND revoked_at <= ?')
      .get(Date.now()) as { n: number };
    expect(revoked.n).toBeGreaterThan(0);

    const later = await open();
    later.send({ type: 'login', params: token });
    expect(await later.next()).toMatchObject({ type: 'login', ok: false });
    // The connection that was logged in with it lost its session: private topics are refused.
    probe.send({ type: 'sub', params: 'TX_MATCHED' });
    expect(await probe.next()).toMatchObject({ type: 'sub', ok: false });
  });
});
