import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { newDesktopContext, trackErrors } from '../src/browser';
import { DEMO_ACCOUNT, loginDemo, repoRoot } from '../src/product';
import { setUpProductAndBrowser } from '../src/suite';
import { codeFromOutbox, mustOk } from '../src/trader-api';
import type leverTexts from '../../remote-lever/src/locales/en.json';

// Issue 13: the lever page against the real server and its risk loop, driven as a trader
// would. The market-maker bots trade BTC/USDT every few hundred ms, so prices really move.

const texts = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'remote-lever/src/locales/en.json'), 'utf8'),
) as typeof leverTexts;

const suite = setUpProductAndBrowser();
const PAY_PASSWORD = 'lever123';

type Session = { token: string; uid: string; account: string };
let session: Session;
let btcUsdt: { id: number; quote: number };

beforeAll(async () => {
  session = await loginDemo(suite.product);
  const token = session.token;
  // The trade password, set with a type-3 code as the personal area does.
  mustOk(
    await suite.product.api('notify/send_email', {
      body: { to: DEMO_ACCOUNT.email, type: 3 },
      token,
    }),
    'send trade password code',
  );
  mustOk(
    await suite.product.api('user/amend_pay_password', {
      body: {
        password: PAY_PASSWORD,
        re_password: PAY_PASSWORD,
        auth_code: await codeFromOutbox(suite.product, DEMO_ACCOUNT.email, 3),
      },
      token,
    }),
    'set trade password',
  );
  const groups =
    await suite.product.api<
      { matches: { id: number; symbol: string; quote_currency_id: number }[] }[]
    >('market/currency_matches');
  const match = groups.data
    .flatMap((group) => group.matches)
    .find((item) => item.symbol === 'BTC/USDT');
  if (!match) throw new Error('BTC/USDT is not seeded');
  btcUsdt = { id: match.id, quote: match.quote_currency_id };
  // Margin money: USDT from the spot account (1) to the lever account (3).
  mustOk(
    await suite.product.api('account/transfer', {
      body: { currency_id: btcUsdt.quote, balance: '3000', from: 1, to: 3 },
      token,
    }),
    'transfer to the lever account',
  );
});

const openLever = async (width = 1440): Promise<{ page: Page; errors: string[] }> => {
  const context = await newDesktopContext(suite.browser, {
    lastCloseTime: String(Date.now() + 86_400_000),
    token: session.token,
    uid: session.uid,
    account: session.account,
    leverData: JSON.stringify({ match_id: btcUsdt.id, symbol: 'BTC/USDT' }),
  });
  const page = await context.newPage();
  if (width !== 1440) await page.setViewportSize({ width, height: 844 });
  const errors = trackErrors(page);
  await page.goto(`${suite.product.url}/lever`);
  // On a phone the form waits in the bottom sheet (docs/product.md#trade-pages-on-a-phone).
  const ready = width > 760 ? 'lever-available' : 'lever-chart';
  await page.getByTestId(ready).waitFor({ timeout: 30_000 });
  expect(await page.getByTestId('lever-page').getAttribute('data-pair')).toBe('BTC/USDT');
  return { page, errors };
};

/** Fills the form and confirms; answers the stored order the server sent back. */
const placeOrder = async (
  page: Page,
  order: {
    direction: 'long' | 'short';
    lots: string;
    multiple?: string;
    price?: string;
    /** Enter in the password field, then Enter in the dialog (a long). */
    keyboard?: boolean;
  },
): Promise<{ id: number; status: number }> => {
  if (order.price) {
    await page.getByTestId('mode-fixed').click();
    await page.getByTestId('lever-target-price').fill(order.price);
  } else {
    await page.getByTestId('mode-market').click();
  }
  await page.getByRole('button', { name: order.multiple ?? '10x', exact: true }).click();
  await page.getByTestId('lever-lots').fill(order.lots);
  await page.getByLabel(texts.form.password).fill(PAY_PASSWORD);
  if (order.keyboard) await page.getByLabel(texts.form.password).press('Enter');
  else await page.getByTestId(`lever-${order.direction}`).click();
  await page.getByTestId('lever-confirm').waitFor();
  const answer = page.waitForResponse((response) => response.url().includes('lever/submit'));
  if (order.keyboard) await page.keyboard.press('Enter');
  else await page.getByTestId('confirm-dialog-ok').click();
  const body = (await (await answer).json()) as {
    code: number;
    msg: string;
    data: { id: number; status: number };
  };
  return mustOk(body, 'lever/submit');
};

const rowOf = (page: Page, id: number): Locator =>
  page.locator(`[data-testid="position-row"][data-id="${id}"]`);

const showTab = async (page: Page, view: number): Promise<void> => {
  await page.getByTestId(`panel-tab-${view}`).click();
  await page
    .locator(`[data-testid="positions-panel"][data-view="${view}"][data-status="ready"]`)
    .waitFor();
};

test('opens a long at market, follows its live profit, sets TP/SL and closes it', async () => {
  const { page, errors } = await openLever();
  // The spec's prompts come first: nothing typed.
  await page.getByTestId('lever-long').click();
  await page.getByRole('alert').filter({ hasText: texts.p_hands }).waitFor();

  const placed = await placeOrder(page, { direction: 'long', lots: '1', keyboard: true });
  expect(placed.status).toBe(1);
  expect(await page.getByTestId('lever-lots').inputValue()).toBe('');
  expect(await page.getByLabel(texts.form.password).inputValue()).toBe('');
  const row = rowOf(page, placed.id);
  await row.waitFor();
  expect(await row.getByTestId('cell-lots').textContent()).toBe('1');

  // LEVER_TRADE moves the current price and the profit as the bots trade.
  const firstPrice = await row.getByTestId('cell-currentPrice').textContent();
  const firstProfit = await row.getByTestId('cell-profit').textContent();
  await page.waitForFunction(
    ([id, price, profit]) => {
      const cells = document.querySelector(`[data-testid="position-row"][data-id="${id}"]`);
      const now = (name: string): string | null | undefined =>
        cells?.querySelector(`[data-testid="cell-${name}"]`)?.textContent;
      return now('currentPrice') !== price || now('profit') !== profit;
    },
    [placed.id, firstPrice, firstProfit] as const,
    { timeout: 45_000 },
  );
  expect(await page.getByTestId('risk-rate').textContent()).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}%$/);

  // TP/SL: live expected figures, then the row shows the saved prices.
  await row.getByTestId('position-stop').click();
  await page.getByTestId('stop-takeProfit').fill('500000');
  await page.getByTestId('stop-stopLoss').fill('1000');
  expect(await page.getByTestId('stop-takeProfit-expected').textContent()).toMatch(
    // USDT's 2 display decimals, grouped (docs/decisions.md#display-numbers).
    /^Expected profit: \d{1,3}(,\d{3})*\.\d{2} USDT$/,
  );
  expect(await page.getByTestId('stop-stopLoss-expected').textContent()).toMatch(
    /^Expected loss: -\d{1,3}(,\d{3})*\.\d{2} USDT$/,
  );
  await page.getByTestId('confirm-dialog-ok').click();
  await page.getByTestId('stop-dialog').waitFor({ state: 'detached' });
  expect(await row.getByTestId('cell-takeProfit').textContent()).toBe('500,000.00'); // the pair's 2 decimals
  expect(await row.getByTestId('cell-stopLoss').textContent()).toBe('1,000.00');

  await row.getByTestId('position-close').click();
  await page.getByTestId('confirm-dialog-ok').click();
  await row.waitFor({ state: 'detached' });
  await showTab(page, 3);
  await rowOf(page, placed.id).waitFor();
  expect(errors).toEqual([]);
  await page.context().close();
});

test('opens a long and a short, then close-all closes the long only', async () => {
  const { page, errors } = await openLever();
  const long = await placeOrder(page, { direction: 'long', lots: '1', multiple: '20x' });
  const short = await placeOrder(page, { direction: 'short', lots: '2' });
  await rowOf(page, long.id).waitFor();
  await rowOf(page, short.id).waitFor();

  await page.getByTestId('close-all').click();
  await page.getByTestId('close-all-long').click();
  await page.getByTestId('confirm-dialog-ok').click();
  await rowOf(page, long.id).waitFor({ state: 'detached' });
  expect(await rowOf(page, short.id).getAttribute('data-type')).toBe('2');

  await page.getByTestId('close-all').click();
  await page.getByTestId('confirm-dialog-ok').click();
  await rowOf(page, short.id).waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a fixed-price long below the market waits in pending entrusts and is revoked (390 px)', async () => {
  const { page, errors } = await openLever(390);
  await page.getByTestId('phone-long').click();
  await page.getByTestId('lever-available').waitFor();
  const pending = await placeOrder(page, { direction: 'long', lots: '1', price: '1000' });
  expect(pending.status).toBe(0);
  // The sheet closes on the placed order; the positions are under their tab.
  await page.getByTestId('lever-form').waitFor({ state: 'detached' });
  await page.getByTestId('phone-tab-positions').click();
  await showTab(page, 0);
  const row = rowOf(page, pending.id);
  await row.waitFor();
  await row.getByTestId('position-cancel').click();
  await page.getByTestId('confirm-dialog-ok').click();
  await row.waitFor({ state: 'detached' });
  await showTab(page, 4);
  await rowOf(page, pending.id).waitFor();
  // Nothing on the page is wider than the phone.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1),
  ).toBe(true);
  expect(errors).toEqual([]);
  await page.context().close();
});
