// `pnpm --filter bench long-tasks [route ...]`: what blocks the main thread on cold loads of the
// production deploy (build it first: `node scripts/build.mjs`). For each load it prints FCP, LCP
// and every Long Animation Frame of 50 ms or more with the scripts that ran in it (how long, what
// invoked them, which file), then TBT from FCP and the blocking time from navigation. Minified
// names only say which file: an unminified build (`minimize: false` in
// tools/webpack/create-config.cjs) names the functions.
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../e2e/src/browser';
import { loginDemo, startProduct } from '../../e2e/src/product';
import { blockingTime, type LongTask } from './vitals';

const LOADS = Number(process.env.BENCH_LOADS ?? 3);

type FrameScript = { duration: number; invoker: string; sourceURL: string };
type Frame = {
  start: number;
  duration: number;
  blocking: number;
  styleAndLayout: number;
  scripts: FrameScript[];
};
type Load = { fcp: number; lcp: number; end: number; frames: Frame[]; tasks: LongTask[] };

const print = (...parts: unknown[]): void => {
  process.stdout.write(`${parts.join(' ')}\n`);
};

const fileOf = (url: string): string => url.split('/').pop() || url;

const coldLoad = async (
  browser: Browser,
  url: string,
  storage: Record<string, string>,
): Promise<Load> => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      const seen = { fcp: 0, lcp: 0, frames: [] as unknown[], tasks: [] as [number, number][] };
      Object.assign(window, { __longTasks: seen });
      // No named functions in here: the page lacks the helper tsx would wrap them in.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
        }
      }).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
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
      ...(window as unknown as { __longTasks: Omit<Load, 'end'> }).__longTasks,
      end: performance.now(),
    }));
  } finally {
    await context.close();
  }
};

const report = (route: string, index: number, load: Load): void => {
  const ms = (value: number): string => `${value.toFixed(0)} ms`;
  print(`\n${route}, cold load ${index + 1}: FCP ${ms(load.fcp)}, LCP ${ms(load.lcp)}`);
  for (const frame of load.frames.filter((item) => item.duration >= 50)) {
    const side = frame.start < load.fcp ? 'before FCP' : 'after FCP';
    print(
      `  ${ms(frame.start).padStart(8)}  frame ${ms(frame.duration)} (${side}; blocking ` +
        `${ms(frame.blocking)}, style and layout ${ms(frame.styleAndLayout)})`,
    );
    for (const script of frame.scripts.filter((item) => item.duration >= 5)) {
      print(
        `            ${ms(script.duration).padStart(7)}  ${script.invoker.slice(0, 60)}  ` +
          fileOf(script.sourceURL),
      );
    }
  }
  print(
    `  TBT (from FCP) ${ms(blockingTime(load.tasks, load.fcp, load.end))}, ` +
      `blocking from navigation ${ms(blockingTime(load.tasks, 0, load.end))}`,
  );
};

const main = async (): Promise<void> => {
  const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/home', '/trade'];
  const [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  try {
    const { token, ...user } = await loginDemo(product);
    // Logged in, and the home popup put off for a day (its dialog is not the page's load).
    const storage = {
      token,
      user: JSON.stringify(user),
      lastCloseTime: String(Date.now() + 86_400_000),
    };
    for (const route of routes) {
      for (let index = 0; index < LOADS; index += 1) {
        report(route, index, await coldLoad(browser, `${product.url}${route}`, storage));
      }
    }
  } finally {
    await browser.close();
    await product.stop();
  }
};

void main();
