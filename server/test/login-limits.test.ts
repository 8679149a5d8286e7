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

describe('per-account ceiling (networks the account never logged in from)', () => {
  it('locks the account for 15 minutes after 5 failures from anywhere, even for the right password', async () => {
    const user = await newUser();
    // Every attempt from a network of its own: no per-network back-off plays a part.
    for (let i = 0; i < 5; i++) {
      expect(await login({ account: user.email, password: 'wrong123' })).toEqual(GENERIC);
    }
    expect(await login({ account: user.email, password: 'right123' })).toEqual({
      code: 0,
      msg: LOCKED,
      data: null,
    });
    // The lock holds for the mobile login of the same user too.
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

  it('locks an unknown account the same way (no hint that it does not exist)', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < 5; i++) {
      expect(await login({ account: email, password: 'whatever1' })).toEqual(GENERIC);
    }
    expect((await login({ account: email, password: 'whatever1' })).msg).toBe(LOCKED);
  });

  it("an attacker's failures do not lock out a network the owner logged in from", async () => {
    const user = await newUser();
    const home = uniqueIp();
    expect((await login({ account: user.email, password: 'right123' }, home)).code).toBe(1);
    // The attacker spreads guesses over networks until the account is locked for them.
    for (let i = 0; i < 5; i++) await login({ account: user.email, password: 'guess123' });
    expect((await login({ account: user.email, password: 'guess123' })).msg).toBe(LOCKED);
    // The owner's own network still logs in, by e-mail and by mobile (one user, one lock).
    expect((await login({ account: user.email, password: 'right123' }, home)).code).toBe(1);
    const byMobile = await login(
      { account: user.mobile, password: 'right123', login_type: 'mobile', country_code: '33' },
      home,
    );
    expect(byMobile.code).toBe(1);
    // Slowed, not locked: under attack one wrong password there costs a 30 s wait.
    expect(await login({ account: user.email, password: 'typo1234' }, home)).toEqual(GENERIC);
    expect((await login({ account: user.email, password: 'right123' }, home)).msg).toMatch(
      /^Too many failed logins, please try again in (29|30) seconds$/,
    );
    ageFailures(30_000);
    expect((await login({ account: user.email, password: 'right123' }, home)).code).toBe(1);
    // A network the owner never used is locked like the attacker's.
    expect((await login({ account: user.email, password: 'right123' })).msg).toBe(LOCKED);
  });
});

describe('per account and network back-off', () => {
  it("backs off the owner's own repeated failures, saying when to try again (translated)", async () => {
    const user = await newUser();
    const ip = uniqueIp();
    expect((await login({ account: user.email, password: 'right123' }, ip)).code).toBe(1);
    for (let i = 0; i < 4; i++) {
      expect(await login({ account: user.email, password: 'wrong123' }, ip)).toEqual(GENERIC);
    }
    // The 4th failure costs 30 s, for the right password too; another network is not slowed.
    expect((await login({ account: user.email, password: 'right123' }, ip)).msg).toMatch(
      /^Too many failed logins, please try again in (29|30) seconds$/,
    );
    expect((await login({ account: user.email, password: 'wrong123' }, ip, 'fr')).msg).toMatch(
      /^Trop d'échecs de connexion, veuillez réessayer dans (29|30) secondes$/,
    );
    expect(await login({ account: user.email, password: 'wrong123' })).toEqual(GENERIC);
    // Refused attempts were not counted: after 30 s the next failure costs 60 s (now over the
    // account ceiling of 5, which a known network only feels as the end of its free failures).
    ageFailures(30_000);
    expect(await login({ account: user.email, password: 'wrong123' }, ip)).toEqual(GENERIC);
    expect((await login({ account: user.email, password: 'right123' }, ip)).msg).toMatch(
      /^Too many failed logins, please try again in (59|60) seconds$/,
    );
    ageFailures(60_000);
    expect(await login({ account: user.email, password: 'wrong123' }, ip)).toEqual(GENERIC);
    expect((await login({ account: user.email, password: 'right123' }, ip, 'de')).msg).toBe(
      'Zu viele fehlgeschlagene Anmeldungen, bitte versuchen Sie es in 2 Minuten erneut',
    );
    ageFailures(2 * 60_000);
    expect((await login({ account: user.email, password: 'right123' }, ip)).code).toBe(1);
  });

  it("a success resets that network's back-off: 4 wrong, wait, 1 right, 3 wrong is not slowed", async () => {
    const user = await newUser();
    const ip = uniqueIp();
    for (let i = 0; i < 4; i++) await login({ account: user.email, password: 'wrong123' }, ip);
    ageFailures(30_000);
    expect((await login({ account: user.email, password: 'right123' }, ip)).code).toBe(1);
    for (let i = 0; i < 3; i++) {
      expect(await login({ account: user.email, password: 'wrong123' }, ip)).toEqual(GENERIC);
    }
    expect((await login({ account: user.email, password: 'right123' }, ip)).code).toBe(1);
  });

  it('counts an IPv6 client by its /64', async () => {
    const user = await newUser();
    const prefix = `2001:db8:${(user.id % 65_535).toString(16)}:7`;
    for (let i = 1; i <= 4; i++) {
      await login({ account: user.email, password: 'wrong123' }, `${prefix}::${i.toString(16)}`);
    }
    expect(
      (await login({ account: user.email, password: 'right123' }, `${prefix}:1:2:3:4`)).msg,
    ).toMatch(/^Too many failed logins, please try again in (29|30) seconds$/);
    expect((await login({ account: user.email, password: 'right123' }, `${prefix}1::1`)).code).toBe(
      1,
    );
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
