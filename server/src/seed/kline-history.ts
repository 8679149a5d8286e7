import type { Database } from 'better-sqlite3';
import { formatUnits, parseUnits } from '../engine';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../spot/kline';

/**
 * A fresh database's candle history, so every chart period is full from the first visit:
 * 1-minute bars for the last ~2 days, hour bars for the ~30 days before, day bars for 400 days
 * before that. Each pair's history is a random walk (log-normal steps with a pull back to the
 * seed price) generated backwards from the pair's seeded close, so the newest bar ends exactly
 * at that price and real trades continue from it. Prices are whole ticks and volumes whole
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
  pairs.forEach((pair, index) => {
    const batch: Row[] = [];
    const random = seededRandom(0x5eed + index * 7919);
    const gauss = (): number => {
      const u = Math.max(random(), 1e-12);
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
    };
    const closeTicks = parseUnits(pair.close, pair.priceDecimals);
    const minuteLots = pair.minuteVolume * 10 ** pair.numberDecimals;
    if (typeof closeTicks !== 'bigint' || closeTicks <= 0n || !(minuteLots >= 0)) return;
    const anchor = Math.log(Number(closeTicks));
    const ticks = (logPrice: number): number => Math.max(1, Math.round(Math.exp(logPrice)));
    const text = (value: number): string => plain(value, pair.priceDecimals);

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
        const low = Math.max(
          1,
          Math.min(open, close, Math.round(Math.min(open, close) * wickDown)),
        );
        const volume = Math.max(0, Math.round(lotsPerBar * Math.exp(gauss() * 0.5 - 0.125)));
        batch.push([
          pair.id,
          time,
          segment.span,
          text(open),
          text(high),
          text(low),
          text(close),
          plain(volume, pair.numberDecimals),
        ]);
        closeLog = openLog;
        close = open;
      }
    }
    // Oldest first (appending to the index is cheaper), many rows per statement.
    batch.reverse();
    let i = 0;
    for (; i + CHUNK <= batch.length; i += CHUNK) insertChunk.run(batch.slice(i, i + CHUNK).flat());
    for (; i < batch.length; i++) insertOne.run(batch[i]);
    rows += batch.length;
  });
  return rows;
}
