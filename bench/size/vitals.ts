import type { Browser } from 'playwright-core';

export type Vitals = { lcp: number; cls: number; tbt: number };

/**
 * LCP, CLS and total blocking time of a cold load, from PerformanceObserver entries registered
 * before the page's own scripts (median of three loads: this 2-core machine is noisy).
 */
export const measureVitals = async (
  browser: Browser,
  baseUrl: string,
  route: string,
  storage: Record<string, string>,
): Promise<Vitals> => {
  const runs: Vitals[] = [];
  for (let run = 0; run < 3; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      const vitals = { lcp: 0, cls: 0, tbt: 0 };
      Object.assign(window, { __vitals: vitals });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) vitals.cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) vitals.tbt += Math.max(0, entry.duration - 50);
      }).observe({ type: 'longtask', buffered: true });
    }, storage);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    runs.push(await page.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals));
    await context.close();
  }
  const median = (values: number[]): number => values.sort((a, b) => a - b)[1];
  return {
    lcp: median(runs.map((r) => r.lcp)),
    cls: median(runs.map((r) => r.cls)),
    tbt: median(runs.map((r) => r.tbt)),
  };
};
