import type { DepositRequestRow, WalletInfo } from '@exchange/shared/contract';
import {
  account,
  assetUser,
  BTC,
  draw as drawAs,
  operator,
  snapshot,
  USDT,
  type AssetUser,
} from './assets-helpers';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const TRC20 = 2;

async function depositAddressOf(user: AssetUser, protocolIndex = 0): Promise<string> {
  const wallet = await server.get<WalletInfo>('wallet/wallet', {
    token: user.token,
    query: { currency_id: USDT },
  });
  return wallet.data.currency_protocols[protocolIndex].in_address;
}

const logs = (
  userId: number,
  reason: string,
): Array<{ field: string; value: string; memo: string }> =>
  server.db
    .prepare(
      'SELECT field, value, memo FROM balance_logs WHERE user_id = ? AND reason = ? ORDER BY id',
    )
    .all(userId, reason) as Array<{ field: string; value: string; memo: string }>;

describe('wallet/createPayOrder and the operator', () => {
  it('stores a pending request; approve credits exactly once, with a log row', async () => {
    const user = await assetUser(server);
    const inAddress = await depositAddressOf(user, 1);
    const answer = await server.post<DepositRequestRow>('wallet/createPayOrder', {
      token: user.token,
      body: {
        currency_id: USDT,
        in_address: inAddress,
        chargeNum: '250.12345678',
        walletAddress: ADDRESS,
      },
    });
    expect(answer).toMatchObject({
      code: 1,
      msg: 'Deposit request submitted, please wait for review',
    });
    expect(answer.data).toMatchObject({
      currency_id: USDT,
      currency_code: 'USDT',
      currency_protocol_id: TRC20,
      amount: '250.12345678',
      in_address: inAddress,
      from_address: ADDRESS,
      status: 0,
    });
    expect(account(server, user.id, USDT, 1).balance).toBe('0');
    const list = operator(server, 'deposit', 'list');
    expect(list.code).toBe(0);
    expect(list.out).toContain(`#${answer.data.id}`);
    expect(list.out).toContain('amount 250.12345678 USDT');
    expect(operator(server, 'deposit', 'approve', String(answer.data.id))).toMatchObject({
      code: 0,
    });
    expect(account(server, user.id, USDT, 1).balance).toBe('250.12345678');
    expect(logs(user.id, 'deposit')).toEqual([
      { field: 'balance', value: '250.12345678', memo: `Deposit #${answer.data.id}` },
    ]);
    // A second decision finds nothing pending and changes nothing.
    expect(operator(server, 'deposit', 'approve', String(answer.data.id))).toMatchObject({
      code: 1,
    });
    expect(operator(server, 'deposit', 'reject', String(answer.data.id))).toMatchObject({
      code: 1,
    });
    expect(account(server, user.id, USDT, 1).balance).toBe('250.12345678');
    expect(operator(server, 'deposit', 'list').out).not.toContain(`#${answer.data.id} `);
  });

  it('reject credits nothing; bad operator input exits 1', async () => {
    const user = await assetUser(server);
    const answer = await server.post<DepositRequestRow>('wallet/createPayOrder', {
      token: user.token,
      body: {
        currency_id: USDT,
        in_address: await depositAddressOf(user, 1),
        chargeNum: 5,
        walletAddress: ADDRESS,
      },
    });
    expect(
      operator(server, 'deposit', 'reject', String(answer.data.id), '--reason', 'not received')
        .code,
    ).toBe(0);
    expect(account(server, user.id, USDT, 1).balance).toBe('0');
    expect(
      server.db
        .prepare('SELECT status, note FROM deposit_requests WHERE id = ?')
        .get(answer.data.id),
    ).toEqual({
      status: 2,
      note: 'not received',
    });
    expect(operator(server, 'deposit', 'approve').code).toBe(1);
    expect(operator(server, 'deposit', 'approve', 'abc').code).toBe(1);
    expect(operator(server, 'deposit', 'approve', '999999').code).toBe(1);
    expect(operator(server, 'deposit', 'frobnicate').code).toBe(1);
  });

  it('refuses bad requests with translated messages and stores nothing', async () => {
    const user = await assetUser(server);
    const other = await assetUser(server);
    // TRC20 deposit addresses: the sending wallet (ADDRESS) is a TRON address.
    const mine = await depositAddressOf(user, 1);
    const theirs = await depositAddressOf(other, 1);
    const before = snapshot(server, user.id);
    const base = { currency_id: USDT, in_address: mine, chargeNum: '10', walletAddress: ADDRESS };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, chargeNum: '' }, '请输入充币数量'],
      [{ ...base, chargeNum: '0' }, '数量必须大于零'],
      [{ ...base, chargeNum: '-1' }, '数量必须大于零'],
      [{ ...base, chargeNum: '1e3' }, '请输入普通十进制数字格式的数量'],
      [{ ...base, chargeNum: '1.123456789' }, '数量最多允许 8 位小数'],
      [{ ...base, walletAddress: '' }, '请输入钱包地址'],
      [{ ...base, walletAddress: 'not an address' }, '这不是有效的 TRC20 地址'],
      // The sending wallet must be an address of the deposit's chain.
      [
        { ...base, walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7' },
        '这不是有效的 TRC20 地址',
      ],
      [{ ...base, in_address: theirs }, '这不是您该币种的充币地址'],
      [{ ...base, in_address: undefined }, '这不是您该币种的充币地址'],
      [{ ...base, currency_id: 4 }, '该币种暂停充币'],
      [{ ...base, currency_id: 'x' }, '币种不存在'],
    ];
    for (const [body, msg] of cases) {
      const answer = await server.post('wallet/createPayOrder', {
        token: user.token,
        body,
        lang: 'zh',
      });
      expect({ body, answer }).toEqual({ body, answer: { code: 0, msg, data: null } });
    }
    expect(snapshot(server, user.id)).toEqual(before);
  });
});

describe('account/draw', () => {
  const draw = (user: AssetUser, body: Record<string, unknown>, lang?: string) =>
    drawAs(server, user, body, lang);

  it('locks the amount; approve burns the lock exactly', async () => {
    const user = await assetUser(server, '500');
    const answer = await draw(user, { number: '123.45678901', memo: 'cold wallet' });
    expect(answer).toMatchObject({ code: 1, msg: 'Withdrawal submitted, please wait for review' });
    // fee = number x 0.001 floored to 8 decimals
    expect(answer.data).toMatchObject({
      number: '123.45678901',
      fee: '0.12345678',
      real_number: '123.33333223',
      status: 0,
      memo: 'cold wallet',
    });
    expect(account(server, user.id, USDT, 1)).toEqual({
      balance: '376.54321099',
      lock: '123.45678901',
    });
    expect(operator(server, 'withdraw', 'list').out).toContain(`#${answer.data.id}`);
    expect(operator(server, 'withdraw', 'approve', String(answer.data.id)).code).toBe(0);
    expect(account(server, user.id, USDT, 1)).toEqual({ balance: '376.54321099', lock: '0' });
    expect(logs(user.id, 'withdraw_done')).toEqual([
      { field: 'lock_balance', value: '-123.45678901', memo: `Withdrawal #${answer.data.id} sent` },
    ]);
    expect(operator(server, 'withdraw', 'reject', String(answer.data.id)).code).toBe(1);
    expect(account(server, user.id, USDT, 1)).toEqual({ balance: '376.54321099', lock: '0' });
  });

  it('reject restores the balance exactly', async () => {
    const user = await assetUser(server, '500');
    const answer = await draw(user, { number: '77.7' });
    expect(account(server, user.id, USDT, 1)).toEqual({ balance: '422.3', lock: '77.7' });
    expect(
      operator(server, 'withdraw', 'reject', String(answer.data.id), '--reason', 'bad address')
        .code,
    ).toBe(0);
    expect(account(server, user.id, USDT, 1)).toEqual({ balance: '500', lock: '0' });
    expect(logs(user.id, 'withdraw_reject').map((row) => [row.field, row.value])).toEqual([
      ['lock_balance', '-77.7'],
      ['balance', '77.7'],
    ]);
  });

  it('refuses bad requests in order, translated, and changes nothing', async () => {
    const user = await assetUser(server, '500');
    const before = snapshot(server, user.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ currency_id: 999 }, 'Currency not found'],
      [{ currency_id: 4 }, 'Withdrawals of this currency are closed'],
      [{ currency_protocol_id: 3 }, 'This chain is not available for the currency'],
      [{ currency_protocol_id: 'x' }, 'This chain is not available for the currency'],
      [{ address: '' }, 'Please enter the withdrawal address'],
      [{ address: 'short' }, 'This is not a valid ERC20 address'],
      [{ address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' }, 'This is not a valid ERC20 address'],
      [{ number: '' }, 'Please enter the withdrawal amount'],
      [{ number: '-10' }, 'The amount must be greater than zero'],
      [{ number: '0' }, 'The amount must be greater than zero'],
      [{ number: '1E2' }, 'Please enter the amount as a plain decimal number'],
      [{ number: '12.123456789' }, 'The amount allows at most 8 decimals'],
      [{ number: '9.99999999' }, 'The minimum withdrawal is 10'],
      [{ number: '100000.00000001' }, 'The maximum withdrawal is 100000'],
      [{ memo: 'm'.repeat(101) }, 'Too long: at most 100 characters'],
      [{ pay_password: '' }, 'Please enter the trade password'],
      [{ number: '500.00000001' }, 'Insufficient available balance'],
      [{ pay_password: 'wrong1234' }, 'Incorrect trade password'],
    ];
    for (const [body, msg] of cases) {
      const answer = await draw(user, body);
      expect({ body, answer }).toEqual({ body, answer: { code: 0, msg, data: null } });
    }
    expect(snapshot(server, user.id)).toEqual(before);
    expect((await draw(user, { pay_password: 'wrong1234' }, 'kr')).msg).toBe(
      '거래 비밀번호가 올바르지 않습니다',
    );
    const noPassword = await assetUser(server, '500', false);
    expect(await draw(noPassword, {}, 'vi')).toEqual({
      code: 0,
      msg: 'Vui lòng đặt mật khẩu giao dịch trước',
      data: null,
    });
    expect((await server.post('account/draw', { body: {} })).code).toBe(999);
  });

  it('BTC: min, max and fee at the currency’s rate', async () => {
    const user = await assetUser(server);
    server.db
      .prepare(
        "UPDATE accounts SET balance = '2' WHERE user_id = ? AND currency_id = ? AND account_type_id = 1",
      )
      .run(user.id, BTC);
    const address = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
    const ok = await draw(user, {
      currency_id: BTC,
      currency_protocol_id: 3,
      address,
      number: '0.001',
    });
    expect(ok.data).toMatchObject({ number: '0.001', fee: '0.0000005', real_number: '0.0009995' });
    expect(
      (await draw(user, { currency_id: BTC, currency_protocol_id: 3, address, number: '0.0009' }))
        .msg,
    ).toBe('The minimum withdrawal is 0.001');
  });
});
