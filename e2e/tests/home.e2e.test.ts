import type { Page } from 'playwright-core';
import { newDesktopContext, trackErrors } from '../src/browser';
import { setUpProductAndBrowser } from '../src/suite';

const suite = setUpProductAndBrowser();

const openHome = async (storage: Record<string, string> = {}): Promise<Page> => {
  const context = await newDesktopContext(suite.browser, storage);
  const page = await context.newPage();
  await page.goto(`${suite.product.url}/`);
  await page.waitForURL(/\/home$/);
  return page;
};

test('home shows banners, live tiles, notices, features, app QR and footer from the server', async () => {
  const page = await openHome({ lastCloseTime: String(Date.now()) });
  const errors = trackErrors(page);

  const banners = await suite.product.api<{ data: { title: string; banner: string }[] }>(
    'news/list?category_id=1',
  );
  const carousel = page.getByTestId('banner-carousel');
  await carousel.waitFor();
  expect(await carousel.evaluate((node) => node.getBoundingClientRect().height)).toBe(460);
  const image = carousel.locator('img');
  expect(banners.data.data.map((item) => item.title)).toContain(await image.getAttribute('alt'));
  // The banner image is served locally and really loads.
  await page.waitForFunction(() => {
    const img = document.querySelector(
      '[data-testid="banner-carousel"] img',
    ) as HTMLImageElement | null;
    return img !== null && img.complete && img.naturalWidth > 0;
  });

  const notices = await suite.product.api<{ data: { title: string }[] }>('news/list?category_id=3');
  const noticeStrip = page.getByTestId('notice-strip');
  await noticeStrip.waitFor();
  expect(notices.data.data.map((item) => item.title)).toContain(
    (await noticeStrip.locator('a').first().textContent())?.trim(),
  );

  const tiles = page.getByTestId('market-tile');
  await tiles.first().waitFor();
  const groups =
    await suite.product.api<{ matches: { symbol: string; open_change: number }[] }[]>(
      'market/currency_matches',
    );
  const expected = groups.data
    .flatMap((group) => group.matches)
    .filter((match) => match.open_change === 1)
    .slice(0, 6)
    .map((match) => match.symbol);
  expect(
    await tiles.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-symbol'))),
  ).toEqual(expected);

  // Prices move when the server pushes DAY_MARKET (ticker every 400 ms in tests).
  const readPrices = (): Promise<string[]> => page.getByTestId('tile-price').allTextContents();
  const before = await readPrices();
  await page.waitForFunction(
    (initial) => {
      const now = [...document.querySelectorAll('[data-testid="tile-price"]')].map(
        (node) => node.textContent,
      );
      return now.some((price, index) => price !== initial[index]);
    },
    before,
    { timeout: 15_000 },
  );

  await expect(page.getByTestId('feature-blocks').locator('h2').count()).resolves.toBe(3);

  const settings = await suite.product.api<Record<string, string>>('default/setting');
  // The QR codes are drawn as they near the viewport: scroll to them as a visitor does.
  await page.getByTestId('app-download').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('app-qr').getAttribute('data-value')).resolves.toBe(
    settings.data.app_download_url,
  );
  await page.getByTestId('footer-contact').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('service-qr').getAttribute('data-value')).resolves.toBe(
    settings.data.service_url,
  );
  await expect(page.getByTestId('service-button').getAttribute('href')).resolves.toBe(
    settings.data.service_url,
  );

  const columns = page.getByTestId('footer-column');
  await expect(columns.count()).resolves.toBe(3);
  await columns.nth(2).locator('a').first().waitFor();
  for (let index = 0; index < 3; index += 1) {
    const links = await columns.nth(index).locator('a').count();
    expect(links).toBeGreaterThan(0);
    expect(links).toBeLessThanOrEqual(3);
  }
  await expect(columns.first().locator('a').first().getAttribute('href')).resolves.toMatch(
    /^\/notice\?id=\d+&category_id=4$/,
  );
  const contact = await page.getByTestId('footer-contact').textContent();
  expect(contact).toContain(settings.data.contact_email);
  expect(contact).toContain(settings.data.contact_mobile);
  expect(errors).toEqual([]);
});

test('the popup notice shows once, and not again within the hour after it is closed', async () => {
  const page = await openHome();
  const notify = await suite.product.api<{ title: string }>('news/system_notify');
  const dialog = page.getByTestId('popup-notice');
  await dialog.waitFor();
  await expect(dialog.getByRole('heading').textContent()).resolves.toBe(notify.data.title);
  await dialog.getByRole('button').click();
  await dialog.waitFor({ state: 'detached' });
  const closedAt = Number(await page.evaluate(() => localStorage.getItem('lastCloseTime')));
  expect(Math.abs(Date.now() - closedAt)).toBeLessThan(60_000);

  await page.reload();
  await page.getByTestId('market-tile').first().waitFor();
  await page.waitForTimeout(1000);
  await expect(dialog.count()).resolves.toBe(0);

  // An hour and a bit later it shows again.
  await page.evaluate(() => localStorage.setItem('lastCloseTime', String(Date.now() - 3_600_001)));
  await page.reload();
  await dialog.waitFor();
});

test('clicking a market tile opens the trade route for that pair', async () => {
  const page = await openHome({ lastCloseTime: String(Date.now()) });
  const tile = page.getByTestId('market-tile').nth(1);
  await tile.waitFor();
  const symbol = await tile.getAttribute('data-symbol');
  await tile.click();
  await page.waitForURL(/\/trade$/);
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('tradeinfo'))) ?? '{}');
  expect(stored.symbol).toBe(symbol);
});
