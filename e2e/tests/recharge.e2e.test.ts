import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { newDesktopContext, trackErrors } from '../src/browser';
import { repoRoot } from '../src/product';
import { shownUnits } from '../src/read-number';
import { setUpProductAndBrowser } from '../src/suite';
import {
  mustOk,
  runOperatorCli,
  units,
  registerByEmail,
  type LoginAnswer,
} from '../src/trader-api';
import type assetsTexts from '../../remote-assets/src/locales/en.json';

// Fiat top-up (docs/pay-in.md) through the browser against the real server: a card top-up
// approved on the server's sandbox provider page, and a bank top-up that waits for the operator.

const texts = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'remote-assets/src/locales/en.json'), 'utf8'),
) as typeof assetsTexts;

const suite = setUpProductAndBrowser();
const quiet = { lastCloseTime: String(Date.now() + 86_400_000) };
const PASSWORD = 'topup2024';

type Login = LoginAnswer;
type Account = { currency_code: string; balance: string };
let login: Login;

const register = (account: string): Promise<Login> =>
  registerByEmail(suite.product, account, PASSWORD);

/** The spot USDT balance as the server holds it, in units of 10^-8. */
const spotUsdt = async (): Promise<bigint> => {
  const groups = mustOk(
    await suite.product.api<{ id: number; accounts: Account[] }[]>('account/list', {
      method: 'GET',
      token: login.token,
    }),
    'account list',
  );
  const usdt = groups
    .find((group) => group.id === 1)
    ?.accounts.find((a) => a.currency_code === 'USDT');
  return units(usdt?.balance ?? '0');
};

/** A logged-in page at `pathName`, collecting page errors and console errors. */
const open = async (pathName: string): Promise<{ page: Page; errors: string[] }> => {
  const context = await newDesktopContext(suite.browser, {
    ...quiet,
    token: login.token,
    uid: login.uid,
    account: login.account,
  });
  const page = await context.newPage();
  const errors = trackErrors(page);
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(`console: ${message.text()} (${message.location().url})`);
    }
  });
  await page.goto(`${suite.product.url}${pathName}`);
  return { page, errors };
};

beforeAll(async () => {
  login = await register(`topup-${Date.now()}@example.com`);
});

test('tops up 100 USD by card through the sandbox; the spot USDT rises by exactly 100', async () => {
  const before = await spotUsdt();
  const { page, errors } = await open('/assets/recharge');
  await page.getByTestId('recharge-page').waitFor();
  // The menu lists the top-up (pay_in/open is on in the seed).
  await page.getByTestId('menu-recharge').waitFor();

  await page.getByTestId('top-up-fiat').click();
  const options = page.getByRole('listbox').getByRole('option');
  expect(await options.allTextContents()).toEqual(['USD', 'THB']);
  await page.getByRole('listbox').getByRole('option', { name: 'USD', exact: true }).click();
  expect(await page.getByTestId('channel-bank').textContent()).toBe(texts.topUp.channels.bank);
  expect(await page.getByTestId('channel-card').textContent()).toBe(texts.topUp.channels.card);

  await page.getByTestId('channel-card').click();
  await page.getByTestId('top-up-amount').fill('100');
  expect(await page.getByTestId('top-up-receive').textContent()).toBe('100');
  expect(await page.getByTestId('top-up-limits').textContent()).toContain('10.00 – 5000.00 USD');
  await page.getByTestId('top-up-amount').press('Enter');

  // The sandbox provider page, served by the server.
  await page.waitForURL(/\/pay-in\/sandbox\//);
  expect(await page.getByTestId('sandbox-amount').textContent()).toBe('100.00 USD');
  await page.getByTestId('sandbox-approve').click();

  await page.waitForURL(/\/assets\/recharge\?payment=\d+$/);
  const result = page.locator('[data-testid="top-up-result"][data-state="credited"]');
  await result.waitFor({ timeout: 15_000 });
  expect(await result.textContent()).toBe(texts.topUp.result.credited.replace('{{usdt}}', '100'));
  const row = page.getByTestId('top-up-list').locator('li').first();
  expect(await row.getByTestId('top-up-state').textContent()).toBe(texts.topUp.states.credited);
  expect(await row.textContent()).toContain('100.00 USD → 100 USDT');

  expect((await spotUsdt()) - before).toBe(units('100'));
  // The spot account page shows it too.
  await page
    .getByTestId('assets-menu')
    .getByRole('link', { name: texts.menu.tradeAccount })
    .click();
  const usdtRow = page.getByTestId('account-row-USDT');
  await usdtRow.waitFor();
  expect(shownUnits((await usdtRow.getByTestId('balance').textContent()) ?? '')).toBe(
    before + units('100'),
  );
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a bank top-up shows the bank details and a reference, and stays pending', async () => {
  const before = await spotUsdt();
  const { page, errors } = await open('/assets/recharge');
  await page.getByTestId('top-up-amount').waitFor();
  await page.getByTestId('top-up-fiat').click();
  await page.getByRole('listbox').getByRole('option', { name: 'THB', exact: true }).click();
  await page.getByTestId('channel-bank').click();
  await page.getByTestId('top-up-amount').fill('1000.50');
  expect(await page.getByTestId('top-up-receive').textContent()).toBe('28.18309859');
  expect(await page.getByTestId('top-up-rate').textContent()).toContain('1 USDT = 35.5 THB');
  await page.getByTestId('top-up-submit').click();

  const panel = page.getByTestId('bank-panel');
  await panel.waitFor();
  const reference = (await panel.getByTestId('bank-reference').textContent()) ?? '';
  expect(reference).toMatch(/^TP-[A-Z2-9]{6}$/);
  expect(await panel.getByTestId('bank-bank').textContent()).toBe('Meridian Demo Bank');
  expect(await panel.getByTestId('bank-amount').textContent()).toBe('1000.50 THB');
  const row = page.getByTestId('top-up-list').locator('li', { hasText: reference });
  await row.waitFor();
  expect(await row.getByTestId('top-up-state').textContent()).toBe(texts.topUp.states.pending);
  expect(await spotUsdt()).toBe(before);
  // The operator sees it waiting.
  expect(runOperatorCli(suite.product, 'payin', 'list', '--state', 'pending')).toContain(reference);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('the top-up screen fits a 390 px window', async () => {
  const { page, errors } = await open('/assets/recharge');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('top-up-amount').waitFor();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
  await page.context().close();
});
