import type {
  Depth,
  DepthRow,
  GlobalTxPush,
  KlineBar,
  KlinePeriod,
  KlinePush,
  MarketDepthPush,
  TxComplete,
  PushBody,
} from '@exchange/shared/contract';
import { formatUnits, type DepthLevel, type SpotEngine } from '../engine';
import type { MarketState } from '../market/market-state';
import type { DayQuote, DayQuoteWriter, Pair } from '../market/pairs-repo';
import { Dec } from '../money/decimal';
import type { Hub } from '../ws/hub';
import { DayWindow, type DayFigures } from './day-window';
import {
  bucketStart,
  DAY_MS,
  formatBar,
  KLINE_PERIODS,
  MINUTE_MS,
  mergeInto,
  type Bar,
  type KlineReader,
} from './kline';
import { toTxComplete } from './order-view';
import type { SpotStore, TradeRow } from './spot-store';

/** Depth levels per side on the wire (contract DEPTH_LEVELS). */
export const DEPTH_LEVELS = 20;
/** Recent trades kept and answered (contract RECENT_TRADES_CAP). */
export const RECENT_TRADES = 30;
/** Coalescing: at most one MARKET_DEPTH (and KLINE, DAY_MARKET) burst per pair per 100 ms. */
export const PUSH_INTERVAL_MS = 100;
/** The 24 h window moves even without trades: quotations are re-checked this often. */
export const DAY_REFRESH_MS = 10_000;

type Snapshot = { depth: Depth; seq: number };

type PairFeed = {
  pair: Pair;
  snapshot: Snapshot;
  window: DayWindow;
  recent: TxComplete[];
  /** Current bar per period; missing = recompute from storage at the next flush. */
  bars: Map<KlinePeriod, Bar>;
  lastTradeAt: number;
  dirtyDepth: boolean;
  dirtyKline: boolean;
  dirtyDay: boolean;
  lastFlush: number;
  timer: NodeJS.Timeout | null;
  waiters: Array<() => void>;
  lastDayText: string;
};

export type SpotFeedDeps = {
  hub: Hub;
  market: MarketState;
  engine: SpotEngine;
  store: SpotStore;
  klines: KlineReader;
  persistQuotes: DayQuoteWriter;
  onError: (error: unknown) => void;
  now?: () => number;
};

/** A trade in engine units, as the feed folds it into bars and the 24 h window. */
export type FeedTrade = { row: TradeRow; price: bigint; quantity: bigint };

/**
 * Told after trades of a pair committed: the new last trade price (decimal text at the pair's
 * price scale) and when that trade happened. Lever's risk loop and option settlement listen.
 */
export type LastPriceListener = (pairId: number, lastPrice: string, tradedAtMs: number) => void;

/**
 * The public market data of every pair, in memory, and its pushes: the order book snapshot
 * with its MARKET_DEPTH seq, recent trades (GLOBAL_TX), the current candle of each period
 * (KLINE) and the rolling 24 h quotation (DAY_MARKET, also fed to MarketState).
 *
 * Book, candle and quotation changes are coalesced per pair: the first change pushes at once,
 * later ones wait for the 100 ms slot, so a pair never gets more than 10 depth pushes a
 * second however fast orders come. Every depth push is published (even with no subscriber) so
 * its seq always matches the snapshot market/deal answers.
 */
export class SpotFeed {
  private readonly feeds = new Map<number, PairFeed>();
  private readonly now: () => number;
  private refresher: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly priceListeners = new Set<LastPriceListener>();

  constructor(private readonly deps: SpotFeedDeps) {
    this.now = deps.now ?? Date.now;
    const now = this.now();
    for (const pair of deps.market.pairs()) {
      const scales = pair;
      const windowStart = now - DAY_MS;
      const minuteStart = Math.ceil(windowStart / MINUTE_MS) * MINUTE_MS;
      const feed: PairFeed = {
        pair,
        snapshot: { depth: { in: [], out: [] }, seq: 0 },
        window: new DayWindow(
          deps.klines.minuteBarsSince(pair.id, minuteStart, scales),
          deps.klines.closeBefore(pair.id, minuteStart, scales),
          deps.klines.lastClose(pair.id, scales),
        ),
        recent: deps.store.recentTrades(pair.id, RECENT_TRADES).map(toTxComplete),
        bars: new Map(),
        lastTradeAt: 0,
        dirtyDepth: false,
        dirtyKline: false,
        dirtyDay: false,
        lastFlush: 0,
        timer: null,
        waiters: [],
        lastDayText: '',
      };
      if (deps.engine.hasPair(pair.id)) feed.snapshot.depth = this.buildDepth(pair);
      this.feeds.set(pair.id, feed);
      this.refreshDay(feed, false);
    }
  }

  /** Starts the periodic 24 h refresh. */
  start(): void {
    if (this.refresher || this.closed) return;
    this.refresher = setInterval(() => {
      for (const feed of this.feeds.values()) {
        feed.dirtyDay = true;
        this.schedule(feed);
      }
    }, DAY_REFRESH_MS);
    this.refresher.unref();
  }

  stop(): void {
    this.closed = true;
    if (this.refresher) clearInterval(this.refresher);
    for (const feed of this.feeds.values()) {
      if (feed.timer) clearTimeout(feed.timer);
      feed.timer = null;
      for (const resolve of feed.waiters.splice(0)) resolve();
    }
  }

  /** Calls `listener` after every batch of committed trades; returns the unsubscribe. */
  onLastPrice(listener: LastPriceListener): () => void {
    this.priceListeners.add(listener);
    return () => this.priceListeners.delete(listener);
  }

  /** The last trade price in ticks, or null when the pair never traded. */
  lastPrice(pairId: number): bigint | null {
    return this.feed(pairId).window.lastPrice();
  }

  /** Newest first, at most 30. */
  recent(pairId: number): TxComplete[] {
    return this.feed(pairId).recent;
  }

  /**
   * The book as last pushed, with that push's seq. When the book changed since, waits for the
   * pending push (at most 100 ms), so the answer is never older than what a subscriber sees.
   */
  async depthSnapshot(pairId: number): Promise<Snapshot & { epoch: string }> {
    const feed = this.feed(pairId);
    if (feed.dirtyDepth && !this.closed) {
      await new Promise<void>((resolve) => feed.waiters.push(resolve));
    }
    return { ...feed.snapshot, epoch: this.deps.hub.epoch };
  }

  /** The book of a pair changed (an order rested, filled or was cancelled). */
  bookChanged(pairId: number): void {
    const feed = this.feed(pairId);
    feed.dirtyDepth = true;
    this.schedule(feed);
  }

  /** Trades committed: GLOBAL_TX now, candles and the quotation with the next flush. */
  tradesDone(pairId: number, trades: readonly FeedTrade[]): void {
    if (trades.length === 0) return;
    const feed = this.feed(pairId);
    const { pair } = feed;
    const completes = trades.map((trade) => toTxComplete(trade.row)).reverse();
    feed.recent = [...completes, ...feed.recent].slice(0, RECENT_TRADES);
    for (const trade of trades) {
      const time = trade.row.created_ms;
      feed.window.addTrade(time, trade.price, trade.quantity);
      feed.lastTradeAt = Math.max(feed.lastTradeAt, time);
      for (const period of KLINE_PERIODS) {
        const bar = feed.bars.get(period);
        if (bar && bar.time === bucketStart(period, time)) {
          mergeInto(bar, {
            open: trade.price,
            high: trade.price,
            low: trade.price,
            close: trade.price,
            volume: trade.quantity,
          });
        } else {
          feed.bars.delete(period);
        }
      }
    }
    const push: PushBody<GlobalTxPush> = {
      currency_match_id: pair.id,
      symbol: pair.symbol,
      completes: completes.slice(0, RECENT_TRADES),
    };
    this.deps.hub.publish(`GLOBAL_TX.${pair.symbol}`, push);
    feed.dirtyKline = true;
    feed.dirtyDay = true;
    this.schedule(feed);
    const last = trades[trades.length - 1];
    const lastPrice = formatUnits(last.price, pair.priceDecimals);
    for (const listener of this.priceListeners) {
      try {
        listener(pair.id, lastPrice, last.row.created_ms);
      } catch (error) {
        this.deps.onError(error);
      }
    }
  }

  /** The current candle of a period (as the next KLINE push would carry it). */
  currentBar(pairId: number, period: KlinePeriod): KlineBar | null {
    const feed = this.feed(pairId);
    const bar = this.barOf(feed, period);
    return bar ? formatBar(bar, feed.pair) : null;
  }

  private barOf(feed: PairFeed, period: KlinePeriod): Bar | null {
    const cached = feed.bars.get(period);
    if (cached) return cached;
    const time = feed.lastTradeAt || this.now();
    const bar = this.deps.klines.current(feed.pair.id, period, time, feed.pair);
    if (bar) feed.bars.set(period, bar);
    return bar;
  }

  private feed(pairId: number): PairFeed {
    const feed = this.feeds.get(pairId);
    if (!feed) throw new Error(`no market feed for pair ${pairId}`);
    return feed;
  }

  private schedule(feed: PairFeed): void {
    if (feed.timer || this.closed) return;
    const delay = Math.max(0, feed.lastFlush + PUSH_INTERVAL_MS - this.now());
    feed.timer = setTimeout(() => {
      try {
        this.flush(feed);
      } catch (error) {
        this.deps.onError(error);
      }
    }, delay);
  }

  private flush(feed: PairFeed): void {
    feed.timer = null;
    feed.lastFlush = this.now();
    const { pair } = feed;
    try {
      if (feed.dirtyDepth) {
        feed.dirtyDepth = false;
        const depth = this.buildDepth(pair);
        const payload: PushBody<MarketDepthPush> = {
          currency_match_id: pair.id,
          symbol: pair.symbol,
          depth,
        };
        const seq = this.deps.hub.publish(`MARKET_DEPTH.${pair.symbol}`, payload);
        feed.snapshot = { depth, seq };
      }
      if (feed.dirtyKline) {
        feed.dirtyKline = false;
        const topic = `KLINE.${pair.symbol}`;
        if (this.deps.hub.subscriberCount(topic) > 0) {
          for (const period of KLINE_PERIODS) {
            const bar = this.barOf(feed, period);
            if (!bar) continue;
            const payload: PushBody<KlinePush> = {
              currency_match_id: pair.id,
              symbol: pair.symbol,
              period,
              kline: formatBar(bar, pair),
            };
            this.deps.hub.publish(topic, payload);
          }
        }
      }
      if (feed.dirtyDay) {
        feed.dirtyDay = false;
        this.refreshDay(feed, true);
      }
    } finally {
      for (const resolve of feed.waiters.splice(0)) resolve();
    }
  }

  /** Recomputes the 24 h quotation; on a change updates MarketState, stores it and pushes it. */
  private refreshDay(feed: PairFeed, push: boolean): void {
    const figures = feed.window.figures(this.now());
    if (!figures) return;
    const quote = toDayQuote(figures, feed.pair);
    this.deps.market.setDayQuote(feed.pair.id, quote);
    const quotation = this.deps.market.quotation(feed.pair.id);
    const text = JSON.stringify(quotation);
    if (text === feed.lastDayText) return;
    feed.lastDayText = text;
    this.deps.persistQuotes([{ pairId: feed.pair.id, quote }]);
    if (push) {
      this.deps.hub.publish('DAY_MARKET', {
        currency_match_id: feed.pair.id,
        symbol: feed.pair.symbol,
        quotation,
      });
    }
  }

  private buildDepth(pair: Pair): Depth {
    const { bids, asks } = this.deps.engine.book(pair.id).depth(DEPTH_LEVELS);
    const rows = (levels: DepthLevel[]): DepthRow[] => {
      let sum = 0n;
      return levels.map((level, index) => {
        sum += level.quantity;
        const quantity = formatUnits(level.quantity, pair.numberDecimals);
        return {
          index: index + 1,
          price: formatUnits(level.price, pair.priceDecimals),
          number: quantity,
          amount: quantity,
          sum: formatUnits(sum, pair.numberDecimals),
        };
      });
    };
    return { in: rows(bids), out: rows(asks) };
  }
}

function toDayQuote(figures: DayFigures, pair: Pair): DayQuote {
  const price = (units: bigint): Dec => new Dec(formatUnits(units, pair.priceDecimals));
  return {
    open: price(figures.open),
    close: price(figures.close),
    high: price(figures.high),
    low: price(figures.low),
    volume: new Dec(formatUnits(figures.volume, pair.numberDecimals)),
  };
}
