import type { Envelope, SendCodeAnswer, UserInfo } from '@exchange/shared/contract';
import { hashPassword } from '../src/auth/passwords';
import { createTokenStore } from '../src/auth/tokens';
import { createUserRepo } from '../src/user/user-repo';
import { uniqueEmail, uniqueIp, uniqueMobile, wrongCode } from './support/codes';
import { startTestServer, type TestServer } from './support/test-server';

/** docs/product.md#binding-a-phone: user/bind_mobile_code and user/bind_mobile. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ devOutbox: true, trustProxy: true });
});
afterAll(() => server.close());

/** Canada and the United States: two areas sharing the calling code 1. */
const CANADA = 40;
const BIND_MOBILE_TYPE = 7;

const MSG = {
  login: 'Please log in first',
  sent: 'Verification code sent',
  bound: 'Mobile number bound',
  alreadyBound: 'A mobile number is already bound to your account',
  mobileRequired: 'Please enter your mobile number',
  invalidMobile: 'The mobile number must be 6 to 15 digits',
  unknownArea: 'Please choose a valid country or region',
  codeRequired: 'Please enter the verification code',
  codeTooLong: 'The verification code may have at most 16 characters',
  codeWrong: 'The verification code is wrong or has expired',
  codeVoid:
    'Too many wrong entries: this verification code is no longer valid, please request a new one',
  codesLocked:
    'Too many wrong verification codes: codes for this account are locked, please try again in 15 minutes',
};

type Caller = { id: number; token: string };

/** An e-mail-only user, as the seeded accounts are. */
async function emailUser(): Promise<Caller> {
  const user = createUserRepo(server.db).create({
    email: uniqueEmail('bindmobile'),
    passwordHash: await hashPassword('oldpass11'),
  });
  return { id: user.id, token: createTokenStore(server.db).issue(user.id) };
}

const post = <T>(
  path: string,
  token: string | undefined,
  body: Record<string, unknown>,
  ip = uniqueIp(),
): Promise<Envelope<T>> =>
  server.post<T>(path, { body, token, headers: { 'x-forwarded-for': ip } });

const send = (token: string | undefined, body: Record<string, unknown>, ip?: string) =>
  post<SendCodeAnswer>('user/bind_mobile_code', token, body, ip);
const bind = (token: string | undefined, body: Record<string, unknown>, ip?: string) =>
  post<null>('user/bind_mobile', token, body, ip);

type Call = (
  token: string | undefined,
  body: Record<string, unknown>,
) => Promise<Envelope<unknown>>;

const refused = (msg: string): { code: number; msg: string } => ({ code: 0, msg });
const answer = (envelope: Envelope<unknown>): { code: number; msg: string } => ({
  code: envelope.code,
  msg: envelope.msg,
});

const mobileOf = (userId: number): { mobile: string | null; country_code: string } =>
  server.db.prepare('SELECT mobile, country_code FROM users WHERE id = ?').get(userId) as {
    mobile: string | null;
    country_code: string;
  };

describe('bind a mobile (user/bind_mobile_code, user/bind_mobile)', () => {
  it('sends a type-7 code by SMS and binds the number with its country code', async () => {
    const user = await emailUser();
    const mobile = uniqueMobile();
    const sent = await send(user.token, { mobile, area_id: CANADA });
    expect(answer(sent)).toEqual({ code: 1, msg: MSG.sent });
    expect(sent.data.expires_in).toBeGreaterThan(0);
    const code = await server.outboxCode(`+1${mobile}`, BIND_MOBILE_TYPE);
    expect(
      answer(await bind(user.token, { mobile, area_id: CANADA, code: wrongCode(code) })),
    ).toEqual(refused(MSG.codeWrong));
    expect(mobileOf(user.id).mobile).toBeNull();
    expect(answer(await bind(user.token, { mobile, area_id: CANADA, code }))).toEqual({
      code: 1,
      msg: MSG.bound,
    });
    expect(mobileOf(user.id)).toEqual({ mobile, country_code: '1' });
    const info = await server.get<UserInfo>('user/info', { token: user.token });
    expect(info.data.mobile).toBe(mobile);
    // One mobile per account: a second send or bind is refused.
    expect(answer(await send(user.token, { mobile: uniqueMobile(), area_id: CANADA }))).toEqual(
      refused(MSG.alreadyBound),
    );
    expect(answer(await bind(user.token, { mobile, area_id: CANADA, code }))).toEqual(
      refused(MSG.alreadyBound),
    );
  });

  it('refuses bad input in order and binds nothing', async () => {
    const user = await emailUser();
    const mobile = uniqueMobile();
    // A missing login answers code 999 (the client's log-in prompt), the rest code 0.
    const cases: Array<[Call, string | undefined, Record<string, unknown>, string, number?]> = [
      [send, undefined, { mobile, area_id: CANADA }, MSG.login, 999],
      [send, user.token, { area_id: CANADA }, MSG.mobileRequired],
      [send, user.token, { mobile: '12345', area_id: CANADA }, MSG.invalidMobile],
      [send, user.token, { mobile: '+15550100', area_id: CANADA }, MSG.invalidMobile],
      [send, user.token, { mobile }, MSG.unknownArea],
      [send, user.token, { mobile, area_id: 99_999 }, MSG.unknownArea],
      [bind, undefined, { mobile, area_id: CANADA, code: '123456' }, MSG.login, 999],
      [bind, user.token, { area_id: CANADA, code: '123456' }, MSG.mobileRequired],
      [bind, user.token, { mobile, code: '123456' }, MSG.unknownArea],
      [bind, user.token, { mobile, area_id: CANADA }, MSG.codeRequired],
      [bind, user.token, { mobile, area_id: CANADA, code: '1'.repeat(17) }, MSG.codeTooLong],
      [bind, user.token, { mobile, area_id: CANADA, code: '123456' }, MSG.codeWrong],
    ];
    for (const [call, token, body, msg, code = 0] of cases) {
      const got = answer(await call(token, body));
      expect({ body, got }).toEqual({ body, got: { code, msg } });
    }
    expect(mobileOf(user.id).mobile).toBeNull();
  });

  it('answers a number another account uses exactly as a free one, and never binds it', async () => {
    const user = await emailUser();
    const free = uniqueMobile();
    const taken = uniqueMobile();
    createUserRepo(server.db).create({ mobile: taken, countryCode: '1', passwordHash: 'x' });
    const first = await Promise.all(
      [free, taken].map((mobile) => send(user.token, { mobile, area_id: CANADA })),
    );
    expect(first[1]).toEqual(first[0]);
    expect(answer(first[0])).toEqual({ code: 1, msg: MSG.sent });
    // Nothing went out to the taken number, and its stored code matches nothing.
    const delivered = server.db
      .prepare('SELECT recipient FROM outbox WHERE recipient IN (?, ?)')
      .all(`+1${free}`, `+1${taken}`);
    expect(delivered).toEqual([{ recipient: `+1${free}` }]);
    expect(
      server.db
        .prepare('SELECT code_hash FROM verification_codes WHERE address = ?')
        .all(`+1${taken}`),
    ).toEqual([{ code_hash: '' }]);
    // The resend limit answers alike too.
    const again = await Promise.all(
      [free, taken].map(async (mobile) => {
        const got = answer(await send(user.token, { mobile, area_id: CANADA }));
        return { ...got, msg: got.msg.replace(/\d+/, 'N') };
      }),
    );
    expect(again[0].code).toBe(0);
    expect(again[1]).toEqual(again[0]);
    const freeCode = await server.outboxCode(`+1${free}`, BIND_MOBILE_TYPE);
    for (const code of ['000000', freeCode]) {
      expect(answer(await bind(user.token, { mobile: taken, area_id: CANADA, code }))).toEqual(
        refused(MSG.codeWrong),
      );
    }
    expect(mobileOf(user.id).mobile).toBeNull();
  });

  it('refuses as a wrong code a right one for a number another account took since', async () => {
    const user = await emailUser();
    const mobile = uniqueMobile();
    expect((await send(user.token, { mobile, area_id: CANADA })).code).toBe(1);
    const code = await server.outboxCode(`+1${mobile}`, BIND_MOBILE_TYPE);
    createUserRepo(server.db).create({ mobile, countryCode: '1', passwordHash: 'x' });
    expect(answer(await bind(user.token, { mobile, area_id: CANADA, code }))).toEqual(
      refused(MSG.codeWrong),
    );
    expect(mobileOf(user.id).mobile).toBeNull();
  });

  it('counts wrong codes in the secret limiter: the 5th voids the code, then codes lock', async () => {
    const user = await emailUser();
    const mobile = uniqueMobile();
    expect((await send(user.token, { mobile, area_id: CANADA })).code).toBe(1);
    const code = await server.outboxCode(`+1${mobile}`, BIND_MOBILE_TYPE);
    const guess = (value: string) => bind(user.token, { mobile, area_id: CANADA, code: value });
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(answer(await guess(wrongCode(code)))).toEqual(refused(MSG.codeWrong));
    }
    expect(answer(await guess(wrongCode(code)))).toEqual(refused(MSG.codeVoid));
    // Even the right code now waits: the number's codes are locked after 5 wrong ones.
    expect(answer(await guess(code))).toEqual(refused(MSG.codesLocked));
    expect(mobileOf(user.id).mobile).toBeNull();
  });

  it('one network guessing one number has to wait after its 4th wrong code', async () => {
    const user = await emailUser();
    const mobile = uniqueMobile();
    const ip = uniqueIp();
    expect((await send(user.token, { mobile, area_id: CANADA })).code).toBe(1);
    const code = await server.outboxCode(`+1${mobile}`, BIND_MOBILE_TYPE);
    const guess = (value: string) => bind(user.token, { mobile, area_id: CANADA, code: value }, ip);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(answer(await guess(wrongCode(code)))).toEqual(refused(MSG.codeWrong));
    }
    // The limiter answers before the code is looked at: the right one waits too.
    const waiting = answer(await guess(code));
    expect(waiting.code).toBe(0);
    expect(waiting.msg).toMatch(/\d/);
    expect(waiting.msg).not.toBe(MSG.codeWrong);
    expect(mobileOf(user.id).mobile).toBeNull();
  });
});
