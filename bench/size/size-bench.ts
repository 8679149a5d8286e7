// `pnpm bench size`: what a browser downloads per route on a cold load (gzip, measured in
// Chromium), each area's remoteEntry.js, how many copies of each library one session that visits
// every route downloads, and page vitals and the longest interactions on /home and /trade.
// Printed against the targets of docs/performance.md; `npm test` asserts the budgets
// (e2e/tests/page-weight.e2e.test.ts).
import { launchBrowser } from '../../e2e/src/browser';
import {
  BUDGET,
  coldLoad,
  kb,
  libraryCopies,
  recordScripts,
  totalBytes,
  type LoadedFile,
} from '../../e2e/src/page-weight';
import { deployDir, loginDemo, startProduct } from '../../e2e/src/product';
import { measureInteractions } from './interactions';
import { measureVitals } from './vitals';

/** Plain text on stdout, like the other benches. */
const print = (...parts: unknown[]): void => {
  process.stdout.write(`${parts.join(' ')}\n`);
};

const ROUTES = [
  '/home',
  '/markets',
  '/login',
  '/register',
  '/notice',
  '/personal/accountSettings',
  '/assets/tradeAccount',
  '/trade',
  '/lever',
  '/second',
];

const main = async (): Promise<void> => {
  const [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  try {
    const { token, ...user } = await loginDemo(product);
    const storage = { token, user: JSON.stringify(user) };
    print('\nCold load, JS over the wire (gzip):');
    print('route        files   total      target');
    const perRoute: Record<string, LoadedFile[]> = {};
    const printLoad = (label: string, files: LoadedFile[], target: string): void =>
      print(
        `${label.padEnd(12)} ${String(files.length).padStart(5)}   ${kb(totalBytes(files)).padStart(9)}  ${target}`,
      );
    // A returning visitor who closed today's popup notice: no popup, no DOMPurify (the e2e
    // size check's /home). The /home row below is a first visit of the day, popup included.
    const noPopup = { ...storage, lastCloseTime: String(Date.now() + 86_400_000) };
    const quiet = await coldLoad(browser, product.url, deployDir, '/home', { storage: noPopup });
    printLoad('/home quiet', quiet, kb(BUDGET.home));
    for (const route of ROUTES) {
      const files = await coldLoad(browser, product.url, deployDir, route, { storage });
      perRoute[route] = files;
      const target =
        route === '/home' ? kb(BUDGET.home) : route === '/trade' ? kb(BUDGET.trade) : '';
      printLoad(route, files, target);
    }
    print('\nBy build and file on /home and /trade:');
    for (const route of ['/home', '/trade']) {
      for (const file of perRoute[route].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
        print(
          `  ${route.padEnd(7)} ${file.build.padEnd(7)} ${kb(file.gzipBytes).padStart(9)}  ${file.packages.join(' ')}`,
        );
      }
    }
    print('\nremoteEntry.js (gzip), target ≤', kb(BUDGET.remoteEntry));
    const entries = new Map<string, number>();
    for (const files of Object.values(perRoute)) {
      for (const file of files)
        if (file.url.endsWith('remoteEntry.js')) entries.set(file.build, file.gzipBytes);
    }
    for (const [area, bytes] of entries) print(`  ${area.padEnd(10)} ${kb(bytes)}`);
    print("\nEach area's own first screen (its build's JS), target ≤", kb(BUDGET.areaFirstScreen));
    for (const [area, route] of [
      ['public', '/home'],
      ['spot', '/trade'],
    ]) {
      print(
        `  ${area.padEnd(10)} ${kb(totalBytes(perRoute[route].filter((f) => f.build === area)))}`,
      );
    }

    // One session through every route: each library must come from one build only.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    const page = await context.newPage();
    const recorder = recordScripts(page, deployDir);
    for (const route of ROUTES)
      await page.goto(`${product.url}${route}`, { waitUntil: 'networkidle' });
    print('\nOne session over every route: copies of each library (target 1)');
    for (const [library, builds] of Object.entries(libraryCopies(recorder.files()))) {
      print(`  ${library.padEnd(20)} ${builds.length}  ${builds.join(', ')}`);
    }
    await context.close();

    print('\nPage vitals (loopback; targets LCP ≤ 1000 ms, CLS ≤ 0.01, TBT ≤ 150 ms):');
    print(
      '  TBT as Lighthouse counts it, long tasks from FCP on; "from navigation" adds the start-up',
    );
    for (const route of ['/home', '/trade']) {
      const vitals = await measureVitals(browser, product.url, route, storage);
      print(
        `  ${route.padEnd(7)} FCP ${vitals.fcp.toFixed(0)} ms   LCP ${vitals.lcp.toFixed(0)} ms   ` +
          `CLS ${vitals.cls.toFixed(4)}   TBT ${vitals.tbt.toFixed(0)} ms   ` +
          `(blocking from navigation ${vitals.blocking.toFixed(0)} ms)`,
      );
    }

    print('\nInteractions (Event Timing, median of 3 cold loads; target worst ≤ 100 ms):');
    // Without the popup notice, whose modal dialog would take the clicks meant for the page.
    for (const route of ['/home', '/trade']) {
      const results = await measureInteractions(browser, product.url, route, noPopup);
      for (const { label, worst, delay, handlers, presentation } of results) {
        // Event Timing leaves out interactions under 16 ms: a step with none shows that.
        const shown = worst === 0 ? '< 16 ms' : `${worst.toFixed(0)} ms`;
        const parts =
          worst === 0
            ? ''
            : `   (input delay ${delay.toFixed(0)}, handlers ${handlers.toFixed(0)}, ` +
              `to the next paint ${presentation.toFixed(0)})`;
        print(
          `  ${route.padEnd(7)} ${label.padEnd(22)} ${shown.padStart(8)}${parts}${worst > 100 ? '   over' : ''}`,
        );
      }
    }
  } finally {
    await browser.close();
    await product.stop();
  }
};

void main();
