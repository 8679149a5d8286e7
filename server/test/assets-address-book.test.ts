import type { AddressBookEntry, AddressServiceAnswer, DrawLimit } from '@exchange/shared/contract';
import { addressSign } from '../src/assets/address-service';
import {
  account,
  assetUser,
  BTC,
  credit,
  draw as drawAs,
  ERC20_ADDRESS as ETH_ADDRESS,
  operator,
  snapshot,
  USDT,
  type AssetUser,
} from './assets-helpers';
import { startTestServer, type TestServer } from './support/test-server';

const SECRET = 'book-sign-suffix';
const ERC20 = 1;
const TRC20 = 2;
const BTC_CHAIN = 3;
const XRP = 5;
const XRP_CHAIN = 5;
const EOS = 6;
const EOS_CHAIN = 6;
const USDT_TRC20_TOKEN = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const TRON_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const XRP_ADDRESS = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    devOutbox: true,
    addressSignSecret: SECRET,
    limits: { codeResendMs: 0 },
  });
});
afterAll(() => server.close());

const draw = (user: AssetUser, body: Record<string, unknown>, lang?: string) =>
  drawAs(server, user, body, lang);

/** A type-6 code sent to the user's e-mail, read from the demo outbox. */
async function bindCode(user: AssetUser): Promise<string> {
  const sent = await fetch(new URL('/api/address/SendVerificationcode', server.url), {
    method: 'POST',
    headers: { authorization: user.token, 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: user.id }),
  });
  expect(((await sent.json()) as AddressServiceAnswer).code).toBe(1);
  return server.outboxCode(user.email, 6);
}

/** BindDrawAddress as the page posts it (form data; `json` sends the JSON body instead). */
async function postBind(
  user: AssetUser,
  fields: Record<string, unknown>,
  { lang = 'en', json = false } = {},
): Promise<AddressServiceAnswer> {
  const data = JSON.stringify({
    user_id: user.id,
    coin_name: 'USDT',
    contract_address: USDT_TRC20_TOKEN,
    t: Math.floor(Date.now() / 1000),
    ...fields,
  });
  const form = { data, sign: addressSign(data, SECRET) };
  const response = await fetch(new URL('/api/address/BindDrawAddress', server.url), {
    method: 'POST',
    headers: {
      authorization: user.token,
      lang,
      'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
    },
    body: json ? JSON.stringify(form) : new URLSearchParams(form).toString(),
  });
  return (await response.json()) as AddressServiceAnswer;
}

/** BindDrawAddress with a fresh code. */
async function bind(
  user: AssetUser,
  fields: Record<string, unknown>,
  lang = 'en',
): Promise<AddressServiceAnswer> {
  return postBind(user, { verificationcode: await bindCode(user), ...fields }, { lang });
}

const book = async (user: AssetUser, query: Record<string, string | number> = {}) =>
  (await server.get<AddressBookEntry[]>('address_book/list', { token: user.token, query })).data;

describe('withdrawals are checked for the chosen chain', () => {
  it('refuses another chain’s address (and a broken checksum) and moves nothing', async () => {
    const user = await assetUser(server, '1000');
    const before = snapshot(server, user.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ currency_protocol_id: TRC20, address: ETH_ADDRESS }, 'This is not a valid TRC20 address'],
      [{ currency_protocol_id: ERC20, address: TRON_ADDRESS }, 'This is not a valid ERC20 address'],
      // EIP-55: one letter's case changed.
      [
        { address: '0x52908400098527886E0F7030069857D2E4169Ee7' },
        'This is not a valid ERC20 address',
      ],
      // TRON base58check with one character changed.
      [
        { currency_protocol_id: TRC20, address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSF' },
        'This is not a valid TRC20 address',
      ],
      [
        { currency_id: BTC, currency_protocol_id: BTC_CHAIN, address: ETH_ADDRESS, number: '0.01' },
        'This is not a valid BTC address',
      ],
    ];
    for (const [body, msg] of cases) {
      const answer = await draw(user, body);
      expect({ body, answer }).toEqual({ body, answer: { code: 0, msg, data: null } });
    }
    expect(
      (await draw(user, { currency_protocol_id: TRC20, address: ETH_ADDRESS }, 'de')).msg,
    ).toBe('Dies ist keine gültige TRC20-Adresse');
    expect(snapshot(server, user.id)).toEqual(before);
    expect(account(server, user.id, USDT, 1)).toEqual({ balance: '1000', lock: '0' });
  });

  it('accepts a well-formed address of the chosen chain, and the operator sees the chain', async () => {
    const user = await assetUser(server, '1000');
    const ok = await draw(user, { currency_protocol_id: TRC20, address: TRON_ADDRESS });
    expect(ok).toMatchObject({ code: 1, data: { chain: 'TRC20', address: TRON_ADDRESS } });
    expect(account(server, user.id, USDT, 1)).toEqual({ balance: '900', lock: '100' });
    // Lower-case hex (no checksum) is a valid ERC20 address too.
    expect((await draw(user, { address: ETH_ADDRESS.toLowerCase() })).code).toBe(1);
    const listed = operator(server, 'withdraw', 'list').out;
    const line = listed.split('\n').find((row) => row.startsWith(`#${ok.data.id} `));
    expect(line).toContain('chain TRC20');
    expect(line).toContain(`to ${TRON_ADDRESS}`);
    expect(line).toContain('memo -');
  });

  it('checks the XRP destination tag; a memo chain’s memo reaches the operator', async () => {
    const user = await assetUser(server);
    credit(server, user.id, XRP, 1, '500');
    const xrp = {
      currency_id: XRP,
      currency_protocol_id: XRP_CHAIN,
      address: XRP_ADDRESS,
      number: '50',
    };
    expect((await draw(user, { ...xrp, memo: 'abc' })).msg).toBe(
      'The destination tag must be a whole number from 0 to 4294967295',
    );
    expect((await draw(user, { ...xrp, memo: '4294967296' })).code).toBe(0);
    expect((await draw(user, { ...xrp, address: TRON_ADDRESS, memo: '7' })).msg).toBe(
      'This is not a valid XRP address',
    );
    const ok = await draw(user, { ...xrp, memo: '4294967295' });
    expect(ok).toMatchObject({ code: 1, data: { chain: 'XRP', memo: '4294967295' } });
    expect(operator(server, 'withdraw', 'list').out).toContain(
      `chain XRP  to ${XRP_ADDRESS}  memo 4294967295`,
    );
    expect(account(server, user.id, XRP, 1)).toEqual({ balance: '450', lock: '50' });
  });
});

describe('address book', () => {
  it('saves labelled addresses per chain with a code, lists them per chain, removes them', async () => {
    const user = await assetUser(server);
    expect(await bind(user, { address: TRON_ADDRESS, label: 'Ledger' })).toEqual({
      code: 1,
      message: 'Withdrawal address bound',
    });
    expect(
      await bind(user, {
        address: ETH_ADDRESS,
        label: 'Cold',
        contract_address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      }),
    ).toMatchObject({ code: 1 });
    const all = await book(user, { currency_id: USDT });
    expect(all.map((entry) => [entry.chain, entry.address, entry.label])).toEqual([
      ['ERC20', ETH_ADDRESS, 'Cold'],
      ['TRC20', TRON_ADDRESS, 'Ledger'],
    ]);
    expect(
      (await book(user, { currency_protocol_id: TRC20 })).map((entry) => entry.address),
    ).toEqual([TRON_ADDRESS]);
    // The newest of a chain is what GetDrawAddress answers (the spec's one bound address).
    const bound = await fetch(
      new URL(
        `/api/address/GetDrawAddress?user_id=${user.id}&coin_name=USDT&contract_address=${USDT_TRC20_TOKEN}`,
        server.url,
      ),
      { headers: { authorization: user.token } },
    );
    expect(((await bound.json()) as AddressServiceAnswer).address).toBe(TRON_ADDRESS);
    // Another user neither sees nor removes them.
    const other = await assetUser(server);
    expect(await book(other)).toEqual([]);
    const [cold] = all;
    expect(
      await server.post('address_book/delete', { token: other.token, body: { id: cold.id } }),
    ).toEqual({ code: 0, msg: 'This saved address does not exist', data: null });
    expect(
      await server.post('address_book/delete', { token: user.token, body: { id: cold.id } }),
    ).toEqual({ code: 1, msg: 'Address removed from the address book', data: null });
    expect((await book(user)).map((entry) => entry.label)).toEqual(['Ledger']);
    expect((await server.get('address_book/list', {})).code).toBe(999);
  });

  it('refuses another chain’s address before the code is spent, and keeps memos of memo chains', async () => {
    const user = await assetUser(server);
    expect(await bind(user, { address: ETH_ADDRESS }, 'fr')).toEqual({
      code: 0,
      message: "Ce n'est pas une adresse TRC20 valide",
    });
    expect(await book(user)).toEqual([]);
    // The refused code was not used up.
    const code = await server.outboxCode(user.email, 6);
    expect(
      await postBind(user, { verificationcode: code, address: TRON_ADDRESS }, { json: true }),
    ).toMatchObject({ code: 1 });

    const xrp = { coin_name: 'XRP', contract_address: '', address: XRP_ADDRESS };
    expect(await bind(user, { ...xrp, memo: 'x1' })).toMatchObject({ code: 0 });
    expect(await bind(user, { ...xrp, memo: '12345', label: 'Exchange' })).toMatchObject({
      code: 1,
    });
    expect(
      await bind(user, {
        coin_name: 'EOS',
        contract_address: '',
        address: 'binancecleos',
        memo: 'm'.repeat(300),
      }),
    ).toEqual({
      code: 0,
      message: 'The memo may be at most 256 bytes',
    });
    expect(
      await bind(user, {
        coin_name: 'EOS',
        contract_address: '',
        address: 'binancecleos',
        memo: 'hello 42',
      }),
    ).toMatchObject({
      code: 1,
    });
    // A memo sent for a chain without one is not kept.
    expect(
      await bind(user, { address: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9', memo: 'note' }),
    ).toMatchObject({ code: 1 });
    const entries = await book(user);
    expect(entries.map((entry) => [entry.chain, entry.memo, entry.label])).toEqual([
      ['TRC20', '', ''],
      ['EOS', 'hello 42', ''],
      ['XRP', '12345', 'Exchange'],
      ['TRC20', '', ''],
    ]);
    expect(
      entries.filter((entry) => entry.currency_id === EOS).map((e) => e.currency_protocol_id),
    ).toEqual([EOS_CHAIN]);
    expect(await bind(user, { address: TRON_ADDRESS, label: 'x'.repeat(31) })).toEqual({
      code: 0,
      message: 'The label may be at most 30 characters',
    });
  });

  it('holds at most 20 addresses per chain; saving one again only relabels it', async () => {
    const user = await assetUser(server);
    const insert = server.db.prepare(
      `INSERT INTO address_book (user_id, currency_protocol_id, address, created_at)
       VALUES (?, ?, ?, '2026-01-01 00:00:00')`,
    );
    for (let i = 0; i < 19; i++) insert.run(user.id, TRC20, `T-placeholder-${i}`);
    expect(await bind(user, { address: TRON_ADDRESS, label: 'first' })).toMatchObject({ code: 1 });
    expect(await bind(user, { address: TRON_ADDRESS, label: 'renamed' })).toMatchObject({
      code: 1,
    });
    expect(await bind(user, { address: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9' })).toEqual({
      code: 0,
      message: 'At most 20 addresses can be saved for one chain; remove one first',
    });
    expect((await book(user, { currency_protocol_id: TRC20 }))[0]).toMatchObject({
      address: TRON_ADDRESS,
      label: 'renamed',
    });
  });
});

describe('daily withdrawal limit by identity', () => {
  const limitOf = async (user: AssetUser): Promise<DrawLimit> =>
    (await server.get<DrawLimit>('account/draw_limit', { token: user.token })).data;

  it('counts pending and sent withdrawals of the day in USDT, gives rejected ones back', async () => {
    const user = await assetUser(server, '5000');
    expect(await limitOf(user)).toEqual({
      limit: '2000.0000',
      used: '0.0000',
      left: '2000.0000',
      verified: false,
      currency: 'USDT',
    });
    const first = await draw(user, { number: '1500' });
    expect(first.data.usdt_value).toBe('1500');
    expect((await limitOf(user)).left).toBe('500.0000');
    const over = await draw(user, { number: '500.0001' });
    expect(over).toEqual({
      code: 0,
      msg: 'This withdrawal is worth 500.0001 USDT, but only 500.0000 USDT of your daily limit of 2000.0000 USDT is left today. Identity verification raises the withdrawal limit',
      data: null,
    });
    expect(account(server, user.id, USDT, 1)).toEqual({ balance: '3500', lock: '1500' });
    expect((await draw(user, { number: '500' })).code).toBe(1);
    expect((await limitOf(user)).left).toBe('0.0000');
    expect(operator(server, 'withdraw', 'reject', String(first.data.id)).code).toBe(0);
    expect((await limitOf(user)).left).toBe('1500.0000');
  });

  it('values other currencies at the last USDT price; verified users get the higher limit', async () => {
    const user = await assetUser(server);
    credit(server, user.id, BTC, 1, '10');
    const price = server.db
      .prepare('SELECT close FROM quotations WHERE currency_match_id = 1')
      .pluck()
      .get() as string | undefined;
    expect(price).toBeDefined();
    const btc = {
      currency_id: BTC,
      currency_protocol_id: BTC_CHAIN,
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    };
    // About 97,000 USDT a coin: 0.1 BTC is over the unverified 2,000.
    const refused = await draw(user, { ...btc, number: '0.1' }, 'zh');
    expect(refused.msg).toMatch(
      /^本次提币价值 [\d.]+ USDT，但您今日 2000\.0000 USDT 的每日额度仅剩 2000\.0000 USDT。完成身份认证可提高提币额度$/,
    );
    server.db.prepare('UPDATE users SET review_status = 2 WHERE id = ?').run(user.id);
    expect((await limitOf(user)).limit).toBe('100000.0000');
    const ok = await draw(user, { ...btc, number: '0.1' });
    expect(ok.code).toBe(1);
    expect(ok.data.usdt_value).not.toBe('0');
    // An operator edit applies at once.
    server.db
      .prepare("UPDATE settings SET value = '10' WHERE key = 'draw_daily_limit_verified'")
      .run();
    try {
      expect((await limitOf(user)).left).toBe('0.0000');
      expect((await draw(user, { ...btc, number: '0.001' })).msg).toMatch(
        /^This withdrawal is worth [\d.]+ USDT, but only 0\.0000 USDT of your daily limit of 10\.0000 USDT is left today$/,
      );
    } finally {
      server.db
        .prepare("UPDATE settings SET value = '100000' WHERE key = 'draw_daily_limit_verified'")
        .run();
    }
  });

  it('answers a wrong trade password before anything about the limit or the balance', async () => {
    const user = await assetUser(server, '10');
    expect((await draw(user, { number: '5000', pay_password: 'wrong1234' })).msg).toBe(
      'Incorrect trade password',
    );
  });
});
