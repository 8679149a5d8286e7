/**
 * The command stream both engines replay: exchange-core's mix (about 9 % GTC place, 3 % IOC,
 * 6 % cancel, 82 % move) around ~1000 live orders from 1000 accounts.
 *
 * It is generated once, before anything is timed, by a reference pass over our OrderBook: that
 * pass knows which orders are live, so cancels and moves target real orders, and its final
 * state is what every engine must end with. Each command carries both representations (bigint
 * ticks/lots for ours, numbers and string ids for hft-limit-order-book) so no conversion is
 * timed.
 */
import { OrderBook, type BookFill, type BookOrder } from 'server/src/engine';
import type { BookState } from './book-state';
import { ourBookState } from './our-book-state';
import { seededRandom } from './random';

export const PLACE = 0;
export const IOC = 1;
export const CANCEL = 2;
export const MOVE = 3;
export const KIND_NAMES = ['GTC place', 'IOC', 'cancel', 'move'] as const;

export const BUY = 0;
export const SELL = 1;
export const SIDES = ['buy', 'sell'] as const;

export type CommandStream = {
  /** Commands [0, prefill) build the starting book: replayed untimed before every run. */
  readonly prefill: number;
  readonly length: number;
  readonly kind: Uint8Array;
  readonly id: Int32Array;
  readonly idText: readonly string[];
  /** BUY or SELL (place and IOC only). */
  readonly side: Uint8Array;
  readonly user: Int32Array;
  /** Limit price (place, IOC) or new price (move), as bigint ticks and as a number. */
  readonly ticks: readonly bigint[];
  readonly price: Float64Array;
  /** Quantity (place, IOC), as bigint lots and as a number. */
  readonly lots: readonly bigint[];
  readonly size: Float64Array;
  /** The book after the whole stream (prefill included), from the reference pass. */
  readonly expected: BookState;
  readonly stats: StreamStats;
};

export type StreamStats = {
  kinds: number[];
  averageLive: number;
  averageLevels: number;
  fillsPerCommand: number;
  /** Moves whose new price crossed the spread and traded. */
  crossingMoves: number;
};

export type StreamOptions = {
  seed: number;
  /** Timed commands (after the prefill). */
  commands: number;
  liveTarget: number;
  accounts: number;
};

const MID = 100_000;
/**
 * Passive orders rest up to this many ticks behind the mid, denser near the top (squared
 * uniform): with ~1000 live orders this gives ~750 levels.
 */
const DEPTH_TICKS = 2000;
/** A move adds up to this many ticks of noise either way. */
const MOVE_TICKS = 12;
/** Share of moves re-priced through the spread (they trade). */
const AGGRESSIVE_MOVES = 0.02;
/** A move goes up to this share of the way to the mid. */
const MOVE_PULL = 0.1;
/** An IOC reaches up to this many ticks past the opposite best price. */
const IOC_REACH = 20;

export function generateStream(options: StreamOptions): CommandStream {
  const { seed, commands, liveTarget, accounts } = options;
  const length = liveTarget + commands;
  const rnd = seededRandom(seed);
  const kind = new Uint8Array(length);
  const id = new Int32Array(length);
  const idText: string[] = new Array<string>(length);
  const side = new Uint8Array(length);
  const user = new Int32Array(length);
  const ticks: bigint[] = new Array<bigint>(length);
  const price = new Float64Array(length);
  const lots: bigint[] = new Array<bigint>(length);
  const size = new Float64Array(length);
  // Bigints and id strings are interned: each command refers to a shared value.
  const tickCache = new Map<number, bigint>();
  const lotCache = new Map<number, bigint>();
  const textOf = new Map<number, string>();
  const bigTicks = (n: number): bigint => cached(tickCache, n, () => BigInt(n));
  const bigLots = (n: number): bigint => cached(lotCache, n, () => BigInt(n));

  const book = new OrderBook();
  const live = new LiveSet();
  let nextId = 1;
  let fills = 0;
  let crossingMoves = 0;
  let liveSum = 0;
  let levelSum = 0;
  let samples = 0;
  const kinds = [0, 0, 0, 0];

  const mid = (): number => {
    const bid = book.bestBid();
    const ask = book.bestAsk();
    if (bid !== null && ask !== null) return Math.floor(Number(bid + ask) / 2);
    if (bid !== null) return Number(bid) + 1;
    if (ask !== null) return Number(ask) - 1;
    return MID;
  };
  const afterFills = (done: BookFill[]): void => {
    fills += done.length;
    for (const fill of done) if (fill.makerDone) live.remove(fill.maker.id);
  };
  const setOrder = (i: number, orderId: number, s: number, p: number, q: number): void => {
    id[i] = orderId;
    idText[i] = cached(textOf, orderId, () => String(orderId));
    side[i] = s;
    user[i] = rnd.int(1, accounts);
    ticks[i] = bigTicks(p);
    price[i] = p;
    lots[i] = bigLots(q);
    size[i] = q;
  };
  const place = (i: number, k: number, s: number, p: number, q: number): void => {
    const orderId = nextId++;
    kind[i] = k;
    setOrder(i, orderId, s, p, q);
    const order: BookOrder = {
      id: orderId,
      userId: user[i],
      side: SIDES[s],
      price: ticks[i],
      remaining: lots[i],
    };
    afterFills(book.place(order, k === PLACE));
    if (book.has(orderId)) live.add(orderId);
  };
  /** A resting price on `s`'s side, up to DEPTH_TICKS behind the mid, now and then crossing. */
  const passivePrice = (s: number): number => {
    const distance = Math.floor(rnd.next() ** 2 * (DEPTH_TICKS + 3)) - 2;
    return s === BUY ? mid() - 1 - distance : mid() + 1 + distance;
  };

  for (let i = 0; i < length; i++) {
    if (i < liveTarget) {
      const s = rnd.int(BUY, SELL);
      place(i, PLACE, s, passivePrice(s), rnd.int(1, 100));
      continue;
    }
    // IOCs and moves through the spread take out what GTC places add beyond the cancels:
    // how much they take follows the live count, which keeps the book near liveTarget
    // without changing the mix.
    const pressure = Math.min(4, Math.max(0.1, (book.size / liveTarget) ** 12));
    const roll = rnd.next();
    let k = roll < 0.09 ? PLACE : roll < 0.12 ? IOC : roll < 0.18 ? CANCEL : MOVE;
    if ((k === CANCEL || k === MOVE) && live.size === 0) k = PLACE;
    kinds[k]++;
    if (k === PLACE) {
      const s = rnd.int(BUY, SELL);
      place(i, PLACE, s, passivePrice(s), rnd.int(1, 100));
    } else if (k === IOC) {
      const s = rnd.int(BUY, SELL);
      const reach = rnd.int(0, IOC_REACH);
      const q = Math.max(1, Math.round(rnd.int(1, 150) * pressure));
      const bid = book.bestBid();
      const ask = book.bestAsk();
      const p =
        s === BUY
          ? (ask === null ? mid() : Number(ask)) + reach
          : (bid === null ? mid() : Number(bid)) - reach;
      place(i, IOC, s, p, q);
    } else if (k === CANCEL) {
      const orderId = live.pick(rnd.next());
      kind[i] = CANCEL;
      setOrder(i, orderId, 0, 0, 0);
      book.cancel(orderId);
      live.remove(orderId);
    } else {
      const orderId = live.pick(rnd.next());
      const old = book.cancel(orderId) as BookOrder;
      const s = old.side === 'buy' ? BUY : SELL;
      let delta: number;
      const opposite = s === BUY ? book.bestAsk() : book.bestBid();
      if (opposite !== null && rnd.next() < AGGRESSIVE_MOVES * pressure) {
        // Re-priced through the spread: the move trades (and rests any remainder).
        const target = Number(opposite) + (s === BUY ? 1 : -1) * rnd.int(0, 5);
        delta = target - Number(old.price);
      } else {
        // Pulled part of the way toward the mid, plus noise: the book keeps its shape.
        const toward = (mid() - Number(old.price)) * rnd.next() * MOVE_PULL;
        delta = Math.round(toward) + rnd.int(-MOVE_TICKS, MOVE_TICKS);
      }
      if (delta === 0) delta = rnd.next() < 0.5 ? -1 : 1;
      const p = Math.max(1, Number(old.price) + delta);
      kind[i] = MOVE;
      setOrder(i, orderId, s, p, 0);
      const moved: BookOrder = { ...old, price: ticks[i] };
      const done = book.place(moved);
      if (done.length > 0) crossingMoves++;
      afterFills(done);
      if (!book.has(orderId)) live.remove(orderId);
    }
    if (i % 256 === 0) {
      const depth = book.depth(Number.MAX_SAFE_INTEGER);
      liveSum += book.size;
      levelSum += depth.bids.length + depth.asks.length;
      samples++;
    }
  }
  return {
    prefill: liveTarget,
    length,
    kind,
    id,
    idText,
    side,
    user,
    ticks,
    price,
    lots,
    size,
    expected: ourBookState(book),
    stats: {
      kinds,
      averageLive: liveSum / samples,
      averageLevels: levelSum / samples,
      fillsPerCommand: fills / commands,
      crossingMoves,
    },
  };
}

function cached<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/** Live order ids with O(1) add, remove and uniform pick. */
class LiveSet {
  private readonly ids: number[] = [];
  private readonly index = new Map<number, number>();

  get size(): number {
    return this.ids.length;
  }

  add(orderId: number): void {
    if (this.index.has(orderId)) return;
    this.index.set(orderId, this.ids.length);
    this.ids.push(orderId);
  }

  remove(orderId: number): void {
    const at = this.index.get(orderId);
    if (at === undefined) return;
    const last = this.ids.pop() as number;
    if (last !== orderId) {
      this.ids[at] = last;
      this.index.set(last, at);
    }
    this.index.delete(orderId);
  }

  pick(unit: number): number {
    return this.ids[Math.floor(unit * this.ids.length)];
  }
}
