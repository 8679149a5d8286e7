import type { AccountBalancePush, AccountTypeLogPage, Envelope } from '@exchange/shared/contract';
import type {
  UidLookupAnswer,
  UidTransferAnswer,
  UidTransferListPage,
} from '@exchange/shared/contract/uid-transfer';
import { LOOKUP_LIMIT } from '../src/assets/uid-transfer';
import { ACCOUNT_TYPE_ID as SERVER_TYPES } from '../src/assets/constants';
import {
  UID_TRANSFER_PAGE_SIZE as SERVER_PAGE_SIZE,
  UID_TRANSFER_FROM_ACCOUNTS as SERVER_FROM,
} from '../src/assets/uid-transfer';
import {
  UID_TRANSFER_FROM_ACCOUNTS,
  UID_TRANSFER_PAGE_SIZE,
} from '@exchange/shared/contract/uid-transfer';
import {
  BTC,
  PAY_PASSWORD,
  USDT,
  account,
  assetUser,
  credit,
  snapshot,
  type AssetUser,
} from './assets-helpers';
import { uniqueIp } from './support/codes';
import { refused, startTestServer, type TestServer } from './support/test-server';
import { WsProbe } from './support/ws-probe';

// Every trade password check runs scrypt: give the tests room on a busy machine.
jest.setTimeout(30_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
});
afterAll(() => server.close());

const NO_COUNTERPARTY = 'Counterparty account does not exist';
const WRONG = 'Incorrect trade password';
const PAY_SECONDS = /^Too many wrong trade passwords, please try again in (29|30) seconds$/;

const uidOf = (user: AssetUser): string =>
  server.db.prepare('SELECT uid FROM users WHERE id = ?').pluck().get(user.id) as string;

const masked = (user: AssetUser): string => `${user.email.slice(0, 2)}***@example.com`;

function send(
  from: AssetUser,
  to: AssetUser | string,
  body: Record<string, unknown> = {},
  options: { ip?: string; lang?: string } = {},
): Promise<Envelope<UidTransferAnswer>> {
  return server.post<UidTransferAnswer>('account/uid_transfer', {
    token: from.token,
    lang: options.lang,
    headers: { 'x-forwarded-for': options.ip ?? uniqueIp() },
    body: {
      currency_id: USDT,
      from: 1,
      to_uid: typeof to === 'string' ? to : uidOf(to),
      amount: '10',
      pay_password: PAY_PASSWORD,
      ...body,
    },
  });
}

const lookup = (user: AssetUser, uid: unknown, lang?: string): Promise<Envelope<UidLookupAnswer>> =>
  server.get<UidLookupAnswer>('account/uid_lookup', {
    token: user.token,
    lang,
    query: uid === undefined ? {} : { uid: String(uid) },
  });

const list = (user: AssetUser, page = 1): Promise<Envelope<UidTransferListPage>> =>
  server.get<UidTransferListPage>('account/uid_transfer_list', {
    token: user.token,
    query: { page },
  });

const transferRows = (): number =>
  server.db.prepare('SELECT COUNT(*) FROM uid_transfers').pluck().get() as number;

describe('contract constants', () => {
  it('the server copies equal the contract', () => {
    expect(SERVER_FROM).toEqual([...UID_TRANSFER_FROM_ACCOUNTS]);
    expect(SERVER_FROM).toEqual([SERVER_TYPES.change, SERVER_TYPES.legal]);
    expect(SERVER_PAGE_SIZE).toBe(UID_TRANSFER_PAGE_SIZE);
  });
});

describe('account/uid_lookup', () => {
  it("answers the recipient's masked account; own and unknown UIDs get the same refusal", async () => {
    const me = await assetUser(server);
    const other = await assetUser(server);
    expect((await lookup(me, uidOf(other))).data).toEqual({
      uid: uidOf(other),
      account: masked(other),
    });
    expect(masked(other)).toMatch(/^as\*\*\*@example\.com$/);
    expect(await lookup(me, uidOf(me))).toEqual(refused(NO_COUNTERPARTY));
    expect(await lookup(me, '1')).toEqual(refused(NO_COUNTERPARTY));
    expect(await lookup(me, '')).toEqual(refused("Please enter the recipient's UID"));
    expect(await lookup(me, '12ab')).toEqual(refused('A UID is made of digits only'));
    expect((await lookup(me, '1', 'zh')).msg).toBe('对方账户不存在');
    expect((await server.get('account/uid_lookup', { query: { uid: '1' } })).code).toBe(999);
  });

  it('a masked phone for a mobile account', async () => {
    const me = await assetUser(server);
    const other = await assetUser(server);
    server.db
      .prepare("UPDATE users SET email = NULL, mobile = '13812345678' WHERE id = ?")
      .run(other.id);
    expect((await lookup(me, uidOf(other))).data.account).toBe('138****5678');
  });

  it(`refuses a user's look-ups beyond ${LOOKUP_LIMIT} in the window, whatever the UID`, async () => {
    const me = await assetUser(server);
    const other = await assetUser(server);
    for (let i = 0; i < LOOKUP_LIMIT; i++) expect((await lookup(me, '1')).code).toBe(0);
    expect(await lookup(me, uidOf(other))).toEqual(
      refused('Too many UID look-ups, please try again in a few minutes'),
    );
    // Another user is not slowed by it.
    expect((await lookup(other, uidOf(me))).code).toBe(1);
  });
});

describe('account/uid_transfer', () => {
  it('refuses bad requests in the documented order, translated, and changes nothing', async () => {
    const me = await assetUser(server, '500');
    const other = await assetUser(server);
    const noPassword = await assetUser(server, '500', false);
    const before = [snapshot(server, me.id), snapshot(server, other.id), transferRows()];
    // Each case breaks one rule and every rule after it, so only the earliest may answer.
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { currency_id: 999, from: 3, to_uid: '', amount: '', pay_password: '' },
        'Currency not found',
      ],
      [
        { from: 3, to_uid: '', amount: '', pay_password: '' },
        'Transfers by UID can be sent from the spot or fiat account only',
      ],
      [
        { from: 'x', to_uid: 'x', amount: '' },
        'Transfers by UID can be sent from the spot or fiat account only',
      ],
      [{ to_uid: '', amount: '', pay_password: '' }, "Please enter the recipient's UID"],
      [{ to_uid: '12a', amount: '', pay_password: '' }, 'A UID is made of digits only'],
      [{ to_uid: '1', amount: '', pay_password: '' }, NO_COUNTERPARTY],
      [{ to_uid: uidOf(me), amount: '', pay_password: '' }, NO_COUNTERPARTY],
      [{ amount: '', pay_password: '' }, 'Please enter the amount to transfer'],
      [{ amount: 'abc', pay_password: '' }, 'Please enter the amount as a plain decimal number'],
      [{ amount: '1E2', pay_password: '' }, 'Please enter the amount as a plain decimal number'],
      [{ amount: '-1', pay_password: '' }, 'The amount must be greater than zero'],
      [{ amount: '0', pay_password: '' }, 'The amount must be greater than zero'],
      [{ amount: '1.123456789', pay_password: '' }, 'The amount allows at most 8 decimals'],
      [{ amount: '500.00000001', pay_password: '' }, 'Insufficient available balance'],
      [{ from: 2, amount: '1', pay_password: '' }, 'Insufficient available balance'],
      [{ pay_password: '' }, 'Please enter the trade password'],
      [{ pay_password: 'wrong1234' }, WRONG],
    ];
    for (const [body, msg] of cases) {
      const answer = await send(me, other, body);
      expect({ body, answer }).toEqual({ body, answer: refused(msg) });
    }
    expect(await send(noPassword, other)).toEqual(refused('Please set a trade password first'));
    expect((await send(me, '1', {}, { lang: 'de' })).msg).toBe(
      'Das Konto der Gegenpartei existiert nicht',
    );
    expect([snapshot(server, me.id), snapshot(server, other.id), transferRows()]).toEqual(before);
    expect((await server.post('account/uid_transfer', { body: {} })).code).toBe(999);
  });

  it("BTC's 8 decimals: the last one is kept exactly", async () => {
    const me = await assetUser(server);
    const other = await assetUser(server);
    credit(server, me.id, BTC, 1, '1');
    const answer = await send(me, other, { currency_id: BTC, amount: '0.12345678' });
    expect(answer.code).toBe(1);
    expect(account(server, me.id, BTC, 1).balance).toBe('0.87654322');
    expect(account(server, other.id, BTC, 1).balance).toBe('0.12345678');
  });

  it('moves the amount in one transaction with one log row on each side, and both list it', async () => {
    const me = await assetUser(server, '500');
    const other = await assetUser(server);
    credit(server, me.id, USDT, 2, '40');
    const logs = (userId: number): unknown[] =>
      server.db
        .prepare(
          `SELECT account_type_id, field, value, balance_before, balance_after, reason, memo, extra_data
             FROM balance_logs WHERE user_id = ? AND reason LIKE 'uid_transfer_%' ORDER BY id`,
        )
        .all(userId);

    const answer = await send(me, other, { from: 2, amount: '12.5' });
    expect(answer).toEqual({
      code: 1,
      msg: 'Transfer sent',
      data: {
        id: expect.any(Number),
        currency_code: 'USDT',
        amount: '12.5',
        to_uid: uidOf(other),
        to_account: masked(other),
        from: { account_type_id: 2, balance: '27.5', lock_balance: '0' },
      },
    });
    const id = answer.data.id;
    expect(account(server, me.id, USDT, 2)).toEqual({ balance: '27.5', lock: '0' });
    expect(account(server, me.id, USDT, 1)).toEqual({ balance: '500', lock: '0' });
    expect(account(server, other.id, USDT, 1)).toEqual({ balance: '12.5', lock: '0' });
    expect(logs(me.id)).toEqual([
      {
        account_type_id: 2,
        field: 'balance',
        value: '-12.5',
        balance_before: '40',
        balance_after: '27.5',
        reason: 'uid_transfer_out',
        memo: `UID transfer to UID ${uidOf(other)}`,
        extra_data: JSON.stringify({ uid_transfer_id: id, to_uid: uidOf(other) }),
      },
    ]);
    expect(logs(other.id)).toEqual([
      {
        account_type_id: 1,
        field: 'balance',
        value: '12.5',
        balance_before: '0',
        balance_after: '12.5',
        reason: 'uid_transfer_in',
        memo: `UID transfer from UID ${uidOf(me)}`,
        extra_data: JSON.stringify({ uid_transfer_id: id, from_uid: uidOf(me) }),
      },
    ]);

    const row = { id, currency_code: 'USDT', amount: '12.5', created_at: expect.any(String) };
    expect((await list(me)).data).toEqual({
      total: 1,
      per_page: 15,
      last_page: 1,
      current_page: 1,
      data: [
        {
          ...row,
          direction: 'out',
          counterparty_uid: uidOf(other),
          counterparty_account: masked(other),
          account_type_id: 2,
        },
      ],
    });
    expect((await list(other)).data.data).toEqual([
      {
        ...row,
        direction: 'in',
        counterparty_uid: uidOf(me),
        counterparty_account: masked(me),
        account_type_id: 1,
      },
    ]);
    // The records pages (account logs) show the reason translated, with the other side's UID.
    const received = await server.get<AccountTypeLogPage>('account_log/change', {
      token: other.token,
      lang: 'fr',
      query: { page: 1 },
    });
    expect(received.data.data[0]).toMatchObject({
      value: '12.5',
      memo: `Transfert reçu par UID: UID ${uidOf(me)}`,
    });
    const sent = await server.get<AccountTypeLogPage>('account_log/legal', {
      token: me.token,
      query: { page: 1 },
    });
    expect(sent.data.data[0]).toMatchObject({
      value: '-12.5',
      memo: `Transfer sent by UID: UID ${uidOf(other)}`,
    });
  });

  it('opens the recipient spot account when it is missing, like other credits', async () => {
    const me = await assetUser(server, '100');
    const other = await assetUser(server);
    server.db.prepare('DELETE FROM accounts WHERE user_id = ?').run(other.id);
    expect((await send(me, other, { amount: '3' })).code).toBe(1);
    expect(account(server, other.id, USDT, 1).balance).toBe('3');
  });

  it('pages the records 15 at a time, newest first', async () => {
    const me = await assetUser(server, '100');
    const other = await assetUser(server);
    for (let i = 1; i <= 16; i++) {
      expect((await send(i % 2 ? me : other, i % 2 ? other : me, { amount: '1' })).code).toBe(1);
    }
    const first = (await list(me)).data;
    expect(first).toMatchObject({ total: 16, per_page: 15, last_page: 2, current_page: 1 });
    expect(first.data).toHaveLength(15);
    expect(first.data[0]).toMatchObject({ direction: 'in' });
    expect(first.data[1]).toMatchObject({ direction: 'out' });
    expect((await list(me, 2)).data.data).toHaveLength(1);
  });

  it('concurrent transfers from one balance never overdraw it', async () => {
    const me = await assetUser(server, '25');
    const others = await Promise.all([1, 2, 3, 4, 5].map(() => assetUser(server)));
    // All pass the balance check before any has run its (awaited) trade password check.
    const answers = await Promise.all(others.map((other) => send(me, other, { amount: '10' })));
    const done = answers.filter((answer) => answer.code === 1);
    expect(done).toHaveLength(2);
    for (const answer of answers.filter((one) => one.code !== 1)) {
      expect(answer).toEqual(refused('Insufficient available balance'));
    }
    expect(account(server, me.id, USDT, 1).balance).toBe('5');
    const received = others.map((other) => account(server, other.id, USDT, 1).balance);
    expect(received.filter((balance) => balance === '10')).toHaveLength(2);
    expect(received.filter((balance) => balance === '0')).toHaveLength(3);
    const count = server.db
      .prepare('SELECT COUNT(*) FROM uid_transfers WHERE from_user_id = ?')
      .pluck()
      .get(me.id);
    expect(count).toBe(2);
  });

  it('wrong trade passwords count in the one limiter withdrawals use, both ways', async () => {
    const me = await assetUser(server, '500');
    const other = await assetUser(server);
    const ip = uniqueIp();
    for (let i = 0; i < 4; i++) {
      expect(await send(me, other, { pay_password: 'wrong1234' }, { ip })).toEqual(refused(WRONG));
    }
    // Locked out for a while, the right password too, and withdrawals share the count.
    expect((await send(me, other, {}, { ip })).msg).toMatch(PAY_SECONDS);
    const draw = await server.post('account/draw', {
      token: me.token,
      headers: { 'x-forwarded-for': ip },
      body: {
        currency_id: USDT,
        currency_protocol_id: 1,
        address: '0x52908400098527886E0F7030069857D2E4169EE7',
        pay_password: PAY_PASSWORD,
        number: '100',
      },
    });
    expect(draw.msg).toMatch(PAY_SECONDS);
    expect(account(server, other.id, USDT, 1).balance).toBe('0');

    const third = await assetUser(server, '500');
    for (let i = 0; i < 4; i++) {
      const wrongDraw = await server.post('account/draw', {
        token: third.token,
        headers: { 'x-forwarded-for': ip },
        body: {
          currency_id: USDT,
          currency_protocol_id: 1,
          address: '0x52908400098527886E0F7030069857D2E4169EE7',
          pay_password: 'wrong1234',
          number: '100',
        },
      });
      expect(wrongDraw.msg).toBe(WRONG);
    }
    expect((await send(third, other, {}, { ip })).msg).toMatch(PAY_SECONDS);
    expect(account(server, other.id, USDT, 1).balance).toBe('0');
  });

  it("pushes ACCOUNT_BALANCE to the recipient's open connections", async () => {
    const me = await assetUser(server, '50');
    const other = await assetUser(server);
    const probe = await WsProbe.open(server.wsUrl);
    try {
      probe.send({ type: 'login', params: other.token });
      await probe.next((frame) => frame.type === 'login' && frame.ok === true);
      probe.send({ type: 'sub', params: 'ACCOUNT_BALANCE' });
      await probe.next((frame) => frame.type === 'sub' && frame.params === 'ACCOUNT_BALANCE');
      expect((await send(me, other, { amount: '7.25' })).code).toBe(1);
      const push = await probe.next<AccountBalancePush>(
        (frame) => frame.type === 'ACCOUNT_BALANCE',
      );
      expect(push.accounts).toEqual([
        {
          account_type_id: 1,
          currency_id: USDT,
          currency_code: 'USDT',
          balance: '7.25',
          lock_balance: '0',
        },
      ]);
    } finally {
      probe.close();
    }
  });
});
