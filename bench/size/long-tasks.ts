// `pnpm --filter bench long-tasks [route ...]`: what blocks the main thread on cold loads of the
// production deploy (build it first: `node scripts/build.mjs`). For each load it prints FCP, LCP
// and every Long Animation Frame of 50 ms or more with the scripts that ran in it (how long, what
// invoked them, which file), then TBT from FCP and the blocking time from navigation. Minified
// names only say which file: an unminified build (`minimize: false` in
// tools/webpack/create-config.cjs) names the functions.
import { launchBrowser } from '../../e2e/src/browser';
import { loginDemo, startProduct } from '../../e2e/src/product';
import { recordColdLoad, type ColdLoad } from './cold-load';
import { blockingTime } from './vitals';

const LOADS = Number(process.env.BENCH_LOADS ?? 3);

const print = (...parts: unknown[]): void => {
  process.stdout.write(`${parts.join(' ')}\n`);
};

const fileOf = (url: string): string => url.split('/').pop() || url;

const report = (route: string, index: number, load: ColdLoad): void => {
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
        report(route, index, await recordColdLoad(browser, `${product.url}${route}`, storage));
      }
    }
  } finally {
    await browser.close();
    await product.stop();
  }
};

void main();
