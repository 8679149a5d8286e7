import type { Page } from 'playwright-core';
import { newDesktopContext } from '../src/browser';
import { setUpProductAndBrowser } from '../src/suite';
import { loginDemo, repoRoot } from '../src/product';
import fs from 'node:fs';
import path from 'node:path';

type ShellTexts = { login: string; menu: Record<string, string> };
const shellTexts = (language: string): ShellTexts =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'shell/src/locales', `${language}.json`), 'utf8'));

const suite = setUpProductAndBrowser();
const quiet = { lastCloseTime: String(Date.now() + 86_400_000) };

const open = async (path: string, storage: Record<string, string> = quiet): Promise<Page> => {
  const context = await newDesktopContext(suite.browser, storage);
  const page = await context.newPage();
  await page.goto(`${suite.product.url}${path}`);
  return page;
};

const menu = (page: Page): Promise<string[]> =>
  page.getByTestId('main-menu').getByRole('link').allTextContents();

test('anonymous header: menu in spec order without market or myshop, login and register links', async () => {
  const page = await open('/home');
  await page.getByTestId('main-menu').waitFor();
  expect(await menu(page)).toEqual([
    'P2P trading',
    'Spot',
    'Leverage',
    'Options',
    'Lock-up savings',
    'IEO',
    'Assets',
  ]);
  // The header's links (the home page's call to action has a Log in link of its own).
  const header = page.getByRole('navigation', { name: 'Main menu' });
  await expect(header.getByRole('link', { name: 'Log in' }).getAttribute('href')).resolves.toBe(
    '/login',
  );
  await expect(header.getByRole('link', { name: 'Sign up' }).getAttribute('href')).resolves.toBe(
    '/register',
  );
});

test('switching language to de, then zh, changes the header and survives a reload', async () => {
  const page = await open('/home');
  await page.getByTestId('language-button').click();
  await Promise.all([page.waitForEvent('load'), page.locator('[data-lang="de"]').click()]);
  await page.getByTestId('main-menu').waitFor();
  const de = shellTexts('de');
  await expect(page.getByRole('link', { name: de.login, exact: true }).isVisible()).resolves.toBe(
    true,
  );
  expect(await menu(page)).toContain(de.menu.assets);
  await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('de');

  await page.getByTestId('language-button').click();
  await Promise.all([page.waitForEvent('load'), page.locator('[data-lang="zh"]').click()]);
  await page.getByTestId('main-menu').waitFor();
  const zh = shellTexts('zh');
  expect(await menu(page)).toContain(zh.menu.assets);
  await page.reload();
  await page.getByTestId('main-menu').waitFor();
  expect(await menu(page)).toContain(zh.menu.assets);
  await expect(page.evaluate(() => localStorage.getItem('lang'))).resolves.toBe('zh');
  // The area's own texts follow the language too (lazy namespace).
  const publicZh = JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'remote-public/src/locales/zh.json'), 'utf8'),
  );
  await expect(
    page.getByTestId('feature-blocks').locator('h2').first().textContent(),
  ).resolves.toBe(publicZh.home.feature.security.title);
});

test('the header stays one row in the longest languages: the drawer below 1200 px, one menu row above', async () => {
  for (const lang of ['de', 'fr', 'es', 'pt', 'vi']) {
    for (const width of [1024, 1200]) {
      const context = await suite.browser.newContext({
        viewport: { width, height: 800 },
        locale: 'en-US',
      });
      await context.addInitScript(
        (storage) => {
          for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
        },
        { ...quiet, lang },
      );
      const page = await context.newPage();
      await page.goto(`${suite.product.url}/home`);
      await page.getByTestId('market-tile').first().waitFor();
      const header = await page.locator('header').first().boundingBox();
      const menuShown = await page.getByTestId('main-menu').isVisible();
      const overflow = await page
        .getByTestId('main-menu')
        .evaluate((menu) => menu.scrollWidth - menu.clientWidth);
      // One toolbar row (56 px and its border); the desktop menu only from 1200 px, never clipped.
      expect({
        lang,
        width,
        oneRow: (header?.height ?? 0) <= 64,
        menuShown,
        overflow: menuShown ? overflow : 0,
      }).toEqual({ lang, width, oneRow: true, menuShown: width >= 1200, overflow: 0 });
      await context.close();
    }
  }
});

test('the theme switch is dark by default and light persists across reloads', async () => {
  const page = await open('/home');
  const background = (): Promise<string> =>
    page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.getByTestId('theme-switch').waitFor();
  await expect(page.getByTestId('theme-switch').getAttribute('data-mode')).resolves.toBe('dark');
  const dark = await background();
  await page.getByTestId('theme-switch').click();
  await expect(page.getByTestId('theme-switch').getAttribute('data-mode')).resolves.toBe('light');
  await page.reload();
  await page.getByTestId('theme-switch').waitFor();
  await expect(page.getByTestId('theme-switch').getAttribute('data-mode')).resolves.toBe('light');
  await expect(page.evaluate(() => localStorage.getItem('theme'))).resolves.toBe('light');
  expect(await background()).not.toBe(dark);
});

/**
 * Runs `body` with `area` taken out of the product's manifest, as an operator would, so a route
 * of a built area can show "not deployed" however many areas exist.
 */
const withoutArea = async (area: string, body: () => Promise<void>): Promise<void> => {
  const manifest = suite.product.readManifest();
  const { [area]: _removed, ...others } = manifest.areas;
  suite.product.writeManifest({ ...manifest, areas: others });
  try {
    await body();
  } finally {
    suite.product.writeManifest(manifest);
  }
};

test('one WebSocket per page session, and react / react-dom fetched once, across areas and routes', async () => {
  await withoutArea('assets', oneSocketAcrossAreas);
});

async function oneSocketAcrossAreas(): Promise<void> {
  const context = await newDesktopContext(suite.browser, quiet);
  const page = await context.newPage();
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) bodies.push(await response.text().catch(() => ''));
  });
  await page.goto(`${suite.product.url}/home`);
  await page.getByTestId('market-tile').first().waitFor();
  // Client-side navigation through routes of deployed and undeployed areas, then home again.
  // (Every route's module is built now, so "not in this version" has no route to show it here:
  // route-table-deploy.test.ts keeps it so, load-area-module.test.ts covers how it is named.)
  await page.getByTestId('main-menu').getByRole('link', { name: 'IEO' }).click();
  await page.getByTestId('ieo-page').waitFor();
  await page.getByTestId('main-menu').getByRole('link', { name: 'Lock-up savings' }).click();
  await page.locator('[data-testid="area-unavailable"][data-kind="not-deployed"]').waitFor();
  // The spot area subscribes its own topics through the same socket.
  await page.getByTestId('main-menu').getByRole('link', { name: 'Spot' }).click();
  await page.locator('[data-testid="book-bid"]').first().waitFor({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Meridian' }).click();
  await page.getByTestId('market-tile').first().waitFor();
  await page.waitForTimeout(500);
  expect(sockets).toHaveLength(1);
  expect(sockets[0]).toBe(`${suite.product.url.replace('http', 'ws')}/ws`);
  const count = (marker: string): number => bodies.filter((body) => body.includes(marker)).length;
  expect(count('react.production.js')).toBe(1);
  expect(count('react-dom.production.js')).toBe(1);
  expect(count('react-dom-client.production.js')).toBe(1);
}

test('a route whose area is not deployed says so inside the layout, with the header working', async () => {
  await withoutArea('assets', async () => {
    const page = await open('/deposit');
    const box = page.getByTestId('area-unavailable');
    await box.waitFor();
    await expect(box.getAttribute('data-kind')).resolves.toBe('not-deployed');
    await expect(box.textContent()).resolves.toContain('not available');
    await page.getByRole('link', { name: 'Meridian' }).click();
    await page.getByTestId('market-tile').first().waitFor();
  });
});

test('redirects of the route table and a 404 page for unknown routes', async () => {
  const page = await open('/');
  await page.waitForURL(/\/home$/);
  await page.goto(`${suite.product.url}/legalIndex`);
  await page.waitForURL(/\/legalIndex\/legal$/);
  await page.goto(`${suite.product.url}/myshop`);
  await page.waitForURL(/\/login\?page=%2Fmyshop%2Fmyshoporders$/);
  await page.goto(`${suite.product.url}/no-such-page`);
  // The app renders after the load event (its first render is a sliced transition): wait for it.
  await page.getByRole('heading', { name: '404' }).waitFor();
});

test('anonymous visitors to /lever are asked to log in first, then sent to login', async () => {
  const page = await open('/lever');
  const prompt = page.getByTestId('trade-login-prompt');
  await prompt.waitFor();
  // No area loads behind the message (the lever area's screen never appears).
  await expect(page.getByTestId('lever-page').count()).resolves.toBe(0);
  await prompt.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/login\?page=%2Flever$/);
});

test('with the public area pointing at a dead URL the header works, the area falls back, and Retry recovers', async () => {
  const original = suite.product.readManifest();
  suite.product.writeManifest({
    areas: {
      ...original.areas,
      public: {
        entry: `${suite.product.url}/remotes/public/0.0.0-missing/mf-manifest.json`,
        version: '0.0.0-missing',
      },
    },
  });
  try {
    const page = await open('/home');
    const fallback = page.getByTestId('area-unavailable');
    await fallback.waitFor({ timeout: 30_000 });
    await expect(fallback.getAttribute('data-kind')).resolves.toBe('load-failed');
    // The header still works: the menu and the theme switch respond.
    await page.getByTestId('theme-switch').click();
    await expect(page.getByTestId('theme-switch').getAttribute('data-mode')).resolves.toBe('light');
    await expect(page.getByRole('link', { name: 'Assets' }).isVisible()).resolves.toBe(true);

    suite.product.writeManifest(original);
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('market-tile').first().waitFor({ timeout: 30_000 });
    await expect(fallback.count()).resolves.toBe(0);
  } finally {
    suite.product.writeManifest(original);
  }
});

test('a logged-in header shows the account and its dropdown, and logout returns to anonymous', async () => {
  const login = await loginDemo(suite.product);
  const page = await open('/home', {
    ...quiet,
    token: login.token,
    uid: login.uid,
    account: login.account,
  });
  const account = page.getByTestId('account-button');
  await account.waitFor();
  await expect(account.textContent()).resolves.toBe(login.account);
  await account.click();
  await page.getByRole('menuitem').first().waitFor();
  const items = await page.getByRole('menuitem').allTextContents();
  expect(items).toEqual([
    'Account settings',
    'Receiving payment',
    'Identity verification',
    'Feedback',
    'Log out',
  ]);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Log in' })
    .waitFor();
  await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
  // The server revoked the token.
  const info = await suite.product.api('user/info', { token: login.token });
  expect(info.code).toBe(999);
});
