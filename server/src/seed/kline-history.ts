import type { Database } from 'better-sqlite3';
import { crossTicks } from '../bots/cross-rate';
import { formatUnits, parseUnits } from '../engine';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../spot/kline';

/**
 * A fresh database's candle history, so every chart period is full from the first visit:
 * 1-minute bars for the last ~2 days, hour bars for the ~30 days before, day bars for 400 days
 * before that. Each USDT pair's history is a random walk (log-normal steps with a pull back to
 * the seed price) generated backwards from the pair's seeded close, so the newest bar ends
 * exactly at that price and real trades continue from it. A cross pair's (LTC/BTC) is its
 * legs' divided, bar by bar, so it agrees with them at every point. Prices are whole ticks and volumes whole
 * lots (integers); the random numbers only choose them.
 */

export type HistoryPair = {
  id: number;
  priceDecimals: number;
  numberDecimals: number;
  /** The seeded last price (plain decimal). */
  close: string;
  /**
   * Base units traded in an average minute (for sizing only): the market-maker bots' own rate
   * (botVolumePerMinute), so seeded and live bars have volumes of one market.
   */
  minuteVolume: number;
  /**
   * A cross pair's legs (BASE/USDT and QUOTE/USDT), by id, earlier in the list: its bars are
   * theirs divided, not a walk of its own.
   */
  legs?: { base: number; quote: number };
};

const MINUTE_HISTORY_MS = 2 * DAY_MS;
const HOUR_HISTORY_MS = 30 * DAY_MS;
const DAY_HISTORY_MS = 400 * DAY_MS;
/** Rows per INSERT statement. */
const CHUNK = 100;
/** About 3 % daily volatility. */
const DAILY_SIGMA = 0.03;

/** mulberry32: a small deterministic PRNG, so a seed looks the same on every fresh start. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number of units (a safe integer) as text at `scale`, like formatUnits without BigInt. */
function plain(units: number, scale: number): string {
  if (!Number.isSafeInteger(units) || units < 0)
    return formatUnits(BigInt(Math.round(units)), scale);
  if (scale === 0) return String(units);
  const text = String(units).padStart(scale + 1, '0');
  return `${text.slice(0, -scale)}.${text.slice(-scale)}`;
}

type Segment = { start: number; end: number; span: number; pull: number };

/** One bar in whole ticks and lots (safe integers). */
type HistoryBar = {
  time: number;
  span: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
};

type Gauss = () => number;

/**
 * A pair's own history: the random walk backwards from its seeded close, newest bar first.
 * Null when its close or volume cannot be read.
 */
function walkBars(
  pair: HistoryPair,
  segments: readonly Segment[],
  gauss: Gauss,
): HistoryBar[] | null {
  const closeTicks = parseUnits(pair.close, pair.priceDecimals);
  const minuteLots = pair.minuteVolume * 10 ** pair.numberDecimals;
  if (typeof closeTicks !== 'bigint' || closeTicks <= 0n || !(minuteLots >= 0)) return null;
  const anchor = Math.log(Number(closeTicks));
  const ticks = (logPrice: number): number => Math.max(1, Math.round(Math.exp(logPrice)));
  const bars: HistoryBar[] = [];
  let closeLog = anchor; // the close of the bar being generated
  let close = Number(closeTicks);
  for (const segment of segments) {
    const sigma = DAILY_SIGMA * Math.sqrt(segment.span / DAY_MS);
    const lotsPerBar = (minuteLots * segment.span) / MINUTE_MS;
    for (let time = segment.end - segment.span; time >= segment.start; time -= segment.span) {
      const openLog = closeLog - sigma * gauss() - (closeLog - anchor) * segment.pull;
      const open = ticks(openLog);
      const wickUp = Math.exp(Math.abs(gauss()) * sigma * 0.6);
      const wickDown = Math.exp(-Math.abs(gauss()) * sigma * 0.6);
      const high = Math.max(open, close, Math.round(Math.max(open, close) * wickUp));
      const low = Math.max(1, Math.min(open, close, Math.round(Math.min(open, close) * wickDown)));
      const volume = Math.max(0, Math.round(lotsPerBar * Math.exp(gauss() * 0.5 - 0.125)));
      bars.push({ time, span: segment.span, open, high, low, close, volume });
      closeLog = openLog;
      close = open;
    }
  }
  return bars;
}

type Leg = { pair: HistoryPair; bars: readonly HistoryBar[] };

/**
 * A cross pair's history from its legs' (docs/decisions.md#pair-precisions-and-pairs-priced-in-btc):
 * at each bar open and close are base ÷ quote, exact and rounded at the pair's decimals. The
 * true high lies between max(open, close) and base high ÷ quote low (low alike); the legs' log
 * wicks add like variances to pick it within those bounds. Volumes are the pair's own, at the
 * bots' rate. Null when the legs' bars do not line up.
 */
function crossBars(pair: HistoryPair, base: Leg, quote: Leg, gauss: Gauss): HistoryBar[] | null {
  if (base.bars.length !== quote.bars.length) return null;
  const minuteLots = pair.minuteVolume * 10 ** pair.numberDecimals;
  if (!(minuteLots >= 0)) return null;
  const cross = (baseTicks: number, quoteTicks: number): number =>
    Number(
      crossTicks(
        { ticks: BigInt(baseTicks), decimals: base.pair.priceDecimals },
        { ticks: BigInt(quoteTicks), decimals: quote.pair.priceDecimals },
        pair.priceDecimals,
      ) ?? 0n,
    );
  const clamp = (value: number, low: number, high: number): number =>
    Math.min(high, Math.max(low, value));
  const bars: HistoryBar[] = [];
  for (const [index, b] of base.bars.entries()) {
    const q = quote.bars[index];
    if (q.time !== b.time || q.span !== b.span) return null;
    const open = cross(b.open, q.open);
    const close = cross(b.close, q.close);
    const top = Math.max(open, close);
    const bottom = Math.min(open, close);
    const up = Math.hypot(
      Math.log(b.high / Math.max(b.open, b.close)),
      Math.log(Math.min(q.open, q.close) / q.low),
    );
    const down = Math.hypot(
      Math.log(Math.min(b.open, b.close) / b.low),
      Math.log(q.high / Math.max(q.open, q.close)),
    );
    const high = clamp(Math.round(top * Math.exp(up)), top, cross(b.high, q.low));
    const low = clamp(Math.round(bottom * Math.exp(-down)), cross(b.low, q.high), bottom);
    const lotsPerBar = (minuteLots * b.span) / MINUTE_MS;
    const volume = Math.max(0, Math.round(lotsPerBar * Math.exp(gauss() * 0.5 - 0.125)));
    bars.push({ time: b.time, span: b.span, open, high, low: Math.max(1, low), close, volume });
  }
  return bars;
}

export function seedKlineHistory(db: Database, pairs: readonly HistoryPair[], now: number): number {
  const sql = (count: number): string =>
    `INSERT OR REPLACE INTO spot_klines (currency_match_id, time, span_ms, open, high, low, close, volume)
     VALUES ${Array.from({ length: count }, () => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`;
  const insertChunk = db.prepare(sql(CHUNK));
  const insertOne = db.prepare(sql(1));
  const minuteEnd = Math.floor(now / MINUTE_MS) * MINUTE_MS; // the current minute stays empty
  const minuteStart = Math.floor((minuteEnd - MINUTE_HISTORY_MS) / HOUR_MS) * HOUR_MS;
  const hourStart = Math.floor((minuteStart - HOUR_HISTORY_MS) / DAY_MS) * DAY_MS;
  const dayStart = hourStart - DAY_HISTORY_MS;
  // Newest first: the walk runs backwards from the seeded close.
  const segments: Segment[] = [
    { start: minuteStart, end: minuteEnd, span: MINUTE_MS, pull: 0.0005 },
    { start: hourStart, end: minuteStart, span: HOUR_MS, pull: 0.01 },
    { start: dayStart, end: hourStart, span: DAY_MS, pull: 0.02 },
  ];

  let rows = 0;
  type Row = [number, number, number, string, string, string, string, string];
  const done = new Map<number, Leg>();
  pairs.forEach((pair, index) => {
    const random = seededRandom(0x5eed + index * 7919);
    const gauss = (): number => {
      const u = Math.max(random(), 1e-12);
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
    };
    let bars: HistoryBar[] | null;
    if (pair.legs) {
      const base = done.get(pair.legs.base);
      const quote = done.get(pair.legs.quote);
      bars = base && quote ? crossBars(pair, base, quote, gauss) : null;
    } else {
      bars = walkBars(pair, segments, gauss);
    }
    if (!bars) return;
    done.set(pair.id, { pair, bars });
    const text = (value: number): string => plain(value, pair.priceDecimals);
    // Oldest first (appending to the index is cheaper), many rows per statement.
    const batch: Row[] = bars
      .map((bar): Row => [
        pair.id,
        bar.time,
        bar.span,
        text(bar.open),
        text(bar.high),
        text(bar.low),
        text(bar.close),
        plain(bar.volume, pair.numberDecimals),
      ])
      .reverse();
    let i = 0;
    for (; i + CHUNK <= batch.length; i += CHUNK) insertChunk.run(batch.slice(i, i + CHUNK).flat());
    for (; i < batch.length; i++) insertOne.run(batch[i]);
    rows += batch.length;
  });
  return rows;
}
