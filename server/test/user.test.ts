import type { LoginAnswer, UserInfo } from '@exchange/shared/contract';
import { hashToken } from '../src/auth/tokens';
import {
  DEMO_COUNTRY_CODE,
  DEMO_EMAIL,
  DEMO_MOBILE,
  DEMO_PASSWORD,
} from '../src/seed/demo-account';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const GENERIC_FAILURE = 'Incorrect account or password';

describe('user/login', () => {
  it('answers the same generic code 0 for a wrong password and an unknown account', async () => {
    const wrongPassword = await server.post('user/login', {
      body: { account: DEMO_EMAIL, password: 'wrong-one', login_type: 'email' },
    });
    const unknownAccount = await server.post('user/login', {
      body: { account: 'nobody@exchange.local', password: DEMO_PASSWORD, login_type: 'email' },
    });
    expect(wrongPassword).toEqual({ code: 0, msg: GENERIC_FAILURE, data: null });
    expect(unknownAccount).toEqual(wrongPassword);
  });

  it('logs in with the e-mail in any case and answers token + user info', async () => {
    const answer = await server.post<LoginAnswer>('user/login', {
      body: { account: '  Demo@Exchange.LOCAL ', password: DEMO_PASSWORD, login_type: 'email' },
    });
    expect(answer.code).toBe(1);
    expect(answer.msg).toBe('Logged in successfully');
    expect(answer.data.token).toMatch(/^[0-9a-f]{64}$/);
    expect(answer.data).toMatchObject({
      email: DEMO_EMAIL,
      account: DEMO_EMAIL,
      mobile: DEMO_MOBILE,
      review_status: 0,
      is_seller: false,
    });
    expect(answer.data.uid).toMatch(/^\d{8}$/);
    expect(answer.data.invite_code).toMatch(/^[A-Z0-9]{6}$/);
  });

  it('logs in by mobile with the country code', async () => {
    const answer = await server.post<LoginAnswer>('user/login', {
      body: {
        account: DEMO_MOBILE,
        password: DEMO_PASSWORD,
        login_type: 'mobile',
        country_code: DEMO_COUNTRY_CODE,
      },
    });
    expect(answer.code).toBe(1);
    const wrongCountry = await server.post('user/login', {
      body: {
        account: DEMO_MOBILE,
        password: DEMO_PASSWORD,
        login_type: 'mobile',
        country_code: '44',
      },
    });
    expect(wrongCountry.msg).toBe(GENERIC_FAILURE);
  });

  it('stores neither the password nor the token in clear', async () => {
    const token = await server.login();
    const user = server.db
      .prepare('SELECT password_hash FROM users WHERE email = ?')
      .get(DEMO_EMAIL) as {
      password_hash: string;
    };
    expect(user.password_hash).toMatch(/^scrypt\$/);
    expect(user.password_hash).not.toContain(DEMO_PASSWORD);
    const rows = server.db.prepare('SELECT token_hash FROM tokens').all() as Array<{
      token_hash: string;
    }>;
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.some((row) => row.token_hash === hashToken(token))).toBe(true);
  });
});

describe('user/info and user/logout', () => {
  it('answers 999 without a token or with a made-up one', async () => {
    const anonymous = await server.get('user/info');
    expect(anonymous).toEqual({ code: 999, msg: 'Please log in first', data: null });
    const madeUp = await server.get('user/info', { token: 'f'.repeat(64) });
    expect(madeUp.code).toBe(999);
    const garbage = await server.get('user/info', { token: 'not a token' });
    expect(garbage.code).toBe(999);
  });

  it('answers the user info for a valid token', async () => {
    const token = await server.login();
    const answer = await server.get<UserInfo>('user/info', { token });
    expect(answer.code).toBe(1);
    expect(Object.keys(answer.data).sort()).toEqual(
      [
        'account',
        'email',
        'id',
        'invite_code',
        'is_seller',
        'mobile',
        'pay_password_set',
        'review_status',
        'uid',
      ].sort(),
    );
    expect(answer.data.account).toBe(DEMO_EMAIL);
  });

  it('revokes the token on logout; other sessions stay', async () => {
    const token = await server.login();
    const other = await server.login();
    const logout = await server.post('user/logout', { token });
    expect(logout).toEqual({ code: 1, msg: 'Logged out', data: null });
    expect((await server.get('user/info', { token })).code).toBe(999);
    expect((await server.post('user/logout', { token })).code).toBe(999);
    expect((await server.get('user/info', { token: other })).code).toBe(1);
  });

  it('answers 999 for an expired token', async () => {
    const token = await server.login();
    server.db
      .prepare('UPDATE tokens SET expires_at = ? WHERE token_hash = ?')
      .run(Date.now() - 1, hashToken(token));
    expect((await server.get('user/info', { token })).code).toBe(999);
  });

  it('accepts a bodyless POST for logout', async () => {
    const token = await server.login();
    const response = await fetch(`${server.url}/api/user/logout`, {
      method: 'POST',
      headers: { authorization: token },
    });
    expect(((await response.json()) as { code: number }).code).toBe(1);
  });
});
