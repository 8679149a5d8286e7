import type {
  P2PConfig,
  P2PMe,
  P2PMerchantStatus,
  P2POrderDetail,
} from '@exchange/shared/contract/p2p';
import { operator } from './assets-helpers';
import {
  createAd,
  fakeUpload,
  legal,
  must,
  p2pMerchant,
  p2pUser,
  startP2PServer,
  takeAd,
  TestClock,
  usdtSellAd,
  type P2PUser,
} from './p2p-helpers';
import type { TestServer } from './support/test-server';

const clock = new TestClock();
let server: TestServer;

beforeAll(async () => {
  server = await startP2PServer(clock);
});

afterAll(async () => {
  await server.close();
});

const orderOf = async (user: P2PUser, id: number): Promise<P2POrderDetail> =>
  must(await server.get<P2POrderDetail>('p2p/order', { token: user.token, query: { id } }));

async function paidOrder(store: P2PUser, quantity: string) {
  const ad = await createAd(server, store, { ...usdtSellAd, total: '100' });
  const buyer = await p2pUser(server.db);
  const order = await takeAd(server, buyer, { ad_id: ad.id, quantity });
  must(
    await server.post('p2p/order/paid', {
      token: buyer.token,
      body: { id: order.id, voucher: fakeUpload(server, buyer.id) },
    }),
  );
  return { ad, buyer, order };
}

describe('pnpm operator p2p', () => {
  it('lists, approves and rejects merchant applications', async () => {
    const first = await p2pUser(server.db);
    const second = await p2pUser(server.db);
    for (const [user, name] of [
      [first, 'First Shop'],
      [second, 'Second Shop'],
    ] as const) {
      must(await server.post('p2p/merchant/apply', { token: user.token, body: { name } }));
    }
    const listed = operator(server, 'p2p', 'merchants', 'list', '--status', 'pending');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`uid ${first.uid}  pending  "First Shop"`);
    expect(listed.out).toContain(`uid ${second.uid}  pending  "Second Shop"`);

    expect(operator(server, 'p2p', 'merchants', 'approve', first.uid)).toMatchObject({ code: 0 });
    const me = must(await server.get<P2PMe>('p2p/me', { token: first.token }));
    expect(me.is_merchant).toBe(true);
    expect(operator(server, 'p2p', 'merchants', 'approve', first.uid)).toMatchObject({
      code: 1,
      err: `uid ${first.uid} has no pending application`,
    });
    expect(operator(server, 'p2p', 'merchants', 'reject', second.uid)).toMatchObject({ code: 1 });
    expect(
      operator(server, 'p2p', 'merchants', 'reject', second.uid, '--reason', 'Name in use'),
    ).toMatchObject({ code: 0 });
    const status = must(
      await server.get<P2PMerchantStatus>('p2p/merchant', { token: second.token }),
    );
    expect(status).toEqual({ status: 'rejected', name: 'Second Shop', reason: 'Name in use' });
    expect(operator(server, 'p2p', 'merchants', 'approve', 'nobody').code).toBe(1);
    expect(operator(server, 'p2p', 'merchants', 'list', '--status', 'pending').out).not.toContain(
      first.uid,
    );
  });

  it('resolves appeals with release or refund, and only appeals or abnormal orders', async () => {
    const store = await p2pMerchant(server.db, 'CLI Store', { USDT: '1000' });
    const one = await paidOrder(store, '20');
    const two = await paidOrder(store, '30');
    for (const { buyer, order } of [one, two]) {
      must(
        await server.post('p2p/order/appeal', {
          token: buyer.token,
          body: { id: order.id, reason: 'Seller does not answer' },
        }),
      );
    }
    const list = operator(server, 'p2p', 'appeals', 'list');
    expect(list.out).toContain(`#${one.order.id}  appeal`);
    expect(list.out).toContain('appeal by buyer: Seller does not answer');

    expect(operator(server, 'p2p', 'appeals', 'release', String(one.order.id)).code).toBe(0);
    expect(await orderOf(one.buyer, one.order.id)).toMatchObject({ status: 3 });
    expect(legal(server.db, one.buyer.id).balance).toBe('20');
    expect(operator(server, 'p2p', 'appeals', 'refund', String(two.order.id)).code).toBe(0);
    expect(await orderOf(two.buyer, two.order.id)).toMatchObject({
      status: 4,
      cancel_reason: 'appeal',
    });
    expect(legal(server.db, two.buyer.id).balance).toBe('0');
    // Two ads of 100, 20 released: the merchant's lock holds the rest of both.
    expect(legal(server.db, store.id)).toEqual({ balance: '800', lock_balance: '180' });
    expect(operator(server, 'p2p', 'appeals', 'refund', String(one.order.id))).toMatchObject({
      code: 1,
      err: 'This order cannot do that in its current state',
    });
  });

  it('marks a running order abnormal, freezing it until the operator refunds it', async () => {
    const store = await p2pMerchant(server.db, 'Frozen Store', { USDT: '1000' });
    const ad = await createAd(server, store, { ...usdtSellAd, total: '100', pay_window: 10 });
    const buyer = await p2pUser(server.db);
    const order = await takeAd(server, buyer, { ad_id: ad.id, quantity: '25' });
    must(
      await server.post('p2p/order/message', {
        token: buyer.token,
        body: { id: order.id, text: 'Is this account yours?' },
      }),
    );
    expect(operator(server, 'p2p', 'orders', 'abnormal', String(order.id)).code).toBe(0);
    clock.advance(60 * 60_000);
    server.p2p.runDue();
    expect(await orderOf(buyer, order.id)).toMatchObject({ status: 7, deadline_at: null });
    const shown = operator(server, 'p2p', 'orders', 'show', String(order.id));
    expect(shown.out).toContain(`#${order.id}  abnormal  25 USDT @ 1.01 USD = 25.25 USD`);
    expect(shown.out).toContain(`${buyer.uid}: Is this account yours?`);
    expect(operator(server, 'p2p', 'appeals', 'refund', String(order.id)).code).toBe(0);
    expect(await orderOf(buyer, order.id)).toMatchObject({ status: 4, cancel_reason: 'operator' });
    expect(legal(server.db, store.id)).toEqual({ balance: '900', lock_balance: '100' });
    expect(operator(server, 'p2p', 'orders', 'show', '999999').code).toBe(1);
  });

  it('prints and sets only the p2p settings, with checked values', async () => {
    const printed = operator(server, 'p2p', 'settings');
    expect(printed.out).toContain('p2p_confirm_minutes = 60');
    expect(printed.out).toContain('p2p_fiat_rates = USD:1,THB:35,CNY:7.2,EUR:0.92');
    expect(operator(server, 'p2p', 'settings', 'set', 'p2p_confirm_minutes', '5').code).toBe(0);
    expect(operator(server, 'p2p', 'settings', 'set', 'p2p_fiats', 'usd,cny').code).toBe(0);
    const config = must(await server.get<P2PConfig>('p2p/config'));
    expect(config).toMatchObject({ confirm_minutes: 5, fiats: ['USD', 'CNY'] });
    expect(operator(server, 'p2p', 'settings', 'set', 'popup_on', '0').code).toBe(1);
    expect(operator(server, 'p2p', 'settings', 'set', 'p2p_delay_minutes', 'soon').code).toBe(1);
    expect(operator(server, 'p2p', 'settings', 'set', 'p2p_fiat_rates', 'USD:0').code).toBe(1);
    expect(operator(server, 'p2p', 'settings').out).toContain('p2p_delay_minutes = 30');
    expect(operator(server, 'p2p', 'unknown').code).toBe(1);
  });
});
