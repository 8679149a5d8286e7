import { DAY_MS, MINUTE_MS, type Bar } from './kline';

/** The 24 h figures in engine units (price ticks, volume lots). */
export type DayFigures = {
  /** The price 24 h ago: the base of the change percent. */
  open: bigint;
  close: bigint;
  high: bigint;
  low: bigint;
  volume: bigint;
};

/**
 * A pair's rolling 24 h quotation from its 1-minute bars (real trades; on a fresh database the
 * seeded history): close is the last trade price, open the last price before the window (or
 * the window's first open), high/low/volume over the window. Minute resolution: a bar counts
 * while its minute started less than 24 h ago.
 */
export class DayWindow {
  private bars: Bar[] = [];
  /** The close of the newest bar that has left the window. */
  private before: bigint | null;
  private last: bigint | null;

  constructor(
    minuteBars: readonly Bar[],
    closeBeforeWindow: bigint | null,
    lastClose: bigint | null,
  ) {
    this.bars = [...minuteBars].sort((a, b) => a.time - b.time);
    this.before = closeBeforeWindow;
    this.last = this.bars.length ? this.bars[this.bars.length - 1].close : lastClose;
  }

  /** The last trade price, or null when the pair never traded. */
  lastPrice(): bigint | null {
    return this.last;
  }

  addTrade(time: number, price: bigint, quantity: bigint): void {
    const minute = Math.floor(time / MINUTE_MS) * MINUTE_MS;
    const tail = this.bars[this.bars.length - 1];
    if (tail && tail.time >= minute) {
      if (price > tail.high) tail.high = price;
      if (price < tail.low) tail.low = price;
      tail.close = price;
      tail.volume += quantity;
    } else {
      this.bars.push({
        time: minute,
        open: price,
        high: price,
        low: price,
        close: price,
        volume: quantity,
      });
    }
    this.last = price;
  }

  figures(now: number): DayFigures | null {
    const windowStart = now - DAY_MS;
    let drop = 0;
    while (drop < this.bars.length && this.bars[drop].time < windowStart) drop++;
    if (drop > 0) {
      this.before = this.bars[drop - 1].close;
      this.bars = this.bars.slice(drop);
    }
    if (this.last === null) return null;
    if (this.bars.length === 0) {
      return { open: this.last, close: this.last, high: this.last, low: this.last, volume: 0n };
    }
    let high = this.bars[0].high;
    let low = this.bars[0].low;
    let volume = 0n;
    for (const bar of this.bars) {
      if (bar.high > high) high = bar.high;
      if (bar.low < low) low = bar.low;
      volume += bar.volume;
    }
    return { open: this.before ?? this.bars[0].open, close: this.last, high, low, volume };
  }
}
