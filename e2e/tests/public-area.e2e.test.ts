import type { Page } from 'playwright-core';
import { newDesktopContext } from '../src/browser';
import { DEMO_ACCOUNT } from '../src/product';
import { setUpProductAndBrowser } from '../src/suite';
import { codeFromOutbox } from '../src/trader-api';

const suite = setUpProductAndBrowser();
const quiet = { lastCloseTime: String(Date.now() + 86_400_000) };

const open = async (path: string, storage: Record<string, string> = quiet): Promise<Page> => {
  const context = await newDesktopContext(suite.browser, storage);
  const page = await context.newPage();
  await page.goto(`${suite.product.url}${path}`);
  return page;
};

const logIn = async (page: Page, email: string, password: string): Promise<void> => {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
};

test('a new user registers by e-mail, logs in, stays logged in across a reload, and logs out', async () => {
  const email = `newcomer-${Date.now()}@example.com`;
  const page = await open('/register');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  // The button turns into the 60 s countdown after a successful send.
  await page.getByRole('button', { name: /^\d+ s$/ }).waitFor();
  await page.getByLabel('Verification code').fill(await codeFromOutbox(suite.product, email, 1));
  await page.getByLabel('Password', { exact: true }).fill('trade2024');
  await page.getByLabel('Confirm password').fill('trade2024');
  await page.getByLabel('Confirm password').press('Enter');
  await page.waitForURL(/\/login$/);

  await logIn(page, email, 'trade2024');
  await page.waitForURL(/\/home$/);
  const account = page.getByTestId('account-button');
  await expect(account.textContent()).resolves.toBe(email);
  await page.reload();
  await expect(account.textContent()).resolves.toBe(email);

  await account.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('link', { name: 'Log in' }).first().waitFor();
  await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
});

test('a wrong password shows the server message and stays on the login page', async () => {
  // The server answers one generic message for an unknown account and a wrong password.
  const refusal = await suite.product.api('user/login', {
    body: { account: 'nobody@example.com', password: 'wrong123', login_type: 'email' },
  });
  expect(refusal.code).toBe(0);
  const page = await open('/login');
  await logIn(page, DEMO_ACCOUNT.email, 'not-the-password1');
  await expect(page.getByRole('alert').first().textContent()).resolves.toContain(refusal.msg);
  expect(new URL(page.url()).pathname).toBe('/login');
});

test('the markets page sorts by change both ways and by pair', async () => {
  const page = await open('/markets');
  await page.getByTestId('market-row').first().waitFor();
  const changes = (): Promise<number[]> =>
    page
      .getByTestId('row-change')
      .evaluateAll((cells) =>
        cells.map((cell) => Number.parseFloat((cell.textContent ?? '').replace('%', ''))),
      );
  const isSorted = (values: number[], direction: 1 | -1): boolean =>
    values.every((value, index) => index === 0 || (value - values[index - 1]) * direction >= 0);

  // Live quotes re-render the rows between the click and the read: a snapshot taken mid-update
  // may lag one frame, so read until one snapshot is sorted (a broken sort never gets there).
  const sortedSoon = async (direction: 1 | -1): Promise<number[]> => {
    let values = await changes();
    for (let attempt = 0; attempt < 20 && !isSorted(values, direction); attempt += 1) {
      await page.waitForTimeout(100);
      values = await changes();
    }
    return values;
  };

  await page.getByTestId('sort-change').click();
  expect(isSorted(await sortedSoon(1), 1)).toBe(true);
  await page.getByTestId('sort-change').click();
  expect(isSorted(await sortedSoon(-1), -1)).toBe(true);

  await page.getByTestId('sort-pair').click();
  const letters = await page
    .getByTestId('market-row')
    .evaluateAll((rows) => rows.map((row) => (row.getAttribute('data-symbol') ?? '').charAt(0)));
  expect(letters.length).toBeGreaterThanOrEqual(8);
  expect(letters).toEqual([...letters].sort());
});

test('the news page shows the privacy policy first article and switches articles on click', async () => {
  const privacy = await suite.product.api<{ data: { id: number; title: string }[] }>(
    'news/list?category_id=7',
  );
  const [first, second] = privacy.data.data;
  // Category 7 opens its first article even when the link names another one.
  const page = await open(`/notice?category_id=7&id=${second.id}`);
  const heading = page.locator('#notice-article-title');
  // The article's title once the page shows it (a click or a load is followed by a request).
  const headingAfterLoad = async (title: string): Promise<string | null> => {
    await heading.filter({ hasText: title }).waitFor();
    return heading.textContent();
  };
  await expect(headingAfterLoad(first.title)).resolves.toBe(first.title);

  const about = await suite.product.api<{ data: { id: number; title: string }[] }>(
    'news/list?category_id=4',
  );
  await page.goto(`${suite.product.url}/notice?category_id=4&id=${about.data.data[0].id}`);
  await expect(headingAfterLoad(about.data.data[0].title)).resolves.toBe(about.data.data[0].title);
  await page.getByTestId('notice-title').filter({ hasText: about.data.data[1].title }).click();
  await expect(headingAfterLoad(about.data.data[1].title)).resolves.toBe(about.data.data[1].title);
  expect(new URL(page.url()).searchParams.get('id')).toBe(String(about.data.data[1].id));
});

test('server HTML is sanitized before it is shown', async () => {
  // The seeded article 6 really carries a script and an onerror handler.
  const raw = await suite.product.api<{ content: string }>('news/info?id=6');
  expect(raw.data.content).toContain('<script>');
  expect(raw.data.content).toContain('onerror=');
  const dialogs: string[] = [];
  const page = await open('/notice?category_id=2&id=6');
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByTestId('notice-body').waitFor();
  await expect(page.locator('[data-testid="notice-body"] script').count()).resolves.toBe(0);
  await expect(page.locator('[data-testid="notice-body"] [onerror]').count()).resolves.toBe(0);
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
});

test('a 999 on a private call sends the browser to /login?page=… and logging in returns there', async () => {
  // A stored token the server does not know: the start-up user/info answers 999.
  const page = await open('/markets', {
    ...quiet,
    token: 'expired-token',
    account: 'someone@example.com',
  });
  await page.waitForURL(/\/login\?page=%2Fmarkets$/);
  await page.getByRole('alert').first().waitFor();
  await logIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await page.waitForURL(/\/markets$/);
  await expect(page.getByTestId('account-button').textContent()).resolves.toBe(DEMO_ACCOUNT.email);
});

test('on a phone (390 px) the markets table shows pair, price and change without side scrolling', async () => {
  const context = await suite.browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
  });
  await context.addInitScript(
    (until) => localStorage.setItem('lastCloseTime', until),
    quiet.lastCloseTime,
  );
  const page = await context.newPage();
  await page.goto(`${suite.product.url}/markets`);
  await page.getByTestId('market-row').first().waitFor();
  const table = page.getByTestId('markets-table');
  const fits = await table.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
  expect(fits).toBe(true);
  const headers = await page
    .locator('[data-testid="markets-table"] thead th')
    .evaluateAll((cells) =>
      cells
        .filter((cell) => getComputedStyle(cell).display !== 'none')
        .map((cell) => cell.textContent),
    );
  expect(headers).toHaveLength(3);
  expect(headers.join(' ')).toMatch(/Pair.*Price.*Change/i);
  await context.close();
});

test('a visitor of /lever is told to log in, then lands on the login page that returns there', async () => {
  const page = await open('/lever');
  await page.getByTestId('trade-login-prompt').waitFor();
  await expect(page.getByTestId('trade-login-prompt').textContent()).resolves.toContain(
    'Log in to trade',
  );
  await page.waitForURL(/\/login\?page=%2Flever$/, { timeout: 10_000 });
  await page.context().close();
});
