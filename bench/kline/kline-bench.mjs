// Candlestick chart benchmark (docs/performance.md#kline-tick and "Chart first paint").
// Serves remote-spot's standalone build (its /bench/kline page draws the product's KlineChart
// with the product's ECharts engine) and a plain lightweight-charts 5 page (/bench/lwc), drives
// both in Debian's Chromium with the same deterministic bars and ticks, and prints:
//   - first paint: from handing the bars over to the frame after the one that showed them
//     (double requestAnimationFrame), 1k and 10k bars;
//   - tick: one KLINE push (the last bar moves, or every 20th push a new bar) measured as the
//     synchronous push plus the JavaScript of every animation-frame callback until the chart
//     has drawn it (requestAnimationFrame is wrapped by an init script, the bench's own frames
//     excepted), in the opening view (latest 120 bars) and zoomed out to every bar;
//   - main-thread busy time per tick (DevTools TaskDuration), which also counts paint work.
// Libraries are interleaved per round. Prints figures, ratios and targets; asserts nothing.
//
//   pnpm bench kline                                  # from the repository root
//   BENCH_SKIP_BUILD=1 BENCH_ROUNDS=5 BENCH_TICKS=300 node bench/kline/kline-bench.mjs
//   BENCH_PROFILE=echarts node bench/kline/kline-bench.mjs   # + top self time of our ticks
//   (BENCH_PROFILE takes echarts, lwc or lwc-candles; BENCH_BARS=1000 picks the bar counts)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildStandalone,
  launchChromium,
  repoRoot,
  selfTimes,
  sendFile,
  seededRandom,
  serveBuild,
  standaloneDist,
} from '../lib/browser-harness.mjs';

/* global window -- functions passed to page.evaluate / addInitScript run in the browser. */

const here = path.dirname(fileURLToPath(import.meta.url));
// BENCH_DIST: another build of the harness, e.g. one made with --no-optimization-minimize and
// --output-path for readable names in BENCH_PROFILE (it is then never rebuilt here).
const dist = process.env.BENCH_DIST ?? standaloneDist;
const lwcDist = path.join(repoRoot, 'bench/node_modules/lightweight-charts/dist');
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const tickCount = Number(process.env.BENCH_TICKS ?? 100);
const sizes = (process.env.BENCH_BARS ?? '1000,10000').split(',').map(Number);
const profileLibrary = process.env.BENCH_PROFILE ?? null;
const APPEND_EVERY = 20;
const MINUTE = 60_000;

/** The three charts of a round; the peer with our chart's layers, and its bare candles. */
const LIBRARIES = [
  { key: 'echarts', label: 'ours (KlineChart + ECharts)', path: '/bench/kline' },
  { key: 'lwc', label: 'lightweight-charts, same layers', path: '/bench/lwc?layers=full' },
  { key: 'lwc-candles', label: 'lightweight-charts, candles', path: '/bench/lwc?layers=candles' },
];
const VIEWS = ['latest 120', 'all bars'];

if (!process.env.BENCH_DIST) buildStandalone();

const LWC_HTML = `<!doctype html>
<html><head><meta charset="utf-8"><title>lightweight-charts bench</title>
<style>body{margin:0;background:#0b0e11}</style></head>
<body><div id="chart"></div>
<script src="/bench/lwc/lightweight-charts.js"></script>
<script src="/bench/lwc/page.js"></script></body></html>`;

/** The peer's page, its library and script; everything else is the standalone build. */
const routeLwc = (url, response) => {
  if (url.pathname === '/bench/lwc') {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end(LWC_HTML);
    return true;
  }
  if (url.pathname === '/bench/lwc/lightweight-charts.js') {
    sendFile(response, path.join(lwcDist, 'lightweight-charts.standalone.production.js'));
    return true;
  }
  if (url.pathname === '/bench/lwc/page.js') {
    sendFile(response, path.join(here, 'lwc-page.js'));
    return true;
  }
  return false;
};

/** `count` one-minute bars in the wire format (decimal strings), then the ticks that follow. */
const market = (count, ticks) => {
  const next = seededRandom(count);
  const price = (value) => value.toFixed(2);
  const bars = [];
  let close = 30_000;
  let time = Date.UTC(2024, 0, 1);
  for (let index = 0; index < count; index += 1) {
    const open = close;
    close = Math.max(1, open + (next() - 0.5) * 60);
    const high = Math.max(open, close) + next() * 20;
    const low = Math.min(open, close) - next() * 20;
    bars.push({
      time,
      open: price(open),
      high: price(high),
      low: price(low),
      close: price(close),
      volume: (next() * 5).toFixed(4),
    });
    time += MINUTE;
  }
  // A live bar: trades move its close inside a growing range; every APPEND_EVERY-th push opens
  // the next minute.
  const pushes = [];
  let live = { ...bars[bars.length - 1] };
  for (let index = 1; index <= ticks; index += 1) {
    if (index % APPEND_EVERY === 0) {
      live = {
        time: live.time + MINUTE,
        open: live.close,
        high: live.close,
        low: live.close,
        close: live.close,
        volume: '0.0000',
      };
    } else {
      const value = Math.max(1, Number(live.close) + (next() - 0.5) * 10);
      live = {
        ...live,
        close: price(value),
        high: price(Math.max(Number(live.high), value)),
        low: price(Math.min(Number(live.low), value)),
        volume: (Number(live.volume) + next() * 0.2).toFixed(4),
      };
    }
    pushes.push(live);
  }
  return { bars, pushes };
};

const { server, origin } = await serveBuild(dist, routeLwc);
const browser = await launchChromium();

/**
 * Counts the JavaScript time of every animation-frame callback (the libraries' draws, RxJS's
 * frame scheduler) into window.__frameWork. Installed before any page script, so zrender and
 * lightweight-charts pick up the wrapper; the bench's own frames use __nativeRaf.
 */
const countFrameWork = () => {
  const native = window.requestAnimationFrame.bind(window);
  window.__nativeRaf = native;
  window.__frameWork = 0;
  window.requestAnimationFrame = (callback) =>
    native((time) => {
      const start = performance.now();
      try {
        callback(time);
      } finally {
        window.__frameWork += performance.now() - start;
      }
    });
};

/** Top self time of the profiled ticks, per tick, and the total of all JavaScript. */
const profileSummary = (profile, ticks, top = 15) => {
  const times = selfTimes(profile).filter(
    ([name]) => !name.startsWith('(idle)') && !name.startsWith('(program)'),
  );
  const perTick = (micros) => `${(micros / 1000 / ticks).toFixed(3).padStart(8)} ms/tick`;
  const total = times.reduce((sum, [, micros]) => sum + micros, 0);
  return [
    ...times.slice(0, top).map(([name, micros]) => `${perTick(micros)}  ${name}`),
    `${perTick(total)}  (all of it)`,
  ].join('\n');
};

/** One library, one bar count, on a fresh page: first paint, then the ticks of each view. */
const run = async (library, size) => {
  const { bars, pushes } = market(size, tickCount * VIEWS.length);
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(countFrameWork);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find(
      (metric) => metric.name === 'TaskDuration',
    )?.value ?? 0;
  await page.goto(`${origin}${library.path}`);
  await page.waitForFunction(() => window.__klineBench?.ready === true, null, { timeout: 30_000 });
  const { paintMs } = await page.evaluate((data) => window.__klineBench.load(data), bars);
  const views = {};
  for (const [index, view] of VIEWS.entries()) {
    if (view === 'all bars') await page.evaluate(() => window.__klineBench.showAll());
    const batch = pushes.slice(index * tickCount, (index + 1) * tickCount);
    // Warm-up outside the figures: the first ticks compile the update paths.
    await page.evaluate((data) => window.__klineBench.tick(data), batch.slice(0, 10));
    const profiling = profileLibrary === library.key;
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    const busyStart = await taskSeconds();
    const samples = await page.evaluate((data) => window.__klineBench.tick(data), batch);
    const busyMs = ((await taskSeconds()) - busyStart) * 1000;
    if (profiling) {
      const { profile } = await cdp.send('Profiler.stop');
      console.log(
        `\n${library.label}, ${size} bars, ${view}: self time\n${profileSummary(profile, batch.length)}`,
      );
    }
    views[view] = { samples, busyPerTick: busyMs / batch.length };
  }
  await page.close();
  return { paintMs, views };
};

const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const median = (values) => percentile(values, 50);
const fixed = (value, places = 2) => (Number.isFinite(value) ? value.toFixed(places) : '--');
const verdict = (ok) => (ok ? 'met' : 'NOT met');

try {
  /** results[library][size] = { paints: number[], views: { [view]: { samples, busy } } } */
  const results = {};
  for (let round = 1; round <= rounds; round += 1) {
    // Interleaved, and the order turns each round so no library always runs first.
    const order = LIBRARIES.map((_, index) => LIBRARIES[(index + round - 1) % LIBRARIES.length]);
    for (const size of sizes) {
      for (const library of order) {
        console.log(`round ${round}/${rounds}: ${library.label}, ${size} bars …`);
        const outcome = await run(library, size);
        const entry = ((results[library.key] ??= {})[size] ??= { paints: [], views: {} });
        entry.paints.push(outcome.paintMs);
        for (const [view, figures] of Object.entries(outcome.views)) {
          const bucket = (entry.views[view] ??= { samples: [], busy: [] });
          bucket.samples.push(...figures.samples);
          bucket.busy.push(figures.busyPerTick);
        }
      }
    }
  }

  console.log(
    `\nCandlestick chart: ${tickCount} ticks per view (every ${APPEND_EVERY}th a new bar), ` +
      `${rounds} round(s), Chromium ${browser.version()}, 1200×516 px chart\n`,
  );
  console.log(
    'First paint (bars handed over → the frame after the one showing them, double rAF), ms',
  );
  console.table(
    LIBRARIES.flatMap((library) =>
      sizes.map((size) => {
        const paints = results[library.key][size].paints;
        return {
          chart: library.label,
          bars: size,
          p50: fixed(median(paints), 1),
          p95: fixed(percentile(paints, 95), 1),
          runs: paints.length,
        };
      }),
    ),
  );
  console.log(
    'Tick: synchronous push + animation-frame JavaScript until drawn (ms); busy = main-thread ' +
      'TaskDuration per tick, paint included',
  );
  const tickFigures = (key, size, view) => {
    const { samples, busy } = results[key][size].views[view];
    return {
      p50: median(samples.map((sample) => sample.workMs)),
      p95: percentile(
        samples.map((sample) => sample.workMs),
        95,
      ),
      sync: median(samples.map((sample) => sample.syncMs)),
      frames: median(samples.map((sample) => sample.frames)),
      latency: median(samples.map((sample) => sample.latencyMs)),
      busy: median(busy),
    };
  };
  console.table(
    LIBRARIES.flatMap((library) =>
      sizes.flatMap((size) =>
        VIEWS.map((view) => {
          const figures = tickFigures(library.key, size, view);
          return {
            chart: library.label,
            bars: size,
            view,
            'tick p50': fixed(figures.p50, 3),
            'tick p95': fixed(figures.p95, 3),
            'sync p50': fixed(figures.sync, 3),
            'busy/tick': fixed(figures.busy, 3),
            'frames to screen': figures.frames,
            'push→drawn p50': fixed(figures.latency, 1),
          };
        }),
      ),
    ),
  );

  const lines = ['Ratios (tick p50, ours / peer):'];
  for (const size of sizes) {
    for (const view of VIEWS) {
      const ours = tickFigures('echarts', size, view).p50;
      const same = ours / tickFigures('lwc', size, view).p50;
      const bare = ours / tickFigures('lwc-candles', size, view).p50;
      lines.push(
        `  ${String(size).padStart(5)} bars, ${view.padEnd(10)}: ${fixed(same, 1)}x same layers, ` +
          `${fixed(bare, 1)}x candles only   target ≤ 5x: ${verdict(same <= 5)} / ${verdict(bare <= 5)}`,
      );
    }
  }
  lines.push('Targets:');
  if (sizes.includes(1000)) {
    const ours = tickFigures('echarts', 1000, 'all bars');
    lines.push(
      `  our tick at 1k visible bars: p50 ${fixed(ours.p50, 3)} ms (p95 ${fixed(ours.p95, 3)})` +
        `   target ≤ 2 ms: ${verdict(ours.p50 <= 2)}`,
    );
  }
  if (sizes.includes(10000)) {
    for (const library of LIBRARIES) {
      const paint = median(results[library.key][10000].paints);
      lines.push(
        `  first paint at 10k bars, ${library.label}: ${fixed(paint, 1)} ms   target ≤ 250 ms: ` +
          verdict(paint <= 250),
      );
    }
  }
  console.log(lines.join('\n'));
} finally {
  await browser.close();
  server.close();
}
