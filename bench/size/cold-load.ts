import type { Browser } from 'playwright-core';

/** A long task: start and duration in ms from navigation start. */
export type LongTask = [start: number, duration: number];

export type FrameScript = { duration: number; invoker: string; sourceURL: string };

/** A Long Animation Frame: when, how long, how much of it blocked, and what ran in it. */
export type LongFrame = {
  start: number;
  duration: number;
  blocking: number;
  styleAndLayout: number;
  scripts: FrameScript[];
};

/** What one cold load recorded, up to `end` (ms from navigation start). */
export type ColdLoad = {
  fcp: number;
  lcp: number;
  cls: number;
  tasks: LongTask[];
  frames: LongFrame[];
  end: number;
};

/**
 * Loads `url` in a fresh context (no cache, `storage` in localStorage) with PerformanceObserver
 * entries registered before the page's own scripts, waits for the network to be quiet for
 * 1.5 s and returns what was recorded.
 */
export const recordColdLoad = async (
  browser: Browser,
  url: string,
  storage: Record<string, string>,
): Promise<ColdLoad> => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    // No named functions in here: the page lacks the helper tsx would wrap them in.
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      const seen = { fcp: 0, lcp: 0, cls: 0, tasks: [] as LongTask[], frames: [] as LongFrame[] };
      Object.assign(window, { __coldLoad: seen });
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
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const frame = entry as PerformanceEntry & {
            blockingDuration: number;
            styleAndLayoutStart: number;
            scripts: FrameScript[];
          };
          seen.frames.push({
            start: frame.startTime,
            duration: frame.duration,
            blocking: frame.blockingDuration,
            styleAndLayout: frame.styleAndLayoutStart
              ? frame.startTime + frame.duration - frame.styleAndLayoutStart
              : 0,
            scripts: frame.scripts.map((script) => ({
              duration: script.duration,
              invoker: script.invoker,
              sourceURL: script.sourceURL,
            })),
          });
        }
      }).observe({ type: 'long-animation-frame', buffered: true });
    }, storage);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    return await page.evaluate(() => ({
      ...(window as unknown as { __coldLoad: Omit<ColdLoad, 'end'> }).__coldLoad,
      end: performance.now(),
    }));
  } finally {
    await context.close();
  }
};
