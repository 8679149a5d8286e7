import type { Database } from 'better-sqlite3';
import type { KlineBar, KlinePeriod } from '@exchange/shared/contract';
import { formatUnits, unitsOf } from '../engine';

/**
 * Candles (docs/decisions.md#market-data): periods, UTC-aligned buckets and aggregation of the
 * stored bars. Trades keep 1-minute bars; the seeded history also has hour and day bars, and
 * a period is built from every stored bar whose span fits in it (a day bar never lands in a
 * 1-hour candle). Money stays bigint ticks and lots; text only at the edges.
 */

/** The contract's KLINE_PERIODS (the server cannot import runtime values from shared). */
export const KLINE_PERIODS = [
  '1min',
  '5min',
  '15min',
  '30min',
  '60min',
  '1day',
  '1week',
  '1mon',
] as const satisfies readonly KlinePeriod[];
// Compile-time check that the list covers every contract period.
const _allPeriods: Record<KlinePeriod, true> = Object.fromEntries(
  KLINE_PERIODS.map((period) => [period, true]),
) as Record<(typeof KLINE_PERIODS)[number], true>;
void _allPeriods;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** 1970-01-01 was a Thursday: weeks start on Monday 00:00 UTC, 4 days later. */
const WEEK_OFFSET_MS = 4 * DAY_MS;
/** At most this many bars per market/kline answer (the newest ones of the range). */
export const KLINE_MAX_BARS = 2000;

const FIXED_MS: Partial<Record<KlinePeriod, number>> = {
  '1min': MINUTE_MS,
  '5min': 5 * MINUTE_MS,
  '15min': 15 * MINUTE_MS,
  '30min': 30 * MINUTE_MS,
  '60min': HOUR_MS,
  '1day': DAY_MS,
  '1week': 7 * DAY_MS,
};

/** The chart's 1hour button is 60min (docs/decisions.md); accepted as an alias. */
export function parsePeriod(value: string): KlinePeriod | undefined {
  const period = value === '1hour' ? '60min' : value;
  return (KLINE_PERIODS as readonly string[]).includes(period)
    ? (period as KlinePeriod)
    : undefined;
}

/** Longest stored bar that fits in a period (months are at least 28 days). */
export function maxSpanFor(period: KlinePeriod): number {
  return period === '1mon' ? 28 * DAY_MS : (FIXED_MS[period] as number);
}

export function bucketStart(period: KlinePeriod, time: number): number {
  if (period === '1mon') {
    const date = new Date(time);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  }
  const size = FIXED_MS[period] as number;
  const offset = period === '1week' ? WEEK_OFFSET_MS : 0;
  return Math.floor((time - offset) / size) * size + offset;
}

export function nextBucket(period: KlinePeriod, start: number): number {
  if (period === '1mon') {
    const date = new Date(start);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  }
  return start + (FIXED_MS[period] as number);
}

function previousBucket(period: KlinePeriod, start: number): number {
  if (period === '1mon') {
    const date = new Date(start);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1);
  }
  return start - (FIXED_MS[period] as number);
}

/** A bar in engine units: prices in ticks, volume in lots. */
export type Bar = {
  time: number;
  open: bigint;
  high: bigint;
  low: bigint;
  close: bigint;
  volume: bigint;
};

export type Scales = { priceDecimals: number; numberDecimals: number };

export function formatBar(bar: Bar, scales: Scales): KlineBar {
  return {
    time: bar.time,
    open: formatUnits(bar.open, scales.priceDecimals),
    high: formatUnits(bar.high, scales.priceDecimals),
    low: formatUnits(bar.low, scales.priceDecimals),
    close: formatUnits(bar.close, scales.priceDecimals),
    volume: formatUnits(bar.volume, scales.numberDecimals),
  };
}

/** Folds a trade (or a finer bar) into a bar of the same bucket. */
export function mergeInto(bar: Bar, part: Omit<Bar, 'time'>): void {
  if (part.high > bar.high) bar.high = part.high;
  if (part.low < bar.low) bar.low = part.low;
  bar.close = part.close;
  bar.volume += part.volume;
}

type StoredBar = {
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
};

export type KlineReader = {
  /** Bars of `period` from the bucket of `fromMs` to the bucket of `toMs`, oldest first. */
  bars(pairId: number, period: KlinePeriod, fromMs: number, toMs: number, scales: Scales): Bar[];
  /** The bar of the bucket holding `time`, or null when nothing traded in it. */
  current(pairId: number, period: KlinePeriod, time: number, scales: Scales): Bar | null;
  /** The close of the newest stored bar, or null when the pair has no history. */
  lastClose(pairId: number, scales: Scales): bigint | null;
  /** The close of the newest bar that opened before `time`. */
  closeBefore(pairId: number, time: number, scales: Scales): bigint | null;
  /** The 1-minute bars that opened at or after `fromMs`, oldest first. */
  minuteBarsSince(pairId: number, fromMs: number, scales: Scales): Bar[];
};

export function createKlineReader(db: Database): KlineReader {
  const range = db.prepare(
    `SELECT time, open, high, low, close, volume FROM spot_klines
      WHERE currency_match_id = ? AND time >= ? AND time < ? AND span_ms <= ?
      ORDER BY time, span_ms`,
  );
  const before = db.prepare(
    `SELECT close FROM spot_klines WHERE currency_match_id = ? AND time < ?
      ORDER BY time DESC LIMIT 1`,
  );

  const minuteBars = db.prepare(
    `SELECT time, open, high, low, close, volume FROM spot_klines
      WHERE currency_match_id = ? AND time >= ? AND span_ms = ${MINUTE_MS} ORDER BY time`,
  );

  const parse = (row: StoredBar, scales: Scales): Bar => ({
    time: row.time,
    open: unitsOf(row.open, scales.priceDecimals),
    high: unitsOf(row.high, scales.priceDecimals),
    low: unitsOf(row.low, scales.priceDecimals),
    close: unitsOf(row.close, scales.priceDecimals),
    volume: unitsOf(row.volume, scales.numberDecimals),
  });

  const aggregate = (
    pairId: number,
    period: KlinePeriod,
    start: number,
    end: number,
    scales: Scales,
  ): Map<number, Bar> => {
    const rows = range.all(pairId, start, end, maxSpanFor(period)) as StoredBar[];
    const buckets = new Map<number, Bar>();
    for (const row of rows) {
      const part = parse(row, scales);
      const time = bucketStart(period, row.time);
      const bar = buckets.get(time);
      if (bar) mergeInto(bar, part);
      else buckets.set(time, { ...part, time });
    }
    return buckets;
  };

  const closeBefore = (pairId: number, time: number, scales: Scales): bigint | null => {
    const row = before.get(pairId, time) as { close: string } | undefined;
    return row ? unitsOf(row.close, scales.priceDecimals) : null;
  };

  return {
    bars(pairId, period, fromMs, toMs, scales) {
      const last = bucketStart(period, toMs);
      let first = bucketStart(period, Math.min(fromMs, toMs));
      // Keep the newest KLINE_MAX_BARS buckets of a long range.
      let count = 1;
      let cursor = last;
      while (cursor > first && count < KLINE_MAX_BARS) {
        cursor = previousBucket(period, cursor);
        count += 1;
      }
      first = Math.max(first, cursor);
      const buckets = aggregate(pairId, period, first, nextBucket(period, last), scales);
      // Buckets without trades repeat the previous close with zero volume (the price did not
      // move), from the first bar that exists on: nothing is invented before the history.
      let previous = closeBefore(pairId, first, scales);
      const bars: Bar[] = [];
      for (let time = first; time <= last; time = nextBucket(period, time)) {
        const bar = buckets.get(time);
        if (bar) {
          bars.push(bar);
          previous = bar.close;
        } else if (previous !== null) {
          bars.push({
            time,
            open: previous,
            high: previous,
            low: previous,
            close: previous,
            volume: 0n,
          });
        }
      }
      return bars;
    },
    current(pairId, period, time, scales) {
      const start = bucketStart(period, time);
      return aggregate(pairId, period, start, nextBucket(period, start), scales).get(start) ?? null;
    },
    lastClose(pairId, scales) {
      return closeBefore(pairId, Number.MAX_SAFE_INTEGER, scales);
    },
    closeBefore,
    minuteBarsSince(pairId, fromMs, scales) {
      return (minuteBars.all(pairId, fromMs) as StoredBar[]).map((row) => parse(row, scales));
    },
  };
}
