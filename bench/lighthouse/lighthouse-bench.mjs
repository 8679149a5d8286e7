// `pnpm bench lighthouse`: Lighthouse's performance, accessibility and best-practices scores on
// the production deploy: the mobile profile (4x CPU slowdown, slow 4G) on /home and /markets
// (logged-out first visits) and /trade and /lever (logged in: the demo account's token is put in
// localStorage before the run), and the desktop profile on /home and /trade. Prints the scores,
// LCP, TBT, the scripts that took the most scripting time, and every failing accessibility and
// best-practices audit; the targets (docs/performance.md#lighthouse) are not asserted here.
// `--mobile` runs the mobile rows only (what `pnpm bench size` appends).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { require as tsRequire } from 'tsx/cjs/api';

// Only the e2e helpers go through tsx: run under `--import tsx`, Lighthouse's own page functions
// would carry esbuild's `__name` helper into the page and fail there.
/** @type {typeof import('../../e2e/src/product')} */
const { loginDemo, startProduct } = tsRequire('../../e2e/src/product.ts', import.meta.url);

/** @param {...unknown} parts */
const print = (...parts) => {
  process.stdout.write(`${parts.join(' ')}\n`);
};

const CATEGORIES = ['accessibility', 'best-practices', 'performance'];
/** Below this an audit counts as failing (Lighthouse shows it red or orange). */
const PASSING = 0.9;

/** @type {{ route: string, loggedIn: boolean, formFactor: 'desktop' | 'mobile' }[]} */
const RUNS = [
  { route: '/home', loggedIn: false, formFactor: 'mobile' },
  { route: '/markets', loggedIn: false, formFactor: 'mobile' },
  { route: '/trade', loggedIn: true, formFactor: 'mobile' },
  { route: '/lever', loggedIn: true, formFactor: 'mobile' },
  ...(process.argv.includes('--mobile')
    ? []
    : /** @type {const} */ ([
        { route: '/home', loggedIn: false, formFactor: 'desktop' },
        { route: '/trade', loggedIn: true, formFactor: 'desktop' },
      ])),
];

/** Scripts shown per run, by scripting time. */
const TOP_SCRIPTS = 4;

/**
 * The scripts that took the most main-thread scripting time (Lighthouse's bootup-time audit).
 * @param {import('lighthouse').Result} result
 * @param {string} origin
 * @returns {string[]}
 */
const topScripts = (result, origin) => {
  /** @type {{ items?: { url: string, scripting: number, total: number }[] } | undefined} */
  const details = /** @type {any} */ (result.audits['bootup-time']?.details);
  return (details?.items ?? [])
    .slice()
    .sort((a, b) => b.scripting - a.scripting)
    .slice(0, TOP_SCRIPTS)
    .map(
      (item) =>
        `${String(Math.round(item.scripting)).padStart(6)} ms  ${item.url.replace(origin, '')}`,
    );
};

/**
 * @param {import('lighthouse').Result} result
 * @param {string} id
 */
const millis = (result, id) => {
  const value = result.audits[id]?.numericValue;
  return (typeof value === 'number' ? `${Math.round(value)} ms` : 'n/a').padStart(8);
};

/** @returns {Promise<number>} */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

/** Seeds (or clears) the origin's localStorage in the one profile Lighthouse also drives. */
/**
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} origin
 * @param {Record<string, string>} storage
 */
const seedStorage = async (context, origin, storage) => {
  const page = await context.newPage();
  await page.goto(`${origin}/robots.txt`).catch(() => undefined);
  await page.evaluate((entries) => {
    localStorage.clear();
    sessionStorage.clear();
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  await page.close();
};

/**
 * @param {import('lighthouse').Result} result
 * @param {string} category
 * @returns {string[]}
 */
const failingAudits = (result, category) =>
  result.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 || category === 'best-practices')
    .map((ref) => result.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < PASSING)
    .map((audit) => {
      /** @type {{ items?: { node?: { snippet?: string, explanation?: string } }[] } | undefined} */
      const details = /** @type {any} */ (audit.details);
      const where = (details?.items ?? [])
        .map((item) => item.node)
        .filter((node) => node?.snippet)
        .slice(0, 6)
        .map((node) => {
          const why = node?.explanation?.split('\n').slice(-1)[0] ?? '';
          return `\n        ${node?.snippet?.slice(0, 140)}${why ? `\n          ${why.slice(0, 160)}` : ''}`;
        });
      return `${audit.id} (${audit.title})${where.join('')}`;
    });

const main = async () => {
  const product = await startProduct();
  const debugPort = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-lighthouse-'));
  // One persistent profile: the storage seeded through Playwright is the storage of the tab
  // Lighthouse opens over the debugging port.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      `--remote-debugging-port=${debugPort}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const { token, ...user } = await loginDemo(product);
    /** @type {string[]} */
    const rows = [];
    for (const run of RUNS) {
      const storage = run.loggedIn ? { token, user: JSON.stringify(user) } : {};
      await seedStorage(context, product.url, storage);
      /** @type {import('lighthouse').Flags} */
      const flags = {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // Keeps the seeded token: Lighthouse would otherwise clear the origin's storage.
        disableStorageReset: true,
      };
      const audit = () =>
        lighthouse(
          `${product.url}${run.route}`,
          flags,
          run.formFactor === 'desktop' ? desktopConfig : undefined,
        );
      let answer = await audit();
      // Now and then the trace misses its navigation start (NO_NAVSTART): once more.
      if (answer?.lhr.runtimeError) {
        await seedStorage(context, product.url, storage);
        answer = await audit();
      }
      if (!answer) throw new Error(`no Lighthouse result for ${run.route}`);
      const result = answer.lhr;
      // LIGHTHOUSE_OUT=<folder> keeps each full report (JSON) for a closer look.
      if (process.env.LIGHTHOUSE_OUT) {
        fs.mkdirSync(process.env.LIGHTHOUSE_OUT, { recursive: true });
        const name = `${run.route.slice(1)}-${run.formFactor}.json`;
        fs.writeFileSync(path.join(process.env.LIGHTHOUSE_OUT, name), String(answer.report));
      }
      /** @param {string} id */
      const score = (id) => {
        const value = result.categories[id]?.score;
        // null: Lighthouse could not score the category (see the runtime error below).
        return (typeof value === 'number' ? String(Math.round(value * 100)) : 'n/a').padStart(5);
      };
      const label = `${run.route} ${run.loggedIn ? '(logged in)' : '(logged out)'} ${run.formFactor}`;
      rows.push(
        `${label.padEnd(32)} ${score('accessibility')} ${score('best-practices')} ${score('performance')} ${millis(result, 'largest-contentful-paint')} ${millis(result, 'total-blocking-time')}`,
      );
      print(`\n${label}`);
      for (const category of ['accessibility', 'best-practices']) {
        const failing = failingAudits(result, category);
        print(`  ${category}: ${failing.length ? '' : 'no failing audits'}`);
        for (const line of failing) print(`    - ${line}`);
      }
      // Lighthouse 13 names the LCP element in its LCP breakdown insight.
      /** @type {{ items?: { type: string, nodeLabel?: string, snippet?: string }[] } | undefined} */
      const breakdown = /** @type {any} */ (result.audits['lcp-breakdown-insight'])?.details;
      const lcpNode = breakdown?.items?.find((item) => item.type === 'node');
      if (lcpNode) {
        print(
          `  LCP element: ${lcpNode.snippet?.slice(0, 90)} "${lcpNode.nodeLabel?.slice(0, 50)}"`,
        );
      }
      print('  scripting time by script:');
      for (const line of topScripts(result, product.url)) print(`    ${line}`);
      for (const error of result.runtimeError ? [result.runtimeError.message] : []) {
        print(`  runtime error: ${error}`);
      }
    }
    print('\nLighthouse (targets: mobile performance ≥ 90, accessibility and best practices ≥ 95)');
    print(`${'run'.padEnd(32)} a11y  best  perf      LCP      TBT`);
    for (const row of rows) print(row);
  } finally {
    await context.close();
    await product.stop();
    fs.rmSync(profile, { recursive: true, force: true });
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
