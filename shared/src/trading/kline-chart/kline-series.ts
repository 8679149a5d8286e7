import type { KlineBar } from '@exchange/shared';
import { crossAt, MA_LENGTHS, movingAverage, movingAverageAt, type CrossKind } from './kline-math';

export type MaLength = (typeof MA_LENGTHS)[number];

/** A cross marker on the price axis: [bar index, price, kind]. */
export type CrossPoint = [number, number, CrossKind];

/**
 * The chart's data in the shapes ECharts draws, kept between ticks so a live bar touches only
 * the last elements instead of rebuilding every array (docs/performance.md: kline tick ≤ 2 ms).
 * Numbers here are for drawing only; prices the user sends never come from a chart.
 */
export type KlineSeries = {
  /** Bar open times as category labels (ms as strings). */
  times: string[];
  /** ECharts candlestick order: open, close, low, high. */
  candles: [number, number, number, number][];
  closes: number[];
  volumes: number[];
  /** 1 when the bar closed at or above its open, -1 otherwise (volume bar colour). */
  directions: (1 | -1)[];
  ma: Record<MaLength, (number | null)[]>;
  crosses: CrossPoint[];
};

const candleOf = (bar: KlineBar): [number, number, number, number] => [
  Number(bar.open),
  Number(bar.close),
  Number(bar.low),
  Number(bar.high),
];

const directionOf = (bar: KlineBar): 1 | -1 => (Number(bar.close) >= Number(bar.open) ? 1 : -1);

const crossPointAt = (series: KlineSeries, index: number): CrossPoint | null => {
  const kind = crossAt(series.ma[10], series.ma[20], index);
  const value = series.ma[20][index];
  return kind && value != null ? [index, value, kind] : null;
};

export const buildSeries = (bars: readonly KlineBar[]): KlineSeries => {
  const closes = bars.map((bar) => Number(bar.close));
  const series: KlineSeries = {
    times: bars.map((bar) => String(bar.time)),
    candles: bars.map(candleOf),
    closes,
    volumes: bars.map((bar) => Number(bar.volume)),
    directions: bars.map(directionOf),
    ma: {
      10: movingAverage(closes, 10),
      15: movingAverage(closes, 15),
      20: movingAverage(closes, 20),
    },
    crosses: [],
  };
  for (let index = 1; index < bars.length; index += 1) {
    const point = crossPointAt(series, index);
    if (point) series.crosses.push(point);
  }
  return series;
};

const writeBar = (series: KlineSeries, index: number, bar: KlineBar): void => {
  series.times[index] = String(bar.time);
  series.candles[index] = candleOf(bar);
  series.closes[index] = Number(bar.close);
  series.volumes[index] = Number(bar.volume);
  series.directions[index] = directionOf(bar);
  for (const length of MA_LENGTHS) {
    series.ma[length][index] = movingAverageAt(series.closes, length, index);
  }
  // A moving close can create or undo the cross of the last bar: recompute that one only.
  while (series.crosses.length && series.crosses[series.crosses.length - 1][0] >= index) {
    series.crosses.pop();
  }
  const point = crossPointAt(series, index);
  if (point) series.crosses.push(point);
};

/** How the series followed the bars: only the tail changed, or everything was rebuilt. */
export type SeriesSync = 'tail' | 'append' | 'full';

/**
 * Brings `series` in line with `bars` in place. A live tick moves the last bar or adds one or
 * a few: only those indexes are rewritten. Anything else (a new view, history repaired by a
 * poll) rebuilds.
 */
export const syncSeries = (series: KlineSeries, bars: readonly KlineBar[]): SeriesSync => {
  const known = series.times.length;
  const lastKnown = known - 1;
  const added = bars.length - known;
  const tailMatches =
    known > 0 &&
    added >= 0 &&
    added <= 5 &&
    series.times[lastKnown] === String(bars[lastKnown].time);
  if (!tailMatches) {
    Object.assign(series, buildSeries(bars));
    return 'full';
  }
  for (let index = lastKnown; index < bars.length; index += 1) writeBar(series, index, bars[index]);
  return added > 0 ? 'append' : 'tail';
};
