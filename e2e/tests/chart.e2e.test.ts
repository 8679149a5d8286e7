import { newDesktopContext, trackErrors } from '../src/browser';
import { setUpProductAndBrowser } from '../src/suite';

// Bots off: no trade is pushed, so the new bar can only come from the chart's clock (or its
// 10 s poll): docs/product.md#chart-bars.
const suite = setUpProductAndBrowser({ BOTS: '0' });

const MINUTE_MS = 60_000;

test('the 1-minute chart gains exactly one bar across a minute boundary', async () => {
  const context = await newDesktopContext(suite.browser, {
    tradeinfo: JSON.stringify({ symbol: 'BTC/USDT', match_id: 1 }),
  });
  const page = await context.newPage();
  const errors = trackErrors(page);
  await page.goto(`${suite.product.url}/trade`);
  const chart = page.locator('[data-testid="kline-chart"][data-bars]');
  await chart.waitFor({ timeout: 30_000 });
  await page.getByTestId('kline-view-1min').waitFor();
  expect(await page.getByTestId('kline-view-1min').getAttribute('aria-pressed')).toBe('true');

  const read = async (): Promise<{ bars: number; last: number }> => ({
    bars: Number(await chart.getAttribute('data-bars')),
    last: Number(await chart.getAttribute('data-last-bar')),
  });
  const before = await read();
  expect(before.bars).toBeGreaterThan(100);
  expect(before.last % MINUTE_MS).toBe(0);

  // The next minute's bar, whichever comes first: the clock's rollover or the poll.
  await page.waitForFunction(
    (last) =>
      Number(document.querySelector('[data-testid="kline-chart"]')?.getAttribute('data-last-bar')) >
      last,
    before.last,
    { timeout: 75_000, polling: 250 },
  );
  const after = await read();
  expect(after.last).toBe(before.last + MINUTE_MS);
  expect(after.bars).toBe(before.bars + 1);
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);
