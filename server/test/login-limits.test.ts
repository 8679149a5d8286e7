import type { LoginAnswer } from '@exchange/shared/contract';
import { hashPassword } from '../src/auth/passwords';
import { createUserRepo } from '../src/user/user-repo';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/seed/demo-account';
import { sendEmailCode, uniqueEmail, uniqueIp, uniqueMobile, wrongCode } from './support/codes';
import { startTestServer, type TestServer } from './support/test-server';

// Every login runs scrypt: give the tests room on a busy machine.
jest.setTimeout(30_000);

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ devOutbox: true, trustProxy: true });
});
afterAll(() => server.close());

const GENERIC = { code: 0, msg: 'Incorrect account or password', data: null };
const LOCKED = 'Too many failed logins: this account is locked, please try again in 15 minutes';

type LoginBody = {
  account: string;
  password: string;
  login_type?: string;
  country_code?: string;
  sms_code?: string;
};

function login(body: LoginBody, ip = uniqueIp(), lang?: string) {
  return server.post<LoginAnswer>('user/login', {
    body: { login_type: 'email', ...body },
    headers: { 'x-forwarded-for': ip },
    lang,
  });
}

async function newUser(
  password = 'right123',
): Promise<{ id: number; email: string; mobile: string }> {
  const email = uniqueEmail('login');
  const mobile = uniqueMobile();
  const user = createUserRepo(server.db).create({
    email,
    mobile,
    countryCode: '33',
    passwordHash: await hashPassword(password),
  });
  return { id: user.id, email, mobile };
}

function ageFailures(ms: number): void {
  server.db.prepare('UPDATE login_failures SET created_at = created_at - ?').run(ms);
}

describe('login with login_use_sms = 1', () => {
  beforeAll(() => {
    server.db.prepare("UPDATE settings SET value = '1' WHERE key = 'login_use_sms'").run();
  });
  afterAll(() => {
    server.db.prepare("UPDATE settings SET value = '0' WHERE key = 'login_use_sms'").run();
  });

  it('requires the code, then the type-5 code of the account, once', async () => {
    const user = await newUser();
    expect(await login({ account: user.email, password: 'right123' })).toEqual({
      code: 0,
      msg: 'Please enter the verification code',
      data: null,
    });
    // No code sent yet: the right password alone is not enough.
    expect(await login({ account: user.email, password: 'right123', sms_code: '123456' })).toEqual({
      code: 0,
      msg: 'The verification code is wrong or has expired',
      data: null,
    });
    expect((await sendEmailCode(server, { to: user.email, type: 5 })).code).toBe(1);
    const code = await server.outboxCode(user.email, 5);
    expect(
      await login({ account: user.email, password: 'right123', sms_code: wrongCode(code) }),
    ).toEqual({ code: 0, msg: 'The verification code is wrong or has expired', data: null });
    // A wrong password with the right code is still the generic refusal.
    expect(await login({ account: user.email, password: 'wrong123', sms_code: code })).toEqual(
      GENERIC,
    );
    const ok = await login({ account: user.email, password: 'right123', sms_code: code });
    expect(ok.code).toBe(1);
    expect(ok.data.email).toBe(user.email);
    expect(await login({ account: user.email, password: 'right123', sms_code: code })).toEqual({
      code: 0,
      msg: 'This verification code has already been used, please request a new one',
      data: null,
    });
  });

  it('does not take a code of another type', async () => {
    const user = await newUser();
    expect((await sendEmailCode(server, { to: user.email, type: 2 })).code).toBe(1);
    const code = await server.outboxCode(user.email, 2);
    expect((await login({ account: user.email, password: 'right123', sms_code: code })).msg).toBe(
      'The verification code is wrong or has expired',
    );
  });

  it('asks the mobile login for the code sent to +<country><number>', async () => {
    const user = await newUser();
    const sent = await server.post('notify/send_sms', {
      body: { to: user.mobile, type: 5, area_id: 77 }, // France, 33
      headers: { 'x-forwarded-for': uniqueIp() },
    });
    expect(sent.code).toBe(1);
    const code = await server.outboxCode(`33${user.mobile}`, 5);
    const ok = await login({
      account: user.mobile,
      password: 'right123',
      login_type: 'mobile',
      country_code: '33',
      sms_code: code,
    });
    expect(ok.code).toBe(1);
  });
});

describe('login without the setting', () => {
  it('ignores sms_code when login_use_sms is 0', async () => {
    const ok = await login({ account: DEMO_EMAIL, password: DEMO_PASSWORD, sms_code: 'junk' });
    expect(ok.code).toBe(1);
  });
});

describe('per-account lock', () => {
  it('locks the account for 15 minutes after 5 wrong passwords, even for the right one', async () => {
    const user = await newUser();
    for (let i = 0; i < 5; i++) {
      expect(await login({ account: user.email, password: 'wrong123' })).toEqual(GENERIC);
    }
    expect(await login({ account: user.email, password: 'right123' })).toEqual({
      code: 0,
      msg: LOCKED,
      data: null,
    });
    // The lock holds for the mobile login of the same user too, and from any IP.
    expect(
      (
        await login({
          account: user.mobile,
          password: 'right123',
          login_type: 'mobile',
          country_code: '33',
        })
      ).msg,
    ).toBe(LOCKED);
    expect((await login({ account: user.email, password: 'wrong' }, uniqueIp(), 'de')).msg).toBe(
      'Zu viele fehlgeschlagene Anmeldungen: Dieses Konto ist gesperrt, bitte versuchen Sie es in 15 Minuten erneut',
    );

    ageFailures(10 * 60 * 1000);
    expect((await login({ account: user.email, password: 'right123' })).msg).toMatch(
      /please try again in 5 minutes$/,
    );
    ageFailures(5 * 60 * 1000);
    expect((await login({ account: user.email, password: 'right123' })).code).toBe(1);
  });

  it('a success clears the failures: 4 wrong, 1 right, 4 wrong is not locked', async () => {
    const user = await newUser();
    for (let i = 0; i < 4; i++) await login({ account: user.email, password: 'wrong123' });
    expect((await login({ account: user.email, password: 'right123' })).code).toBe(1);
    for (let i = 0; i < 4; i++) await login({ account: user.email, password: 'wrong123' });
    expect((await login({ account: user.email, password: 'right123' })).code).toBe(1);
  });

  it('locks an unknown account the same way (no hint that it does not exist)', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < 5; i++) {
      expect(await login({ account: email, password: 'whatever1' })).toEqual(GENERIC);
    }
    expect((await login({ account: email, password: 'whatever1' })).msg).toBe(LOCKED);
  });
});

describe('per-IP limit', () => {
  it('blocks an IP at 30 failures in 15 minutes, even for a right password; other IPs log in', async () => {
    const ip = uniqueIp();
    // 28 earlier failures from this IP (scrypt makes 30 real ones slow on a busy machine).
    const insert = server.db.prepare(
      'INSERT INTO login_failures (account, ip, created_at) VALUES (?, ?, ?)',
    );
    for (let i = 0; i < 28; i++) insert.run(`email:spray-${i}@example.com`, ip, Date.now() - 1000);
    expect(await login({ account: uniqueEmail('spray'), password: 'guess123' }, ip)).toEqual(
      GENERIC,
    );
    // 29 failures: not blocked yet (and a success does not clear the IP's failures).
    expect((await login({ account: DEMO_EMAIL, password: DEMO_PASSWORD }, ip)).code).toBe(1);
    expect(await login({ account: uniqueEmail('spray'), password: 'guess123' }, ip)).toEqual(
      GENERIC,
    );
    expect(await login({ account: DEMO_EMAIL, password: DEMO_PASSWORD }, ip)).toEqual({
      code: 0,
      msg: 'Too many failed logins from your network, please try again in 15 minutes',
      data: null,
    });
    expect((await login({ account: DEMO_EMAIL, password: DEMO_PASSWORD })).code).toBe(1);
    // The block ends 15 minutes after the last failure.
    server.db
      .prepare('UPDATE login_failures SET created_at = created_at - ? WHERE ip = ?')
      .run(15 * 60 * 1000, ip);
    expect((await login({ account: DEMO_EMAIL, password: DEMO_PASSWORD }, ip)).code).toBe(1);
  });
});
