import type { BrowserContext, Page } from 'playwright-core';
import { newDesktopContext, trackErrors } from '../src/browser';
import { recordScripts } from '../src/page-weight';
import { deployDir } from '../src/product';
import { setUpProductAndBrowser } from '../src/suite';

// The home page without artefacts (docs/product.md#home-hero): a hero that reflows on a phone,
// no QR box that stays empty, a strip notice that names the strip's pairs, and a welcome notice
// that shows on a first visit with its HTML sanitized.

const suite = setUpProductAndBrowser();
const quiet = (): Record<string, string> => ({ lastCloseTime: String(Date.now()) });

const phoneContext = async (lang: string): Promise<BrowserContext> => {
  const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(
    (entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    { lang, lastCloseTime: String(Date.now()) },
  );
  return context;
};

const openHome = async (page: Page): Promise<void> => {
  await page.goto(`${suite.product.url}/home`);
  await page.getByTestId('market-tile').first().waitFor();
};

test.each(['en', 'de', 'zh'])(
  'at 390 px in %s the hero subtitle is body size and nothing scrolls sideways',
  async (lang) => {
    const context = await phoneContext(lang);
    const page = await context.newPage();
    const errors = trackErrors(page);
    await openHome(page);
    const subtitle = page.getByTestId('hero-subtitle');
    await subtitle.waitFor();
    const measured = await subtitle.evaluate((node) => {
      const box = node.getBoundingClientRect();
      return {
        fontSize: parseFloat(getComputedStyle(node).fontSize),
        right: box.right,
        lines: Math.round(box.height / parseFloat(getComputedStyle(node).lineHeight)),
      };
    });
    expect(measured.fontSize).toBeGreaterThanOrEqual(14);
    expect(measured.right).toBeLessThanOrEqual(390);
    // It wraps rather than running off: a subtitle this long takes more than one line.
    expect(measured.lines).toBeGreaterThan(1);
    // The banner shows its title as text, not the artwork whose drawn words would be ~6 px.
    const banners = await suite.product.api<{ data: { title: string }[] }>(
      'news/list?category_id=1',
      { lang },
    );
    const title = page.getByTestId('banner-title');
    await title.waitFor();
    expect(banners.data.data.map((item) => item.title)).toContain(await title.textContent());
    await expect(
      title.evaluate((node) => parseFloat(getComputedStyle(node).fontSize)),
    ).resolves.toBeGreaterThanOrEqual(14);
    await expect(page.getByTestId('banner-carousel').locator('img').isVisible()).resolves.toBe(
      false,
    );
    // Down to the footer (the QR codes and footer columns drawn), no element is wider than the page.
    await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
    await page.getByTestId('service-qr').waitFor();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    expect(errors).toEqual([]);
    await context.close();
  },
);

test('no QR box stays an empty grey square: empty space until drawn, then real codes', async () => {
  const context = await newDesktopContext(suite.browser, quiet());
  const page = await context.newPage();
  await openHome(page);
  const settings = await suite.product.api<Record<string, string>>('default/setting');
  // Before the visitor scrolls: the codes' places are kept, with nothing drawn in them.
  const placeholders = page.getByTestId('qr-placeholder');
  await expect(placeholders.count()).resolves.toBe(2);
  for (const look of await placeholders.evaluateAll((nodes) =>
    nodes.map((node) => ({
      background: getComputedStyle(node).backgroundColor,
      children: node.childElementCount,
    })),
  )) {
    expect(look).toEqual({ background: 'rgba(0, 0, 0, 0)', children: 0 });
  }
  await expect(page.locator('.MuiSkeleton-root').count()).resolves.toBe(0);

  // Scrolled to: each is a QR code of its real link, with modules drawn.
  for (const [section, testId, url] of [
    ['app-download', 'app-qr', settings.data.app_download_url],
    ['footer-contact', 'service-qr', settings.data.service_url],
  ]) {
    await page.getByTestId(section).scrollIntoViewIfNeeded();
    const code = page.getByTestId(testId);
    await code.waitFor();
    await expect(code.getAttribute('data-value')).resolves.toBe(url);
    const drawn = await code.evaluate((svg) =>
      [...svg.querySelectorAll('path')].map((path) => path.getAttribute('d')?.length ?? 0),
    );
    expect(Math.max(0, ...drawn)).toBeGreaterThan(100);
  }
  await expect(placeholders.count()).resolves.toBe(0);
  await context.close();
});

test('the home notice about the strip names exactly the pairs the strip shows', async () => {
  const context = await newDesktopContext(suite.browser, quiet());
  const page = await context.newPage();
  await openHome(page);
  const shown = await page
    .getByTestId('market-tile')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-symbol')));
  expect(shown).toHaveLength(6);

  // The notice as the strip links it: its page shows the article with the pairs it names.
  const notices = await suite.product.api<{ data: { id: number; title: string }[] }>(
    'news/list?category_id=3',
  );
  const about = notices.data.data.find((item) => /market strip/i.test(item.title));
  expect(about).toBeDefined();
  await page.goto(`${suite.product.url}/notice?id=${about?.id}&category_id=3`);
  const first = page.locator('p', { hasText: 'market strip' }).first();
  await first.waitFor();
  const text = (await first.textContent()) ?? '';
  // "… BTC, ETH, LTC, XRP, EOS and BCH against USDT": the codes before the quote.
  const codes = text.match(/\b[A-Z]{2,5}\b/g) ?? [];
  const quote = codes[codes.length - 1];
  expect(codes.slice(0, -1).map((code) => `${code}/${quote}`)).toEqual(shown);
  await context.close();
});

test('a first visit gets the welcome notice, as a modal, as text without the sanitizer', async () => {
  const context = await newDesktopContext(suite.browser);
  const page = await context.newPage();
  const errors = trackErrors(page);
  const scripts = recordScripts(page, deployDir);
  const notify = await suite.product.api<{ title: string; content: string }>('news/system_notify');
  await page.goto(`${suite.product.url}/home`);
  const dialog = page.getByTestId('popup-notice');
  await dialog.waitFor();
  await expect(dialog.getByRole('heading').textContent()).resolves.toBe(notify.data.title);
  await expect(dialog.textContent()).resolves.toContain(notify.data.content);
  await expect(dialog.evaluate((node) => node.matches('dialog:modal'))).resolves.toBe(true);
  await expect(
    dialog.getByRole('button').evaluate((b) => b === document.activeElement),
  ).resolves.toBe(true);
  await page.waitForLoadState('networkidle');
  // The seeded notice is plain text: the sanitizer stays on the server's side of the wire.
  expect(scripts.files().some((file) => file.packages.includes('dompurify'))).toBe(false);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(Number(await page.evaluate(() => localStorage.getItem('lastCloseTime')))).toBeGreaterThan(
    0,
  );
  expect(errors).toEqual([]);
  await context.close();
});

test('a welcome notice with markup goes through the sanitizer: its script and handlers never run', async () => {
  const context = await newDesktopContext(suite.browser);
  const page = await context.newPage();
  const errors = trackErrors(page);
  const scripts = recordScripts(page, deployDir);
  const hostile =
    '<p>Maintenance on <strong>Sunday</strong>.</p><img src=x onerror="window.hacked=1">' +
    '<script>window.hacked=2</script><a href="javascript:window.hacked=3">more</a>';
  await page.route('**/api/news/system_notify*', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ code: 1, msg: '', data: { title: 'Notice', content: hostile } }),
    }),
  );
  await page.goto(`${suite.product.url}/home`);
  const dialog = page.getByTestId('popup-notice');
  await dialog.waitFor();
  await expect(dialog.locator('strong').textContent()).resolves.toBe('Sunday');
  await expect(dialog.locator('script').count()).resolves.toBe(0);
  await expect(dialog.locator('[onerror]').count()).resolves.toBe(0);
  await expect(dialog.locator('a').first().getAttribute('href')).resolves.toBeNull();
  await dialog.locator('a').first().click();
  await page.waitForTimeout(300);
  await expect(
    page.evaluate(() => (window as { hacked?: number }).hacked),
  ).resolves.toBeUndefined();
  expect(scripts.files().some((file) => file.packages.includes('dompurify'))).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});
