import type { Browser } from 'playwright-core';

export type Vitals = {
  fcp: number;
  lcp: number;
  cls: number;
  /** Total blocking time as Lighthouse defines it: long tasks between FCP and the end. */
  tbt: number;
  /** Every long task's time over 50 ms from navigation on, the start-up before FCP included. */
  blocking: number;
};

/** A long task: start and duration in ms from navigation start. */
export type LongTask = [start: number, duration: number];

const LONG_TASK_MS = 50;

/**
 * Lighthouse's sum of blocking time: each long task clipped to [from, to], counted by what it
 * lasts over 50 ms inside that window. Total blocking time is this from FCP to TTI; the window
 * here ends when the measuring stops (the network quiet for 1.5 s), before any 5 s quiet window
 * TTI would wait for, so every long task up to then counts.
 */
export const blockingTime = (tasks: readonly LongTask[], from: number, to: number): number =>
  tasks.reduce((sum, [start, duration]) => {
    const clipped = Math.min(start + duration, to) - Math.max(start, from);
    return clipped > LONG_TASK_MS ? sum + clipped - LONG_TASK_MS : sum;
  }, 0);

/**
 * FCP, LCP, CLS and blocking time of a cold load, from PerformanceObserver entries registered
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
      const seen = { fcp: 0, lcp: 0, cls: 0, tasks: [] as [number, number][] };
      Object.assign(window, { __vitals: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
        }
      }).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) seen.cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    }, storage);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const seen = await page.evaluate(
      () =>
        (
          window as unknown as {
            __vitals: Omit<Vitals, 'tbt' | 'blocking'> & { tasks: LongTask[] };
          }
        ).__vitals,
    );
    const end = await page.evaluate(() => performance.now());
    runs.push({
      fcp: seen.fcp,
      lcp: seen.lcp,
      cls: seen.cls,
      tbt: blockingTime(seen.tasks, seen.fcp, end),
      blocking: blockingTime(seen.tasks, 0, end),
    });
    await context.close();
  }
  const median = (values: number[]): number => values.sort((a, b) => a - b)[1];
  return {
    fcp: median(runs.map((r) => r.fcp)),
    lcp: median(runs.map((r) => r.lcp)),
    cls: median(runs.map((r) => r.cls)),
    tbt: median(runs.map((r) => r.tbt)),
    blocking: median(runs.map((r) => r.blocking)),
  };
};
