// Order book UI benchmark (issue 4 "Benchmarks"; docs/performance.md#order-book-and-trades-feed).
// Serves remote-spot's standalone build and a WebSocket that pushes 100 depth diffs/s and 200
// trades/s in the product's wire format, then drives /bench/book in Debian's Chromium for each
// variant in the same run: the product's feed (one state per animation frame) and a naive page
// that calls setState on every message. Both listen through the product's SocketBus and draw
// the same shared OrderBook and RecentTrades. Prints figures and ratios; asserts nothing.
//
//   pnpm bench book-ui                       # from the repository root, 30 s per variant
//   BENCH_SECONDS=10 BENCH_SKIP_BUILD=1 node bench/book-ui/book-ui-bench.mjs
import { WebSocketServer } from 'ws';
import {
  buildStandalone,
  launchChromium,
  serveBuild,
  standaloneDist,
} from '../lib/browser-harness.mjs';
import { startProfile, stopProfile } from './cpu-profile.mjs';
import { createMarketStream } from './market-stream.mjs';
import { startTrace, stopTrace } from './main-thread-trace.mjs';

/* global window -- functions passed to page.evaluate run in the browser. */

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const warmUpSeconds = 3;
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const DEPTH_PER_SECOND = Number(process.env.BENCH_DEPTH_RATE ?? 100);
const TRADES_PER_SECOND = Number(process.env.BENCH_TRADE_RATE ?? 200);
const SYMBOL = 'BTC/USDT';

buildStandalone();
const { server, origin } = await serveBuild(standaloneDist);

/** The push side: one client at a time, its subscriptions, and a paced sender. */
const wss = new WebSocketServer({ server, path: '/ws' });
let client = null;
const topics = new Set();
wss.on('connection', (socket) => {
  client = socket;
  topics.clear();
  socket.on('message', (data) => {
    const text = String(data);
    if (text === 'ping') return socket.send('pong');
    const frame = JSON.parse(text);
    if (frame.type === 'sub') topics.add(frame.params);
    if (frame.type === 'unsub') topics.delete(frame.params);
  });
  socket.on('close', () => {
    if (client === socket) client = null;
  });
});

/**
 * Sends for `durationMs`, evenly spaced, each
 * message due at its own time so a late timer catches up rather than thinning the stream.
 */
const pushFor = (stream, durationMs) =>
  new Promise((resolve) => {
    const interval = 1000 / (DEPTH_PER_SECOND + TRADES_PER_SECOND);
    const start = performance.now();
    let sent = 0;
    const tick = () => {
      const now = performance.now();
      while (start + sent * interval <= now && sent * interval < durationMs) {
        // Spread the two kinds evenly (a depth push, then two trades, at the default rates).
        const total = DEPTH_PER_SECOND + TRADES_PER_SECOND;
        const depthNow =
          Math.floor(((sent + 1) * DEPTH_PER_SECOND) / total) >
          Math.floor((sent * DEPTH_PER_SECOND) / total);
        const push = depthNow ? stream.depthPush() : stream.tradePush();
        if (client && topics.has(push.topic)) client.send(JSON.stringify(push));
        sent += 1;
      }
      if (sent * interval >= durationMs) return resolve(sent);
      setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });

const browser = await launchChromium();

const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const run = async (mode) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  await page.addInitScript(() => {
    window.__longFrames = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longFrames.push(entry.duration);
    }).observe({ type: 'long-animation-frame', buffered: false });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  // TaskDuration: wall time of the main thread's tasks (the target's measure); ThreadTime: its
  // CPU time, which leaves out the time the 2 cores were busy with other processes.
  const mainThread = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const value = (name) => metrics.find((metric) => metric.name === name)?.value ?? 0;
    return { task: value('TaskDuration'), cpu: value('ThreadTime') };
  };

  const ws = `ws://127.0.0.1:${server.address().port}/ws`;
  await page.goto(`${origin}/bench/book?mode=${mode}&ws=${encodeURIComponent(ws)}`);
  const deadline = Date.now() + 30_000;
  while (!(topics.has(`MARKET_DEPTH.${SYMBOL}`) && topics.has(`GLOBAL_TX.${SYMBOL}`))) {
    if (Date.now() > deadline) throw new Error(`${mode}: the page never subscribed`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // The same market for every variant: the same seed, a warm-up that is not counted.
  const stream = createMarketStream(SYMBOL);
  await pushFor(stream, warmUpSeconds * 1000);
  await page.evaluate(() => {
    window.__longFrames.length = 0;
    window.__bookBench.recording = true;
  });
  const profiling = process.env.BENCH_PROFILE === mode;
  if (profiling) await startProfile(cdp);
  const tracing = process.env.BENCH_TRACE === mode;
  if (tracing) await startTrace(browser, page);
  const busyStart = await mainThread();
  const wallStart = performance.now();
  const sent = await pushFor(stream, seconds * 1000);
  // Let the last pushes reach the screen before the window closes.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const busyEnd = await mainThread();
  const wall = (performance.now() - wallStart) / 1000;
  if (profiling) console.log(`${mode}: JavaScript self time\n${await stopProfile(cdp, wall)}`);
  if (tracing)
    console.log(`${mode}: main thread by kind of work\n${await stopTrace(browser, wall)}`);
  const { stats, longFrames, resyncing } = await page.evaluate(() => {
    window.__bookBench.recording = false;
    const book = window.document.querySelector('[data-testid="order-book"]');
    return {
      stats: window.__bookBench,
      longFrames: window.__longFrames,
      resyncing: book?.getAttribute('data-resyncing'),
    };
  });
  await page.close();
  // A book that is re-syncing, or whose depth never reached the screen, is not the product's
  // steady state: the stream and the page disagree (as they once did on the seq's epoch).
  if (resyncing === 'true' || stats.latencies.length === 0) {
    throw new Error(`${mode}: the book was re-syncing or showed no depth push; fix the stream`);
  }
  return {
    mode,
    sent,
    received: stats.pushes,
    frames: stats.frames,
    commits: stats.commits,
    commitsPerFrame: stats.commits / Math.max(1, stats.frames),
    maxCommitsPerFrame: stats.maxCommitsPerFrame,
    longFrames: longFrames.filter((duration) => duration > 50).length,
    busyPercent: ((busyEnd.task - busyStart.task) / wall) * 100,
    cpuPercent: ((busyEnd.cpu - busyStart.cpu) / wall) * 100,
    latencyP50: percentile(stats.latencies, 50),
    latencyP95: percentile(stats.latencies, 95),
    tradeP50: percentile(stats.tradeLatencies, 50),
    tradeP95: percentile(stats.tradeLatencies, 95),
  };
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fixed = (value, places = 1) => value.toFixed(places);

try {
  const results = { naive: [], feed: [] };
  for (let round = 1; round <= rounds; round++) {
    for (const mode of ['naive', 'feed']) {
      console.log(`round ${round}/${rounds}: ${mode}, ${warmUpSeconds} s warm-up + ${seconds} s …`);
      results[mode].push(await run(mode));
    }
  }
  console.log(
    `\nOrder book UI: ${DEPTH_PER_SECOND} depth diffs/s + ${TRADES_PER_SECOND} trades/s ` +
      `for ${seconds} s, Chromium ${browser.version()}, ${rounds} round(s)\n`,
  );
  const rows = [...results.naive, ...results.feed];
  console.table(
    rows.map((result) => ({
      variant: result.mode === 'feed' ? 'feed (one state per frame)' : 'naive (setState/message)',
      'pushes sent/seen': `${result.sent}/${result.received}`,
      frames: result.frames,
      'DOM commits': result.commits,
      'commits/frame': fixed(result.commitsPerFrame, 2),
      'max in a frame': result.maxCommitsPerFrame,
      'frames >50ms': result.longFrames,
      'main thread busy %': fixed(result.busyPercent),
      'main thread CPU %': fixed(result.cpuPercent),
      'depth→DOM p50/p95 ms': `${fixed(result.latencyP50)} / ${fixed(result.latencyP95)}`,
      'trade→DOM p50/p95 ms': `${fixed(result.tradeP50)} / ${fixed(result.tradeP95)}`,
    })),
  );
  const naiveBusy = median(results.naive.map((result) => result.busyPercent));
  const naiveCpu = median(results.naive.map((result) => result.cpuPercent));
  const feed = {
    busy: median(results.feed.map((result) => result.busyPercent)),
    cpu: median(results.feed.map((result) => result.cpuPercent)),
    p95: median(results.feed.map((result) => result.latencyP95)),
    tradeP95: median(results.feed.map((result) => result.tradeP95)),
    long: Math.max(...results.feed.map((result) => result.longFrames)),
    maxPerFrame: Math.max(...results.feed.map((result) => result.maxCommitsPerFrame)),
  };
  const verdict = (ok) => (ok ? 'met' : 'NOT met');
  const ratio = naiveBusy / feed.busy;
  console.log(
    [
      `main-thread time naive / feed: ${fixed(ratio, 2)}x   target ≥ 3x: ${verdict(ratio >= 3)}` +
        `   (CPU time: ${fixed(naiveCpu / feed.cpu, 2)}x)`,
      `feed long frames (> 50 ms): ${feed.long}   target 0: ${verdict(feed.long === 0)}`,
      `feed commits in one frame, max: ${feed.maxPerFrame}   target ≤ 1: ${verdict(feed.maxPerFrame <= 1)}`,
      `feed push→DOM p95: depth ${fixed(feed.p95)} ms, trades ${fixed(feed.tradeP95)} ms   ` +
        `target ≤ 32 ms: ${verdict(Math.max(feed.p95, feed.tradeP95) <= 32)}`,
    ].join('\n'),
  );
} finally {
  await browser.close();
  wss.close();
  server.close();
}
