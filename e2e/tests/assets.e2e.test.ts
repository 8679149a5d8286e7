import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { newDesktopContext, trackErrors } from '../src/browser';
import { repoRoot } from '../src/product';
import { setUpProductAndBrowser } from '../src/suite';
import { shownUnits } from '../src/read-number';
import {
  runOperatorCli,
  codeFromOutbox,
  mustOk,
  units,
  registerByEmail,
  type LoginAnswer,
} from '../src/trader-api';
import type assetsTexts from '../../remote-assets/src/locales/en.json';

// Issue 12: the assets area against the real server, driven as a person would, with a fresh user
// (demo mode credits 10000 USDT to the spot account at registration).

const texts = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'remote-assets/src/locales/en.json'), 'utf8'),
) as typeof assetsTexts;

const suite = setUpProductAndBrowser();
const quiet = { lastCloseTime: String(Date.now() + 86_400_000) };
const PASSWORD = 'start2024';
const PAY_PASSWORD = 'pay12345';

const TRON_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

type Login = LoginAnswer;
let email: string;
let login: Login;
/** A second trader for the address book (its code limit runs apart from the first one's). */
let bookEmail: string;
let bookLogin: Login;
let registeredAt = 0;

const register = (account: string): Promise<Login> =>
  registerByEmail(suite.product, account, PASSWORD);

const operator = (...args: string[]): string => runOperatorCli(suite.product, ...args);

const open = async (pathName: string, width = 1440, as: Login = login): Promise<Page> => {
  const context = await newDesktopContext(suite.browser, {
    ...quiet,
    token: as.token,
    uid: as.uid,
    account: as.account,
  });
  const page = await context.newPage();
  if (width !== 1440) await page.setViewportSize({ width, height: 844 });
  await page.goto(`${suite.product.url}${pathName}`);
  return page;
};

const menu = (page: Page, name: string): Promise<void> =>
  page.getByTestId('assets-menu').getByRole('link', { name, exact: true }).click();

/** The USDT row's available and locked balances on the account page shown. */
const usdt = async (page: Page): Promise<{ balance: bigint; locked: bigint }> => {
  const row = page.getByTestId('account-row-USDT');
  await row.waitFor();
  return {
    balance: shownUnits((await row.getByTestId('balance').textContent()) ?? ''),
    locked: shownUnits((await row.getByTestId('lock-balance').textContent()) ?? ''),
  };
};

/** Waits until the USDT row shows `expected` (reloads come a second after a change). */
const waitForUsdt = async (
  page: Page,
  expected: { balance: bigint; locked: bigint },
): Promise<void> => {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const now = await usdt(page);
    if (now.balance === expected.balance && now.locked === expected.locked) return;
    await page.waitForTimeout(100);
  }
  expect(await usdt(page)).toEqual(expected);
};

/** Waits until `read` answers `expected` (jest has no expect.poll), then asserts it. */
const eventually = async <T>(read: () => Promise<T>, expected: T): Promise<void> => {
  for (let attempt = 0; attempt < 80; attempt += 1) {
    if ((await read()) === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(await read()).toBe(expected);
};

const pickOption = async (page: Page, testId: string, option: string): Promise<void> => {
  await page.getByTestId(testId).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
};

beforeAll(async () => {
  email = `assets-${Date.now()}@example.com`;
  bookEmail = `book-${Date.now()}@example.com`;
  registeredAt = Date.now();
  [login, bookLogin] = await Promise.all([register(email), register(bookEmail)]);
});

// Cents: balances show USDT's 2 display decimals (docs/decisions.md#display-numbers).
const TRANSFER = '12.34';

test('transfers USDT spot → margin and back; both balances change exactly', async () => {
  const page = await open('/assets');
  const errors = trackErrors(page);
  // /assets lands on the overview (the shell's redirect may still name the spot account).
  await page.waitForURL(/\/assets\/(overview|tradeAccount)$/);
  await menu(page, texts.menu.tradeAccount);
  const spot = await usdt(page);
  expect(spot.balance).toBeGreaterThan(units('100'));

  await menu(page, texts.menu.transfer);
  await page.getByTestId('from-balance').waitFor();
  await expect(page.getByTestId('transfer-currency').textContent()).resolves.toBe('USDT');
  await expect(page.getByTestId('transfer-from').textContent()).resolves.toBe(
    texts.menu.tradeAccount,
  );
  await pickOption(page, 'transfer-to', texts.menu.leverAccount);
  // The empty amount is refused with the spec's prompt.
  await page.getByRole('button', { name: texts.transfer.confirm }).click();
  await page.getByRole('alert').filter({ hasText: texts.p_transfernum }).waitFor();
  await page.getByTestId('transfer-amount').fill(TRANSFER);
  await page.getByTestId('transfer-amount').press('Enter');
  await eventually(() => page.getByTestId('transfer-amount').inputValue(), '');
  await eventually(
    async () => shownUnits((await page.getByTestId('from-balance').textContent()) ?? ''),
    spot.balance - units(TRANSFER),
  );

  await menu(page, texts.menu.leverAccount);
  await waitForUsdt(page, { balance: units(TRANSFER), locked: 0n });

  // Back: choosing spot as the destination moves the source off spot by itself.
  await menu(page, texts.menu.transfer);
  await page.getByTestId('from-balance').waitFor();
  await pickOption(page, 'transfer-to', texts.menu.tradeAccount);
  await expect(page.getByTestId('transfer-from').textContent()).resolves.toBe(
    texts.menu.legalAccount,
  );
  await pickOption(page, 'transfer-from', texts.menu.leverAccount);
  await expect(page.getByTestId('transfer-to').textContent()).resolves.toBe(
    texts.menu.tradeAccount,
  );
  await eventually(
    async () => shownUnits((await page.getByTestId('from-balance').textContent()) ?? ''),
    units(TRANSFER),
  );
  await page.getByTestId('transfer-amount').fill(TRANSFER);
  await page.getByRole('button', { name: texts.transfer.confirm }).click();
  await eventually(
    async () => shownUnits((await page.getByTestId('from-balance').textContent()) ?? ''),
    0n,
  );
  await menu(page, texts.menu.tradeAccount);
  await waitForUsdt(page, spot);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('the overview total equals the sum of the account pages’ totals', async () => {
  const page = await open('/assets/overview');
  const errors = trackErrors(page);
  const totalOf = async (testId: string): Promise<bigint> => {
    const text = (await page.getByTestId(testId).first().textContent()) ?? '';
    return shownUnits(text);
  };
  await page.getByTestId('overview-total').waitFor();
  const overview = await totalOf('overview-total');
  expect(overview).toBeGreaterThan(0n);
  let sum = 0n;
  for (const path of [
    'tradeAccount',
    'legalAccount',
    'leverAccount',
    'secondAccount',
    'financialAccount',
  ] as const) {
    await menu(page, texts.menu[path]);
    await page.getByTestId(`account-${path}`).getByTestId('total-usd').waitFor();
    sum += await totalOf('total-usd');
  }
  expect(overview).toBe(sum);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('the records page lists the spot account and filters by currency', async () => {
  const page = await open('/assets/tradeAccount');
  const errors = trackErrors(page);
  await page.getByTestId('records-link').click();
  await page.waitForURL(/\/assets\/dealRecords\?types=change_account$/);
  await page.getByTestId('record-row').first().waitFor();
  // The welcome credit and the two transfers: one page, no page links.
  expect(await page.getByTestId('record-row').count()).toBe(3);
  await expect(page.getByRole('navigation', { name: 'Pages' }).count()).resolves.toBe(0);
  await expect(page.getByText('Other account: ').count()).resolves.toBeGreaterThan(0);

  await pickOption(page, 'records-currency', 'BTC');
  await page.getByText(texts.records.empty).waitFor();
  await pickOption(page, 'records-currency', 'USDT');
  await page.getByTestId('record-row').first().waitFor();
  const codes = await page.getByTestId('record-currency').allTextContents();
  expect(codes).toHaveLength(3);
  expect(new Set(codes)).toEqual(new Set(['USDT']));
  expect(errors).toEqual([]);
  await page.context().close();
});

test('buys a lock product after confirming; the coin log and savings account show it', async () => {
  const page = await open('/assets/tradeAccount');
  const errors = trackErrors(page);
  const before = await usdt(page);
  await page.goto(`${suite.product.url}/deposit`);
  const product = page.getByTestId(/^lock-product-/).filter({ hasText: 'USDT 7-day lock' });
  await product.waitFor();
  await expect(product.textContent()).resolves.toContain('100 USDT');
  await product.getByRole('button', { name: texts.deposit.buy }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(/Lock 100 USDT in USDT 7-day lock for 7 days/).waitFor();
  // Cancelling buys nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await product.getByRole('button', { name: texts.deposit.buy }).click();
  await page.getByTestId('confirm-dialog-ok').click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });

  await page.getByTestId('coinlog-link').click();
  await page.waitForURL(/\/coinlog$/);
  const rows = page.getByTestId('coinlog-row');
  await rows.first().waitFor();
  expect(await rows.count()).toBe(1);
  await expect(rows.first().textContent()).resolves.toContain('USDT 7-day lock');
  expect(shownUnits((await rows.first().getByTestId('coinlog-value').textContent()) ?? '')).toBe(
    -units('100'),
  );

  await page.goto(`${suite.product.url}/assets/financialAccount`);
  await waitForUsdt(page, { balance: 0n, locked: units('100') });
  await menu(page, texts.menu.tradeAccount);
  await waitForUsdt(page, { balance: before.balance - units('100'), locked: before.locked });
  expect(errors).toEqual([]);
  await page.context().close();
});

test('the address book keeps a checked address per chain; the withdraw panel follows the chain', async () => {
  // One code per account per 60 s: the registration code went out in beforeAll.
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, registeredAt + 61_000 - Date.now())),
  );
  const page = await open('/assets/bindAddr', 1440, bookLogin);
  const errors = trackErrors(page);
  const book = page.getByTestId('bind-addr');
  await book.getByText(texts.book.empty).waitFor();
  // USDT's second chain is TRC20.
  await book.locator('[data-testid^="chain-"]').last().click();
  await book.getByLabel(texts.book.label).fill('My TRON wallet');
  await book.getByLabel(texts.bind.address, { exact: true }).fill(ETH_ADDRESS);
  await book.getByTestId('bind-send-code').click();
  await book
    .getByTestId('bind-send-code')
    .filter({ hasText: /59|58|57/ })
    .waitFor();
  const code = await codeFromOutbox(suite.product, bookEmail, 6);
  await book.getByLabel(texts.bind.code).fill(code);
  await book.getByLabel(texts.bind.code).press('Enter');
  // An ERC20 address on the TRC20 chain is refused, and nothing is saved.
  await page.getByRole('alert').filter({ hasText: 'This is not a valid TRC20 address' }).waitFor();
  expect(await book.getByTestId(/^book-entry-/).count()).toBe(0);
  // The same code still works once the address is right.
  await book.getByLabel(texts.bind.address, { exact: true }).fill(TRON_ADDRESS);
  await book.getByRole('button', { name: texts.bind.submit }).click();
  await page.getByRole('alert').filter({ hasText: texts.bind.done }).waitFor();
  const entry = book.getByTestId(/^book-entry-/);
  await entry.waitFor();
  await expect(entry.textContent()).resolves.toContain('My TRON wallet');
  await expect(entry.getByTestId('book-address').textContent()).resolves.toBe(TRON_ADDRESS);

  // The withdraw panel offers the saved address on TRC20 only.
  await page.goto(`${suite.product.url}/assets/tradeAccount`);
  await page.getByTestId('account-row-USDT').getByTestId('mention-button').click();
  const panel = page.getByTestId('mention-panel');
  await panel.waitFor();
  const address = panel.getByTestId('mention-address');
  await panel.getByTestId('draw-limit').filter({ hasText: '2,000.00 USDT' }).waitFor();
  expect(await address.inputValue()).toBe('');
  await expect(panel.getByTestId('saved-address-picker').count()).resolves.toBe(0);
  await panel.locator('[data-testid^="chain-"]').last().click();
  await eventually(() => address.inputValue(), TRON_ADDRESS);
  await panel.getByRole('combobox', { name: texts.book.pick }).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /My TRON wallet/ })
    .waitFor();
  await page.keyboard.press('Escape');
  // Back to ERC20: the TRON address does not follow the switch.
  await panel.locator('[data-testid^="chain-"]').first().click();
  await eventually(() => address.inputValue(), '');
  // Typed anyway, the other chain's address is refused before anything is locked.
  await address.fill(TRON_ADDRESS);
  await panel.getByTestId('mention-amount').fill('20');
  await panel.getByLabel(texts.mention.payPassword, { exact: true }).fill('not-checked-1');
  await panel.getByRole('button', { name: texts.mention.submit }).click();
  await page.getByRole('alert').filter({ hasText: 'This is not a valid ERC20 address' }).waitFor();
  expect(errors).toEqual([]);
  await page.context().close();
}, 120_000);

test('a withdrawal locks the amount; the operator rejects it and the balance returns', async () => {
  // One code per account per 60 s: the registration code went out in beforeAll.
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, registeredAt + 61_000 - Date.now())),
  );
  mustOk(
    await suite.product.api('notify/send_email', {
      body: { to: email, type: 3 },
      token: login.token,
    }),
    'send trade password code',
  );
  mustOk(
    await suite.product.api('user/amend_pay_password', {
      body: {
        password: PAY_PASSWORD,
        re_password: PAY_PASSWORD,
        auth_code: await codeFromOutbox(suite.product, email, 3),
      },
      token: login.token,
    }),
    'set trade password',
  );

  const page = await open('/assets/tradeAccount', 390);
  const errors = trackErrors(page);
  const before = await usdt(page);
  await page.getByTestId('account-row-USDT').getByTestId('mention-button').click();
  const panel = page.getByTestId('mention-panel');
  await panel.waitFor();
  await expect(panel.getByTestId('fee-percent').textContent()).resolves.toBe('0.1%');
  await expect(panel.getByTestId('mention-amount').getAttribute('placeholder')).resolves.toBe(
    'Minimum 10',
  );
  // USDT has two chains: the selector shows; take the second (TRC20).
  await panel.locator('[data-testid^="chain-"]').last().click();
  // A real TRON address (base58check): the server checks it for the chosen chain.
  await panel.getByLabel(texts.mention.address).fill(TRON_ADDRESS);
  await panel.getByTestId('mention-amount').fill('25.5');
  // 25.5 × (1 − 0.001) = 25.4745, shown floored at USDT's 2 display decimals.
  await expect(panel.getByTestId('received').textContent()).resolves.toBe('25.47');
  await panel.getByLabel(texts.mention.payPassword, { exact: true }).fill(PAY_PASSWORD);
  await panel.getByLabel(texts.mention.payPassword, { exact: true }).press('Enter');
  await waitForUsdt(page, {
    balance: before.balance - units('25.5'),
    locked: before.locked + units('25.5'),
  });

  const listed = operator('withdraw', 'list');
  const line = listed.split('\n').find((text) => text.includes(`uid ${login.uid}`));
  expect(line).toContain('number 25.5');
  const id = /^#(\d+)/.exec(line ?? '')?.[1] ?? '';
  operator('withdraw', 'reject', id, '--reason', 'test');
  await page.reload();
  await waitForUsdt(page, before);
  expect(errors).toEqual([]);
  await page.context().close();
}, 120_000);
