import type { KlinePeriod } from '@exchange/shared';
import { formatterFor } from './chart-time';
import { PERIOD_MS } from './kline-math';
import { KLINE_GRIDS } from './kline-ranges';

/**
 * Which bars carry a time label on the chart's axis: the first bar of each round step of the
 * chart's time zone (10:00, 10:15, 10:30; midnights; Mondays; the 1st of a month), with the
 * step chosen so labels stay about `MIN_LABEL_GAP_PX` apart at the current zoom. ECharts' own
 * choice on a category axis is every n-th bar, which gives 23:10, 23:17, 23:24 on 1-minute bars.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Steps of a month or more are counted in calendar months (`MONTH_STEP * months`). */
const MONTH_STEP = 31 * DAY;

/** Round steps, shortest first: minutes, hours, days, a week, then months. */
export const LABEL_STEPS_MS: readonly number[] = [
  MINUTE,
  2 * MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  15 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
  2 * DAY,
  7 * DAY,
  MONTH_STEP,
  3 * MONTH_STEP,
  6 * MONTH_STEP,
  12 * MONTH_STEP,
];

/** About the width of the widest label ("2026/11") and a gap. */
export const MIN_LABEL_GAP_PX = 80;

/**
 * The shortest round step, no shorter than a bar, that puts labels at least
 * `MIN_LABEL_GAP_PX` apart when `visibleBars` bars share `widthPx`.
 */
export const labelStepMs = (period: KlinePeriod, visibleBars: number, widthPx: number): number => {
  const barMs = PERIOD_MS[period];
  const pxPerBar = widthPx / Math.max(1, visibleBars);
  const wanted = (MIN_LABEL_GAP_PX / Math.max(pxPerBar, 1e-6)) * barMs;
  return (
    LABEL_STEPS_MS.find((step) => step >= barMs && step >= wanted) ??
    LABEL_STEPS_MS[LABEL_STEPS_MS.length - 1]
  );
};

const OFFSET_NAME: Intl.DateTimeFormatOptions = { timeZoneName: 'longOffset' };
/** Offsets by zone and UTC hour: a zone's offset only changes on an hour (or half) boundary. */
const offsetCache = new Map<string, Map<number, number>>();

/** The zone's offset from UTC at `ms`, in ms (New York in winter: −5 h). */
export const zoneOffsetMs = (ms: number, timeZone: string): number => {
  let byHour = offsetCache.get(timeZone);
  if (!byHour) {
    byHour = new Map();
    offsetCache.set(timeZone, byHour);
  }
  // Half-hour keys: some zones change their offset at :30 (Lord Howe Island).
  const key = Math.floor(ms / (HOUR / 2));
  const cached = byHour.get(key);
  if (cached !== undefined) return cached;
  const name = formatterFor('en-US', timeZone, OFFSET_NAME)
    .formatToParts(ms)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  const offset = match
    ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * HOUR + Number(match[3] ?? 0) * MINUTE)
    : 0;
  byHour.set(key, offset);
  return offset;
};

/** Which step of length `stepMs` the zone's wall clock at `ms` is in. */
export const labelBucket = (ms: number, stepMs: number, timeZone: string): number => {
  const local = ms + zoneOffsetMs(ms, timeZone);
  if (stepMs >= MONTH_STEP) {
    const date = new Date(local);
    const months = date.getUTCFullYear() * 12 + date.getUTCMonth();
    return Math.floor(months / Math.round(stepMs / MONTH_STEP));
  }
  // 1970-01-01 was a Thursday: three days on, weeks start on Mondays.
  if (stepMs === 7 * DAY) return Math.floor((Math.floor(local / DAY) + 3) / 7);
  return Math.floor(local / stepMs);
};

/** True when bar `index` is the first of a new step (never the very first bar: it has no step before it). */
export const startsLabelStep = (
  times: ArrayLike<number | string>,
  index: number,
  stepMs: number,
  timeZone: string,
): boolean =>
  index > 0 &&
  index < times.length &&
  labelBucket(Number(times[index]), stepMs, timeZone) !==
    labelBucket(Number(times[index - 1]), stepMs, timeZone);

/** A chart's width before it is laid out (0 px): about /trade's. */
const UNMEASURED_CHART_WIDTH_PX = 800;

/** The plot's width in a chart `width` px wide (less the grids' side margins). */
export const plotWidth = (width: number): number =>
  Math.max(0, (width || UNMEASURED_CHART_WIDTH_PX) - KLINE_GRIDS[0].left - KLINE_GRIDS[0].right);
