import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { newDesktopContext, trackErrors } from '../src/browser';
import { png } from '../src/png';
import { repoRoot } from '../src/product';
import { setUpProductAndBrowser } from '../src/suite';
import { runOperatorCli, codeFromOutbox } from '../src/trader-api';
import { waitUntil } from '../src/wait';
import type personalTexts from '../../remote-personal/src/locales/en.json';

// Issue 11: the personal area against the real server, driven as a person would: a fresh user
// per file, so the review state and passwords start clean.

const texts = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'remote-personal/src/locales/en.json'), 'utf8'),
) as typeof personalTexts;

const suite = setUpProductAndBrowser();
const quiet = { lastCloseTime: String(Date.now() + 86_400_000) };
const PASSWORD = 'start2024';
const NEW_PASSWORD = 'changed2024';

type Login = { token: string; uid: string; account: string };
let email: string;
let login: Login;
let imageDir: string;
/** When the registration code went out: the next code to that address needs a minute (limits). */
let registeredAt = 0;
const loginApi = async (account: string, password: string, type: 'email' | 'mobile') => {
  const answer = await suite.product.api<Login>('user/login', {
    body: { account, password, login_type: type },
  });
  if (answer.code !== 1) throw new Error(`login failed: ${answer.msg}`);
  return answer.data;
};

/** Registers a new e-mail account through the API (the register page has its own tests). */
const registerByEmail = async (address: string): Promise<void> => {
  const sent = await suite.product.api('notify/send_email', { body: { to: address, type: 1 } });
  if (sent.code !== 1) throw new Error(`send code failed: ${sent.msg}`);
  const answer = await suite.product.api('user/register', {
    body: {
      account: address,
      password: PASSWORD,
      re_password: PASSWORD,
      sms_code: await codeFromOutbox(suite.product, address, 1),
      type: 'email',
    },
  });
  if (answer.code !== 1) throw new Error(`register failed: ${answer.msg}`);
};

const open = async (pathName: string, session: Login, width = 1440): Promise<Page> => {
  const context = await newDesktopContext(suite.browser, {
    ...quiet,
    token: session.token,
    uid: session.uid,
    account: session.account,
  });
  const page = await context.newPage();
  if (width !== 1440) await page.setViewportSize({ width, height: 844 });
  await page.goto(`${suite.product.url}${pathName}`);
  return page;
};

const securityPercent = async (page: Page): Promise<string | null> => {
  const bar = page.getByTestId('security-bar');
  await bar.waitFor();
  return bar.getAttribute('data-percent');
};

const operator = (...args: string[]): string => runOperatorCli(suite.product, ...args);

beforeAll(async () => {
  email = `personal-${Date.now()}@example.com`;
  registeredAt = Date.now();
  await registerByEmail(email);
  login = await loginApi(email, PASSWORD, 'email');
  imageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'personal-e2e-'));
  fs.writeFileSync(path.join(imageDir, 'front.png'), png(64, 40, [40, 120, 200]));
  fs.writeFileSync(path.join(imageDir, 'back.png'), png(64, 40, [200, 120, 40]));
});

afterAll(() => {
  if (imageDir) fs.rmSync(imageDir, { recursive: true, force: true });
});

test('/personal opens account settings with the uid, invite link and a 75 % security bar', async () => {
  const page = await open('/personal', login);
  const errors = trackErrors(page);
  await page.waitForURL(/\/personal\/accountSettings$/);
  expect(await securityPercent(page)).toBe('75');
  await expect(page.getByTestId('security-bar').textContent()).resolves.toContain('High (75%)');
  await expect(page.getByTestId('row-uid-value').textContent()).resolves.toBe(login.uid);
  await expect(page.getByTestId('row-email-value').textContent()).resolves.toBe(email);
  const invite = await page.getByTestId('row-invite-code-value').textContent();
  await expect(page.getByTestId('row-invite-link-value').textContent()).resolves.toBe(
    `${suite.product.url}/register?extension_code=${invite}`,
  );
  // The authorization code comes from its own call (it may still be on its way).
  const authorizationCode = page.getByTestId('row-authorization-code-value');
  await waitUntil(
    async () => !/Loading/.test((await authorizationCode.textContent()) ?? ''),
    10_000,
  );
  await expect(authorizationCode.textContent()).resolves.not.toMatch(/Loading|Could not/);
  await expect(page.getByTestId('trade-password-link').textContent()).resolves.toBe(
    texts.settings.set,
  );

  // The transaction log shows the account logs (a new user has the welcome credit, one page);
  // feedback answers with the server's message.
  await page
    .getByTestId('personal-menu')
    .getByRole('link', { name: texts.menu.transactionLog })
    .click();
  await page.getByTestId('log-row').first().waitFor();
  await expect(page.getByTestId('log-row').first().textContent()).resolves.toMatch(/\+\d/);
  await expect(page.getByRole('navigation', { name: 'Pages' }).count()).resolves.toBe(0);
  await page.getByTestId('personal-menu').getByRole('link', { name: texts.menu.feedback }).click();
  await page.getByLabel(texts.feedback.type).selectOption({ label: texts.feedback.types.problem });
  await page.getByLabel(texts.feedback.titleField).fill('Chart colours');
  await page.getByLabel(texts.feedback.content).fill('Too short');
  await page.getByRole('button', { name: texts.feedback.submit }).click();
  await page.getByRole('alert').filter({ hasText: 'at least 10 characters' }).waitFor();
  await page.getByLabel(texts.feedback.content).fill('The red and green are hard to tell apart.');
  await page.getByRole('button', { name: texts.feedback.submit }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: /submitted/i })
    .waitFor();
  await expect(page.getByLabel(texts.feedback.titleField).inputValue()).resolves.toBe('');
  expect(errors).toEqual([]);
  await page.context().close();
});

test('at 390 px the left menu is a sideways row of whole names, the current one in view', async () => {
  const page = await open('/personal/feedback', login, 390);
  const errors = trackErrors(page);
  const menu = page.getByTestId('personal-menu');
  await menu.getByRole('link', { name: texts.menu.feedback }).waitFor();
  // The page never scrolls sideways; the menu row does, as there is more than fits.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const row = await menu.evaluate((nav) => ({ scroll: nav.scrollWidth, client: nav.clientWidth }));
  expect(row.scroll).toBeGreaterThan(row.client);
  // Every entry shows its whole name: nothing inside an entry is clipped.
  const clipped = await menu.evaluate((nav) =>
    [...nav.querySelectorAll('a, a *')]
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map((element) => element.textContent),
  );
  expect(clipped).toEqual([]);
  // The current page (the last entry) is scrolled fully into the row; the start fades.
  const inView = async (name: string): Promise<boolean> => {
    const [box, entry] = await Promise.all([
      menu.boundingBox(),
      menu.getByRole('link', { name }).boundingBox(),
    ]);
    return Boolean(
      box && entry && entry.x >= box.x - 1 && entry.x + entry.width <= box.x + box.width + 1,
    );
  };
  await expect(inView(texts.menu.feedback)).resolves.toBe(true);
  await expect(menu.getAttribute('data-more-start')).resolves.toBe('true');
  await expect(menu.getAttribute('data-more-end')).resolves.toBe('false');
  await menu.evaluate((nav) => nav.scrollTo({ left: 0 }));
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="personal-menu"]')?.getAttribute('data-more-end') ===
      'true',
  );
  await expect(menu.getAttribute('data-more-start')).resolves.toBe('false');
  // Going to the first page keeps its entry in view.
  await menu.getByRole('link', { name: texts.menu.accountSettings }).click();
  await page.waitForURL(/\/personal\/accountSettings$/);
  await expect(inView(texts.menu.accountSettings)).resolves.toBe(true);
  // This account has no phone: its row links to the bound-accounts page.
  await page.getByTestId('bind-phone-link').click();
  await page.waitForURL(/\/bindInfo$/);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('identity: upload an ID pair, see "under review", operator approves, see "verified" and 100 %', async () => {
  const page = await open('/personal/authentication', login);
  await page.getByTestId('real-name-form').waitFor();
  await page.getByLabel(texts.identity.name).fill('Ada Lovelace');
  await page.getByLabel(texts.identity.cardId).fill('AB1234567');
  await page.getByRole('button', { name: texts.identity.submit }).click();
  // The front image is the first missing piece: the form says so and keeps what was typed.
  await page.getByRole('alert').filter({ hasText: texts.errors.frontImage }).waitFor();
  await expect(page.getByLabel(texts.identity.name).inputValue()).resolves.toBe('Ada Lovelace');

  await page.getByTestId('front-upload-input').setInputFiles(path.join(imageDir, 'front.png'));
  await page.locator('[data-testid="front-upload"][data-uploaded="true"]').waitFor();
  await page.getByTestId('back-upload-input').setInputFiles(path.join(imageDir, 'back.png'));
  await page.locator('[data-testid="back-upload"][data-uploaded="true"]').waitFor();
  // The preview shows the chosen image.
  await expect(
    page.getByTestId('front-upload').locator('img').getAttribute('src'),
  ).resolves.toBeTruthy();
  await page.getByRole('button', { name: texts.identity.submit }).click();
  await page.getByTestId('identity-reviewing').waitFor();
  await expect(page.getByTestId('identity-reviewing').textContent()).resolves.toContain(
    texts.identity.reviewingTitle,
  );

  expect(operator('identity', 'approve', login.uid)).toContain('approved');
  await page.reload();
  await page.getByTestId('identity-verified').waitFor();
  await expect(page.getByTestId('identity-verified').textContent()).resolves.toContain(
    'Ada Lovelace',
  );

  await page
    .getByTestId('personal-menu')
    .getByRole('link', { name: texts.menu.accountSettings })
    .click();
  // E-mail + verified identity: 50 + 25 + 25.
  expect(await securityPercent(page)).toBe('100');
  await expect(page.getByTestId('row-identity-value').textContent()).resolves.toBe(
    texts.identity.status['2'],
  );
  await page.context().close();
});

test('a saved payment QR code shows to its owner only, fetched with the session into a blob: URL', async () => {
  const page = await open('/personal/collectionSettings', login);
  const errors = trackErrors(page);
  await page.getByRole('form', { name: texts.payment.methods.alipay }).waitFor();
  await page.getByLabel(texts.payment.realName).fill('Ada Lovelace');
  await page.getByLabel(texts.payment.alipayAccount).fill('ada@alipay.example');
  await page.getByTestId('qrcode-upload-input').setInputFiles(path.join(imageDir, 'front.png'));
  await page.locator('[data-testid="qrcode-upload"][data-uploaded="true"]').waitFor();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/pay_method/save'));
  await page.getByRole('button', { name: texts.payment.save }).click();
  await saved;
  const method = await suite.product.api<{ raw_data: { qrcode?: string } } | null>(
    'pay_method/get_method_by_type?type=1',
    { token: login.token },
  );
  const url = method.data?.raw_data.qrcode ?? '';
  expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);

  // A new page load: the stored URL is fetched with the token and shown from a blob: URL.
  await page.reload();
  const image = page.getByTestId('qrcode-upload').locator('img');
  await image.waitFor();
  await expect(image.getAttribute('src')).resolves.toMatch(/^blob:/);
  await page.waitForFunction(
    (element) => element instanceof HTMLImageElement && element.complete,
    await image.elementHandle(),
  );
  await expect(image.evaluate((element: HTMLImageElement) => element.naturalWidth)).resolves.toBe(
    64,
  );
  // The bare URL opens for nobody: not in the browser (no header), not with a token in the query.
  await expect(page.evaluate(async (path) => (await fetch(path)).status, url)).resolves.toBe(404);
  await expect(
    page.evaluate(async (path) => (await fetch(path)).status, `${url}?token=${login.token}`),
  ).resolves.toBe(404);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('change the login password: other sessions end, this one stays, the new one logs in', async () => {
  const other = await loginApi(email, PASSWORD, 'email');
  const page = await open('/personal/accountSettings', login);
  await page.getByTestId('login-password-link').click();
  await page.waitForURL(/\/resetPassword\?fromSet=1$/);
  await page.getByLabel(texts.resetPassword.old).fill('wrong999');
  await page.getByLabel(texts.resetPassword.new, { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(texts.resetPassword.confirm).fill(NEW_PASSWORD);
  await page.getByLabel(texts.resetPassword.confirm).press('Enter');
  // Refused by the server: nothing typed is lost.
  await page.getByRole('alert').first().waitFor();
  await expect(page.getByLabel(texts.resetPassword.confirm).inputValue()).resolves.toBe(
    NEW_PASSWORD,
  );
  await page.getByLabel(texts.resetPassword.old).fill(PASSWORD);
  await page.getByLabel(texts.resetPassword.confirm).press('Enter');
  await page.getByTestId('reset-password-done').waitFor();
  await expect(page.getByTestId('reset-password-done').textContent()).resolves.toBe(
    texts.resetPassword.done,
  );
  await expect(page.evaluate(() => JSON.stringify(localStorage))).resolves.not.toContain(
    NEW_PASSWORD,
  );
  // The other session was signed out, this one was not.
  expect((await suite.product.api('user/info', { token: other.token })).code).toBe(999);
  expect((await suite.product.api('user/info', { token: login.token })).code).toBe(1);
  await page.context().close();

  const fresh = await (await newDesktopContext(suite.browser, quiet)).newPage();
  await fresh.goto(`${suite.product.url}/login`);
  await fresh.getByLabel('E-mail').fill(email);
  await fresh.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await fresh.getByLabel('Password', { exact: true }).press('Enter');
  await fresh.waitForURL(/\/home$/);
  await expect(fresh.getByTestId('account-button').textContent()).resolves.toBe(email);
  await fresh.context().close();
});

test('a phone account binds an e-mail through the legacy paths; /bindInfo shows both; 390 px fits', async () => {
  const areas = await suite.product.api<{ id: number; global_code: string }[]>('default/area_list');
  const area = areas.data[0];
  const phone = String(Date.now()).slice(-9);
  const sent = await suite.product.api('notify/send_sms', {
    body: { to: phone, type: 1, area_id: area.id },
  });
  expect(sent.code).toBe(1);
  const registered = await suite.product.api('user/register', {
    body: {
      account: phone,
      password: PASSWORD,
      re_password: PASSWORD,
      sms_code: await codeFromOutbox(suite.product, `+${area.global_code}${phone}`, 1),
      type: 'mobile',
      area_id: area.id,
    },
  });
  expect(registered.code).toBe(1);
  const phoneLogin = await loginApi(phone, PASSWORD, 'mobile');

  const page = await open('/bindInfo', phoneLogin, 390);
  await page.getByTestId('bound-email').waitFor();
  await expect(page.getByTestId('bound-email').textContent()).resolves.toContain(
    texts.settings.notBound,
  );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByTestId('bound-email').getByRole('link', { name: texts.settings.bind }).click();
  await page.waitForURL(/\/bindAccount$/);

  const address = `b${Date.now() % 1e8}@ex.io`;
  await page.getByLabel(texts.fields.email, { exact: true }).fill(address);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('button', { name: /^\d+ s$/ }).waitFor();
  await page.getByLabel(texts.fields.code).fill(await codeFromOutbox(suite.product, address, 4));
  await page.getByLabel(texts.fields.code).press('Enter');
  await page.waitForURL(/\/personal\/accountSettings$/);
  // Phone + e-mail: 50 + 25 + 25, from the refreshed user info.
  expect(await securityPercent(page)).toBe('100');
  await expect(page.getByTestId('row-email-value').textContent()).resolves.toBe(address);
  const overflowSettings = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflowSettings).toBeLessThanOrEqual(0);
  await page.context().close();
});

test('an e-mail account binds a phone from account settings (docs/product.md#binding-a-phone)', async () => {
  const address = `bindphone-${Date.now()}@example.com`;
  await registerByEmail(address);
  const own = await loginApi(address, PASSWORD, 'email');
  const areas = await suite.product.api<{ id: number; global_code: string }[]>('default/area_list');
  const area = areas.data[0];
  const phone = `7${String(Date.now()).slice(-8)}`;

  const page = await open('/personal/accountSettings', own);
  await page.getByTestId('bind-phone-link').click();
  await page.waitForURL(/\/bindInfo$/);
  await page.getByTestId('bind-phone-form').waitFor();
  await page.getByLabel(texts.fields.phone, { exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('button', { name: /^\d+ s$/ }).waitFor();
  const code = await codeFromOutbox(suite.product, `+${area.global_code}${phone}`, 7);
  await page.getByLabel(texts.fields.code).fill(code);
  await page.getByLabel(texts.fields.code).press('Enter');
  await page.waitForURL(/\/personal\/accountSettings$/);
  await expect(page.getByTestId('row-phone-value').textContent()).resolves.toBe(phone);
  // E-mail + phone: 50 + 25 + 25, from the refreshed user info.
  expect(await securityPercent(page)).toBe('100');
  await page.context().close();
});

test('set the trade password with a type-3 code the user types in', async () => {
  // One code per address per minute: the registration code went to this address.
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, registeredAt + 61_000 - Date.now())),
  );
  const page = await open('/personal/accountSettings', login);
  await page.getByTestId('trade-password-link').click();
  await page.waitForURL(/\/tradePassword$/);
  await page.getByRole('heading', { name: texts.tradePassword.setTitle }).waitFor();
  await page.getByLabel(texts.tradePassword.password, { exact: true }).fill('pay12345');
  await page.getByLabel(texts.tradePassword.confirm).fill('pay12345');
  await page.getByLabel(texts.tradePassword.confirm).press('Enter');
  await page.getByRole('alert').filter({ hasText: texts.errors.code }).waitFor();

  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('button', { name: /^\d+ s$/ }).waitFor();
  await page.getByLabel(texts.fields.code).fill(await codeFromOutbox(suite.product, email, 3));
  await page.getByLabel(texts.fields.code).press('Enter');
  await page.waitForURL(/\/personal\/accountSettings$/);
  await expect(page.getByTestId('trade-password-link').textContent()).resolves.toBe(
    texts.settings.change,
  );
  const info = await suite.product.api<{ pay_password_set: boolean }>('user/info', {
    token: login.token,
  });
  expect(info.data.pay_password_set).toBe(true);
  await page.context().close();
}, 120_000);
