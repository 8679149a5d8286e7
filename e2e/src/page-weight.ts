import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';

/**
 * Page weight as a browser sees it: the JS files Chromium really requests on a cold load, each
 * counted at its gzip size (the precompressed `.gz` the build wrote), with the packages inside
 * each file from the build's `bundle-contents.json` (tools/webpack/bundle-contents-plugin.cjs).
 * Shared by the size check in the browser tests and by `pnpm bench size`.
 */

/** The libraries whose copies are counted, and the packages that make each of them. */
export const LIBRARIES: Record<string, RegExp> = {
  react: /^react$/,
  'react-dom': /^(react-dom|scheduler)$/,
  'react-router': /^(react-router|react-router-dom|@exchange\/shared\/router)$/,
  MUI: /^@mui\//,
  emotion: /^@emotion\//,
  rxjs: /^rxjs$/,
  echarts: /^(echarts|zrender)$/,
  // Gone since issue 10's own translator (shared/src/i18n): kept so a return would show.
  i18next: /^(i18next|react-i18next)$/,
  '@exchange/shared': /^@exchange\/shared/,
  // The runtime core; each remoteEntry.js still carries its small bundler glue (~7.5 KB).
  'federation runtime': /^@module-federation\/runtime-core$/,
};

/**
 * The budgets of issue 10 / docs/performance.md, in gzip bytes, checked with 5 % tolerance. /home
 * is counted on a first visit, with its welcome notice on screen (which adds next to nothing for
 * a plain-text notice), /trade logged in (≈ 437 KB); their targets are their ceilings, without the
 * tolerance (5 % would let a 10–20 KB regression through); the bench prints both.
 */
export const BUDGET = {
  home: 200 * 1024,
  homeCeiling: 200 * 1024,
  trade: 450 * 1024,
  tradeCeiling: 450 * 1024,
  remoteEntry: 25 * 1024,
  areaFirstScreen: 60 * 1024,
  tolerance: 1.05,
} as const;

export type LoadedFile = {
  url: string;
  /** Which build it came from: `shell` or the area name. */
  build: string;
  file: string;
  gzipBytes: number;
  packages: string[];
};

type Contents = Record<string, string[]>;

/** Maps a request URL to the deployed file it serves. */
const deployedFile = (deployDir: string, url: string): { build: string; file: string } | null => {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\/([^/]+)\/(.+)$/.exec(pathname);
  if (remote) {
    return {
      build: remote[1],
      file: path.join(deployDir, 'remotes', remote[1], remote[2], remote[3]),
    };
  }
  const shellFile = path.join(deployDir, 'shell', pathname.replace(/^\/+/, ''));
  return fs.existsSync(shellFile) ? { build: 'shell', file: shellFile } : null;
};

const contentsCache = new Map<string, Contents>();
const contentsOf = (file: string): Contents => {
  const list = path.join(path.dirname(file), 'bundle-contents.json');
  if (!contentsCache.has(list)) {
    contentsCache.set(list, fs.existsSync(list) ? JSON.parse(fs.readFileSync(list, 'utf8')) : {});
  }
  return contentsCache.get(list) ?? {};
};

const gzipSize = (file: string): number =>
  fs.existsSync(`${file}.gz`)
    ? fs.statSync(`${file}.gz`).size
    : zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** Starts recording every JS file the page requests; `files()` answers what loaded so far. */
export const recordScripts = (page: Page, deployDir: string): { files: () => LoadedFile[] } => {
  const seen = new Map<string, LoadedFile>();
  page.on('response', (response) => {
    const url = response.url();
    if (!/\.js(\?|$)/.test(url) || seen.has(url) || response.status() >= 400) return;
    const where = deployedFile(deployDir, url);
    if (!where || !fs.existsSync(where.file)) return;
    seen.set(url, {
      url,
      build: where.build,
      file: where.file,
      gzipBytes: gzipSize(where.file),
      packages: contentsOf(where.file)[path.basename(where.file)] ?? [],
    });
  });
  return { files: () => [...seen.values()] };
};

export const totalBytes = (files: LoadedFile[]): number =>
  files.reduce((sum, file) => sum + file.gzipBytes, 0);

/**
 * For each library, the builds whose copy of it the browser downloaded. One build = one copy;
 * two builds = the library reached the page twice.
 */
export const libraryCopies = (files: LoadedFile[]): Record<string, string[]> => {
  const copies: Record<string, string[]> = {};
  for (const [library, pattern] of Object.entries(LIBRARIES)) {
    const builds = new Set(
      files.filter((file) => file.packages.some((name) => pattern.test(name))).map((f) => f.build),
    );
    copies[library] = [...builds].sort();
  }
  return copies;
};

/** Routes whose first screen draws a kline chart. */
const CHART_ROUTES = new Set(['/trade', '/lever', '/second']);

/** Waits until the page's kline chart has drawn: ECharts arrives after the screen's first paint. */
export const waitForChart = async (page: Page): Promise<void> => {
  await page.locator('[data-testid="kline-chart"] canvas').first().waitFor({ state: 'attached' });
};

/** Cold-loads `route` in a fresh context and answers the JS it downloaded once settled. */
export const coldLoad = async (
  browser: Browser,
  baseUrl: string,
  deployDir: string,
  route: string,
  options: { storage?: Record<string, string>; settle?: (page: Page) => Promise<void> } = {},
): Promise<LoadedFile[]> => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    if (options.storage) {
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, options.storage);
    }
    const page = await context.newPage();
    const recorder = recordScripts(page, deployDir);
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    // Loaded means the area's screen is on the page and, on a chart page, the chart has drawn
    // (ECharts comes after the screen's first paint): on a busy machine the network can go
    // quiet for half a second before either, and network idle alone then ends the load early.
    await page.locator('[data-area-rendered]').first().waitFor({ state: 'attached' });
    if (CHART_ROUTES.has(route)) await waitForChart(page);
    await options.settle?.(page);
    await page.waitForLoadState('networkidle');
    return recorder.files();
  } finally {
    await context.close();
  }
};

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
