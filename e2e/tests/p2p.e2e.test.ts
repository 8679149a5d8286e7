import type { Browser, Locator, Page } from 'playwright-core';
import { newDesktopContext, trackErrors } from '../src/browser';
import { login, type Trader, verifiedTrader } from '../src/p2p-users';
import { png } from '../src/png';
import { setUpProductAndBrowser } from '../src/suite';
import { mustOk, units } from '../src/trader-api';
import { waitUntil } from '../src/wait';

type P2PConfig = { assets: { currency_id: number; code: string }[] };
type P2POrderDetail = { quantity: string; price: string; fiat_amount: string };

// Issue 37: the P2P market between real users, through the browser, against the real server:
// a buyer and the seeded merchant in two browser contexts, escrow and release exact to the unit.

const suite = setUpProductAndBrowser();
const quiet = { lastCloseTime: String(Date.now() + 86_400_000) };
/** The seeded merchant "Harbor Trade" (docs/p2p.md#seeded-market). */
const MERCHANT = { email: 'merchant1@exchange.local', password: 'merchant1234', pay: '135790' };
const LEGAL = 2;

let config: P2PConfig;
let usdtId = 0;

beforeAll(async () => {
  config = mustOk(await suite.product.api<P2PConfig>('p2p/config'), 'p2p config');
  usdtId = config.assets.find((asset) => asset.code === 'USDT')?.currency_id ?? 0;
});

const open = async (browser: Browser, pathName: string, who?: Trader): Promise<Page> => {
  const storage = who
    ? { ...quiet, token: who.token, uid: who.uid, account: who.account }
    : { ...quiet };
  const context = await newDesktopContext(browser, storage);
  const page = await context.newPage();
  await page.goto(`${suite.product.url}${pathName}`);
  return page;
};

const legalUsdt = async (who: Trader): Promise<{ balance: bigint; locked: bigint }> => {
  const account = mustOk(
    await suite.product.api<{ balance: string; lock_balance: string }>(
      `account/detail?currency_id=${usdtId}&account_type_id=${LEGAL}`,
      { method: 'GET', token: who.token },
    ),
    'account detail',
  );
  return { balance: units(account.balance), locked: units(account.lock_balance) };
};

/** Waits until the order page shows `status` (it follows the live pushes without a reload). */
const statusIs = (box: Locator, status: string): Promise<void> =>
  box
    .page()
    .locator(`[data-testid="p2p-order"][data-status="${status}"]`)
    .waitFor({ timeout: 10_000 });

/** The market row of the seeded merchant on the open market page. */
const merchantRow = (page: Page, name: string) =>
  page.getByTestId('p2p-ad-row').filter({ has: page.getByText(name, { exact: true }) });

test('a visitor sees a living market: ads with price, limits and Buy; acting asks for a login', async () => {
  const page = await open(suite.browser, '/legalIndex');
  const errors = trackErrors(page);
  await page.waitForURL(/\/legalIndex\/legal$/);
  const rows = page.getByTestId('p2p-ad-row');
  await rows.first().waitFor();
  expect(await rows.count()).toBeGreaterThan(0);
  const first = rows.first();
  await expect(first.getByTestId('p2p-ad-price').textContent()).resolves.toMatch(/\d/);
  await expect(first.getByTestId('p2p-ad-limits').textContent()).resolves.toMatch(/\d.*\d/);
  await expect(first.getByTestId('p2p-take').textContent()).resolves.toMatch(/^Buy /);
  // Best price first: the rows' prices never fall.
  const prices = await rows.getByTestId('p2p-ad-price').allTextContents();
  const values = prices.map((text) => units(text.replace(/[^\d.]/g, '')));
  expect(values).toEqual([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  await first.getByTestId('p2p-take').click();
  await page.waitForURL(/\/login\?page=%2FlegalIndex%2Flegal/);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('the market fits a 390 px phone without sideways scrolling', async () => {
  const context = await newDesktopContext(suite.browser, quiet);
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${suite.product.url}/legalIndex/legal`);
  await page.getByTestId('p2p-ad-row').first().waitFor();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByTestId('p2p-take').first().isVisible()).resolves.toBe(true);
  await context.close();
});

test('a buyer takes a sell ad and pays with a voucher; the merchant releases; both balances are exact', async () => {
  const buyer = await verifiedTrader(suite.product, `p2p-buyer-${Date.now()}@example.com`);
  const merchant = await login(suite.product, MERCHANT.email, MERCHANT.password);
  const buyerBefore = await legalUsdt(buyer);
  const merchantBefore = await legalUsdt(merchant);

  const buyerPage = await open(suite.browser, '/legalIndex/legal', buyer);
  const buyerErrors = trackErrors(buyerPage);
  const row = merchantRow(buyerPage, 'Harbor Trade');
  await row.first().waitFor();
  await row.first().getByTestId('p2p-take').click();
  const dialog = buyerPage.getByTestId('p2p-take-dialog');
  await dialog.waitFor();
  await dialog.getByTestId('p2p-take-fiat').fill('25.25');
  // The dialog computes the quantity (floored); the server must agree with what it showed.
  await waitUntil(
    async () => /^\d+(\.\d+)?$/.test(await dialog.getByTestId('p2p-take-quantity').inputValue()),
    5000,
  );
  const shownQuantity = await dialog.getByTestId('p2p-take-quantity').inputValue();
  await dialog.getByTestId('p2p-take-submit').click();
  await buyerPage.waitForURL(/\/legalIndex\/orderdetail\?id=\d+/);
  const orderId = Number(new URL(buyerPage.url()).searchParams.get('id'));
  const orderBox = buyerPage.getByTestId('p2p-order');
  await statusIs(orderBox, 'unpaid');
  await buyerPage.getByTestId('p2p-pay-details').waitFor();
  await expect(buyerPage.getByTestId('p2p-countdown').textContent()).resolves.toMatch(
    /Pay within \d\d:\d\d/,
  );
  const order = mustOk(
    await suite.product.api<P2POrderDetail>(`p2p/order?id=${orderId}`, {
      method: 'GET',
      token: buyer.token,
    }),
    'order',
  );
  expect(units(order.quantity)).toBe(units(shownQuantity));
  // What the buyer pays: quantity × price, half-up to cents (units are 10^-8, so 10^-16 here).
  const product = units(order.quantity) * units(order.price);
  const cents = (product + 50_000_000_000_000n) / 100_000_000_000_000n;
  expect(units(order.fiat_amount)).toBe(cents * 1_000_000n);
  const quantity = units(order.quantity);
  // Escrow: the merchant's ad lock now carries the order; nothing reached the buyer yet.
  expect((await legalUsdt(buyer)).balance).toBe(buyerBefore.balance);

  // "I have paid" needs the voucher first.
  await expect(buyerPage.getByTestId('p2p-paid').isDisabled()).resolves.toBe(true);
  await buyerPage.getByTestId('p2p-voucher-upload-input').setInputFiles({
    name: 'voucher.png',
    mimeType: 'image/png',
    buffer: png(80, 50, [20, 160, 90]),
  });
  await waitUntil(() => buyerPage.getByTestId('p2p-paid').isEnabled(), 10_000);
  await buyerPage.getByTestId('p2p-paid').click();
  await statusIs(orderBox, 'paid');
  await expect(buyerPage.getByTestId('p2p-cancel').count()).resolves.toBe(0);

  // The merchant, in another browser context, finds the order in the store and releases it.
  const merchantPage = await open(suite.browser, '/myshop/shoporders', merchant);
  const merchantErrors = trackErrors(merchantPage);
  const orderRow = merchantPage.locator(
    `[data-testid="p2p-order-row"][data-order-id="${orderId}"]`,
  );
  await orderRow.waitFor();
  await orderRow.click();
  await merchantPage.waitForURL(new RegExp(`/myshop/shoporderdetail\\?id=${orderId}$`));
  const merchantOrder = merchantPage.getByTestId('p2p-order');
  await statusIs(merchantOrder, 'paid');
  await merchantPage.getByTestId('p2p-voucher').waitFor();
  await merchantPage.getByTestId('p2p-release').click();
  const release = merchantPage.getByTestId('p2p-release-dialog');
  await release.getByLabel('Trade password').fill(MERCHANT.pay);
  await release.getByTestId('p2p-release-confirm').click();
  await statusIs(merchantOrder, 'completed');
  // The buyer's page follows the live push without a reload.
  await statusIs(orderBox, 'completed');

  const buyerAfter = await legalUsdt(buyer);
  const merchantAfter = await legalUsdt(merchant);
  expect(buyerAfter.balance - buyerBefore.balance).toBe(quantity);
  expect(buyerAfter.locked).toBe(buyerBefore.locked);
  // The merchant's sell ad had locked its quantity; the release takes exactly the order's share.
  expect(merchantBefore.locked - merchantAfter.locked).toBe(quantity);
  expect(merchantAfter.balance).toBe(merchantBefore.balance);
  expect(buyerErrors).toEqual([]);
  expect(merchantErrors).toEqual([]);
  await buyerPage.context().close();
  await merchantPage.context().close();
});

test('after three cancellations in a day a buyer is refused a fourth order, told until when', async () => {
  const buyer = await verifiedTrader(suite.product, `p2p-cancel-${Date.now()}@example.com`);
  const ads = mustOk(
    await suite.product.api<{ data: { id: number; min_fiat: string }[] }>(
      `p2p/ads?side=buy&currency_id=${usdtId}&fiat=USD`,
      { method: 'GET' },
    ),
    'ads',
  );
  const ad = ads.data[0];
  // Two cancellations through the API, the third through the order page.
  for (let round = 0; round < 2; round += 1) {
    const order = mustOk(
      await suite.product.api<{ id: number }>('p2p/order/create', {
        token: buyer.token,
        body: { ad_id: ad.id, fiat_amount: ad.min_fiat },
      }),
      'take',
    );
    mustOk(
      await suite.product.api('p2p/order/cancel', { token: buyer.token, body: { id: order.id } }),
      'cancel',
    );
  }
  const third = mustOk(
    await suite.product.api<{ id: number }>('p2p/order/create', {
      token: buyer.token,
      body: { ad_id: ad.id, fiat_amount: ad.min_fiat },
    }),
    'take',
  );
  const page = await open(suite.browser, `/legalIndex/orderdetail?id=${third.id}`, buyer);
  const errors = trackErrors(page);
  await page.getByTestId('p2p-cancel').click();
  await page.getByTestId('confirm-dialog-ok').click();
  const box = page.getByTestId('p2p-order');
  await statusIs(box, 'cancelled');
  await page.getByTestId('p2p-pay-details-hidden').waitFor();

  // The fourth: the market says buying is stopped until the end of the UTC day.
  await page.goto(`${suite.product.url}/legalIndex/legal`);
  const row = page.getByTestId('p2p-ad-row').first();
  await row.waitFor();
  await row.getByTestId('p2p-take').click();
  const blocked = page.getByTestId('p2p-take-blocked');
  await blocked.waitFor();
  await expect(blocked.textContent()).resolves.toContain('You can buy again from');
  const refused = await suite.product.api('p2p/order/create', {
    token: buyer.token,
    body: { ad_id: ad.id, fiat_amount: ad.min_fiat },
  });
  expect(refused.code).toBe(0);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('/myshop is a real page: a trader who is not a merchant sees the application', async () => {
  const trader = await verifiedTrader(suite.product, `p2p-shop-${Date.now()}@example.com`);
  const page = await open(suite.browser, '/myshop', trader);
  const errors = trackErrors(page);
  await page.waitForURL(/\/myshop\/myshoporders$/);
  await page.getByTestId('merchant-apply').waitFor();
  await expect(page.getByTestId('requirement-verified').getAttribute('data-met')).resolves.toBe(
    'true',
  );
  expect(errors).toEqual([]);
  await page.context().close();
});
