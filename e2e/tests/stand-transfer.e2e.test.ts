import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { newDesktopContext, trackErrors } from '../src/browser';
import { DEMO_ACCOUNT, loginDemo, repoRoot } from '../src/product';
import { shownUnits } from '../src/read-number';
import { setUpProductAndBrowser } from '../src/suite';
import {
  codeFromOutbox,
  mustOk,
  units,
  registerByEmail,
  type LoginAnswer,
} from '../src/trader-api';
import type assetsTexts from '../../remote-assets/src/locales/en.json';

// In-site transfer by UID (docs/uid-transfer.md): the demo account (A, with its welcome balance)
// sends to a freshly registered user (B, credited 10000 USDT in demo mode) by B's UID through the
// page, while B has the same page open, and B's page shows it arrive. (A fresh user cannot be A:
// a second code within a minute of the registration code is refused.)

const texts = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'remote-assets/src/locales/en.json'), 'utf8'),
) as typeof assetsTexts;

const suite = setUpProductAndBrowser();
const quiet = { lastCloseTime: String(Date.now() + 86_400_000) };
const PASSWORD = 'start2024';
const PAY_PASSWORD = 'pay12345';
const AMOUNT = '12.34';

type Login = LoginAnswer;
let sender: Login;
let receiver: Login;

const register = (account: string): Promise<Login> =>
  registerByEmail(suite.product, account, PASSWORD);

/** Sets the trade password with a type-3 code, as the personal area does. */
const setTradePassword = async (login: Login): Promise<void> => {
  mustOk(
    await suite.product.api('notify/send_email', {
      body: { to: login.account, type: 3 },
      token: login.token,
    }),
    'send trade password code',
  );
  mustOk(
    await suite.product.api('user/amend_pay_password', {
      body: {
        password: PAY_PASSWORD,
        re_password: PAY_PASSWORD,
        auth_code: await codeFromOutbox(suite.product, login.account, 3),
      },
      token: login.token,
    }),
    'set trade password',
  );
};

const spotUsdt = async (login: Login): Promise<bigint> => {
  const groups = mustOk(
    await suite.product.api<
      { id: number; accounts: { currency_code: string; balance: string }[] }[]
    >('account/list', { token: login.token }),
    'account list',
  );
  const row = groups
    .find((group) => group.id === 1)
    ?.accounts.find((item) => item.currency_code === 'USDT');
  if (!row) throw new Error('no spot USDT account');
  return units(row.balance);
};

type Opened = { page: Page; errors: string[] };

/** The page as `login` sees it; page errors and console errors are collected. */
const open = async (login: Login, width = 1440): Promise<Opened> => {
  const context = await newDesktopContext(suite.browser, {
    ...quiet,
    token: login.token,
    uid: login.uid,
    account: login.account,
  });
  const page = await context.newPage();
  if (width !== 1440) await page.setViewportSize({ width, height: 844 });
  const errors = trackErrors(page);
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${suite.product.url}/assets/standTransfer`);
  await page.getByTestId('uid-available').waitFor({ timeout: 30_000 });
  return { page, errors };
};

const masked = (account: string): string => `${account.slice(0, 2)}***@${account.split('@')[1]}`;

beforeAll(async () => {
  const demo = await loginDemo(suite.product);
  sender = { token: demo.token, uid: demo.uid, account: DEMO_ACCOUNT.email };
  [receiver] = await Promise.all([
    register(`receiver-${Date.now()}@exchange.local`),
    setTradePassword(sender),
  ]);
});

test('A sends USDT to B by UID: warning, masked recipient, confirm, success; B sees it arrive', async () => {
  const senderBefore = await spotUsdt(sender);
  const receiverBefore = await spotUsdt(receiver);
  expect(receiverBefore).toBeGreaterThan(0n);

  // B has the page open: its balance and records must follow the transfer live.
  const b = await open(receiver);
  await b.page.getByText(texts.standTransfer.empty).waitFor();
  expect(shownUnits((await b.page.getByTestId('uid-available').textContent()) ?? '')).toBe(
    receiverBefore,
  );
  expect(await b.page.getByTestId('my-uid').textContent()).toBe(receiver.uid);

  const a = await open(sender);
  const { page } = a;
  await expect(page.getByTestId('uid-transfer-warning').textContent()).resolves.toBe(
    texts.standTransfer.warning,
  );
  expect(await page.getByTestId('my-uid').textContent()).toBe(sender.uid);
  const uidField = page.getByTestId('uid-input');
  await uidField.waitFor();

  // Own UID: refused like an unknown one.
  await uidField.fill(sender.uid);
  await page.getByTestId('uid-check').click();
  await expect(page.getByTestId('uid-lookup-error').textContent()).resolves.toBe(
    'Counterparty account does not exist',
  );

  // B's UID: the masked account shows before anything is sent.
  await uidField.fill(receiver.uid);
  await page.getByTestId('uid-check').click();
  await page.getByTestId('uid-recipient').waitFor();
  expect(await page.getByTestId('uid-recipient').textContent()).toContain(masked(receiver.account));
  expect(masked(receiver.account)).toMatch(/^re\*\*\*@exchange\.local$/);

  await page.getByTestId('uid-amount').fill(AMOUNT);
  const password = page.getByLabel(texts.standTransfer.payPassword, { exact: true });
  await password.fill(PAY_PASSWORD);
  await password.press('Enter');

  const confirm = page.getByTestId('uid-confirm');
  await confirm.waitFor();
  expect(await confirm.getByTestId('confirm-account').textContent()).toBe(masked(receiver.account));
  expect(await confirm.getByTestId('confirm-uid').textContent()).toBe(receiver.uid);
  expect(await confirm.getByTestId('confirm-amount').textContent()).toBe(`${AMOUNT} USDT`);
  // Nothing moved yet.
  expect(await spotUsdt(receiver)).toBe(receiverBefore);
  await page.getByTestId('confirm-dialog-ok').click();

  const done = page.getByTestId('uid-done');
  await done.waitFor();
  expect(await done.textContent()).toBe(
    `Sent ${AMOUNT} USDT to UID ${receiver.uid} (${masked(receiver.account)}).`,
  );
  // The form is cleared; the sender's list shows the transfer out.
  expect(await uidField.inputValue()).toBe('');
  expect(await page.getByTestId('uid-amount').inputValue()).toBe('');
  expect(await password.inputValue()).toBe('');
  const sent = page.getByTestId('uid-record-row');
  await sent.first().waitFor();
  expect(await sent.first().getAttribute('data-direction')).toBe('out');
  expect(await sent.first().getByTestId('uid-record-account').textContent()).toBe(
    masked(receiver.account),
  );

  // Exact balances on both sides.
  expect(await spotUsdt(sender)).toBe(senderBefore - units(AMOUNT));
  expect(await spotUsdt(receiver)).toBe(receiverBefore + units(AMOUNT));

  // B's open page updated by itself: the incoming row and the new balance.
  const received = b.page.getByTestId('uid-record-row');
  await received.first().waitFor({ timeout: 15_000 });
  expect(await received.first().getAttribute('data-direction')).toBe('in');
  expect(await received.first().getByTestId('uid-record-account').textContent()).toBe(
    masked(sender.account),
  );
  expect(await received.first().getByTestId('uid-record-amount').textContent()).toBe(
    `+${AMOUNT} USDT`,
  );
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const shown = shownUnits((await b.page.getByTestId('uid-available').textContent()) ?? '');
    if (shown === receiverBefore + units(AMOUNT)) break;
    await b.page.waitForTimeout(100);
  }
  expect(shownUnits((await b.page.getByTestId('uid-available').textContent()) ?? '')).toBe(
    receiverBefore + units(AMOUNT),
  );

  // B's account records (dealRecords) name the reason and A's UID.
  await b.page.goto(`${suite.product.url}/assets/dealRecords?types=change_account`);
  const record = b.page.getByTestId('record-row').first();
  await record.waitFor();
  expect(await record.textContent()).toContain(`Transfer received by UID: UID ${sender.uid}`);

  expect(a.errors).toEqual([]);
  expect(b.errors).toEqual([]);
});

test('at 390 px the form fits without sideways scrolling', async () => {
  const { page, errors } = await open(sender, 390);
  await page.getByTestId('uid-transfer-warning').waitFor();
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  const submit = await page.getByTestId('uid-submit').boundingBox();
  expect(submit && submit.x + submit.width).toBeLessThanOrEqual(390);
  expect(errors).toEqual([]);
});
