// Order book UI benchmark (issue 4 "Benchmarks", perf-targets.md "Order book + trades feed").
// Builds this area's standalone harness, serves it, and drives /bench/book in Chromium twice in
// the same run: the product's feed (one state per animation frame) and a naive version that
// calls setState on every message. Prints figures and ratios; asserts nothing.
//
//   node remote-spot/bench/book-ui.mjs            # 30 s per variant
//   BENCH_SECONDS=10 BENCH_SKIP_BUILD=1 node remote-spot/bench/book-ui.mjs
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

/* global window -- functions passed to page.evaluate run in the browser. */

const area = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(area, 'dist-standalone');
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!process.env.BENCH_SKIP_BUILD || !fs.existsSync(path.join(dist, 'index.html'))) {
  const build = spawnSync(
    'pnpm',
    ['exec', 'webpack', '--mode', 'production', '--env', 'standalone'],
    {
      cwd: area,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html' };
const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  let file = path.join(dist, path.normalize(url.pathname).replace(/^(\.\.[/\\])+/, ''));
  if (!file.startsWith(dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    file = path.join(dist, 'index.html'); // single-page app fallback
  }
  response.writeHead(200, {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
  });
  fs.createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const run = async (mode) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  await page.addInitScript(() => {
    window.__longFrames = [];
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longFrames.push(entry.duration);
      }).observe({ type: 'long-animation-frame', buffered: false });
    } catch {
      // Older Chromium: no LoAF, long frames stay unknown.
      window.__longFrames = null;
    }
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find(
      (metric) => metric.name === 'TaskDuration',
    )?.value ?? 0;

  await page.goto(`${origin}/bench/book?mode=${mode}&seconds=${seconds}`);
  await page.waitForFunction(() => window.__bookBench?.running === true, null, { timeout: 30_000 });
  await page.evaluate(() => window.__longFrames && (window.__longFrames.length = 0));
  const busyStart = await taskSeconds();
  const wallStart = Date.now();
  await page.waitForFunction(() => window.__bookBench?.running === false, null, {
    timeout: (seconds + 30) * 1000,
    polling: 500,
  });
  const busy = (await taskSeconds()) - busyStart;
  const wall = (Date.now() - wallStart) / 1000;
  const { stats, longFrames } = await page.evaluate(() => ({
    stats: window.__bookBench,
    longFrames: window.__longFrames,
  }));
  await page.close();
  return {
    mode,
    pushes: stats.pushes,
    frames: stats.frames,
    commits: stats.commits,
    commitsPerFrame: stats.commits / Math.max(1, stats.frames),
    maxCommitsPerFrame: stats.maxCommitsPerFrame,
    longFrames: longFrames === null ? 'n/a' : longFrames.filter((duration) => duration > 50).length,
    busyPercent: (busy / wall) * 100,
    latencyP50: percentile(stats.latencies, 50),
    latencyP95: percentile(stats.latencies, 95),
  };
};

try {
  const results = [];
  for (const mode of ['naive', 'feed']) {
    console.log(`running ${mode} for ${seconds} s …`);
    results.push(await run(mode));
  }
  const fixed = (value, places = 1) => (typeof value === 'number' ? value.toFixed(places) : value);
  console.log(`\nOrder book UI: 100 depth pushes/s + 200 trades/s for ${seconds} s (Chromium)\n`);
  console.table(
    results.map((result) => ({
      variant:
        result.mode === 'feed' ? 'feed (auditTime per frame)' : 'naive (setState per message)',
      pushes: result.pushes,
      frames: result.frames,
      'React commits': result.commits,
      'commits/frame': fixed(result.commitsPerFrame, 2),
      'max commits in a frame': result.maxCommitsPerFrame,
      'long frames >50ms': result.longFrames,
      'main thread busy %': fixed(result.busyPercent),
      'push→screen p50 ms': fixed(result.latencyP50),
      'push→screen p95 ms': fixed(result.latencyP95),
    })),
  );
  const [naive, feed] = results;
  console.log(
    `main-thread time: naive / feed = ${(naive.busyPercent / feed.busyPercent).toFixed(2)}x  ` +
      `(target ≥ 3x); commits: naive / feed = ${(naive.commits / Math.max(1, feed.commits)).toFixed(1)}x`,
  );
} finally {
  await browser.close();
  server.close();
}
