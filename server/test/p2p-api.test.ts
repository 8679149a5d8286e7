import {
  P2P_AD_STATUS as CONTRACT_AD_STATUS,
  P2P_ORDER_STATUS as CONTRACT_ORDER_STATUS,
  P2P_PAGE_SIZE as CONTRACT_PAGE_SIZE,
  P2P_PATH as CONTRACT_PATH,
  P2P_PAY_WINDOWS as CONTRACT_WINDOWS,
  P2P_TOPIC as CONTRACT_TOPIC,
  type P2PAd,
  type P2PAgent,
  type P2PConfig,
  type P2PMarketAd,
  type P2PMe,
  type P2PMerchantStatus,
  type P2PMessage,
  type P2POrderDetail,
  type P2POrdersPage,
} from '@exchange/shared/contract/p2p';
import type { Paged } from '@exchange/shared/contract';
import { translate, type MessageKey, type MessageVars } from '../src/i18n/messages';
import {
  P2P_AD_STATUS,
  P2P_ORDER_STATUS,
  P2P_PAGE_SIZE,
  P2P_PATH,
  P2P_PAY_WINDOWS,
  P2P_TOPIC,
} from '../src/p2p/p2p-constants';
import {
  BTC,
  createAd,
  fakeUpload,
  legal,
  legalTotal,
  must,
  p2pMerchant,
  p2pSnapshot,
  p2pUser,
  PAY_PASSWORD,
  startP2PServer,
  takeAd,
  TestClock,
  usdtSellAd,
  USDT,
  type P2PUser,
} from './p2p-helpers';
import type { TestServer } from './support/test-server';
import { WsProbe } from './support/ws-probe';

const MINUTE = 60_000;
const clock = new TestClock(Date.UTC(2026, 10, 28, 9, 0, 0));
let server: TestServer;
const probes: WsProbe[] = [];
let names = 0;

beforeAll(async () => {
  server = await startP2PServer(clock);
});

afterAll(async () => {
  for (const probe of probes) probe.close();
  await server.close();
});

const text = (key: MessageKey, vars?: MessageVars): string => translate('en', key, vars);
const refusal = (key: MessageKey, vars?: MessageVars) => ({ code: 0, msg: text(key, vars) });

const merchant = (legalBalances: Record<string, string> = { USDT: '1000' }): Promise<P2PUser> =>
  p2pMerchant(server.db, `Store ${++names}`, legalBalances);

function post<T>(user: P2PUser | null, path: string, body: Record<string, unknown> = {}) {
  return server.post<T>(path, { token: user?.token, body });
}
function get<T>(user: P2PUser | null, path: string, query: Record<string, string | number> = {}) {
  return server.get<T>(path, { token: user?.token, query });
}

/** Asserts a refusal with `key` that changed nothing. */
async function refusedWithoutChange(
  call: () => Promise<{ code: number; msg: string }>,
  key: MessageKey,
  vars?: MessageVars,
): Promise<void> {
  const before = p2pSnapshot(server.db);
  expect(await call()).toMatchObject(refusal(key, vars));
  expect(p2pSnapshot(server.db)).toEqual(before);
}

async function probeFor(user: P2PUser): Promise<WsProbe> {
  const probe = await WsProbe.open(server.wsUrl);
  probes.push(probe);
  probe.send({ type: 'login', params: user.token });
  for (const topic of [P2P_TOPIC.order, P2P_TOPIC.message]) {
    probe.send({ type: 'sub', params: topic });
    await probe.next((frame) => frame.type === 'sub' && frame.ok === true);
  }
  return probe;
}

describe('p2p API: contract and access', () => {
  it('keeps its runtime constants equal to the contract', () => {
    expect(P2P_PATH).toEqual(CONTRACT_PATH);
    expect(P2P_AD_STATUS).toEqual(CONTRACT_AD_STATUS);
    expect(P2P_ORDER_STATUS).toEqual(CONTRACT_ORDER_STATUS);
    expect(P2P_PAGE_SIZE).toBe(CONTRACT_PAGE_SIZE);
    expect(P2P_PAY_WINDOWS).toEqual(CONTRACT_WINDOWS);
    expect(P2P_TOPIC).toEqual(CONTRACT_TOPIC);
  });

  it('serves config, market and ad to visitors and asks for a login everywhere else', async () => {
    expect((await get(null, P2P_PATH.config)).code).toBe(1);
    expect((await get(null, P2P_PATH.ads, { side: 'buy', currency_id: USDT })).code).toBe(1);
    const publicPaths: string[] = [P2P_PATH.config, P2P_PATH.ads, P2P_PATH.ad];
    const posts = new Set<string>([
      P2P_PATH.createOrder,
      P2P_PATH.cancel,
      P2P_PATH.paid,
      P2P_PATH.release,
      P2P_PATH.delay,
      P2P_PATH.appeal,
      P2P_PATH.sendMessage,
      P2P_PATH.apply,
      P2P_PATH.createAd,
      P2P_PATH.updateAd,
      P2P_PATH.adStatus,
      P2P_PATH.addAgent,
      P2P_PATH.removeAgent,
    ]);
    for (const path of Object.values(P2P_PATH)) {
      if (publicPaths.includes(path)) continue;
      const answer = await server.call(posts.has(path) ? 'POST' : 'GET', path, {
        body: posts.has(path) ? { id: 1 } : undefined,
      });
      expect([path, answer.body.code]).toEqual([path, 999]);
    }
  });

  it('answers reference prices and the smallest order per fiat from the settings', async () => {
    const config = must(await get<P2PConfig>(null, P2P_PATH.config));
    expect(config.fiats).toEqual(['USD', 'THB', 'CNY', 'EUR']);
    expect(config.assets.map((asset) => asset.code)).toEqual(['USDT', 'BTC', 'ETH']);
    expect(config.reference_prices.USDT).toEqual({
      USD: '1.00',
      THB: '35.00',
      CNY: '7.20',
      EUR: '0.92',
    });
    expect(config.min_order_fiat.USDT).toEqual({
      USD: '10.00',
      THB: '350.00',
      CNY: '72.00',
      EUR: '9.20',
    });
    expect(config).toMatchObject({ confirm_minutes: 60, delay_minutes: 30, cancel_limit: 3 });
  });
});

describe('p2p ads', () => {
  it('refuses ads from users who are not merchants', async () => {
    const user = await p2pUser(server.db, { legal: { USDT: '1000' } });
    await refusedWithoutChange(() => post(user, P2P_PATH.createAd, usdtSellAd), 'p2pNotMerchant');
  });

  it('checks an ad in the documented order', async () => {
    const store = await merchant({ USDT: '100' });
    // Every field wrong; each step fixes one, and the next rule speaks.
    const steps: Array<[Record<string, unknown>, MessageKey, MessageVars?]> = [
      [{ side: 'hold' }, 'p2pSideInvalid'],
      [{ side: 'sell', currency_id: 999 }, 'p2pAssetUnsupported'],
      [{ currency_id: USDT, fiat: 'JPY' }, 'p2pFiatUnsupported'],
      [{ fiat: 'USD', pay_window: 20 }, 'p2pPayWindowInvalid'],
      [{ pay_window: 15, price: '1.001' }, 'p2pPriceInvalid'],
      [{ price: '0.5', total: '0.000000001' }, 'p2pTotalInvalid'],
      [{ total: '500', min_fiat: '10.001', max_fiat: '5' }, 'p2pLimitInvalid'],
      [{ min_fiat: '9' }, 'p2pMaxBelowMin'],
      [{ max_fiat: '300' }, 'p2pMinBelowFloor', { min: '10.00', fiat: 'USD' }],
      [{ min_fiat: '10', pay_methods: [] }, 'p2pPayMethodsRequired'],
      [{ pay_methods: ['bank', 'wxpay'] }, 'p2pPayMethodNotSaved'],
      [{ pay_methods: ['bank'] }, 'p2pPriceOutOfRange', { low: '0.80', high: '1.20', fiat: 'USD' }],
      [{ price: '1.01', terms: 'x'.repeat(501) }, 'p2pTermsTooLong', { max: 500 }],
      [{ terms: 'ok' }, 'p2pInsufficientTotal'],
    ];
    let body: Record<string, unknown> = {};
    for (const [fix, key, vars] of steps) {
      body = { ...body, ...fix };
      const current = body;
      await refusedWithoutChange(() => post(store, P2P_PATH.createAd, current), key, vars);
    }
    const ad = must(await post<P2PAd>(store, P2P_PATH.createAd, { ...body, total: '100' }));
    expect(ad).toMatchObject({ status: 1, total: '100', available: '100', price: '1.01' });
  });

  it('locks a sell ad in the legal account, returns the lock off shelf, and never locks a buy ad', async () => {
    const store = await merchant({ USDT: '1000' });
    const sell = await createAd(server, store, usdtSellAd);
    expect(legal(server.db, store.id)).toEqual({ balance: '500', lock_balance: '500' });
    const buy = await createAd(server, store, { ...usdtSellAd, side: 'buy', price: '0.99' });
    expect(buy.status).toBe(1);
    expect(legal(server.db, store.id)).toEqual({ balance: '500', lock_balance: '500' });

    const raised = must(
      await post<P2PAd>(store, P2P_PATH.updateAd, { id: sell.id, total: '600', price: '1.02' }),
    );
    expect(raised).toMatchObject({ total: '600', available: '600', price: '1.02' });
    expect(legal(server.db, store.id)).toEqual({ balance: '400', lock_balance: '600' });
    await refusedWithoutChange(
      () => post(store, P2P_PATH.updateAd, { id: sell.id, total: '599' }),
      'p2pTotalCannotShrink',
    );

    const paused = must(
      await post<P2PAd>(store, P2P_PATH.adStatus, { id: sell.id, action: 'pause' }),
    );
    expect(paused.status).toBe(2);
    expect(legal(server.db, store.id).lock_balance).toBe('600');
    const off = must(await post<P2PAd>(store, P2P_PATH.adStatus, { id: sell.id, action: 'off' }));
    expect(off).toMatchObject({ status: 3, available: '0' });
    expect(legal(server.db, store.id)).toEqual({ balance: '1000', lock_balance: '0' });
    const reasons = server.db
      .prepare(
        `SELECT reason, field, value FROM balance_logs WHERE user_id = ? AND reason LIKE 'p2p_%' ORDER BY id`,
      )
      .all(store.id);
    expect(reasons).toEqual([
      { reason: 'p2p_ad_lock', field: 'balance', value: '-500' },
      { reason: 'p2p_ad_lock', field: 'lock_balance', value: '500' },
      { reason: 'p2p_ad_lock', field: 'balance', value: '-100' },
      { reason: 'p2p_ad_lock', field: 'lock_balance', value: '100' },
      { reason: 'p2p_ad_unlock', field: 'balance', value: '600' },
      { reason: 'p2p_ad_unlock', field: 'lock_balance', value: '-600' },
    ]);
    await refusedWithoutChange(
      () => post(store, P2P_PATH.adStatus, { id: sell.id, action: 'open' }),
      'p2pAdStateInvalid',
    );
  });

  it('lists the market cheapest first for buyers, dearest first for sellers, filtered by amount', async () => {
    const fiat = 'EUR';
    const a = await merchant({ BTC: '10' });
    const b = await merchant({ BTC: '10' });
    const btcEur = must(await get<P2PConfig>(null, P2P_PATH.config)).reference_prices.BTC.EUR;
    const ref = Number(btcEur); // test arithmetic only: prices below are typed as strings
    const price = (factor: number): string => (Math.round(ref * factor * 100) / 100).toFixed(2);
    const base = {
      ...usdtSellAd,
      currency_id: BTC,
      fiat,
      total: '1',
      min_fiat: '10',
      max_fiat: '100000',
    };
    const dear = await createAd(server, a, { ...base, price: price(1.05) });
    const cheap = await createAd(server, b, { ...base, price: price(1.01), max_fiat: '50' });
    const buyLow = await createAd(server, a, { ...base, side: 'buy', price: price(0.95) });
    const buyHigh = await createAd(server, b, { ...base, side: 'buy', price: price(0.99) });

    const buying = must(
      await get<Paged<P2PMarketAd>>(null, P2P_PATH.ads, { side: 'buy', currency_id: BTC, fiat }),
    );
    expect(buying.data.map((ad) => ad.id)).toEqual([cheap.id, dear.id]);
    expect(buying.data[0].merchant.name).toBe(`Store ${names}`);
    const selling = must(
      await get<Paged<P2PMarketAd>>(null, P2P_PATH.ads, { side: 'sell', currency_id: BTC, fiat }),
    );
    expect(selling.data.map((ad) => ad.id)).toEqual([buyHigh.id, buyLow.id]);
    const filtered = must(
      await get<Paged<P2PMarketAd>>(null, P2P_PATH.ads, {
        side: 'buy',
        currency_id: BTC,
        fiat,
        amount: '60',
      }),
    );
    expect(filtered.data.map((ad) => ad.id)).toEqual([dear.id]);
    must(await post(a, P2P_PATH.adStatus, { id: dear.id, action: 'pause' }));
    const afterPause = must(
      await get<Paged<P2PMarketAd>>(null, P2P_PATH.ads, { side: 'buy', currency_id: BTC, fiat }),
    );
    expect(afterPause.data.map((ad) => ad.id)).toEqual([cheap.id]);
  });
});

describe('p2p orders', () => {
  it('refuses unverified takers, own ads, both or no amount, limits and more than available', async () => {
    const store = await merchant();
    const ad = await createAd(server, store, { ...usdtSellAd, total: '100', max_fiat: '300' });
    const unverified = await p2pUser(server.db, { verified: false });
    const buyer = await p2pUser(server.db);
    const take = (user: P2PUser, body: Record<string, unknown>) => () =>
      post(user, P2P_PATH.createOrder, { ad_id: ad.id, ...body });
    await refusedWithoutChange(take(unverified, { fiat_amount: '20' }), 'p2pNotVerified');
    await refusedWithoutChange(take(store, { fiat_amount: '20' }), 'p2pOwnAd');
    await refusedWithoutChange(take(buyer, { fiat_amount: '20', quantity: '5' }), 'p2pAmountOneOf');
    await refusedWithoutChange(take(buyer, {}), 'p2pAmountOneOf');
    await refusedWithoutChange(take(buyer, { fiat_amount: '20.001' }), 'p2pAmountInvalid');
    await refusedWithoutChange(take(buyer, { fiat_amount: '9.99' }), 'p2pAmountOutOfLimits', {
      min: '10.00',
      max: '300.00',
      fiat: 'USD',
    });
    await refusedWithoutChange(take(buyer, { quantity: '298' }), 'p2pAmountOutOfLimits', {
      min: '10.00',
      max: '300.00',
      fiat: 'USD',
    });
    must(await post(store, P2P_PATH.updateAd, { id: ad.id, max_fiat: '1000' }));
    await refusedWithoutChange(take(buyer, { quantity: '100.00000001' }), 'p2pExceedsAvailable');
  });

  it('floors the quantity of a fiat amount and rounds the fiat of a quantity half-up', async () => {
    const store = await merchant();
    const ad = await createAd(server, store, { ...usdtSellAd, price: '1.03', total: '200' });
    const buyer = await p2pUser(server.db);
    // 100 / 1.03 = 97.087378640776…, floored to 8 decimals; × 1.03 = 99.9999999 → 100.00.
    const byFiat = await takeAd(server, buyer, { ad_id: ad.id, fiat_amount: '100' });
    expect(byFiat).toMatchObject({ quantity: '97.08737864', fiat_amount: '100.00', status: 1 });
    // 12.345 × 1.03 = 12.71535 → 12.72.
    const byQuantity = await takeAd(server, buyer, { ad_id: ad.id, quantity: '12.345' });
    expect(byQuantity).toMatchObject({ quantity: '12.345', fiat_amount: '12.72' });
    expect(byQuantity.deadline_at).toBe(clock.ms + 15 * MINUTE);
    expect(byQuantity.pay_details).toEqual([
      expect.objectContaining({
        code: 'bank',
        raw_data: expect.objectContaining({ card_no: '6222 0000 1111' }),
      }),
    ]);
    const shopAd = must(await get<Paged<P2PAd>>(store, P2P_PATH.shopAds)).data.find(
      (row) => row.id === ad.id,
    );
    expect(shopAd).toMatchObject({
      available: '90.56762136',
      in_orders: '109.43237864',
      done: '0',
    });
  });

  it('never oversells an ad to concurrent takers', async () => {
    const store = await merchant();
    const ad = await createAd(server, store, { ...usdtSellAd, total: '250', max_fiat: '1000' });
    const buyers = await Promise.all([1, 2, 3, 4, 5].map(() => p2pUser(server.db)));
    const answers = await Promise.all(
      buyers.map((buyer) => post(buyer, P2P_PATH.createOrder, { ad_id: ad.id, quantity: '100' })),
    );
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(2);
    const sold = server.db
      .prepare('SELECT COUNT(*) FROM p2p_orders WHERE ad_id = ?')
      .pluck()
      .get(ad.id);
    expect(sold).toBe(2);
    expect(server.db.prepare('SELECT remaining FROM p2p_ads WHERE id = ?').pluck().get(ad.id)).toBe(
      '50',
    );
    expect(legal(server.db, store.id).lock_balance).toBe('250');
  });

  it('hides the payment details once cancelled and returns the quantity to the ad', async () => {
    const store = await merchant();
    const ad = await createAd(server, store, { ...usdtSellAd, total: '100' });
    const buyer = await p2pUser(server.db);
    const order = await takeAd(server, buyer, { ad_id: ad.id, quantity: '50' });
    expect(order.pay_details).not.toBeNull();
    await refusedWithoutChange(
      () => post(store, P2P_PATH.cancel, { id: order.id }),
      'p2pNotYourStep',
    );
    const cancelled = must(await post<P2POrderDetail>(buyer, P2P_PATH.cancel, { id: order.id }));
    expect(cancelled).toMatchObject({ status: 4, cancel_reason: 'buyer', pay_details: null });
    const seen = must(await get<P2POrderDetail>(store, P2P_PATH.order, { id: order.id }));
    expect(seen.pay_details).toBeNull();
    expect(must(await get<P2PMarketAd>(null, P2P_PATH.ad, { id: ad.id })).available).toBe('100');
    expect(legal(server.db, store.id)).toEqual({ balance: '900', lock_balance: '100' });
    await refusedWithoutChange(
      () => post(buyer, P2P_PATH.cancel, { id: order.id }),
      'p2pOrderStateInvalid',
    );
    const stranger = await p2pUser(server.db);
    await refusedWithoutChange(
      () => get(stranger, P2P_PATH.order, { id: order.id }),
      'p2pOrderNotFound',
    );
  });

  it('needs the buyer’s own voucher before paid, then releases exact amounts with log rows', async () => {
    const store = await merchant();
    const ad = await createAd(server, store, { ...usdtSellAd, total: '100' });
    const buyer = await p2pUser(server.db);
    const order = await takeAd(server, buyer, { ad_id: ad.id, quantity: '33.33333333' });
    const total = legalTotal(server.db);
    await refusedWithoutChange(
      () => post(buyer, P2P_PATH.paid, { id: order.id }),
      'p2pVoucherRequired',
    );
    const foreign = fakeUpload(server, store.id);
    await refusedWithoutChange(
      () => post(buyer, P2P_PATH.paid, { id: order.id, voucher: foreign }),
      'imageNotYours',
    );
    const voucher = fakeUpload(server, buyer.id);
    await refusedWithoutChange(
      () => post(store, P2P_PATH.paid, { id: order.id, voucher }),
      'p2pNotYourStep',
    );
    await refusedWithoutChange(
      () => post(store, P2P_PATH.release, { id: order.id, pay_password: PAY_PASSWORD }),
      'p2pOrderStateInvalid',
    );
    const paid = must(await post<P2POrderDetail>(buyer, P2P_PATH.paid, { id: order.id, voucher }));
    expect(paid).toMatchObject({
      status: 2,
      voucher,
      paid_at: clock.ms,
      deadline_at: clock.ms + 60 * MINUTE,
    });
    await refusedWithoutChange(
      () => post(buyer, P2P_PATH.cancel, { id: order.id }),
      'p2pOrderStateInvalid',
    );
    await refusedWithoutChange(
      () => post(buyer, P2P_PATH.release, { id: order.id, pay_password: PAY_PASSWORD }),
      'p2pNotYourStep',
    );
    await refusedWithoutChange(
      () => post(store, P2P_PATH.release, { id: order.id }),
      'payPasswordRequired',
    );
    await refusedWithoutChange(
      () => post(store, P2P_PATH.release, { id: order.id, pay_password: '999999' }),
      'payPasswordWrong',
    );
    clock.advance(90_000);
    const released = must(
      await post<P2POrderDetail>(store, P2P_PATH.release, {
        id: order.id,
        pay_password: PAY_PASSWORD,
      }),
    );
    expect(released).toMatchObject({ status: 3, finished_at: clock.ms });
    expect(legal(server.db, buyer.id)).toEqual({ balance: '33.33333333', lock_balance: '0' });
    expect(legal(server.db, store.id)).toEqual({ balance: '900', lock_balance: '66.66666667' });
    expect(legalTotal(server.db)).toBe(total);
    const logs = server.db
      .prepare(
        `SELECT user_id, field, value FROM balance_logs WHERE reason = 'p2p_release' AND extra_data LIKE ? ORDER BY id`,
      )
      .all(`%"order_id":${order.id}%`);
    expect(logs).toEqual([
      { user_id: store.id, field: 'lock_balance', value: '-33.33333333' },
      { user_id: buyer.id, field: 'balance', value: '33.33333333' },
    ]);
    const stats = must(await get<P2PMe>(store, P2P_PATH.me));
    expect(stats).toMatchObject({
      completed_30d: 1,
      completion_rate: '100.00',
      avg_release_seconds: 90,
    });
  });

  it('lets a taker sell to a buy ad with a trade password and an accepted method, escrowing their coins', async () => {
    const store = await merchant();
    const ad = await createAd(server, store, {
      ...usdtSellAd,
      side: 'buy',
      price: '0.99',
      pay_methods: ['alipay'],
    });
    const seller = await p2pUser(server.db, { legal: { USDT: '80' }, methods: ['bank'] });
    await refusedWithoutChange(
      () =>
        post(seller, P2P_PATH.createOrder, {
          ad_id: ad.id,
          quantity: '50',
          pay_password: PAY_PASSWORD,
        }),
      'p2pNoAcceptedPayMethod',
    );
    const ok = await p2pUser(server.db, { legal: { USDT: '80' }, methods: ['alipay'] });
    await refusedWithoutChange(
      () => post(ok, P2P_PATH.createOrder, { ad_id: ad.id, quantity: '50' }),
      'payPasswordRequired',
    );
    await refusedWithoutChange(
      () =>
        post(ok, P2P_PATH.createOrder, {
          ad_id: ad.id,
          quantity: '90',
          pay_password: PAY_PASSWORD,
        }),
      'insufficientBalance',
    );
    const order = await takeAd(server, ok, {
      ad_id: ad.id,
      quantity: '50',
      pay_password: PAY_PASSWORD,
    });
    expect(order).toMatchObject({ role: 'seller', fiat_amount: '49.50' });
    expect(order.buyer.uid).toBe(store.uid);
    expect(order.pay_details?.map((row) => row.code)).toEqual(['alipay']);
    expect(legal(server.db, ok.id)).toEqual({ balance: '30', lock_balance: '50' });
    const voucher = fakeUpload(server, store.id);
    must(await post(store, P2P_PATH.paid, { id: order.id, voucher }));
    must(await post(ok, P2P_PATH.release, { id: order.id, pay_password: PAY_PASSWORD }));
    expect(legal(server.db, ok.id)).toEqual({ balance: '30', lock_balance: '0' });
    expect(legal(server.db, store.id)).toEqual({ balance: '1050', lock_balance: '0' });
  });

  it('cancels unpaid orders when the window ends and completes paid ones when confirmation runs out', async () => {
    const store = await merchant();
    const ad = await createAd(server, store, { ...usdtSellAd, total: '100', pay_window: 10 });
    const buyer = await p2pUser(server.db);
    const unpaid = await takeAd(server, buyer, { ad_id: ad.id, quantity: '20' });
    const paid = await takeAd(server, buyer, { ad_id: ad.id, quantity: '30' });
    must(await post(buyer, P2P_PATH.paid, { id: paid.id, voucher: fakeUpload(server, buyer.id) }));
    clock.advance(10 * MINUTE - 1);
    server.p2p.runDue();
    expect(must(await get<P2POrderDetail>(buyer, P2P_PATH.order, { id: unpaid.id })).status).toBe(
      1,
    );
    clock.advance(1);
    server.p2p.runDue();
    expect(must(await get<P2POrderDetail>(buyer, P2P_PATH.order, { id: unpaid.id }))).toMatchObject(
      {
        status: 4,
        cancel_reason: 'timeout',
      },
    );
    clock.advance(50 * MINUTE);
    server.p2p.runDue();
    expect(must(await get<P2POrderDetail>(buyer, P2P_PATH.order, { id: paid.id })).status).toBe(3);
    expect(legal(server.db, buyer.id).balance).toBe('30');
    expect(legal(server.db, store.id)).toEqual({ balance: '900', lock_balance: '70' });
  });

  it('delays the confirmation once, by the setting', async () => {
    const store = await merchant();
    const ad = await createAd(server, store, { ...usdtSellAd, total: '100' });
    const buyer = await p2pUser(server.db);
    const order = await takeAd(server, buyer, { ad_id: ad.id, quantity: '20' });
    await refusedWithoutChange(
      () => post(store, P2P_PATH.delay, { id: order.id }),
      'p2pOrderStateInvalid',
    );
    const paid = must(
      await post<P2POrderDetail>(buyer, P2P_PATH.paid, {
        id: order.id,
        voucher: fakeUpload(server, buyer.id),
      }),
    );
    await refusedWithoutChange(
      () => post(buyer, P2P_PATH.delay, { id: order.id }),
      'p2pNotYourStep',
    );
    const delayed = must(await post<P2POrderDetail>(store, P2P_PATH.delay, { id: order.id }));
    expect(delayed).toMatchObject({
      status: 6,
      delayed: true,
      deadline_at: (paid.deadline_at ?? 0) + 30 * MINUTE,
    });
    await refusedWithoutChange(
      () => post(store, P2P_PATH.delay, { id: order.id }),
      'p2pAlreadyDelayed',
    );
  });

  it('stops the clock on appeal until the operator resolves it', async () => {
    const store = await merchant();
    const ad = await createAd(server, store, { ...usdtSellAd, total: '100' });
    const buyer = await p2pUser(server.db);
    const first = await takeAd(server, buyer, { ad_id: ad.id, quantity: '20' });
    const second = await takeAd(server, buyer, { ad_id: ad.id, quantity: '30' });
    for (const order of [first, second]) {
      must(
        await post(buyer, P2P_PATH.paid, { id: order.id, voucher: fakeUpload(server, buyer.id) }),
      );
    }
    await refusedWithoutChange(
      () => post(buyer, P2P_PATH.appeal, { id: first.id, reason: '  ' }),
      'p2pAppealReasonRequired',
    );
    await refusedWithoutChange(
      () => post(buyer, P2P_PATH.appeal, { id: first.id, reason: 'x'.repeat(301) }),
      'p2pAppealReasonTooLong',
      { max: 300 },
    );
    await refusedWithoutChange(
      () =>
        post(buyer, P2P_PATH.appeal, {
          id: first.id,
          reason: 'no coins',
          image: fakeUpload(server, store.id),
        }),
      'imageNotYours',
    );
    const image = fakeUpload(server, buyer.id);
    const appealed = must(
      await post<P2POrderDetail>(buyer, P2P_PATH.appeal, {
        id: first.id,
        reason: 'I paid, no coins',
        image,
      }),
    );
    expect(appealed).toMatchObject({
      status: 5,
      deadline_at: null,
      appeal: { by: 'buyer', reason: 'I paid, no coins', image, at: clock.ms },
    });
    must(await post(store, P2P_PATH.appeal, { id: second.id, reason: 'Payment not received' }));
    clock.advance(24 * 60 * MINUTE);
    server.p2p.runDue();
    expect(must(await get<P2POrderDetail>(buyer, P2P_PATH.order, { id: first.id })).status).toBe(5);
    server.p2p.orders.resolve(first.id, 'release');
    server.p2p.orders.resolve(second.id, 'refund');
    expect(must(await get<P2POrderDetail>(buyer, P2P_PATH.order, { id: first.id })).status).toBe(3);
    expect(must(await get<P2POrderDetail>(buyer, P2P_PATH.order, { id: second.id }))).toMatchObject(
      {
        status: 4,
        cancel_reason: 'appeal',
      },
    );
    expect(legal(server.db, buyer.id).balance).toBe('20');
    expect(must(await get<P2PMarketAd>(null, P2P_PATH.ad, { id: ad.id })).available).toBe('80');
    // Appeal refunds do not count toward the buyer's daily cancellations.
    expect(must(await get<P2PMe>(buyer, P2P_PATH.me)).cancels_today).toBe(0);
  });

  it('stops a buyer after three cancellations in one UTC day, saying until when', async () => {
    const store = await merchant();
    const ad = await createAd(server, store, { ...usdtSellAd, total: '100' });
    const buyer = await p2pUser(server.db);
    for (let index = 0; index < 3; index++) {
      const order = await takeAd(server, buyer, { ad_id: ad.id, quantity: '10' });
      must(await post(buyer, P2P_PATH.cancel, { id: order.id }));
    }
    const day = new Date(clock.ms);
    const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1);
    const until = `${new Date(midnight).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    await refusedWithoutChange(
      () => post(buyer, P2P_PATH.createOrder, { ad_id: ad.id, quantity: '10' }),
      'p2pBuyBlocked',
      { until },
    );
    expect(must(await get<P2PMe>(buyer, P2P_PATH.me))).toMatchObject({
      cancels_today: 3,
      buy_blocked_until: midnight,
    });
    clock.ms = midnight;
    expect((await post(buyer, P2P_PATH.createOrder, { ad_id: ad.id, quantity: '10' })).code).toBe(
      1,
    );
  });

  it('returns a cancelled order’s quantity to the merchant once the ad is off shelf', async () => {
    const store = await merchant();
    const ad = await createAd(server, store, { ...usdtSellAd, total: '100' });
    const buyer = await p2pUser(server.db);
    const order = await takeAd(server, buyer, { ad_id: ad.id, quantity: '40' });
    must(await post(store, P2P_PATH.adStatus, { id: ad.id, action: 'off' }));
    expect(legal(server.db, store.id)).toEqual({ balance: '960', lock_balance: '40' });
    must(await post(buyer, P2P_PATH.cancel, { id: order.id }));
    expect(legal(server.db, store.id)).toEqual({ balance: '1000', lock_balance: '0' });
    expect(must(await get<P2PMarketAd>(null, P2P_PATH.ad, { id: ad.id }))).toMatchObject({
      available: '0',
      status: 3,
    });
  });

  it('marks an ad insufficient when what remains is below the minimum, and open again on a return', async () => {
    const store = await merchant();
    const ad = await createAd(server, store, {
      ...usdtSellAd,
      price: '1.00',
      total: '100',
      min_fiat: '20',
    });
    const buyer = await p2pUser(server.db);
    const order = await takeAd(server, buyer, { ad_id: ad.id, quantity: '85' });
    expect(must(await get<P2PMarketAd>(null, P2P_PATH.ad, { id: ad.id })).status).toBe(4);
    await refusedWithoutChange(
      () => post(buyer, P2P_PATH.createOrder, { ad_id: ad.id, quantity: '15' }),
      'p2pAdNotOpen',
    );
    must(await post(buyer, P2P_PATH.cancel, { id: order.id }));
    expect(must(await get<P2PMarketAd>(null, P2P_PATH.ad, { id: ad.id })).status).toBe(1);
  });
});

describe('p2p messages, merchants, agents and pushes', () => {
  it('stores trimmed messages of the parties and refuses empty, long or foreign ones', async () => {
    const store = await merchant();
    const ad = await createAd(server, store, { ...usdtSellAd, total: '100' });
    const buyer = await p2pUser(server.db);
    const order = await takeAd(server, buyer, { ad_id: ad.id, quantity: '10' });
    await refusedWithoutChange(
      () => post(buyer, P2P_PATH.sendMessage, { id: order.id, text: '   ' }),
      'p2pMessageEmpty',
    );
    await refusedWithoutChange(
      () => post(buyer, P2P_PATH.sendMessage, { id: order.id, text: 'x'.repeat(301) }),
      'p2pMessageTooLong',
      { max: 300 },
    );
    const stranger = await p2pUser(server.db);
    await refusedWithoutChange(
      () => post(stranger, P2P_PATH.sendMessage, { id: order.id, text: 'hi' }),
      'p2pOrderNotFound',
    );
    const sent = must(
      await post<P2PMessage>(buyer, P2P_PATH.sendMessage, { id: order.id, text: '  <b>paid</b> ' }),
    );
    expect(sent).toMatchObject({ text: '<b>paid</b>', uid: buyer.uid, created_at: clock.ms });
    must(await post(store, P2P_PATH.sendMessage, { id: order.id, text: 'checking' }));
    const list = must(await get<P2PMessage[]>(store, P2P_PATH.messages, { id: order.id }));
    expect(list.map((row) => row.text)).toEqual(['<b>paid</b>', 'checking']);
    const after = must(
      await get<P2PMessage[]>(store, P2P_PATH.messages, { id: order.id, after_id: sent.id }),
    );
    expect(after.map((row) => row.text)).toEqual(['checking']);
  });

  it('takes merchant applications from verified users with a method and a name', async () => {
    const unverified = await p2pUser(server.db, { verified: false });
    await refusedWithoutChange(
      () => post(unverified, P2P_PATH.apply, { name: 'Shop' }),
      'p2pNotVerified',
    );
    const noMethod = await p2pUser(server.db, { methods: [] });
    await refusedWithoutChange(
      () => post(noMethod, P2P_PATH.apply, { name: 'Shop' }),
      'p2pPayMethodRequired',
    );
    const user = await p2pUser(server.db);
    await refusedWithoutChange(
      () => post(user, P2P_PATH.apply, { name: ' ' }),
      'p2pMerchantNameRequired',
    );
    await refusedWithoutChange(
      () => post(user, P2P_PATH.apply, { name: 'x'.repeat(31) }),
      'p2pMerchantNameTooLong',
      { max: 30 },
    );
    const applied = must(
      await post<P2PMerchantStatus>(user, P2P_PATH.apply, { name: ' Blue Shop ' }),
    );
    expect(applied).toEqual({ status: 'pending', name: 'Blue Shop', reason: '' });
    await refusedWithoutChange(
      () => post(user, P2P_PATH.apply, { name: 'Again' }),
      'p2pApplicationPending',
    );
    expect(server.p2p.merchants.decide(user.id, 'approved')).toBe(true);
    expect(must(await get<P2PMe>(user, P2P_PATH.me)).is_merchant).toBe(true);
    await refusedWithoutChange(
      () => post(user, P2P_PATH.apply, { name: 'Again' }),
      'p2pAlreadyMerchant',
    );
  });

  it('adds agents only with the right UID and authorization code, and lets them act for the store', async () => {
    const store = await merchant();
    const agent = await p2pUser(server.db);
    const other = await p2pUser(server.db);
    server.db.prepare("UPDATE users SET authorization_code = 'AGENT1' WHERE id = ?").run(agent.id);
    server.db.prepare("UPDATE users SET authorization_code = 'STORE1' WHERE id = ?").run(store.id);
    await refusedWithoutChange(
      () => post(store, P2P_PATH.addAgent, { uid: agent.uid, code: 'WRONG1' }),
      'p2pAgentCodeWrong',
    );
    await refusedWithoutChange(
      () => post(store, P2P_PATH.addAgent, { uid: other.uid, code: 'AGENT1' }),
      'p2pAgentCodeWrong',
    );
    await refusedWithoutChange(
      () => post(store, P2P_PATH.addAgent, { uid: store.uid, code: 'STORE1' }),
      'p2pAgentSelf',
    );
    await refusedWithoutChange(
      () => post(agent, P2P_PATH.addAgent, { uid: store.uid, code: 'STORE1' }),
      'p2pNotMerchant',
    );
    const agents = must(
      await post<P2PAgent[]>(store, P2P_PATH.addAgent, { uid: agent.uid, code: 'AGENT1' }),
    );
    expect(agents.map((row) => row.uid)).toEqual([agent.uid]);
    await refusedWithoutChange(
      () => post(store, P2P_PATH.addAgent, { uid: agent.uid, code: 'AGENT1' }),
      'p2pAgentExists',
    );
    expect(must(await get<P2PMe>(agent, P2P_PATH.me)).agent_of).toEqual([
      { uid: store.uid, name: `Store ${names}` },
    ]);

    const ad = await createAd(server, store, { ...usdtSellAd, total: '100' });
    const buyer = await p2pUser(server.db);
    const order = await takeAd(server, buyer, { ad_id: ad.id, quantity: '10' });
    const voucher = fakeUpload(server, buyer.id);
    must(await post(buyer, P2P_PATH.paid, { id: order.id, voucher }));
    const shop = must(await get<P2POrdersPage>(agent, P2P_PATH.shopOrders));
    expect(shop.data.map((row) => [row.id, row.role])).toEqual([[order.id, 'agent']]);
    // The voucher reaches the other party and the agents, nobody else.
    const fetchAs = async (user: P2PUser): Promise<number> =>
      (await fetch(`${server.url}${voucher}`, { headers: { authorization: user.token } })).status;
    expect(await fetchAs(buyer)).toBe(200);
    expect(await fetchAs(store)).toBe(200);
    expect(await fetchAs(agent)).toBe(200);
    expect(await fetchAs(other)).toBe(404);
    const released = must(
      await post<P2POrderDetail>(agent, P2P_PATH.release, {
        id: order.id,
        pay_password: PAY_PASSWORD,
      }),
    );
    expect(released).toMatchObject({ status: 3, role: 'agent' });
    must(await post(store, P2P_PATH.removeAgent, { uid: agent.uid }));
    await refusedWithoutChange(
      () => get(agent, P2P_PATH.order, { id: order.id }),
      'p2pOrderNotFound',
    );
    await refusedWithoutChange(
      () => post(store, P2P_PATH.removeAgent, { uid: agent.uid }),
      'p2pAgentNotFound',
    );
  });

  it('shows the seller’s payment QR code to the buyer until the order is cancelled', async () => {
    const store = await merchant();
    const qr = fakeUpload(server, store.id);
    server.db
      .prepare('UPDATE pay_methods SET raw_data = ? WHERE user_id = ? AND type = 1')
      .run(JSON.stringify({ real_name: 'Store', account: 'store@alipay', qrcode: qr }), store.id);
    const ad = await createAd(server, store, {
      ...usdtSellAd,
      total: '100',
      pay_methods: ['alipay'],
    });
    const buyer = await p2pUser(server.db);
    const stranger = await p2pUser(server.db);
    const fetchAs = async (user: P2PUser): Promise<number> =>
      (await fetch(`${server.url}${qr}`, { headers: { authorization: user.token } })).status;
    expect(await fetchAs(buyer)).toBe(404);
    const order = await takeAd(server, buyer, { ad_id: ad.id, quantity: '10' });
    expect(order.pay_details?.[0].raw_data).toMatchObject({ qrcode: qr });
    expect(await fetchAs(buyer)).toBe(200);
    expect(await fetchAs(stranger)).toBe(404);
    must(await post(buyer, P2P_PATH.cancel, { id: order.id }));
    expect(await fetchAs(buyer)).toBe(404);
    expect(await fetchAs(store)).toBe(200);
  });

  it('pushes every state change and message to the buyer, the seller and the agents', async () => {
    const store = await merchant();
    const agent = await p2pUser(server.db);
    server.db.prepare("UPDATE users SET authorization_code = 'PUSH01' WHERE id = ?").run(agent.id);
    must(await post(store, P2P_PATH.addAgent, { uid: agent.uid, code: 'PUSH01' }));
    const ad = await createAd(server, store, { ...usdtSellAd, total: '100' });
    const buyer = await p2pUser(server.db);
    const [buyerProbe, storeProbe, agentProbe] = await Promise.all(
      [buyer, store, agent].map((user) => probeFor(user)),
    );
    const order = await takeAd(server, buyer, { ad_id: ad.id, quantity: '10' });
    must(await post(buyer, P2P_PATH.paid, { id: order.id, voucher: fakeUpload(server, buyer.id) }));
    must(await post(buyer, P2P_PATH.sendMessage, { id: order.id, text: 'sent' }));
    type OrderFrame = { type: string; order: { id: number; status: number; role: string } };
    for (const [probe, role] of [
      [buyerProbe, 'buyer'],
      [storeProbe, 'seller'],
      [agentProbe, 'agent'],
    ] as const) {
      for (const status of [1, 2]) {
        const frame = await probe.next<OrderFrame>(
          (f) =>
            f.type === P2P_TOPIC.order && f.order?.id === order.id && f.order.status === status,
        );
        expect(frame.order.role).toBe(role);
      }
      const message = await probe.next<{
        type: string;
        message: { text: string; order_id: number };
      }>((f) => f.type === P2P_TOPIC.message);
      expect(message.message).toMatchObject({ text: 'sent', order_id: order.id });
    }
  });
});
