import type { LoginAnswer, UserInfo } from '@exchange/shared/contract';
import { hashPassword } from '../src/auth/passwords';
import { DEMO_EMAIL } from '../src/seed/demo-account';
import { createUserRepo } from '../src/user/user-repo';
import {
  emailCode,
  sendSmsCode,
  uniqueEmail,
  uniqueIp,
  uniqueMobile,
  wrongCode,
} from './support/codes';
import { refused, startTestServer, type TestServer } from './support/test-server';

// Registration and logins run scrypt: give the tests room on a busy machine.
jest.setTimeout(30_000);

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ devOutbox: true, trustProxy: true });
});
afterAll(() => server.close());

const MSG = {
  emailRequired: 'Please enter your e-mail address',
  invalidEmail: 'Please enter a valid e-mail address',
  invalidMobile: 'The mobile number must be 6 to 15 digits',
  unknownArea: 'Please choose a valid country or region',
  codeRequired: 'Please enter the verification code',
  codeWrong: 'The verification code is wrong or has expired',
  codeExpired: 'The verification code has expired, please request a new one',
  codeUsed: 'This verification code has already been used, please request a new one',
  codeVoid:
    'Too many wrong entries: this verification code is no longer valid, please request a new one',
  codesLocked:
    'Too many wrong verification codes: codes for this account are locked, please try again in 15 minutes',
  passwordRequired: 'Please enter the password',
  passwordPolicy: 'The password must be 6 to 16 letters or digits',
  confirmRequired: 'Please enter the password again to confirm it',
  mismatch: 'The two passwords do not match',
  inviteUnknown: 'Invite code not found',
  exists: 'This account is already registered',
  serverError: 'Server error, please try again later',
};

/** Every check after the one under test fails too, so the answer proves the order. */
const ALL_LATER_WRONG = { password: 'x', re_password: 'y', invite_code: 'NOSUCH' };

function register(body: Record<string, unknown>, lang?: string, ip?: string) {
  return server.post<UserInfo>('user/register', {
    body,
    lang,
    headers: ip === undefined ? undefined : { 'x-forwarded-for': ip },
  });
}

const userCount = (): number =>
  (server.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;

const codeRow = (address: string) =>
  server.db
    .prepare(
      'SELECT id, attempts, used_at, voided_at FROM verification_codes WHERE address = ? ORDER BY id DESC LIMIT 1',
    )
    .get(address) as { id: number; attempts: number; used_at: number | null; voided_at: number };

describe('user/register: happy paths', () => {
  it('registers by e-mail with the code from the outbox; the new user can log in', async () => {
    const email = uniqueEmail('happy');
    const code = await emailCode(server, email, 1);
    expect(code).toMatch(/^\d{6}$/);
    const answer = await register({
      type: 'email',
      account: email.toUpperCase(),
      sms_code: code,
      password: 'abc123',
      re_password: 'abc123',
    });
    expect(answer.code).toBe(1);
    expect(answer.msg).toBe('Registered successfully, please log in');
    expect(answer.data).toMatchObject({ email, account: email, mobile: '', review_status: 0 });
    expect(answer.data.uid).toMatch(/^\d{8}$/);
    expect(answer.data.invite_code).toMatch(/^[A-Z2-9]{6}$/);
    expect(codeRow(email).used_at).not.toBeNull();

    const login = await server.post<LoginAnswer>('user/login', {
      body: { account: email, password: 'abc123', login_type: 'email' },
    });
    expect(login.code).toBe(1);
    expect(login.data.uid).toBe(answer.data.uid);
    const info = await server.get<UserInfo>('user/info', { token: login.data.token });
    expect(info.data.account).toBe(email);
  });

  it('registers by mobile (area_id -> country code kept apart) and logs in by mobile', async () => {
    const mobile = uniqueMobile();
    const sent = await sendSmsCode(server, { to: mobile, type: 1, area_id: 83 }); // Germany, 49
    expect(sent.code).toBe(1);
    const code = await server.outboxCode(`49${mobile}`, 1);
    const answer = await register({
      type: 'mobile',
      account: mobile,
      area_id: 83,
      sms_code: code,
      password: 'Secret99',
      re_password: 'Secret99',
    });
    expect(answer.code).toBe(1);
    expect(answer.data).toMatchObject({ mobile, email: '', account: mobile });
    const row = server.db
      .prepare('SELECT mobile, country_code FROM users WHERE id = ?')
      .get(answer.data.id);
    expect(row).toEqual({ mobile, country_code: '49' });

    const login = await server.post('user/login', {
      body: { account: mobile, password: 'Secret99', login_type: 'mobile', country_code: '49' },
    });
    expect(login.code).toBe(1);
  });

  it('stores only hashes of the password and of the code', async () => {
    const email = uniqueEmail('hashes');
    const code = await emailCode(server, email, 1);
    const row = server.db
      .prepare('SELECT code_hash FROM verification_codes WHERE address = ?')
      .get(email) as { code_hash: string };
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{32}\$[0-9a-f]{64}$/);
    await register({
      type: 'email',
      account: email,
      sms_code: code,
      password: 'pass1234',
      re_password: 'pass1234',
    });
    const user = server.db
      .prepare('SELECT password_hash FROM users WHERE email = ?')
      .get(email) as {
      password_hash: string;
    };
    expect(user.password_hash).toMatch(/^scrypt\$/);
  });

  it('links the referrer of a known invite code (any case)', async () => {
    const demo = createUserRepo(server.db).findByEmail(DEMO_EMAIL);
    if (!demo) throw new Error('demo user missing');
    const email = uniqueEmail('invited');
    const code = await emailCode(server, email, 1);
    const answer = await register({
      type: 'email',
      account: email,
      sms_code: code,
      password: 'abc123',
      re_password: 'abc123',
      invite_code: ` ${demo.invite_code.toLowerCase()} `,
    });
    expect(answer.code).toBe(1);
    const row = server.db.prepare('SELECT invited_by FROM users WHERE id = ?').get(answer.data.id);
    expect(row).toEqual({ invited_by: demo.id });
    expect(answer.data.invite_code).not.toBe(demo.invite_code);
  });

  it('opens one zero account per currency for each of the 5 account types, no welcome credit by default', async () => {
    const email = uniqueEmail('accounts');
    const code = await emailCode(server, email, 1);
    const answer = await register({
      type: 'email',
      account: email,
      sms_code: code,
      password: 'abc123',
      re_password: 'abc123',
    });
    const currencies = server.db.prepare('SELECT id FROM currencies').all() as Array<{
      id: number;
    }>;
    expect(currencies.length).toBeGreaterThan(1);
    const rows = server.db
      .prepare(
        'SELECT currency_id, account_type_id, balance, lock_balance FROM accounts WHERE user_id = ?',
      )
      .all(answer.data.id) as Array<{
      currency_id: number;
      account_type_id: number;
      balance: string;
      lock_balance: string;
    }>;
    expect(rows).toHaveLength(currencies.length * 5);
    for (const type of [1, 2, 3, 4, 5]) {
      expect(
        rows
          .filter((row) => row.account_type_id === type)
          .map((row) => row.currency_id)
          .sort(),
      ).toEqual(currencies.map((currency) => currency.id).sort());
    }
    expect(rows.every((row) => row.balance === '0' && row.lock_balance === '0')).toBe(true);
    const logs = server.db
      .prepare('SELECT COUNT(*) AS n FROM balance_logs WHERE user_id = ?')
      .get(answer.data.id);
    expect(logs).toEqual({ n: 0 });
  });
});

describe('user/register: refusals in order', () => {
  it('1. account format comes first (e-mail and mobile)', async () => {
    expect(await register({ type: 'email', ...ALL_LATER_WRONG })).toEqual(
      refused(MSG.emailRequired),
    );
    for (const account of ['no-at-sign', 'a@b', 'two@@example.com', 'sp ace@example.com']) {
      expect(await register({ type: 'email', account, ...ALL_LATER_WRONG })).toEqual(
        refused(MSG.invalidEmail),
      );
    }
    for (const account of ['12345', '12ab5678', '+4915123456', '1234567890123456']) {
      expect(await register({ type: 'mobile', account, area_id: 83, ...ALL_LATER_WRONG })).toEqual(
        refused(MSG.invalidMobile),
      );
    }
    expect(await register({ type: 'mobile', account: '15123456', area_id: 99999 })).toEqual(
      refused(MSG.unknownArea),
    );
    expect(await register({ type: 'mobile', account: '15123456' })).toEqual(
      refused(MSG.unknownArea),
    );
  });

  it('2. then the code must be present', async () => {
    const email = uniqueEmail('nocode');
    await emailCode(server, email, 1);
    expect(await register({ type: 'email', account: email, ...ALL_LATER_WRONG })).toEqual(
      refused(MSG.codeRequired),
    );
    expect(
      await register({ type: 'email', account: email, sms_code: '  ', ...ALL_LATER_WRONG }),
    ).toEqual(refused(MSG.codeRequired));
  });

  it('3. then the code must be right; a wrong one counts, the 5th voids the code', async () => {
    const email = uniqueEmail('wrongcode');
    const code = await emailCode(server, email, 1);
    const bad = wrongCode(code);
    // Each guess from a network of its own: one network would have to wait after its 4th (the
    // secret limiter), and the cap must hold against guesses spread over networks too.
    const guess = (smsCode: string, rest: Record<string, unknown> = ALL_LATER_WRONG) =>
      register({ type: 'email', account: email, sms_code: smsCode, ...rest }, 'en', uniqueIp());
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await guess(bad)).toEqual(refused(MSG.codeWrong));
      expect(codeRow(email).attempts).toBe(attempt);
    }
    expect(await guess(bad)).toEqual(refused(MSG.codeVoid));
    // Now even the right code is refused: first by the address's lock (5 wrong codes from
    // anywhere), then, once that ends, by the void code.
    const right = { password: 'abc123', re_password: 'abc123' };
    expect(await guess(code, right)).toEqual(refused(MSG.codesLocked));
    server.db
      .prepare('UPDATE login_failures SET created_at = created_at - ? WHERE account = ?')
      .run(15 * 60_000, `code:${email}`);
    expect(await guess(code, right)).toEqual(refused(MSG.codeVoid));
    expect(createUserRepo(server.db).findByEmail(email)).toBeUndefined();
  });

  it('3b. a code never sent, or of another type, is wrong', async () => {
    const email = uniqueEmail('nosend');
    expect(
      await register({ type: 'email', account: email, sms_code: '123456', ...ALL_LATER_WRONG }),
    ).toEqual(refused(MSG.codeWrong));
  });

  it('4. an expired code is refused', async () => {
    const email = uniqueEmail('expired');
    const code = await emailCode(server, email, 1);
    server.db
      .prepare('UPDATE verification_codes SET expires_at = ? WHERE address = ?')
      .run(Date.now() - 1, email);
    expect(
      await register({ type: 'email', account: email, sms_code: code, ...ALL_LATER_WRONG }),
    ).toEqual(refused(MSG.codeExpired));
  });

  it('4b. a code is valid for 10 minutes', async () => {
    const email = uniqueEmail('ttl');
    await emailCode(server, email, 1);
    const row = server.db
      .prepare('SELECT expires_at - created_at AS ttl FROM verification_codes WHERE address = ?')
      .get(email);
    expect(row).toEqual({ ttl: 10 * 60 * 1000 });
  });

  it('5. a used code is refused (before the duplicate-account check)', async () => {
    const email = uniqueEmail('reused');
    const code = await emailCode(server, email, 1);
    const ok = await register({
      type: 'email',
      account: email,
      sms_code: code,
      password: 'abc123',
      re_password: 'abc123',
    });
    expect(ok.code).toBe(1);
    expect(
      await register({ type: 'email', account: email, sms_code: code, ...ALL_LATER_WRONG }),
    ).toEqual(refused(MSG.codeUsed));
  });

  it('5b. a newer code supersedes the older one', async () => {
    const email = uniqueEmail('superseded');
    const first = await emailCode(server, email, 1);
    server.db
      .prepare('UPDATE verification_codes SET created_at = created_at - 61000 WHERE address = ?')
      .run(email);
    const second = await emailCode(server, email, 1);
    if (first === second) return; // one chance in a million: nothing to tell apart
    expect(
      await register({ type: 'email', account: email, sms_code: first, ...ALL_LATER_WRONG }),
    ).toEqual(refused(MSG.codeWrong));
    expect(
      (
        await register({
          type: 'email',
          account: email,
          sms_code: second,
          password: 'abc123',
          re_password: 'abc123',
        })
      ).code,
    ).toBe(1);
  });

  it('6. then the password must be present', async () => {
    const email = uniqueEmail('nopassword');
    const code = await emailCode(server, email, 1);
    expect(
      await register({
        type: 'email',
        account: email,
        sms_code: code,
        re_password: 'y',
        invite_code: 'NOSUCH',
      }),
    ).toEqual(refused(MSG.passwordRequired));
  });

  it('7. then the password must be 6-16 letters or digits', async () => {
    const email = uniqueEmail('badpassword');
    const code = await emailCode(server, email, 1);
    for (const password of ['abc12', 'abcdefghij1234567', 'abc 123', 'abc_123', 'pässwort1']) {
      expect(
        await register({
          type: 'email',
          account: email,
          sms_code: code,
          password,
          invite_code: 'NOSUCH',
        }),
      ).toEqual(refused(MSG.passwordPolicy));
    }
  });

  it('8. then the confirmation must be present and equal', async () => {
    const email = uniqueEmail('mismatch');
    const code = await emailCode(server, email, 1);
    const base = { type: 'email', account: email, sms_code: code, invite_code: 'NOSUCH' };
    expect(await register({ ...base, password: 'abc123' })).toEqual(refused(MSG.confirmRequired));
    expect(await register({ ...base, password: 'abc123', re_password: 'abc124' })).toEqual(
      refused(MSG.mismatch),
    );
  });

  it('9. then a given invite code must exist; the code stays valid for the next try', async () => {
    const email = uniqueEmail('badinvite');
    const code = await emailCode(server, email, 1);
    const base = {
      type: 'email',
      account: email,
      sms_code: code,
      password: 'abc123',
      re_password: 'abc123',
    };
    expect(await register({ ...base, invite_code: 'NOSUCH' })).toEqual(refused(MSG.inviteUnknown));
    expect(codeRow(email).used_at).toBeNull();
    const ok = await register(base);
    expect(ok.code).toBe(1);
  });

  it('10. last, the account must not be registered yet', async () => {
    const email = uniqueEmail('duplicate');
    const code = await emailCode(server, email, 1);
    // Someone registered the address after the code went out.
    createUserRepo(server.db).create({ email, passwordHash: await hashPassword('other1') });
    const before = userCount();
    expect(
      await register({
        type: 'email',
        account: email,
        sms_code: code,
        password: 'abc123',
        re_password: 'abc123',
      }),
    ).toEqual(refused(MSG.exists));
    expect(userCount()).toBe(before);
    expect(codeRow(email).used_at).toBeNull();
  });

  it('writes nothing and keeps the code when the transaction fails half-way', async () => {
    const email = uniqueEmail('atomic');
    const code = await emailCode(server, email, 1);
    const before = userCount();
    // A temporary trigger lives on the server's own connection only.
    server.db.exec(
      "CREATE TEMP TRIGGER fail_accounts BEFORE INSERT ON accounts BEGIN SELECT RAISE(ABORT, 'boom'); END",
    );
    try {
      const body = {
        type: 'email',
        account: email,
        sms_code: code,
        password: 'abc123',
        re_password: 'abc123',
      };
      expect(await register(body)).toEqual(refused(MSG.serverError));
      expect(userCount()).toBe(before);
      expect(createUserRepo(server.db).findByEmail(email)).toBeUndefined();
      expect(codeRow(email).used_at).toBeNull();
      server.db.exec('DROP TRIGGER fail_accounts');
      expect((await register(body)).code).toBe(1);
    } finally {
      server.db.exec('DROP TRIGGER IF EXISTS fail_accounts');
    }
  });

  it('answers in the language of the request (de)', async () => {
    expect(await register({ type: 'email', account: 'kaputt' }, 'de')).toEqual(
      refused('Bitte geben Sie eine gültige E-Mail-Adresse ein'),
    );
    const email = uniqueEmail('deutsch');
    const code = await emailCode(server, email, 1);
    expect(
      await register(
        { type: 'email', account: email, sms_code: code, password: 'abc123', re_password: 'x' },
        'de',
      ),
    ).toEqual(refused('Die beiden Passwörter stimmen nicht überein'));
    expect(
      (
        await register(
          {
            type: 'email',
            account: email,
            sms_code: code,
            password: 'abc123',
            re_password: 'abc123',
          },
          'de',
        )
      ).msg,
    ).toBe('Registrierung erfolgreich, bitte melden Sie sich an');
  });
});

describe('welcome balance', () => {
  it('credits 10000 USDT to the spot account in demo mode, with a balance log row', async () => {
    const demo = await startTestServer({ demo: true, trustProxy: true });
    try {
      expect(demo.options.welcomeBalance).toBe('10000');
      const email = uniqueEmail('welcome');
      const code = await emailCode(demo, email, 1);
      const answer = await demo.post<UserInfo>('user/register', {
        body: {
          type: 'email',
          account: email,
          sms_code: code,
          password: 'abc123',
          re_password: 'abc123',
        },
      });
      expect(answer.code).toBe(1);
      const accounts = demo.db
        .prepare(
          `SELECT c.code, a.account_type_id, a.balance, a.lock_balance FROM accounts a
           JOIN currencies c ON c.id = a.currency_id WHERE a.user_id = ? AND a.balance <> '0'`,
        )
        .all(answer.data.id);
      expect(accounts).toEqual([
        { code: 'USDT', account_type_id: 1, balance: '10000', lock_balance: '0' },
      ]);
      const logs = demo.db
        .prepare(
          'SELECT account_type_id, field, value, balance_before, balance_after, reason FROM balance_logs WHERE user_id = ?',
        )
        .all(answer.data.id);
      expect(logs).toEqual([
        {
          account_type_id: 1,
          field: 'balance',
          value: '10000',
          balance_before: '0',
          balance_after: '10000',
          reason: 'welcome_bonus',
        },
      ]);
      // The seeded demo account got it too.
      const demoUser = createUserRepo(demo.db).findByEmail(DEMO_EMAIL);
      const spot = demo.db
        .prepare(
          `SELECT a.balance FROM accounts a JOIN currencies c ON c.id = a.currency_id
           WHERE a.user_id = ? AND c.code = 'USDT' AND a.account_type_id = 1`,
        )
        .get(demoUser?.id);
      expect(spot).toEqual({ balance: '10000' });
    } finally {
      await demo.close();
    }
  });

  it('credits an exact decimal amount when configured', async () => {
    const custom = await startTestServer({
      devOutbox: true,
      trustProxy: true,
      welcomeBalance: '0.1',
    });
    try {
      const email = uniqueEmail('decimal');
      const code = await emailCode(custom, email, 1);
      const answer = await custom.post<UserInfo>('user/register', {
        body: {
          type: 'email',
          account: email,
          sms_code: code,
          password: 'abc123',
          re_password: 'abc123',
        },
      });
      const row = custom.db
        .prepare(
          `SELECT a.balance FROM accounts a JOIN currencies c ON c.id = a.currency_id
           WHERE a.user_id = ? AND c.code = 'USDT' AND a.account_type_id = 1`,
        )
        .get(answer.data.id);
      expect(row).toEqual({ balance: '0.1' });
    } finally {
      await custom.close();
    }
  });
});
