import type {
  AccountBalancePush,
  DealAnswer,
  SpotOrder,
  TxMatchedPush,
  TxSubmitPush,
} from '@exchange/shared/contract';
import Decimal from 'decimal.js';
import { createAccountsRepo } from '../src/accounts/accounts-repo';
import { startTestServer, type TestServer } from './support/test-server';
import { createTrader, type Trader } from './support/traders';
import { WsProbe } from './support/ws-probe';

let server: TestServer;
const probes: WsProbe[] = [];

beforeAll(async () => {
  server = await startTestServer({ orderRateLimit: 0 });
});
afterEach(() => {
  while (probes.length) probes.pop()?.close();
});
afterAll(() => server.close());

async function subscribed(token: string | null, topics: string[]): Promise<WsProbe> {
  const probe = await WsProbe.open(server.wsUrl);
  probes.push(probe);
  if (token) {
    probe.send({ type: 'login', params: token });
    await probe.next((frame) => frame.type === 'login' && frame.ok === true);
  }
  for (const topic of topics) probe.send({ type: 'sub', params: topic });
  for (const topic of topics) {
    await probe.next((frame) => frame.type === 'sub' && frame.params === topic);
  }
  return probe;
}

const balancePush = (probe: WsProbe): Promise<AccountBalancePush> =>
  probe.next<AccountBalancePush>((frame) => frame.type === 'ACCOUNT_BALANCE');

const LTC_USDT = 3;
const USDT = 1;

async function restingPrice(): Promise<string> {
  const deal = await server.get<DealAnswer>('market/deal', {
    query: { currency_match_id: LTC_USDT },
  });
  return new Decimal(deal.data.quotation.close).times('0.7').toDecimalPlaces(2).toFixed(2);
}

const placeBuy = async (trader: Trader, price: string, number: string): Promise<SpotOrder> =>
  (
    await server.post<SpotOrder>('tx_in/add', {
      token: trader.token,
      body: { currency_match_id: LTC_USDT, price, number },
    })
  ).data;

describe('ACCOUNT_BALANCE (the private account stream)', () => {
  it('is refused to an anonymous connection', async () => {
    const probe = await subscribed(null, []);
    probe.send({ type: 'sub', params: 'ACCOUNT_BALANCE' });
    const answer = await probe.next((frame) => frame.type === 'sub');
    expect(answer.ok).toBe(false);
  });

  it('pushes both accounts of a transfer as they stand, to every tab of the owner only', async () => {
    const owner = createTrader(server.db, { USDT: '100' });
    const stranger = createTrader(server.db, { USDT: '100' });
    const [firstTab, secondTab] = [
      await subscribed(owner.token, ['ACCOUNT_BALANCE']),
      await subscribed(owner.token, ['ACCOUNT_BALANCE']),
    ];
    const strangerTab = await subscribed(stranger.token, ['ACCOUNT_BALANCE']);
    const answer = await server.post('account/transfer', {
      token: owner.token,
      body: { currency_id: USDT, balance: '12.5', from: 1, to: 5 },
    });
    expect(answer.code).toBe(1);
    for (const tab of [firstTab, secondTab]) {
      const push = await balancePush(tab);
      expect(push.topic).toBe('ACCOUNT_BALANCE');
      const byType = [...push.accounts].sort((a, b) => a.account_type_id - b.account_type_id);
      expect(byType).toEqual([
        {
          account_type_id: 1,
          currency_id: USDT,
          currency_code: 'USDT',
          balance: '87.5',
          lock_balance: '0',
        },
        {
          account_type_id: 5,
          currency_id: USDT,
          currency_code: 'USDT',
          balance: '12.5',
          lock_balance: '0',
        },
      ]);
    }
    expect(await strangerTab.collect('ACCOUNT_BALANCE', 200)).toEqual([]);
  });

  it('follows an order placed and cancelled elsewhere: the order pushes carry the balances', async () => {
    const owner = createTrader(server.db, { USDT: '1000' });
    // Two tabs: the order pushes and the balance push are not ordered between topics.
    const tab = await subscribed(owner.token, ['TX_SUBMIT', 'TX_MATCHED']);
    const wallet = await subscribed(owner.token, ['ACCOUNT_BALANCE']);
    const price = await restingPrice();
    const order = await placeBuy(owner, price, '1');
    const locked = new Decimal(price).toFixed();
    const available = new Decimal(1000).minus(price).toFixed();

    const submit = await tab.next<TxSubmitPush>((frame) => frame.type === 'TX_SUBMIT');
    expect(submit.order).toMatchObject({ id: order.id, status: 1 });
    expect(new Decimal(submit.quote_account.balance).toFixed()).toBe(available);
    expect(new Decimal(submit.quote_account.lock_balance).toFixed()).toBe(locked);
    const afterPlace = await balancePush(wallet);
    expect(afterPlace.accounts).toEqual([
      expect.objectContaining({ account_type_id: 1, currency_id: USDT }),
    ]);
    expect(new Decimal(afterPlace.accounts[0].balance).toFixed()).toBe(available);

    const cancelled = await server.post('tx_in/cancel', {
      token: owner.token,
      body: { id: order.id },
    });
    expect(cancelled.code).toBe(1);
    const matched = await tab.next<TxMatchedPush>((frame) => frame.type === 'TX_MATCHED');
    expect(matched.order).toMatchObject({ id: order.id, status: 4 });
    expect(new Decimal(matched.quote_account.balance).toFixed()).toBe('1000');
    expect(new Decimal(matched.quote_account.lock_balance).toFixed()).toBe('0');
    const afterCancel = await balancePush(wallet);
    expect(new Decimal(afterCancel.accounts[0].balance).toFixed()).toBe('1000');
    expect(afterCancel.seq).toBe(afterPlace.seq + 1);
  });

  it('an IOC order that fills nothing leaves every tab: TX_MATCHED says cancelled', async () => {
    const owner = createTrader(server.db, { USDT: '1000' });
    const tab = await subscribed(owner.token, ['TX_SUBMIT', 'TX_MATCHED']);
    const answer = await server.post<SpotOrder>('tx_in/add', {
      token: owner.token,
      body: {
        currency_match_id: LTC_USDT,
        price: await restingPrice(),
        number: '1',
        time_in_force: 'IOC',
      },
    });
    expect(answer.data.status).toBe(4);
    await tab.next<TxSubmitPush>((frame) => frame.type === 'TX_SUBMIT');
    const matched = await tab.next<TxMatchedPush>((frame) => frame.type === 'TX_MATCHED');
    expect(matched.order).toMatchObject({ id: answer.data.id, status: 4 });
    expect(new Decimal(matched.quote_account.lock_balance).toFixed()).toBe('0');
  });

  it('pushes once per committed change with every account it touched, and a rolled-back change as it stands', async () => {
    const owner = createTrader(server.db, { USDT: '50', BTC: '1' });
    const tab = await subscribed(owner.token, ['ACCOUNT_BALANCE']);
    const accounts = createAccountsRepo(server.db);
    const btc = accounts.currencyIdByCode('BTC') as number;
    server.db.transaction(() => {
      accounts.change({
        userId: owner.id,
        currencyId: USDT,
        accountTypeId: 1,
        amount: '1',
        reason: 'test',
      });
      accounts.change({
        userId: owner.id,
        currencyId: btc,
        accountTypeId: 1,
        amount: '0.5',
        reason: 'test',
      });
    })();
    const both = await balancePush(tab);
    expect(both.accounts.map((account) => [account.currency_code, account.balance])).toEqual([
      ['USDT', '51'],
      ['BTC', '1.5'],
    ]);
    expect(() =>
      server.db.transaction(() => {
        accounts.change({
          userId: owner.id,
          currencyId: USDT,
          accountTypeId: 1,
          amount: '7',
          reason: 'test',
        });
        throw new Error('rolled back');
      })(),
    ).toThrow('rolled back');
    const rolledBack = await balancePush(tab);
    expect(rolledBack.accounts.map((account) => account.balance)).toEqual(['51']);
  });
});
