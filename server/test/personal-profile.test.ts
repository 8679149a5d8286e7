import * as contract from '@exchange/shared/contract/personal';
import type { Envelope, UserInfo } from '@exchange/shared/contract';
import type {
  AccountLogPage,
  AuthorizationCodeAnswer,
  ImageUploadAnswer,
  PayMethod,
  PayMethodType,
  RealNameCenter,
} from '@exchange/shared/contract/personal';
import { ACCOUNT_TYPE, createAccountsRepo } from '../src/accounts/accounts-repo';
import { createTokenStore } from '../src/auth/tokens';
import { runOperator } from '../src/cli/operator';
import * as constants from '../src/personal/constants';
import { createUserRepo } from '../src/user/user-repo';
import { uniqueEmail } from './support/codes';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type TestUser = { id: number; uid: string; token: string };

function newUser(): TestUser {
  const user = createUserRepo(server.db).create({
    email: uniqueEmail('profile'),
    passwordHash: 'x',
  });
  return { id: user.id, uid: user.uid, token: createTokenStore(server.db).issue(user.id) };
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108000000003a7e9b55', 'hex'),
  Buffer.from('0000000a49444154789c636000000002000148afa471', 'hex'),
  Buffer.from('0000000049454e44ae426082', 'hex'),
]);

async function uploadPng(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'a.png');
  const response = await fetch(new URL('/api/common/image_upload', server.url), {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  const answer = (await response.json()) as Envelope<ImageUploadAnswer>;
  if (answer.code !== 1) throw new Error(`upload refused: ${answer.msg}`);
  return answer.data.url;
}

const count = (sql: string, ...args: unknown[]): number =>
  (server.db.prepare(sql).get(...args) as { n: number }).n;

describe('server constants', () => {
  it('equal the contract values the web pages use', () => {
    for (const [name, value] of Object.entries(constants)) {
      expect({ name, value }).toEqual({ name, value: (contract as Record<string, unknown>)[name] });
    }
  });
});

describe('user/authorization_code', () => {
  it('is made on first use, stable afterwards and different per user', async () => {
    const a = newUser();
    const b = newUser();
    const first = await server.get<AuthorizationCodeAnswer>('user/authorization_code', {
      token: a.token,
    });
    const second = await server.get<AuthorizationCodeAnswer>('user/authorization_code', {
      token: a.token,
    });
    const other = await server.get<AuthorizationCodeAnswer>('user/authorization_code', {
      token: b.token,
    });
    expect(first.data.code).toMatch(/^[A-Z2-9]{10}$/);
    expect(second.data.code).toBe(first.data.code);
    expect(other.data.code).not.toBe(first.data.code);
    expect((await server.get('user/authorization_code')).code).toBe(999);
  });
});

describe('pay_method', () => {
  it('lists the three types with names in the request language', async () => {
    const user = newUser();
    const en = await server.get<PayMethodType[]>('pay_method/types', { token: user.token });
    expect(en.data).toEqual([
      { id: 1, name: 'Alipay', code: 'alipay' },
      { id: 2, name: 'WeChat Pay', code: 'wxpay' },
      { id: 3, name: 'Bank card', code: 'bank' },
    ]);
    const zh = await server.get<PayMethodType[]>('pay_method/types', {
      token: user.token,
      lang: 'zh',
    });
    expect(zh.data.map((type) => type.name)).toEqual(['支付宝', '微信支付', '银行卡']);
  });

  it('checks the fields in the page order, each with its own message, and saves nothing', async () => {
    const user = newUser();
    const stranger = newUser();
    const own = await uploadPng(user.token);
    const foreign = await uploadPng(stranger.token);
    const cases: Array<[unknown, string]> = [
      [{ raw_data: { real_name: 'A' } }, 'Please choose a payment method type'],
      [{ type: 9, raw_data: { real_name: 'A' } }, 'Please choose a payment method type'],
      [{ type: 'x', raw_data: { real_name: 'A' } }, 'Please choose a payment method type'],
      [{ type: 1 }, 'Please enter your real name'],
      [{ type: 1, raw_data: 'text' }, 'Invalid parameter: raw_data'],
      [{ type: 1, raw_data: { account: 'a', qrcode: own } }, 'Please enter your real name'],
      [{ type: 1, raw_data: { real_name: 'A', qrcode: own } }, 'Please enter the payment account'],
      [
        { type: 2, raw_data: { real_name: 'A', account: 'w' } },
        'Please upload the payment QR code',
      ],
      [
        { type: 2, raw_data: { real_name: 'A', account: 'w', qrcode: foreign } },
        'Please upload the image again',
      ],
      [
        {
          type: 2,
          raw_data: { real_name: 'A', account: 'w', qrcode: 'https://evil.example/x.png' },
        },
        'Please upload the image again',
      ],
      [
        { type: 1, raw_data: { real_name: 'A'.repeat(101), account: 'a', qrcode: own } },
        'Too long: at most 100 characters',
      ],
      [
        { type: 1, raw_data: { real_name: 7, account: ['a'], qrcode: own } },
        'Invalid parameter: account',
      ],
      [
        { type: 3, raw_data: { real_name: 'A', bank_address: 'b', card_no: '62220000' } },
        'Please enter the bank name',
      ],
      [
        { type: 3, raw_data: { real_name: 'A', bank_name: 'B', card_no: '62220000' } },
        'Please enter the branch name',
      ],
      [
        { type: 3, raw_data: { real_name: 'A', bank_name: 'B', bank_address: 'b' } },
        'Please enter the account number',
      ],
      [
        {
          type: 3,
          raw_data: { real_name: 'A', bank_name: 'B', bank_address: 'b', card_no: '12<script>' },
        },
        'Please enter a valid account number',
      ],
    ];
    for (const [body, msg] of cases) {
      const answer = await server.post('pay_method/save', { token: user.token, body });
      expect({ body, answer }).toEqual({ body, answer: { code: 0, msg, data: null } });
    }
    expect(count('SELECT COUNT(*) AS n FROM pay_methods WHERE user_id = ?', user.id)).toBe(0);
  });

  it('saves one method per type, keeps only that type fields, and answers null when none', async () => {
    const user = newUser();
    const qrcode = await uploadPng(user.token);
    const none = await server.get('pay_method/get_method_by_type', {
      token: user.token,
      query: { type: 1 },
    });
    expect(none).toEqual({ code: 1, msg: '', data: null });
    const saved = await server.post<PayMethod>('pay_method/save', {
      token: user.token,
      body: {
        type: 1,
        raw_data: { real_name: ' Li Lei ', account: 'li@pay', qrcode, card_no: 'x' },
      },
    });
    expect(saved).toEqual({
      code: 1,
      msg: 'Payment method saved',
      data: {
        type: 1,
        code: 'alipay',
        raw_data: { real_name: 'Li Lei', account: 'li@pay', qrcode },
      },
    });
    await server.post('pay_method/save', {
      token: user.token,
      body: { type: 1, raw_data: { real_name: 'Li Lei', account: 'new@pay', qrcode } },
    });
    await server.post('pay_method/save', {
      token: user.token,
      body: {
        type: 3,
        raw_data: {
          real_name: 'Li Lei',
          bank_name: 'ICBC',
          bank_address: 'Xidan',
          card_no: '6222 0000 1111',
        },
      },
    });
    const alipay = await server.get<PayMethod>('pay_method/get_method_by_type', {
      token: user.token,
      query: { type: 1 },
    });
    expect(alipay.data.raw_data.account).toBe('new@pay');
    const bank = await server.get<PayMethod>('pay_method/get_method_by_type', {
      token: user.token,
      query: { type: 3 },
    });
    expect(bank.data).toEqual({
      type: 3,
      code: 'bank',
      raw_data: {
        real_name: 'Li Lei',
        bank_name: 'ICBC',
        bank_address: 'Xidan',
        card_no: '6222 0000 1111',
      },
    });
    expect(count('SELECT COUNT(*) AS n FROM pay_methods WHERE user_id = ?', user.id)).toBe(2);
    const other = newUser();
    const theirs = await server.get('pay_method/get_method_by_type', {
      token: other.token,
      query: { type: 1 },
    });
    expect(theirs.data).toBeNull();
  });
});

describe('identity review', () => {
  const operator = (...args: string[]): { code: number; out: string; err: string } => {
    const out: string[] = [];
    const err: string[] = [];
    const code = runOperator(
      args,
      { DATA_DIR: server.dataDir },
      {
        out: (line) => out.push(line),
        err: (line) => err.push(line),
      },
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  const center = async (token: string): Promise<RealNameCenter> =>
    (await server.get<RealNameCenter>('user_real/center', { token })).data;
  const reviewStatus = async (token: string): Promise<number> =>
    (await server.get<UserInfo>('user/info', { token })).data.review_status;

  it('checks each field with its own message and changes nothing', async () => {
    const user = newUser();
    const stranger = newUser();
    const front = await uploadPng(user.token);
    const back = await uploadPng(user.token);
    const foreign = await uploadPng(stranger.token);
    const full = {
      name: 'Li Lei',
      card_id: '110101199001011234',
      front_pic: front,
      reverse_pic: back,
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...full, name: '' }, 'Please enter your name'],
      [{ ...full, card_id: undefined }, 'Please enter your ID card number'],
      [{ ...full, card_id: '12<b>' }, 'Please enter a valid ID card number'],
      [{ ...full, front_pic: undefined }, 'Please upload the front of your ID card'],
      [{ ...full, reverse_pic: '  ' }, 'Please upload the back of your ID card'],
      [{ ...full, front_pic: foreign }, 'Please upload the image again'],
      [{ ...full, hand_pic: '/uploads/../exchange.sqlite' }, 'Please upload the image again'],
      [{ ...full, name: { first: 'x' } }, 'Invalid parameter: name'],
    ];
    for (const [body, msg] of cases) {
      const answer = await server.post('user_real/real_name', { token: user.token, body });
      expect({ body, answer }).toEqual({ body, answer: { code: 0, msg, data: null } });
    }
    expect(count('SELECT COUNT(*) AS n FROM real_name_requests WHERE user_id = ?', user.id)).toBe(
      0,
    );
    expect(await center(user.token)).toEqual({
      review_status: 0,
      name: '',
      card_id: '',
      reason: '',
    });
  });

  it('submit -> 1, CLI approve -> 2; reject -> 3 with the reason, then resubmit', async () => {
    const user = newUser();
    const body = {
      name: 'Li Lei',
      card_id: '110101199001011234',
      front_pic: await uploadPng(user.token),
      reverse_pic: await uploadPng(user.token),
    };
    const submitted = await server.post<RealNameCenter>('user_real/real_name', {
      token: user.token,
      body,
    });
    expect(submitted.code).toBe(1);
    expect(await reviewStatus(user.token)).toBe(1);
    expect(await center(user.token)).toEqual({
      review_status: 1,
      name: 'Li Lei',
      card_id: '1101**********1234',
      reason: '',
    });
    const twice = await server.post('user_real/real_name', { token: user.token, body });
    expect(twice.msg).toBe('Your identity is under review');

    expect(operator('identity', 'list').out).toContain(`uid ${user.uid}`);
    expect(operator('identity', 'reject', user.uid)).toMatchObject({ code: 1 });
    const rejected = operator('identity', 'reject', user.uid, '--reason', 'Photo is blurred');
    expect(rejected).toMatchObject({ code: 0 });
    expect(await reviewStatus(user.token)).toBe(3);
    expect(await center(user.token)).toMatchObject({
      review_status: 3,
      reason: 'Photo is blurred',
    });
    expect(operator('identity', 'list').out).not.toContain(`uid ${user.uid}`);
    expect(operator('identity', 'approve', user.uid)).toMatchObject({
      code: 1,
      err: `uid ${user.uid} has no pending request`,
    });

    const again = await server.post('user_real/real_name', {
      token: user.token,
      body: { ...body, name: 'Li  Lei' },
    });
    expect(again.code).toBe(1);
    expect(await center(user.token)).toMatchObject({
      review_status: 1,
      name: 'Li  Lei',
      reason: '',
    });
    expect(operator('identity', 'approve', user.uid)).toMatchObject({ code: 0 });
    expect(await reviewStatus(user.token)).toBe(2);
    expect((await center(user.token)).review_status).toBe(2);
    const verified = await server.post('user_real/real_name', { token: user.token, body });
    expect(verified.msg).toBe('Your identity is already verified');
  });

  it('answers exit code 1 for a bad command or an unknown uid', () => {
    expect(operator('identity', 'approve', '00000000')).toMatchObject({
      code: 1,
      err: 'unknown uid: 00000000',
    });
    expect(operator('identity', 'frobnicate').code).toBe(1);
    expect(operator('nothing').code).toBe(1);
    expect(operator().code).toBe(1);
  });
});

describe('feedback/submit', () => {
  it('checks type, title and content length; stores and answers the spec message', async () => {
    const user = newUser();
    const ok = { type: 'problem', title: 'Chart', content: 'The chart is slow.' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...ok, type: 'praise' }, 'Please choose a feedback type'],
      [{ ...ok, title: '' }, 'Please enter a title'],
      [{ ...ok, title: 'x'.repeat(101) }, 'Too long: at most 100 characters'],
      [{ ...ok, content: '123456789' }, 'The content must be at least 10 characters'],
      [{ ...ok, content: '  12345678  ' }, 'The content must be at least 10 characters'],
      [{ ...ok, content: 'x'.repeat(2001) }, 'Too long: at most 2000 characters'],
    ];
    for (const [body, msg] of cases) {
      const answer = await server.post('feedback/submit', { token: user.token, body });
      expect({ body, answer }).toEqual({ body, answer: { code: 0, msg, data: null } });
    }
    expect(count('SELECT COUNT(*) AS n FROM feedback WHERE user_id = ?', user.id)).toBe(0);
    const done = await server.post('feedback/submit', { token: user.token, body: ok, lang: 'zh' });
    expect(done).toEqual({ code: 1, msg: '提交成功，请等待系统处理', data: null });
    const english = await server.post('feedback/submit', {
      token: user.token,
      body: { ...ok, content: '0123456789' },
    });
    expect(english.msg).toBe('Submitted, please wait for system processing');
    expect(count('SELECT COUNT(*) AS n FROM feedback WHERE user_id = ?', user.id)).toBe(2);
  });

  it('counts code points, as the page does: an emoji is one character', async () => {
    const user = newUser();
    const ok = { type: 'other', title: 'Emoji' };
    const refused = async (body: Record<string, unknown>): Promise<string> => {
      const answer = await server.post('feedback/submit', { token: user.token, body });
      expect(answer.code).toBe(0);
      return answer.msg;
    };
    // Five emoji are ten UTF-16 units but five characters: too short.
    expect(await refused({ ...ok, content: '😀'.repeat(5) })).toBe(
      'The content must be at least 10 characters',
    );
    expect(await refused({ ...ok, content: '😀'.repeat(2001) })).toBe(
      'Too long: at most 2000 characters',
    );
    expect(await refused({ ...ok, title: '😀'.repeat(101), content: '0123456789' })).toBe(
      'Too long: at most 100 characters',
    );
    expect(count('SELECT COUNT(*) AS n FROM feedback WHERE user_id = ?', user.id)).toBe(0);
    // Ten emoji are ten characters; 2000 and 100 of them are within the limits.
    for (const body of [
      { ...ok, content: '😀'.repeat(10) },
      { ...ok, title: '😀'.repeat(100), content: '😀'.repeat(2000) },
    ]) {
      expect((await server.post('feedback/submit', { token: user.token, body })).code).toBe(1);
    }
    expect(count('SELECT COUNT(*) AS n FROM feedback WHERE user_id = ?', user.id)).toBe(2);
  });
});

describe('account_log/all', () => {
  it('pages 15 rows newest first, every account type, only the caller', async () => {
    const user = newUser();
    const other = newUser();
    const accounts = createAccountsRepo(server.db);
    accounts.open(user.id);
    accounts.open(other.id);
    const usdt = accounts.currencyIdByCode('USDT');
    if (usdt === undefined) throw new Error('no USDT');
    for (let i = 1; i <= 17; i++) {
      accounts.change({
        userId: user.id,
        currencyId: usdt,
        accountTypeId: i % 2 === 0 ? ACCOUNT_TYPE.spot : ACCOUNT_TYPE.lever,
        amount: String(i),
        reason: 'test_deposit',
        memo: `deposit ${i}`,
      });
    }
    accounts.change({
      userId: other.id,
      currencyId: usdt,
      accountTypeId: 1,
      amount: '5',
      reason: 'test_deposit',
    });

    const first = await server.get<AccountLogPage>('account_log/all', { token: user.token });
    expect(first.data).toMatchObject({ total: 17, per_page: 15, last_page: 2, current_page: 1 });
    expect(first.data.data).toHaveLength(15);
    expect(first.data.data[0]).toMatchObject({
      currency: { code: 'USDT' },
      value: '17',
      memo: 'deposit 17',
      account_type_id: ACCOUNT_TYPE.lever,
      extra_data: {},
    });
    expect(first.data.data[1].account_type_id).toBe(ACCOUNT_TYPE.spot);
    const second = await server.get<AccountLogPage>('account_log/all', {
      token: user.token,
      query: { page: 2 },
    });
    expect(second.data.data.map((row) => row.memo)).toEqual(['deposit 2', 'deposit 1']);
    const ids = [...first.data.data, ...second.data.data].map((row) => row.id);
    expect(new Set(ids).size).toBe(17);

    const theirs = await server.get<AccountLogPage>('account_log/all', { token: other.token });
    expect(theirs.data.total).toBe(1);
    for (const page of ['0', '-1', 'x', '1e3']) {
      const bad = await server.get('account_log/all', { token: user.token, query: { page } });
      expect({ page, code: bad.code }).toEqual({ page, code: 0 });
    }
    expect((await server.get('account_log/all')).code).toBe(999);
  });

  it("shows each memo in the reader's language, keeping the order number", async () => {
    const user = newUser();
    const accounts = createAccountsRepo(server.db);
    accounts.open(user.id);
    const usdt = accounts.currencyIdByCode('USDT');
    if (usdt === undefined) throw new Error('no USDT');
    accounts.change({
      userId: user.id,
      currencyId: usdt,
      accountTypeId: ACCOUNT_TYPE.spot,
      amount: '10',
      reason: 'welcome_bonus',
      memo: 'Welcome bonus',
    });
    accounts.change({
      userId: user.id,
      currencyId: usdt,
      accountTypeId: ACCOUNT_TYPE.spot,
      amount: '-1',
      reason: 'spot_fee',
      memo: 'Spot trading fee #42',
    });
    const memos = async (lang: string): Promise<string[]> =>
      (
        await server.get<AccountLogPage>('account_log/all', { token: user.token, lang })
      ).data.data.map((row) => row.memo);
    expect(await memos('en')).toEqual(['Spot trading fee #42', 'Welcome bonus']);
    expect(await memos('de')).toEqual(['Spot-Handelsgebühr #42', 'Willkommensbonus']);
    expect(await memos('zh')).toEqual(['现货交易手续费 #42', '新用户奖励']);
  });
});
