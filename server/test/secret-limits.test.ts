import type { WithdrawalRow } from '@exchange/shared/contract';
import type { LeverOrder } from '@exchange/shared/contract/lever';
import { hashPassword } from '../src/auth/passwords';
import { createUserRepo } from '../src/user/user-repo';
import { PAY_PASSWORD, USDT, assetUser, credit, type AssetUser } from './assets-helpers';
import { LEVER, lastPriceIs, leverUser, pairIdOf, spotMarket, tradeAt } from './lever-helpers';
import { emailCode, uniqueEmail, uniqueIp, wrongCode } from './support/codes';
import { refused, startTestServer, type TestServer } from './support/test-server';

// Every trade password check runs scrypt: give the tests room on a busy machine.
jest.setTimeout(30_000);

let server: TestServer;
let BTC_USDT: number;

beforeAll(async () => {
  server = await startTestServer({
    devOutbox: true,
    trustProxy: true,
    orderRateLimit: 0,
    tickerMs: 0,
  });
  BTC_USDT = pairIdOf(server, 'BTC/USDT');
  const market = spotMarket(server);
  await tradeAt(server, market, BTC_USDT, '100000.00');
  const watcher = await assetUser(server);
  await lastPriceIs(server, watcher.token, BTC_USDT, '100000.00');
});
afterAll(() => server.close());

const WRONG = 'Incorrect trade password';
const PAY_SECONDS = /^Too many wrong trade passwords, please try again in (29|30) seconds$/;
const PAY_LOCKED =
  'Too many wrong trade passwords: the trade password of this account is locked, please try again in 15 minutes';

function draw(
  user: AssetUser,
  body: Record<string, unknown>,
  ip: string,
  lang?: string,
): ReturnType<TestServer['post']> {
  return server.post<WithdrawalRow>('account/draw', {
    token: user.token,
    lang,
    headers: { 'x-forwarded-for': ip },
    body: {
      currency_id: USDT,
      currency_protocol_id: 1,
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
      pay_password: PAY_PASSWORD,
      number: '100',
      ...body,
    },
  });
}

function submit(
  user: AssetUser,
  body: Record<string, unknown>,
  ip: string,
  lang?: string,
): ReturnType<TestServer['post']> {
  return server.post<LeverOrder>('lever/submit', {
    token: user.token,
    lang,
    headers: { 'x-forwarded-for': ip },
    body: {
      currency_match_id: BTC_USDT,
      share: 1,
      multiple: 10,
      type: 1,
      status: 1,
      password: PAY_PASSWORD,
      ...body,
    },
  });
}

const count = (table: 'withdrawals' | 'lever_orders', userId: number): number =>
  (
    server.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`).get(userId) as {
      n: number;
    }
  ).n;

/** Moves the failures counted under `key` back, as if `ms` had passed. */
function ageFailures(key: string, ms: number): void {
  server.db
    .prepare('UPDATE login_failures SET created_at = created_at - ? WHERE account = ?')
    .run(ms, key);
}

/** `tries` answers in a row (sequential: each sees the count the previous one left). */
async function messages(tries: number, attempt: () => Promise<{ msg: string }>): Promise<string[]> {
  const answers: string[] = [];
  for (let i = 0; i < tries; i++) answers.push((await attempt()).msg);
  return answers;
}

describe('trade passwords: account/draw', () => {
  it('after 10 wrong ones the right one is refused, saying the wait and naming trade passwords', async () => {
    const user = await assetUser(server, '500');
    const ip = uniqueIp();
    const answers = await messages(10, () => draw(user, { pay_password: 'wrong1234' }, ip));
    // 3 free failures, the 4th costs 30 s; refused tries are not counted.
    expect(answers.slice(0, 4)).toEqual([WRONG, WRONG, WRONG, WRONG]);
    for (const msg of answers.slice(4)) expect(msg).toMatch(PAY_SECONDS);
    const right = await draw(user, {}, ip);
    expect(right.code).toBe(0);
    expect(right.data).toBeNull();
    expect(right.msg).toMatch(PAY_SECONDS);
    expect((await draw(user, {}, ip, 'de')).msg).toMatch(
      /^Zu viele falsche Handelspasswörter, bitte versuchen Sie es in (29|30) Sekunden erneut$/,
    );
    expect(count('withdrawals', user.id)).toBe(0);

    // After the wait a 5th wrong one reaches the ceiling: networks that never got the trade
    // password right are locked for 15 minutes, with the right password too.
    ageFailures(`pay:${user.id}`, 30_000);
    expect((await draw(user, { pay_password: 'wrong1234' }, ip)).msg).toBe(WRONG);
    expect(await draw(user, {}, ip)).toEqual(refused(PAY_LOCKED));
    expect(await draw(user, {}, uniqueIp())).toEqual(refused(PAY_LOCKED));
    expect(count('withdrawals', user.id)).toBe(0);
    ageFailures(`pay:${user.id}`, 15 * 60_000);
    expect((await draw(user, {}, ip)).code).toBe(1);
    expect(count('withdrawals', user.id)).toBe(1);
  });

  it('checks the trade password before the balance: a wrong one learns nothing of it', async () => {
    const user = await assetUser(server, '500');
    const ip = uniqueIp();
    const tooMuch = { number: '500.00000001' };
    expect(await draw(user, { ...tooMuch, pay_password: 'wrong1234' }, ip)).toEqual(refused(WRONG));
    expect(await draw(user, tooMuch, ip)).toEqual(refused('Insufficient available balance'));
  });
});

describe('trade passwords: lever/submit', () => {
  it('after 10 wrong ones the right one opens nothing, and the wait grows to minutes', async () => {
    const user = await leverUser(server, '1000');
    const ip = uniqueIp();
    // A network that got it right once is slowed by its failures, never locked.
    expect((await submit(user, {}, ip)).code).toBe(1);
    const answers = await messages(10, () => submit(user, { password: 'wrong1234' }, ip));
    expect(answers.slice(0, 4)).toEqual([WRONG, WRONG, WRONG, WRONG]);
    for (const msg of answers.slice(4)) expect(msg).toMatch(PAY_SECONDS);
    const right = await submit(user, {}, ip);
    expect(right).toMatchObject({ code: 0, data: null });
    expect(right.msg).toMatch(PAY_SECONDS);
    expect((await submit(user, {}, ip, 'kr')).msg).toMatch(
      /^거래 비밀번호 오류가 너무 많습니다\. (29|30)초 후에 다시 시도해 주세요$/,
    );
    expect(count('lever_orders', user.id)).toBe(1);

    ageFailures(`pay:${user.id}`, 30_000);
    expect((await submit(user, { password: 'wrong1234' }, ip)).msg).toBe(WRONG);
    expect((await submit(user, {}, ip)).msg).toMatch(
      /^Too many wrong trade passwords, please try again in (59|60) seconds$/,
    );
    ageFailures(`pay:${user.id}`, 60_000);
    expect((await submit(user, { password: 'wrong1234' }, ip)).msg).toBe(WRONG);
    expect(await submit(user, {}, ip)).toEqual(
      refused('Too many wrong trade passwords, please try again in 2 minutes'),
    );
    expect(count('lever_orders', user.id)).toBe(1);
    ageFailures(`pay:${user.id}`, 2 * 60_000);
    expect((await submit(user, {}, ip)).code).toBe(1);
  });

  it('checks the trade password before the balance', async () => {
    const user = await leverUser(server, '100');
    const ip = uniqueIp();
    // 100 lots: a margin far over the lever balance.
    expect(await submit(user, { share: 100, password: 'wrong1234' }, ip)).toEqual(refused(WRONG));
    expect(await submit(user, { share: 100 }, ip)).toEqual(
      refused('Insufficient available balance'),
    );
  });
});

describe('trade passwords: one count for every door', () => {
  it('wrong ones on withdrawals block lever orders, and the other way round', async () => {
    const user = await leverUser(server, '1000');
    credit(server, user.id, USDT, 1, '500');
    const ip = uniqueIp();
    expect(await messages(4, () => draw(user, { pay_password: 'wrong1234' }, ip))).toEqual([
      WRONG,
      WRONG,
      WRONG,
      WRONG,
    ]);
    expect((await submit(user, {}, ip)).msg).toMatch(PAY_SECONDS);
    expect(count('lever_orders', user.id)).toBe(0);

    const other = await leverUser(server, '1000');
    credit(server, other.id, USDT, 1, '500');
    expect(await messages(4, () => submit(other, { password: 'wrong1234' }, ip))).toEqual([
      WRONG,
      WRONG,
      WRONG,
      WRONG,
    ]);
    expect((await draw(other, {}, ip)).msg).toMatch(PAY_SECONDS);
    expect(count('withdrawals', other.id)).toBe(0);
    // The lever balance was never the point: it is untouched.
    expect(
      server.db
        .prepare(
          'SELECT balance FROM accounts WHERE user_id = ? AND currency_id = ? AND account_type_id = ?',
        )
        .pluck()
        .get(other.id, USDT, LEVER),
    ).toBe('1000');
  });
});

describe('verification codes', () => {
  async function newUser(): Promise<{ id: number; email: string }> {
    const email = uniqueEmail('secret');
    const user = createUserRepo(server.db).create({
      email,
      passwordHash: await hashPassword('oldpass1'),
    });
    return { id: user.id, email };
  }

  const forget = (body: Record<string, unknown>, ip: string, lang?: string) =>
    server.post('user/forget_password', {
      body: { type: 'email', new_password: 'newpass1', secondary_password: 'newpass1', ...body },
      lang,
      headers: { 'x-forwarded-for': ip },
    });

  it('repeated wrong codes on forget_password get the code refusal with the wait', async () => {
    const user = await newUser();
    const code = await emailCode(server, user.email, 2);
    const ip = uniqueIp();
    const wrong = () => forget({ account: user.email, auth_code: wrongCode(code) }, ip);
    expect(await messages(4, wrong)).toEqual(
      Array<string>(4).fill('The verification code is wrong or has expired'),
    );
    // The code itself is still valid (4 of its 5 attempts), but this network has to wait.
    expect((await forget({ account: user.email, auth_code: code }, ip)).msg).toMatch(
      /^Too many wrong verification codes, please try again in (29|30) seconds$/,
    );
    expect((await forget({ account: user.email, auth_code: code }, ip, 'fr')).msg).toMatch(
      /^Trop de codes de vérification incorrects, veuillez réessayer dans (29|30) secondes$/,
    );
    ageFailures(`code:${user.email}`, 30_000);
    expect((await forget({ account: user.email, auth_code: code }, ip)).code).toBe(1);
  });

  it('a network with 30 failures of any kind is refused with one message for every secret', async () => {
    const user = await assetUser(server, '500');
    const ip = uniqueIp();
    const insert = server.db.prepare(
      'INSERT INTO login_failures (account, ip, created_at) VALUES (?, ?, ?)',
    );
    for (let i = 0; i < 30; i++) insert.run(`code:spray-${i}@example.com`, ip, Date.now() - 1000);
    const blocked = refused(
      'Too many failed attempts from your network, please try again in 15 minutes',
    );
    expect(await draw(user, {}, ip)).toEqual(blocked);
    expect(await forget({ account: user.email, auth_code: '123456' }, ip)).toEqual(blocked);
    // The login keeps its own wording.
    const login = await server.post('user/login', {
      body: { account: user.email, password: 'login1234', login_type: 'email' },
      headers: { 'x-forwarded-for': ip },
    });
    expect(login.msg).toBe(
      'Too many failed logins from your network, please try again in 15 minutes',
    );
    expect((await draw(user, {}, uniqueIp())).code).toBe(1);
  });
});
