import fs from 'node:fs';
import type { P2POrderDetail } from '@exchange/shared/contract/p2p';
import {
  createAd,
  fakeUpload,
  legal,
  legalTotal,
  must,
  p2pMerchant,
  p2pUser,
  startP2PServer,
  takeAd,
  TestClock,
  usdtSellAd,
} from './p2p-helpers';
import { tempDir, type TestServer } from './support/test-server';

const dataDir = tempDir('p2p-restart');
let server: TestServer | null = null;

afterAll(async () => {
  await server?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const MINUTE = 60_000;

describe('p2p deadlines across a restart', () => {
  it('cancels and completes at start what fell due while the server was down', async () => {
    const clock = new TestClock(Date.UTC(2026, 10, 28, 12, 0, 0));
    const first = await startP2PServer(clock, { dataDir });
    server = first;
    const store = await p2pMerchant(first.db, 'Restart Store', { USDT: '1000' });
    const buyer = await p2pUser(first.db);
    const ad = await createAd(first, store, { ...usdtSellAd, total: '100', pay_window: 10 });
    const unpaid = await takeAd(first, buyer, { ad_id: ad.id, quantity: '20' });
    const paid = await takeAd(first, buyer, { ad_id: ad.id, quantity: '30' });
    must(
      await first.post('p2p/order/paid', {
        token: buyer.token,
        body: { id: paid.id, voucher: fakeUpload(first, buyer.id) },
      }),
    );
    const later = await takeAd(first, buyer, { ad_id: ad.id, quantity: '10' });
    const total = legalTotal(first.db);
    await first.close();
    server = null;

    // Down for 61 minutes: the unpaid orders' 10-minute windows and the paid order's
    // 60-minute confirmation ended meanwhile. A third order was taken 0 ms before the close.
    clock.advance(61 * MINUTE);
    const second = await startP2PServer(clock, { dataDir });
    server = second;
    const order = (id: number) =>
      second.db
        .prepare('SELECT status, cancel_reason, finished_ms FROM p2p_orders WHERE id = ?')
        .get(id);
    // start() settles before the server listens: the orders are final once it answers.
    expect(order(unpaid.id)).toEqual({
      status: 4,
      cancel_reason: 'timeout',
      finished_ms: clock.ms,
    });
    expect(order(paid.id)).toEqual({ status: 3, cancel_reason: null, finished_ms: clock.ms });
    expect(order(later.id)).toMatchObject({ status: 4, cancel_reason: 'timeout' });
    expect(legal(second.db, buyer.id).balance).toBe('30');
    expect(legal(second.db, store.id)).toEqual({ balance: '900', lock_balance: '70' });
    expect(legalTotal(second.db)).toBe(total);
    const seen = must(
      await second.get<P2POrderDetail>('p2p/order', { token: buyer.token, query: { id: paid.id } }),
    );
    expect(seen.status).toBe(3);
  }, 30_000);

  it('keeps a deadline that has not passed and arms the timer for it', async () => {
    const clock = new TestClock(Date.UTC(2026, 10, 28, 15, 0, 0));
    const dir = tempDir('p2p-restart-b');
    const first = await startP2PServer(clock, { dataDir: dir });
    const store = await p2pMerchant(first.db, 'Timer Store', { USDT: '1000' });
    const buyer = await p2pUser(first.db);
    const ad = await createAd(first, store, { ...usdtSellAd, total: '100', pay_window: 10 });
    const unpaid = await takeAd(first, buyer, { ad_id: ad.id, quantity: '20' });
    await first.close();
    clock.advance(9 * MINUTE);
    const second = await startP2PServer(clock, { dataDir: dir });
    try {
      const status = () =>
        second.db.prepare('SELECT status FROM p2p_orders WHERE id = ?').pluck().get(unpaid.id);
      expect(status()).toBe(1);
      expect(second.p2p.orders.nextDeadline()).toBe(unpaid.deadline_at);
      clock.advance(MINUTE);
      second.p2p.runDue();
      expect(status()).toBe(4);
    } finally {
      await second.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
