import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { newDesktopContext, trackErrors } from '../src/browser';
import { repoRoot } from '../src/product';
import { plainNumber, shownUnits } from '../src/read-number';
import { setUpProductAndBrowser } from '../src/suite';
import { registerByEmail, runOperatorCli, units, type LoginAnswer } from '../src/trader-api';
import type assetsTexts from '../../remote-assets/src/locales/en.json';

// Issue 41: "My savings" on /deposit and the Savings account's records, against the real server,
// with a fresh user (demo mode credits 10000 USDT to the spot account at registration).

const texts = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'remote-assets/src/locales/en.json'), 'utf8'),
) as typeof assetsTexts;

const suite = setUpProductAndBrowser();
const quiet = { lastCloseTime: String(Date.now() + 86_400_000) };
let login: LoginAnswer;

beforeAll(async () => {
  login = await registerByEmail(suite.product, `savings-${Date.now()}@example.com`, 'start2024');
});

const open = async (
  pathName: string,
  width = 1440,
  as: LoginAnswer | null = login,
): Promise<Page> => {
  const storage = as ? { ...quiet, token: as.token, uid: as.uid, account: as.account } : quiet;
  const context = await newDesktopContext(suite.browser, storage);
  const page = await context.newPage();
  if (width !== 1440) await page.setViewportSize({ width, height: 844 });
  await page.goto(`${suite.product.url}${pathName}`);
  return page;
};

/** The UTC day `count` days from today (the interest job's `--date`). */
const dayFromNow = (count: number): string =>
  new Date(Date.now() + count * 86_400_000).toISOString().slice(0, 10);

test('a bought lock shows in My savings with its exact daily dividend, and in the Savings records', async () => {
  const page = await open('/deposit');
  const errors = trackErrors(page);
  const product = page.getByTestId(/^lock-product-/).filter({ hasText: 'USDT 7-day lock' });
  await product.getByRole('button', { name: texts.deposit.buy }).click();
  await page.getByTestId('confirm-dialog-ok').click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });

  await page.getByRole('tab', { name: texts.deposit.tabMine }).click();
  await page.waitForURL(/\/deposit\?tab=mine$/);
  const holding = page.getByTestId(/^holding-\d+$/);
  await holding.waitFor();
  expect(await holding.count()).toBe(1);
  await expect(holding.textContent()).resolves.toContain('USDT 7-day lock');
  const figure = async (testId: string): Promise<string> =>
    (await holding.getByTestId(testId).textContent()) ?? '';
  await expect(figure('holding-state')).resolves.toBe(texts.savings.inForce);
  expect(shownUnits(await figure('holding-amount'))).toBe(units('100'));
  // 100 × 0.05 / 365 = 0.0136986301…, floored to USDT's 8 decimals, shown whole.
  expect(plainNumber(await figure('holding-daily'))).toBe('0.01369863');
  expect(shownUnits(await figure('holding-income'))).toBe(0n);
  await expect(figure('holding-period')).resolves.toBe('7 days');
  await expect(figure('holding-remaining')).resolves.toBe('7 days');

  // Three days of interest later the income is exactly three dividends.
  runOperatorCli(suite.product, 'lock', 'interest', '--date', dayFromNow(3));
  await page.reload();
  await holding.waitFor();
  expect(plainNumber(await figure('holding-income'))).toBe('0.04109589');

  // The Savings account links to My savings, and its records list the locked principal.
  await page.goto(`${suite.product.url}/assets/financialAccount`);
  await page.getByTestId('my-savings-link').waitFor();
  await expect(page.getByTestId('my-savings-link').getAttribute('href')).resolves.toBe(
    '/deposit?tab=mine',
  );
  await page.getByTestId('records-link').click();
  await page.waitForURL(/\/assets\/dealRecords\?types=financial_account$/);
  const row = page.getByTestId('record-row');
  await row.first().waitFor();
  expect(await row.count()).toBe(1);
  await expect(row.first().textContent()).resolves.toContain('Lock-up savings purchase');
  expect(shownUnits((await row.first().getByTestId('record-value').textContent()) ?? '')).toBe(
    units('100'),
  );
  expect(errors).toEqual([]);
  await page.context().close();
});

test('at 390 px My savings fits the width; a visitor is asked to log in', async () => {
  const page = await open('/deposit?tab=mine', 390);
  const errors = trackErrors(page);
  await page
    .getByTestId(/^holding-\d+$/)
    .first()
    .waitFor();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
  await page.context().close();

  const visitor = await open('/deposit?tab=mine', 1440, null);
  await visitor.getByText(texts.savings.login).waitFor();
  await visitor.getByTestId('savings-login').click();
  await visitor.waitForURL(/\/login\?page=%2Fdeposit%3Ftab%3Dmine$/);
  await visitor.context().close();
});
