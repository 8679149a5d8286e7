import type { UserInfo } from '@exchange/shared/contract';
import type { LegacyAnswer } from '@exchange/shared/contract/personal';
import { hashPassword, verifyPassword } from '../src/auth/passwords';
import { createTokenStore } from '../src/auth/tokens';
import { checkPayPassword } from '../src/personal/pay-password';
import { createUserRepo } from '../src/user/user-repo';
import { sendEmailCode, uniqueEmail, uniqueIp, uniqueMobile, wrongCode } from './support/codes';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ devOutbox: true, trustProxy: true });
});
afterAll(() => server.close());

type TestUser = { id: number; email: string; password: string; token: string };

/** A user with a real login password, logged in through the API. */
async function newUser(): Promise<TestUser> {
  const email = uniqueEmail('personal');
  const password = 'oldpass11';
  const user = createUserRepo(server.db).create({
    email,
    passwordHash: await hashPassword(password),
  });
  const token = await server.login(email, password);
  return { id: user.id, email, password, token };
}

const row = (userId: number): Record<string, unknown> =>
  server.db.prepare('SELECT * FROM users WHERE id = ?').get(userId) as Record<string, unknown>;

const info = (token: string) => server.get<UserInfo>('user/info', { token });

describe('user/amend_password', () => {
  it('checks the fields in order with their own messages and changes nothing', async () => {
    const user = await newUser();
    const before = row(user.id).password_hash;
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { new_password: 'newpass22', secondary_password: 'newpass22' },
        'Please enter your current password',
      ],
      [{ old_password: user.password, secondary_password: 'x' }, 'Please enter the password'],
      [
        { old_password: user.password, new_password: 'abc', secondary_password: 'abc' },
        'The password must be 6 to 16 letters or digits',
      ],
      [
        { old_password: user.password, new_password: 'newpass22' },
        'Please enter the password again to confirm it',
      ],
      [
        { old_password: user.password, new_password: 'newpass22', secondary_password: 'newpass23' },
        'The two passwords do not match',
      ],
      [
        { old_password: 'wrongpass1', new_password: 'newpass22', secondary_password: 'newpass22' },
        'The current password is incorrect',
      ],
      [
        { old_password: ['x'], new_password: 'newpass22', secondary_password: 'newpass22' },
        'Invalid parameter: old_password',
      ],
    ];
    for (const [body, msg] of cases) {
      const answer = await server.post('user/amend_password', { token: user.token, body });
      expect({ body, answer }).toEqual({ body, answer: { code: 0, msg, data: null } });
    }
    expect(row(user.id).password_hash).toBe(before);
    expect((await server.post('user/amend_password', { body: {} })).code).toBe(999);
  });

  it('changes the password, revokes the other sessions and keeps the caller', async () => {
    const user = await newUser();
    const other = await server.login(user.email, user.password);
    const answer = await server.post('user/amend_password', {
      token: user.token,
      body: {
        old_password: user.password,
        new_password: 'newpass22',
        secondary_password: 'newpass22',
      },
      lang: 'fr',
    });
    expect(answer).toEqual({ code: 1, msg: 'Mot de passe modifié', data: null });
    expect((await info(user.token)).code).toBe(1);
    expect((await info(other)).code).toBe(999);
    expect(await verifyPassword('newpass22', String(row(user.id).password_hash))).toBe(true);
    await expect(server.login(user.email, user.password)).rejects.toThrow('login failed');
    expect(await server.login(user.email, 'newpass22')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('user/amend_pay_password', () => {
  const sendTradeCode = async (user: TestUser): Promise<string> => {
    const sent = await sendEmailCode(
      server,
      { to: 'ignored@example.com', type: 3 },
      { token: user.token },
    );
    expect(sent.code).toBe(1);
    return server.outboxCode(user.email, 3);
  };

  it('needs a valid type-3 code of the caller and stores only a scrypt hash', async () => {
    const user = await newUser();
    expect((await info(user.token)).data.pay_password_set).toBe(false);
    const body = { password: 'trade123', re_password: 'trade123' };
    const noCode = await server.post('user/amend_pay_password', { token: user.token, body });
    expect(noCode.msg).toBe('Please enter the verification code');
    const code = await sendTradeCode(user);
    const wrong = await server.post('user/amend_pay_password', {
      token: user.token,
      body: { ...body, auth_code: wrongCode(code) },
    });
    expect(wrong).toEqual({
      code: 0,
      msg: 'The verification code is wrong or has expired',
      data: null,
    });
    expect(row(user.id).pay_password_hash).toBeNull();

    // Another user's valid code does not work for this one.
    const stranger = await newUser();
    const strangerCode = await sendTradeCode(stranger);
    const foreign = await server.post('user/amend_pay_password', {
      token: user.token,
      body: { ...body, auth_code: strangerCode === code ? wrongCode(code) : strangerCode },
    });
    expect(foreign.code).toBe(0);

    const done = await server.post('user/amend_pay_password', {
      token: user.token,
      body: { ...body, auth_code: code },
    });
    expect(done).toEqual({ code: 1, msg: 'Trade password set', data: null });
    const stored = String(row(user.id).pay_password_hash);
    expect(stored).toMatch(/^scrypt\$/);
    expect(JSON.stringify(row(user.id))).not.toContain('trade123');
    expect(await checkPayPassword(server.db, user.id, 'trade123')).toBe(true);
    expect(await checkPayPassword(server.db, user.id, 'trade124')).toBe(false);
    expect(await checkPayPassword(server.db, stranger.id, 'trade123')).toBe(false);
    expect((await info(user.token)).data.pay_password_set).toBe(true);
    const login = await server.post<UserInfo>('user/login', {
      body: { account: user.email, password: user.password, login_type: 'email' },
    });
    expect(login.data.pay_password_set).toBe(true);

    // Single use.
    const again = await server.post('user/amend_pay_password', {
      token: user.token,
      body: { password: 'other456', re_password: 'other456', auth_code: code },
    });
    expect(again.code).toBe(0);
    expect(await checkPayPassword(server.db, user.id, 'trade123')).toBe(true);
  });

  it('checks password, confirmation and match before the code', async () => {
    const user = await newUser();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ re_password: 'trade123', auth_code: '123456' }, 'Please enter the trade password'],
      [
        { password: 'tr', re_password: 'tr', auth_code: '123456' },
        'The trade password must be 6 to 16 letters or digits',
      ],
      [
        { password: 'trade-123', re_password: 'trade-123', auth_code: '123456' },
        'The trade password must be 6 to 16 letters or digits',
      ],
      [{ password: 'trade123', auth_code: '123456' }, 'Please confirm the trade password'],
      [
        { password: 'trade123', re_password: 'trade124', auth_code: '123456' },
        'The two trade passwords do not match',
      ],
    ];
    for (const [body, msg] of cases) {
      const answer = await server.post('user/amend_pay_password', { token: user.token, body });
      expect({ body, answer }).toEqual({ body, answer: { code: 0, msg, data: null } });
    }
    expect(row(user.id).pay_password_hash).toBeNull();
  });
});

describe('legacy bind e-mail (api/sms_mail, api/safe/email)', () => {
  const legacy = async (
    path: string,
    token: string | undefined,
    body: Record<string, unknown>,
  ): Promise<LegacyAnswer> => {
    const response = await fetch(new URL(`/api/${path}`, server.url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': uniqueIp(),
        ...(token ? { authorization: token } : {}),
      },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as LegacyAnswer;
  };

  const mobileUser = async (): Promise<{ id: number; token: string }> => {
    const user = createUserRepo(server.db).create({
      mobile: uniqueMobile(),
      countryCode: '1',
      passwordHash: 'x',
    });
    return { id: user.id, token: createTokenStore(server.db).issue(user.id) };
  };

  const shortEmail = (): string => `b${Math.floor(Math.random() * 1e8)}@ex.io`;

  it('sends a code and binds the e-mail, at both the api and api/api paths', async () => {
    const user = await mobileUser();
    const email = shortEmail();
    expect(await legacy('sms_mail', user.token, { user_string: email })).toEqual({
      type: 'ok',
      message: 'Verification code sent',
    });
    const code = await server.outboxCode(email, 4);
    const wrong = await legacy('api/safe/email', user.token, { email, code: wrongCode(code) });
    expect(wrong).toEqual({
      type: 'error',
      message: 'The verification code is wrong or has expired',
    });
    expect(row(user.id).email).toBeNull();
    expect(await legacy('api/safe/email', user.token, { email, code })).toEqual({
      type: 'ok',
      message: 'E-mail bound',
    });
    expect(row(user.id).email).toBe(email);
    expect((await info(user.token)).data.email).toBe(email);
    // Single use, and one e-mail per account.
    expect((await legacy('safe/email', user.token, { email, code })).type).toBe('error');
  });

  it('refuses bad input with {type: error} and binds nothing', async () => {
    const user = await mobileUser();
    const owner = await newUser();
    const cases: Array<[string, string | undefined, Record<string, unknown>, string]> = [
      ['sms_mail', user.token, {}, 'Please enter your e-mail address'],
      [
        'sms_mail',
        user.token,
        { user_string: 'not-an-email' },
        'Please enter a valid e-mail address',
      ],
      [
        'api/sms_mail',
        user.token,
        { user_string: 'a-very-long-name@example.com' },
        'The e-mail may have at most 20 characters',
      ],
      ['safe/email', user.token, { email: shortEmail() }, 'Please enter the verification code'],
      [
        'safe/email',
        user.token,
        { email: shortEmail(), code: '1'.repeat(17) },
        'The verification code may have at most 16 characters',
      ],
      [
        'safe/email',
        user.token,
        { email: shortEmail(), code: { $gt: '' } },
        'Invalid parameter: code',
      ],
      [
        'safe/email',
        owner.token,
        { email: shortEmail(), code: '123456' },
        'An e-mail is already bound to your account',
      ],
    ];
    for (const [path, token, body, message] of cases) {
      const answer = await legacy(path, token, body);
      expect({ path, body, type: answer.type }).toEqual({ path, body, type: 'error' });
      expect({ path, body, message: answer.message }).toEqual({ path, body, message });
    }
    expect(row(user.id).email).toBeNull();
  });

  it('answers 999 without a valid token, like every other call, and binds nothing', async () => {
    const user = await mobileUser();
    const email = shortEmail();
    const cases: Array<[string, string | undefined, Record<string, unknown>]> = [
      ['sms_mail', undefined, { user_string: email }],
      ['api/sms_mail', 'not-a-token', { user_string: email }],
      ['safe/email', undefined, { email, code: '123456' }],
      ['api/safe/email', 'not-a-token', { email, code: '123456' }],
    ];
    for (const [path, token, body] of cases) {
      const answer: unknown = await legacy(path, token, body);
      expect({ path, answer }).toEqual({
        path,
        answer: { code: 999, msg: 'Please log in first', data: null },
      });
    }
    const sent = server.db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE recipient = ?');
    expect(sent.get(email)).toEqual({ n: 0 });
    expect(row(user.id).email).toBeNull();
  });

  it('answers a taken e-mail exactly as a free one, and sends it no code', async () => {
    const user = await mobileUser();
    const free = shortEmail();
    const taken = shortEmail();
    createUserRepo(server.db).create({ email: taken, passwordHash: 'x' });
    const sent = { type: 'ok', message: 'Verification code sent' };
    expect(await legacy('sms_mail', user.token, { user_string: free })).toEqual(sent);
    expect(await legacy('sms_mail', user.token, { user_string: taken.toUpperCase() })).toEqual(
      sent,
    );
    // No code went out for the taken address, and none stored could ever match.
    const delivered = server.db
      .prepare('SELECT recipient FROM outbox WHERE recipient IN (?, ?)')
      .all(free, taken);
    expect(delivered).toEqual([{ recipient: free }]);
    const stored = server.db
      .prepare('SELECT code_hash FROM verification_codes WHERE address = ?')
      .all(taken) as Array<{ code_hash: string }>;
    expect(stored).toEqual([{ code_hash: '' }]);
    // The limits answer alike too: an immediate resend must wait for both.
    const again = await Promise.all(
      [free, taken].map(async (email) => {
        const answer = await legacy('sms_mail', user.token, { user_string: email });
        return { ...answer, message: answer.message.replace(/\d+/, 'N') };
      }),
    );
    expect(again[0]).toEqual({
      type: 'error',
      message: 'Please wait N seconds before requesting another code',
    });
    expect(again[1]).toEqual(again[0]);
    // Binding answers the wrong-code message for any code, as for a wrong code to a free one.
    const wrongAnswer = { type: 'error', message: 'The verification code is wrong or has expired' };
    const freeCode = await server.outboxCode(free, 4);
    expect(
      await legacy('safe/email', user.token, { email: free, code: wrongCode(freeCode) }),
    ).toEqual(wrongAnswer);
    for (const code of ['000000', freeCode, '123456']) {
      expect(await legacy('safe/email', user.token, { email: taken, code })).toEqual(wrongAnswer);
    }
    expect(row(user.id).email).toBeNull();
  });

  it('refuses as a wrong code a right one for an address another account took since', async () => {
    const user = await mobileUser();
    const email = shortEmail();
    expect((await legacy('sms_mail', user.token, { user_string: email })).type).toBe('ok');
    const code = await server.outboxCode(email, 4);
    createUserRepo(server.db).create({ email, passwordHash: 'x' });
    expect(await legacy('safe/email', user.token, { email, code })).toEqual({
      type: 'error',
      message: 'The verification code is wrong or has expired',
    });
    expect(row(user.id).email).toBeNull();
  });
});
