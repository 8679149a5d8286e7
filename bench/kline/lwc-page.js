// The lightweight-charts side of bench/kline, run in the browser (served at /bench/lwc/page.js
// after the library's standalone build). Same size, same wire bars (strings, ms times) and the
// same measuring loop as remote-spot's /bench/kline page, so the two differ only in the chart.
// `?layers=full` draws what our chart draws (candles, volume, MA 10/15/20; no cross markers),
// `?layers=candles` only the candle series (the plain `series.update()` of docs/performance.md).
/* global window, document, LightweightCharts */

const CHART_WIDTH = 1200;
const CHART_HEIGHT = 516;
const VISIBLE_BARS = 120;
const MAX_FRAMES = 60;
const MA_LENGTHS = [10, 15, 20];
const UP = '#0ecb81';
const DOWN = '#f6465d';

const layers = new URLSearchParams(window.location.search).get('layers') ?? 'full';
const nativeRaf = window.__nativeRaf ?? window.requestAnimationFrame.bind(window);
const nextFrame = () => new Promise((resolve) => nativeRaf(resolve));
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const frameWhere = async (done) => {
  let frames = 0;
  do {
    await nextFrame();
    frames += 1;
  } while (!done() && frames < MAX_FRAMES);
  return frames;
};

const { createChart, CandlestickSeries, HistogramSeries, LineSeries } = LightweightCharts;
const container = document.getElementById('chart');
container.style.width = `${CHART_WIDTH}px`;
container.style.height = `${CHART_HEIGHT}px`;
const chart = createChart(container, {
  width: CHART_WIDTH,
  height: CHART_HEIGHT,
  layout: { background: { color: '#0b0e11' }, textColor: '#848e9c' },
});
const candles = chart.addSeries(CandlestickSeries, {
  upColor: UP,
  downColor: DOWN,
  borderUpColor: UP,
  borderDownColor: DOWN,
  wickUpColor: UP,
  wickDownColor: DOWN,
});
const full = layers === 'full';
// Volume on its own overlay scale in the bottom fifth, like our second grid.
const volume = full ? chart.addSeries(HistogramSeries, { priceScaleId: 'volume' }) : null;
volume?.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
const averages = full
  ? MA_LENGTHS.map((length) => ({
      length,
      series: chart.addSeries(LineSeries, {
        lineWidth: 1,
        priceLineVisible: false,
        lastValueVisible: false,
      }),
    }))
  : [];

// What the page keeps between ticks, as our chart keeps its series: parsed closes for the MAs.
const closes = [];
const timeOf = (bar) => bar.time / 1000;
const candleOf = (bar) => ({
  time: timeOf(bar),
  open: Number(bar.open),
  high: Number(bar.high),
  low: Number(bar.low),
  close: Number(bar.close),
});
const volumeOf = (bar) => ({
  time: timeOf(bar),
  value: Number(bar.volume),
  color: Number(bar.close) >= Number(bar.open) ? UP : DOWN,
});
const averageAt = (length, index) => {
  if (index < length - 1) return null;
  let sum = 0;
  for (let offset = index - length + 1; offset <= index; offset += 1) sum += closes[offset];
  return sum / length;
};
// A missing average is whitespace (a gap), as ours is a null.
const averagePoint = (bar, length, index) => {
  const value = averageAt(length, index);
  return value === null ? { time: timeOf(bar) } : { time: timeOf(bar), value };
};

let lastTime = null;
const applyBar = (bar) => {
  if (bar.time === lastTime) closes[closes.length - 1] = Number(bar.close);
  else closes.push(Number(bar.close));
  lastTime = bar.time;
  const index = closes.length - 1;
  candles.update(candleOf(bar));
  volume?.update(volumeOf(bar));
  for (const { length, series } of averages) series.update(averagePoint(bar, length, index));
};

window.__klineBench = {
  library: 'lightweight-charts',
  ready: true,
  load: async (bars) => {
    await nextFrame();
    const start = performance.now();
    for (const bar of bars) closes.push(Number(bar.close));
    lastTime = bars[bars.length - 1].time;
    candles.setData(bars.map(candleOf));
    volume?.setData(bars.map(volumeOf));
    for (const { length, series } of averages) {
      series.setData(bars.map((bar, index) => averagePoint(bar, length, index)));
    }
    // The same opening view as ours: the latest 120 bars.
    chart.timeScale().setVisibleLogicalRange({ from: bars.length - VISIBLE_BARS, to: bars.length });
    // Double rAF: the library draws in the first frame, the second starts after it was shown.
    await nextFrame();
    await nextFrame();
    return { paintMs: performance.now() - start };
  },
  showAll: async () => {
    // Its default minimum bar spacing (0.5 px) would not fit 10k bars in 1,200 px.
    chart.timeScale().applyOptions({ minBarSpacing: 0.01 });
    chart.timeScale().fitContent();
    await nextFrame();
    await nextFrame();
  },
  tick: async (bars) => {
    const samples = [];
    for (const bar of bars) {
      await nextTask();
      window.__frameWork = 0;
      const start = performance.now();
      applyBar(bar);
      const syncMs = performance.now() - start;
      // update() only plans a draw on the next animation frame; the bench's frame callback
      // runs after the library's in that frame, when the bar has been drawn.
      const frames = await frameWhere(() => true);
      samples.push({
        syncMs,
        workMs: syncMs + (window.__frameWork ?? 0),
        frames,
        latencyMs: performance.now() - start,
      });
    }
    return samples;
  },
};
