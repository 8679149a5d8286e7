import type { BrowserContext, Locator, Page } from 'playwright-core';
import { newDesktopContext, trackErrors } from '../src/browser';
import { loginDemo } from '../src/product';
import { setUpProductAndBrowser } from '../src/suite';

// docs/product.md#trade-pages-on-a-desktop and #trade-pages-on-a-phone: the order form of
// /trade, /lever and /second inside a 1440 × 900 window, and the phone layout at 390 × 844.

const suite = setUpProductAndBrowser();
let storage: Record<string, string> = {};

beforeAll(async () => {
  const { token, uid, account } = await loginDemo(suite.product);
  storage = { token, uid, account, lastCloseTime: String(Date.now() + 86_400_000) };
});

/** Each page, the testids of its chart, its form and its two submit buttons. */
const PAGES = [
  {
    route: '/trade',
    chart: 'chart-panel',
    form: 'order-form',
    submits: ['buy-submit', 'sell-submit'],
    bar: 'phone-buy',
  },
  {
    route: '/lever',
    chart: 'lever-chart',
    form: 'lever-form',
    submits: ['lever-long', 'lever-short'],
    bar: 'phone-long',
  },
  {
    route: '/second',
    chart: 'second-chart',
    form: 'second-form',
    submits: ['buy-up', 'buy-down'],
    bar: 'phone-up',
  },
] as const;

const open = async (
  route: string,
  width: number,
  height: number,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> => {
  const context = await newDesktopContext(suite.browser, storage);
  const page = await context.newPage();
  await page.setViewportSize({ width, height });
  const errors = trackErrors(page);
  await page.goto(`${suite.product.url}${route}`);
  return { context, page, errors };
};

/** Whether the element's box lies wholly inside the window, without scrolling. */
const inViewport = async (page: Page, locator: Locator): Promise<boolean> => {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return false;
  return (
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= size.width &&
    box.y + box.height <= size.height &&
    box.width > 0 &&
    box.height > 0
  );
};

describe.each(PAGES)('$route', ({ route, chart, form, submits, bar }) => {
  test('at 1440 × 900, logged in, both submit buttons are on the first screen', async () => {
    const { context, page, errors } = await open(route, 1440, 900);
    for (const testId of submits) {
      await page.getByTestId(testId).waitFor({ timeout: 30_000 });
    }
    // The chart and the form are drawn at their loaded size before the boxes are read.
    await page.getByTestId(chart).waitFor();
    await page.locator('[data-bars]').first().waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const testId of submits) {
      expect({ testId, inside: await inViewport(page, page.getByTestId(testId)) }).toEqual({
        testId,
        inside: true,
      });
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  test('at 390 × 844 the chart comes before the tabs, nothing scrolls sideways, and the bar opens the form', async () => {
    const { context, page, errors } = await open(route, 390, 844);
    await page.getByTestId('phone-tabs').waitFor({ timeout: 30_000 });
    const top = async (testId: string): Promise<number> =>
      (await page.getByTestId(testId).boundingBox())?.y ?? Number.NaN;
    expect(await top(chart)).toBeLessThan(await top('phone-tabs'));
    expect(await page.getByTestId(form).count()).toBe(0);
    const sideways = (): Promise<number> =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await sideways()).toBeLessThanOrEqual(0);

    await page.getByTestId(bar).click();
    const sheet = page.getByTestId('phone-trade-sheet');
    await sheet.getByTestId(form).waitFor();
    const submit = sheet.getByTestId(submits[0]);
    await submit.waitFor();
    // The sheet has slid in: the button stays where it is.
    await page.waitForFunction(
      (testId) => {
        const box = document.querySelector(`[data-testid="${testId}"]`)?.getBoundingClientRect();
        return Boolean(box && box.bottom <= window.innerHeight && box.top >= 0);
      },
      submits[0],
      { timeout: 5_000 },
    );
    expect(await submit.isVisible()).toBe(true);
    expect(await inViewport(page, submit)).toBe(true);
    expect(await sheet.getByTestId(submits[1]).count()).toBe(0);
    expect(await sideways()).toBeLessThanOrEqual(0);

    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
