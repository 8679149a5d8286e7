import { createHash } from 'node:crypto';
import type { AddressServiceAnswer } from '@exchange/shared/contract';
import { addressSign } from '../src/assets/address-service';
import { assetUser, snapshot, type AssetUser } from './assets-helpers';
import { startTestServer, type TestServer } from './support/test-server';

const SECRET = 'test-sign-suffix';
const USDT_TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const TARGET = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ devOutbox: true, addressSignSecret: SECRET });
});
afterAll(() => server.close());

type Call = {
  token?: string;
  lang?: string;
  form?: Record<string, string>;
  json?: unknown;
  query?: Record<string, string>;
};

async function address(
  method: string,
  name: string,
  call: Call = {},
): Promise<{ status: number; body: AddressServiceAnswer }> {
  const url = new URL(`/api/address/${name}`, server.url);
  for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = {};
  if (call.token) headers.authorization = call.token;
  if (call.lang) headers.lang = call.lang;
  let body: string | undefined;
  if (call.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(call.form).toString();
  } else if (call.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.json);
  }
  const response = await fetch(url, { method, headers, body });
  return { status: response.status, body: (await response.json()) as AddressServiceAnswer };
}

function form(
  user: AssetUser,
  fields: Record<string, unknown>,
  secret = SECRET,
): Record<string, string> {
  const data = JSON.stringify({
    user_id: user.id,
    address: TARGET,
    coin_name: 'USDT',
    contract_address: USDT_TRC20,
    t: Math.floor(Date.now() / 1000),
    ...fields,
  });
  return { data, sign: addressSign(data, secret) };
}

async function sendCode(user: AssetUser): Promise<string> {
  const sent = await address('POST', 'SendVerificationcode', {
    token: user.token,
    json: { user_id: user.id },
  });
  expect(sent).toEqual({ status: 200, body: { code: 1, message: 'Verification code sent' } });
  return server.outboxCode(user.email, 6);
}

const bound = (user: AssetUser) =>
  address('GET', 'GetDrawAddress', {
    token: user.token,
    query: { user_id: String(user.id), coin_name: 'USDT', contract_address: USDT_TRC20 },
  });

describe('address service', () => {
  it('sign = sha256(data + secret) in hex', () => {
    expect(addressSign('ab', 'cx')).toBe(createHash('sha256').update('abcx').digest('hex'));
    expect(addressSign('abc', 'x')).toMatch(/^[0-9a-f]{64}$/);
    expect(addressSign('abc', 'x')).not.toBe(addressSign('abc', 'y'));
  });

  it('binds with token, sign and code; GetDrawAddress answers it', async () => {
    const user = await assetUser(server);
    expect((await bound(user)).body).toEqual({ code: 1, message: '', address: '' });
    const code = await sendCode(user);
    const answer = await address('POST', 'BindDrawAddress', {
      token: user.token,
      form: form(user, { verificationcode: code }),
    });
    expect(answer).toEqual({ status: 200, body: { code: 1, message: 'Withdrawal address bound' } });
    expect((await bound(user)).body).toEqual({ code: 1, message: '', address: TARGET });
    // The code is single use.
    const again = await address('POST', 'BindDrawAddress', {
      token: user.token,
      form: form(user, {
        verificationcode: code,
        address: '0x52908400098527886E0F7030069857D2E4169EE7',
      }),
    });
    expect(again.body.code).toBe(0);
    expect((await bound(user)).body.address).toBe(TARGET);
  });

  it('refuses a bad sign, a missing token or code, another user, stale t; changes nothing', async () => {
    const user = await assetUser(server);
    const other = await assetUser(server);
    const code = await sendCode(user);
    const before = snapshot(server, user.id);
    const good = form(user, { verificationcode: code });
    const cases: Array<[Call, AddressServiceAnswer]> = [
      [{ form: good }, { code: 999, message: expect.any(String) as string }],
      [
        { token: user.token, form: { ...good, sign: addressSign(good.data, 'wrong') } },
        { code: 0, message: 'La firma no coincide' },
      ],
      [
        { token: user.token, form: { data: good.data } },
        { code: 0, message: 'La firma no coincide' },
      ],
      [
        { token: user.token, form: { ...good, data: `${good.data} ` } },
        { code: 0, message: 'La firma no coincide' },
      ],
      [
        { token: user.token, form: form(user, { verificationcode: '' }) },
        { code: 0, message: expect.any(String) as string },
      ],
      [
        { token: user.token, form: form(user, {}) },
        { code: 0, message: expect.any(String) as string },
      ],
      [
        {
          token: user.token,
          form: form(user, { verificationcode: '000000' === code ? '111111' : '000000' }),
        },
        { code: 0, message: expect.any(String) as string },
      ],
      [
        { token: other.token, form: good },
        { code: 0, message: 'El usuario no coincide con la cuenta iniciada' },
      ],
      [
        { token: user.token, form: form(user, { verificationcode: code, t: 1000 }) },
        { code: 0, message: 'La solicitud ha caducado, inténtelo de nuevo' },
      ],
      [
        { token: user.token, form: form(user, { verificationcode: code, address: 'x' }) },
        { code: 0, message: 'Esta no es una dirección TRC20 válida' },
      ],
      [
        {
          token: user.token,
          form: form(user, {
            verificationcode: code,
            address: '0x52908400098527886E0F7030069857D2E4169EE7',
          }),
        },
        { code: 0, message: 'Esta no es una dirección TRC20 válida' },
      ],
      [
        { token: user.token, form: form(user, { verificationcode: code, coin_name: 'NOPE' }) },
        { code: 0, message: expect.any(String) as string },
      ],
      [
        {
          token: user.token,
          form: form(user, { verificationcode: code, contract_address: '0xdead' }),
        },
        { code: 0, message: expect.any(String) as string },
      ],
    ];
    for (const [call, expected] of cases) {
      const answer = await address('POST', 'BindDrawAddress', { lang: 'es', ...call });
      expect({ call, answer }).toEqual({ call, answer: { status: 200, body: expected } });
    }
    expect(snapshot(server, user.id)).toEqual(before);
    // The right code after all those refusals still works only for its owner, once.
    const ok = await address('POST', 'BindDrawAddress', { token: user.token, form: good });
    expect(ok.body.code).toBe(1);
  });

  it('SendVerificationcode and GetDrawAddress need the token and the caller’s own id', async () => {
    const user = await assetUser(server);
    expect(
      (await address('POST', 'SendVerificationcode', { json: { user_id: user.id } })).body.code,
    ).toBe(999);
    expect(
      (
        await address('POST', 'SendVerificationcode', {
          token: user.token,
          json: { user_id: user.id + 1 },
          lang: 'th',
        })
      ).body,
    ).toEqual({ code: 0, message: 'ผู้ใช้ไม่ตรงกับบัญชีที่เข้าสู่ระบบ' });
    expect(
      (
        await address('GET', 'GetDrawAddress', {
          query: { user_id: String(user.id), coin_name: 'USDT' },
        })
      ).body.code,
    ).toBe(999);
  });
});
