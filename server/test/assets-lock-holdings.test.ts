import type {
  AccountTypeLogPage,
  LockHoldingsPage,
  LockOrder,
  LockProduct,
} from '@exchange/shared/contract';
import type { AccountLogPage } from '@exchange/shared/contract/personal';
import { addDays, daysLeft, utcDay } from '../src/assets/lock/days';
import { createLockHoldings } from '../src/assets/lock/lock-holdings';
import { createFunds } from '../src/assets/funds';
import { assetUser, operator, USDT, type AssetUser } from './assets-helpers';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let products: LockProduct[];

beforeAll(async () => {
  server = await startTestServer();
  products = (await server.get<LockProduct[]>('storage_currency/lock_list')).data;
});
afterAll(() => server.close());

const product = (days: number): LockProduct =>
  products.find((row) => row.limit_days === days && row.currency.code === 'USDT')!;
const buy = async (user: AssetUser, days: number): Promise<LockOrder> =>
  (
    await server.post<LockOrder>('storage_currency/submit_lock', {
      token: user.token,
      body: { id: product(days).id },
    })
  ).data;
const holdings = async (user: AssetUser, lang = 'en'): Promise<LockHoldingsPage> =>
  (
    await server.get<LockHoldingsPage>('storage_currency/lock_holdings', {
      token: user.token,
      lang,
    })
  ).data;
const runInterest = (day: string): void => {
  expect(operator(server, 'lock', 'interest', '--date', day).code).toBe(0);
};
const records = async (user: AssetUser, type: string): Promise<Array<[string, string]>> =>
  (
    await server.get<AccountTypeLogPage>(`account_log/${type}`, { token: user.token })
  ).data.data.map((row) => [row.value, row.memo]);

describe('storage_currency/lock_holdings (My savings)', () => {
  it('shows each purchase with its daily dividend, income, days left and state, newest first', async () => {
    const user = await assetUser(server, '600');
    const week = await buy(user, 7);
    const month = await buy(user, 30);
    const today = utcDay();
    const page = await holdings(user, 'jp');
    expect(page).toMatchObject({ total: 2, per_page: 15, last_page: 1, current_page: 1 });
    expect(page.data.map((row) => row.id)).toEqual([month.id, week.id]);
    expect(page.data[1]).toEqual({
      id: week.id,
      product_id: product(7).id,
      name: 'USDT 7日間ロック',
      currency: { code: 'USDT', decimals: 8 },
      amount: '100',
      rate: '0.05',
      limit_days: 7,
      // 100 × 0.05 / 365 = 0.0136986301…, floored to USDT's 8 decimals.
      daily_interest: '0.01369863',
      interest_paid: '0',
      remaining_days: 7,
      start_date: today,
      end_date: addDays(today, 7),
      status: 1,
      created_at: week.created_at,
    });
    // 500 × 0.08 / 365 = 0.1095890410…
    expect(page.data[0]).toMatchObject({ amount: '500', daily_interest: '0.10958904' });
  });

  it('follows the interest job: income paid, days left, expired once the principal is back', async () => {
    const user = await assetUser(server, '100');
    await buy(user, 7);
    const today = utcDay();
    const view = createLockHoldings(server.db);
    runInterest(addDays(today, 3));
    expect(view.page(user.id, 1, 'en', addDays(today, 3)).data[0]).toMatchObject({
      interest_paid: '0.04109589',
      remaining_days: 4,
      status: 1,
    });
    runInterest(addDays(today, 7));
    expect(view.page(user.id, 1, 'en', addDays(today, 7)).data[0]).toMatchObject({
      interest_paid: '0.09589041',
      remaining_days: 0,
      status: 2,
    });
    expect((await holdings(user)).data[0]).toMatchObject({ remaining_days: 0, status: 2 });
  });

  it('answers only the caller’s holdings, 15 a page, and 999 without a login', async () => {
    const user = await assetUser(server, '1700');
    const other = await assetUser(server, '0');
    for (let i = 0; i < 17; i += 1) await buy(user, 7);
    const second = await server.get<LockHoldingsPage>('storage_currency/lock_holdings', {
      token: user.token,
      query: { page: 2 },
    });
    expect(second.data).toMatchObject({ total: 17, last_page: 2, current_page: 2 });
    expect(second.data.data).toHaveLength(2);
    expect((await holdings(other)).total).toBe(0);
    expect((await server.get('storage_currency/lock_holdings')).code).toBe(999);
  });

  it('counts whole UTC days left, never below zero', () => {
    expect(daysLeft('2026-01-30', '2026-03-01')).toBe(30);
    expect(daysLeft('2026-03-01', '2026-03-01')).toBe(0);
    expect(daysLeft('2026-03-05', '2026-03-01')).toBe(0);
  });
});

describe('the Savings account records show the lock and its return', () => {
  it('lists the locked principal in account_log/financial, and in the transaction log', async () => {
    const user = await assetUser(server, '100');
    await buy(user, 7);
    expect(await records(user, 'financial')).toEqual([['100', 'Lock-up savings purchase']]);
    expect(await records(user, 'change')).toEqual([
      ['-100', 'Lock-up savings purchase'],
      ['100', ''],
    ]);
    runInterest(addDays(utcDay(), 7));
    expect(await records(user, 'financial')).toEqual([
      ['-100', 'Lock-up savings principal returned'],
      ['100', 'Lock-up savings purchase'],
    ]);
    const all = await server.get<AccountLogPage>('account_log/all', { token: user.token });
    const savings = all.data.data.filter((row) => row.account_type_id === 5);
    expect(savings.map((row) => row.value)).toEqual(['-100', '100']);
  });

  it('leaves other locks out: their available-balance row already shows them', async () => {
    const user = await assetUser(server, '100');
    const funds = createFunds(server.db);
    server.db.transaction(() => {
      const move = { userId: user.id, currencyId: USDT, accountTypeId: 1, memo: 'Order #1' };
      funds.available({ ...move, amount: '-40', reason: 'spot_order_lock' });
      funds.locked({ ...move, amount: '40', reason: 'spot_order_lock' });
    })();
    expect(await records(user, 'change')).toEqual([
      ['-40', 'Spot order locked #1'],
      ['100', ''],
    ]);
  });
});
