import type { KlineBar, KlinePeriod } from '@exchange/shared';

/** What a chart button shows: the time-line (1min closes as a line) or candles of a period. */
export type ChartView = 'line' | KlinePeriod;

/** The chart's buttons in the spec's order (docs/product.md#public-and-spot-constants); 1hour asks the server for 60min. */
export const CHART_VIEWS: readonly ChartView[] = [
  'line',
  '1min',
  '5min',
  '15min',
  '30min',
  '60min',
  '1day',
  '1week',
  '1mon',
];

export const DEFAULT_CHART_VIEW: ChartView = '1min';

/** The chart polls market/kline this often (docs/product.md#public-and-spot-calls). */
export const KLINE_POLL_MS = 10_000;

/** Bars asked for when a view opens, and on each poll (enough to repair missed pushes). */
export const INITIAL_BAR_COUNT = 500;
export const POLL_BAR_COUNT = 60;

/** A poll returning fewer bars than this puts the chart in its error state (docs/product.md#public-and-spot-calls). */
export const MIN_POLL_BARS = 2;

export const MA_LENGTHS = [10, 15, 20] as const;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const PERIOD_MS: Record<KlinePeriod, number> = {
  '1min': MINUTE,
  '5min': 5 * MINUTE,
  '15min': 15 * MINUTE,
  '30min': 30 * MINUTE,
  '60min': 60 * MINUTE,
  '1day': DAY,
  '1week': 7 * DAY,
  '1mon': 31 * DAY,
};

export const periodOfView = (view: ChartView): KlinePeriod => (view === 'line' ? '1min' : view);

/** market/kline takes unix seconds (docs/decisions.md). */
export const klineWindow = (
  period: KlinePeriod,
  nowMs: number,
  bars: number,
): { from: number; to: number } => {
  const to = Math.floor(nowMs / 1000);
  return { from: to - Math.floor((PERIOD_MS[period] * bars) / 1000), to };
};

/**
 * Simple moving average of the closes; null until `length` closes exist (a chart gap, never a
 * made-up value). Each window is summed on its own so a tick's single recomputation
 * (movingAverageAt) gives bit-for-bit the same value.
 */
export const movingAverage = (closes: readonly number[], length: number): (number | null)[] =>
  closes.map((_, index) => movingAverageAt(closes, length, index));

/** The average ending at `index`, for a tick that only moved the last close. */
export const movingAverageAt = (
  closes: readonly number[],
  length: number,
  index: number,
): number | null => {
  if (index < length - 1 || index >= closes.length) return null;
  let sum = 0;
  for (let offset = index - length + 1; offset <= index; offset += 1) sum += closes[offset];
  return sum / length;
};

export type CrossKind = 'golden' | 'death';

/** Whether the fast average crossed the slow one at `index` (the MA 10/20 cross study). */
export const crossAt = (
  fast: readonly (number | null)[],
  slow: readonly (number | null)[],
  index: number,
): CrossKind | null => {
  if (index < 1) return null;
  const [f0, s0, f1, s1] = [fast[index - 1], slow[index - 1], fast[index], slow[index]];
  if (f0 == null || s0 == null || f1 == null || s1 == null) return null;
  if (f0 <= s0 && f1 > s1) return 'golden';
  if (f0 >= s0 && f1 < s1) return 'death';
  return null;
};

const WEEK_OFFSET = 4 * DAY; // 1970-01-01 was a Thursday: weeks start on Monday 00:00 UTC

/**
 * The opening of the period holding `ms`, aligned as the server's buckets are (UTC minutes,
 * hours and days, weeks from Monday, calendar months): docs/decisions.md#market-data.
 */
export const periodStartOf = (period: KlinePeriod, ms: number): number => {
  if (period === '1mon') {
    const date = new Date(ms);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  }
  const size = PERIOD_MS[period];
  const offset = period === '1week' ? WEEK_OFFSET : 0;
  return Math.floor((ms - offset) / size) * size + offset;
};

/** The opening of the period after the one that opened at `start`. */
export const nextPeriodStart = (period: KlinePeriod, start: number): number => {
  if (period !== '1mon') return periodStartOf(period, start) + PERIOD_MS[period];
  const date = new Date(start);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
};

export type BarChange = 'append' | 'replace' | 'history' | 'ignore';

/** How far back a late push may still correct a bar in place (a trade just before a rollover). */
const LATE_BARS = 3;

/**
 * A live bar (KLINE push) against the bars on screen: a bar of a newer period is appended (the
 * last bar is never re-dated), the current bar replaced, one of the last few closed bars
 * corrected (`history`: it arrived after the period rolled over), anything older ignored (the
 * next poll repairs it).
 */
export const applyTick = (
  bars: readonly KlineBar[],
  bar: KlineBar,
): { bars: KlineBar[]; change: BarChange } => {
  const last = bars[bars.length - 1];
  if (!last || bar.time > last.time) return { bars: [...bars, bar], change: 'append' };
  if (bar.time === last.time) return { bars: [...bars.slice(0, -1), bar], change: 'replace' };
  for (let index = bars.length - 2; index >= Math.max(0, bars.length - LATE_BARS); index -= 1) {
    if (bars[index].time !== bar.time) continue;
    const next = bars.slice();
    next[index] = bar;
    return { bars: next, change: 'history' };
  }
  return { bars: bars as KlineBar[], change: 'ignore' };
};

/**
 * The bar the clock opens when a period rolls over before any trade of it: the previous close,
 * flat, with no volume (what market/kline answers for a period without trades), so the chart
 * gains its new bar on the boundary. Null unless the last bar is the period just closed.
 */
export const rolloverBar = (
  bars: readonly KlineBar[],
  period: KlinePeriod,
  nowMs: number,
): KlineBar | null => {
  const last = bars[bars.length - 1];
  if (!last) return null;
  const start = periodStartOf(period, nowMs);
  if (last.time >= start || nextPeriodStart(period, last.time) !== start) return null;
  const { close } = last;
  // Zero at the scale the server writes volumes in, so the next poll's bar compares equal.
  const places = last.volume.split('.')[1]?.length ?? 0;
  const volume = places > 0 ? `0.${'0'.repeat(places)}` : '0';
  return { time: start, open: close, high: close, low: close, close, volume };
};

const sameBar = (a: KlineBar, b: KlineBar): boolean =>
  a.open === b.open &&
  a.high === b.high &&
  a.low === b.low &&
  a.close === b.close &&
  a.volume === b.volume;

/**
 * Merges a poll answer (oldest first) into the bars: the answer wins at equal times, new times
 * are added; `changed` says whether anything on screen differs.
 */
export const mergeBars = (
  bars: readonly KlineBar[],
  incoming: readonly KlineBar[],
): { bars: KlineBar[]; changed: boolean } => {
  const byTime = new Map<number, KlineBar>();
  for (const bar of bars) byTime.set(bar.time, bar);
  let changed = false;
  for (const bar of incoming) {
    const known = byTime.get(bar.time);
    if (!known || !sameBar(known, bar)) changed = true;
    byTime.set(bar.time, bar);
  }
  if (!changed) return { bars: bars.slice(), changed };
  return { bars: [...byTime.values()].sort((a, b) => a.time - b.time), changed };
};

// Lives with the languages (the stored `locale` key is written from it); kept exported here.
export { chartLocaleOf } from '@exchange/shared';

/** A BCP 47 tag for Intl from a chart locale (zh_TW → zh-TW). */
export const intlLocaleOf = (chartLocale: string): string => chartLocale.replace('_', '-');
