import {
  decimalPlacesOf,
  type KlineBar,
  type KlinePeriod,
  type Language,
  toDecimal,
} from '@exchange/shared';

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

export type BarChange = 'append' | 'replace' | 'ignore';

/**
 * A live bar (KLINE push) against the bars on screen: the current bar is replaced, a newer one
 * appended, an older one ignored (it arrived late; the next poll repairs history).
 */
export const applyTick = (
  bars: readonly KlineBar[],
  bar: KlineBar,
): { bars: KlineBar[]; change: BarChange } => {
  const last = bars[bars.length - 1];
  if (!last || bar.time > last.time) return { bars: [...bars, bar], change: 'append' };
  if (bar.time === last.time) return { bars: [...bars.slice(0, -1), bar], change: 'replace' };
  return { bars: bars as KlineBar[], change: 'ignore' };
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

/** Chart price precision = the latest price's decimals (docs/product.md#public-and-spot-screens), else the pair's. */
export const pricePrecisionOf = (latest: string | null | undefined, fallback: number): number => {
  const parsed = latest ? toDecimal(latest) : null;
  return parsed ? Math.min(8, decimalPlacesOf(parsed)) : fallback;
};

/** Chart locale of a page language: hk → zh_TW and jp → ja (docs/product.md#public-and-spot-constants), kr → ko. */
export const chartLocaleOf = (language: Language): string => {
  switch (language) {
    case 'hk':
      return 'zh_TW';
    case 'jp':
      return 'ja';
    case 'kr':
      return 'ko';
    default:
      return language;
  }
};

/** A BCP 47 tag for Intl from a chart locale (zh_TW → zh-TW). */
export const intlLocaleOf = (chartLocale: string): string => chartLocale.replace('_', '-');
