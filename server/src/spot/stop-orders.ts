import type { Database } from 'better-sqlite3';
import type { OrderWay } from '@exchange/shared/contract';
import { formatUnits, parseUnits, type Ledger, type Side, type SpotEngine } from '../engine';
import type { Page } from '../db/page-of-rows';
import { ApiError } from '../http/api-error';
import type { MessageKey } from '../i18n/messages';
import type { Pair } from '../market/pairs-repo';
import type { FeedTrade, SpotFeed } from './spot-feed';
import {
  checkMinimumValue,
  NUMBER_KEYS,
  outsideSlippage,
  parseAmount,
  PRICE_KEYS,
  SLIPPAGE_PERCENT,
  type AmountKeys,
  type SpotService,
} from './spot-service';
import { sideOf } from './spot-store';
import { STOP_STATUS, type StopRow, type StopStore } from './stop-store';

const STOP_PRICE_KEYS: AmountKeys = {
  name: 'stop_price',
  invalid: 'stopPriceInvalid',
  notPositive: 'stopPriceNotPositive',
  decimals: 'stopPriceDecimals',
  tooLarge: 'stopPriceTooLarge',
};

/** A trigger refused for a reason of its own (`key` is stored as the stop's reject_key). */
class StopRejected extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

export type StopInput = {
  userId: number;
  pairId: number;
  way: OrderWay;
  stopPrice: unknown;
  price: unknown;
  number: unknown;
};

export type StopOrdersDeps = {
  db: Database;
  engine: SpotEngine;
  service: SpotService;
  feed: SpotFeed;
  /** The spot ledger (the engine's): locks and releases go through the same balance writer. */
  ledger: Ledger;
  store: StopStore;
  /** A trigger that failed in an unexpected way (the stop is rejected and its funds released). */
  onError: (error: unknown) => void;
  now?: () => number;
};

/** True when a trade range [low, high] reaches a stop: a buy's high ≥ stop, a sell's low ≤ stop. */
export function stopReached(side: Side, stop: bigint, low: bigint, high: bigint): boolean {
  return side === 'buy' ? high >= stop : low <= stop;
}

/**
 * Stop-limit orders (docs/product.md#spot-order-types): they wait off the book with their funds
 * locked, and when a committed trade of the pair reaches the stop price they become GTC limit
 * orders through the ordinary order path (SpotService.placePrelocked), the lock passing from the
 * stop to the order in the same transaction.
 */
export class StopOrders {
  private readonly now: () => number;
  /** Pairs whose trades still have to be checked, with the range their trades covered. */
  private readonly due = new Map<number, { low: bigint; high: bigint }>();
  private running = false;

  constructor(private readonly deps: StopOrdersDeps) {
    this.now = deps.now ?? Date.now;
    deps.service.onTrades((pairId, trades) => this.tradesDone(pairId, trades));
  }

  /** Validates, locks the funds and stores a waiting stop (one transaction). */
  create(input: StopInput): StopRow {
    const { service, feed, ledger, store, db } = this.deps;
    const pair = service.pair(input.pairId);
    if (pair.openChange !== 1) throw new ApiError('pairClosed');
    const side = sideOf(input.way);
    const stop = parseAmount(input.stopPrice, pair.priceDecimals, STOP_PRICE_KEYS);
    const price = parseAmount(input.price, pair.priceDecimals, PRICE_KEYS);
    const quantity = parseAmount(input.number, pair.numberDecimals, NUMBER_KEYS);
    checkMinimumValue(pair, price, quantity);
    // The limit order is placed when the price is at the stop: the slippage guard is held
    // against the stop price now, so a trigger is seldom refused by it later.
    const far = outsideSlippage(side, price, stop);
    if (far) {
      throw new ApiError(far === 'above' ? 'stopBuyLimitTooHigh' : 'stopSellLimitTooLow', {
        percent: SLIPPAGE_PERCENT.toString(),
        stop: formatUnits(stop, pair.priceDecimals),
      });
    }
    const last = feed.lastPrice(pair.id);
    if (last !== null && stopReached(side, stop, last, last)) {
      throw new ApiError(side === 'buy' ? 'stopBuyAlreadyCrossed' : 'stopSellAlreadyCrossed', {
        last: formatUnits(last, pair.priceDecimals),
      });
    }
    const lock = this.lockOf(pair, side, price, quantity);
    const now = this.now();
    const place = db.transaction((): number => {
      if (ledger.available(input.userId, lock.currencyId, lock.scale) < lock.amount) {
        throw new ApiError('insufficientBalance');
      }
      const id = store.insert(
        {
          user_id: input.userId,
          currency_match_id: pair.id,
          way: input.way,
          stop_price: formatUnits(stop, pair.priceDecimals),
          price: formatUnits(price, pair.priceDecimals),
          number: formatUnits(quantity, pair.numberDecimals),
          lock_amount: formatUnits(lock.amount, lock.scale),
        },
        now,
      );
      ledger.move({
        userId: input.userId,
        currencyId: lock.currencyId,
        scale: lock.scale,
        available: -lock.amount,
        locked: lock.amount,
        reason: 'spot_order_lock',
        orderId: id,
        stop: true,
      });
      return id;
    });
    return store.find(place()) as StopRow;
  }

  /** The caller's waiting stops, newest first. */
  list(filter: { userId: number; pairId?: number; page: number; limit: number }): Page<StopRow> {
    return this.deps.store.listPending(filter);
  }

  /**
   * Cancels the caller's waiting stop and releases its funds. A stop that is no longer waiting
   * is answered as it is (`cancelled: false`), nothing moved.
   */
  cancel(userId: number, id: number): { row: StopRow; cancelled: boolean } {
    const row = this.deps.store.find(id);
    if (!row || row.user_id !== userId) throw new ApiError('stopOrderNotFound');
    if (row.status !== STOP_STATUS.pending) return { row, cancelled: false };
    this.release(row, { status: STOP_STATUS.cancelled });
    return { row: this.deps.store.find(id) as StopRow, cancelled: true };
  }

  /**
   * At start: a stop whose price the last trade already reached (the server stopped between a
   * trade's commit and its triggers) triggers now.
   */
  recover(): void {
    for (const pairId of this.deps.store.pairsWithPending()) {
      const last = this.deps.engine.hasPair(pairId) ? this.deps.feed.lastPrice(pairId) : null;
      if (last !== null) this.enqueue(pairId, last, last);
    }
    this.drain();
  }

  /** Committed trades of a pair (after their pushes): triggers the stops they reached. */
  tradesDone(pairId: number, trades: readonly FeedTrade[]): void {
    if (trades.length === 0) return;
    let low = trades[0].price;
    let high = low;
    for (const trade of trades) {
      if (trade.price < low) low = trade.price;
      if (trade.price > high) high = trade.price;
    }
    this.enqueue(pairId, low, high);
    // A trigger's own trades come back here while it runs: they wait for the loop below.
    if (!this.running) this.drain();
  }

  private enqueue(pairId: number, low: bigint, high: bigint): void {
    const known = this.due.get(pairId);
    this.due.set(pairId, {
      low: known && known.low < low ? known.low : low,
      high: known && known.high > high ? known.high : high,
    });
  }

  private drain(): void {
    this.running = true;
    try {
      for (const [pairId, range] of this.due) {
        // Deleted before the triggers: their own trades may put the pair back (a cascade),
        // and a Map's iteration visits entries added while it runs.
        this.due.delete(pairId);
        // Creation order: the stops one batch of trades reached are placed oldest first.
        for (const stop of this.deps.store.pendingOfPair(pairId)) {
          if (stopReached(sideOf(stop.way), this.stopUnits(stop), range.low, range.high)) {
            this.trigger(stop);
          }
        }
      }
    } finally {
      this.running = false;
    }
  }

  /** The stop price in ticks at the pair's current price decimals (0 when it no longer fits). */
  private stopUnits(stop: StopRow): bigint {
    const pair = this.deps.service.pair(stop.currency_match_id);
    const units = parseUnits(stop.stop_price, pair.priceDecimals);
    return typeof units === 'bigint' ? units : 0n;
  }

  private trigger(stop: StopRow): void {
    const { service, store } = this.deps;
    try {
      const pair = service.pair(stop.currency_match_id);
      const side = sideOf(stop.way);
      const price = parseUnits(stop.price, pair.priceDecimals);
      const quantity = parseUnits(stop.number, pair.numberDecimals);
      if (typeof price !== 'bigint' || typeof quantity !== 'bigint') {
        throw new StopRejected('pairDecimalsChanged');
      }
      // The order takes over exactly the stop's lock; a pair whose scales changed since would
      // need another amount, so such a stop is rejected instead (its lock goes back).
      const lock = this.lockOf(pair, side, price, quantity);
      const held = parseUnits(stop.lock_amount, lock.scale);
      if (held !== lock.amount) throw new StopRejected('pairDecimalsChanged');
      service.placePrelocked(
        {
          userId: stop.user_id,
          pairId: pair.id,
          way: stop.way,
          price: stop.price,
          number: stop.number,
        },
        (_command, orderId) => {
          const closed = store.close(
            stop.id,
            { status: STOP_STATUS.triggered, orderId },
            this.now(),
          );
          if (!closed) throw new Error(`stop ${stop.id} is not waiting`);
        },
      );
    } catch (error) {
      const known = error instanceof ApiError || error instanceof StopRejected;
      if (!known) this.deps.onError(error);
      const rejectKey: MessageKey | string = known ? error.key : 'error';
      try {
        this.release(stop, { status: STOP_STATUS.rejected, rejectKey });
      } catch (releaseError) {
        this.deps.onError(releaseError);
      }
    }
  }

  /** Closes a waiting stop and gives its lock back, in one transaction. */
  private release(row: StopRow, change: { status: 3 | 4; rejectKey?: string }): void {
    const { db, ledger, store } = this.deps;
    const pair = this.deps.service.pair(row.currency_match_id);
    const buy = row.way === 1;
    const currencyId = buy ? pair.quoteCurrencyId : pair.baseCurrencyId;
    const scale = row.lock_amount.split('.')[1]?.length ?? 0;
    const amount = parseUnits(row.lock_amount, scale);
    if (typeof amount !== 'bigint') throw new Error(`stop ${row.id}: bad lock ${row.lock_amount}`);
    db.transaction(() => {
      if (!store.close(row.id, change, this.now()))
        throw new Error(`stop ${row.id} is not waiting`);
      ledger.move({
        userId: row.user_id,
        currencyId,
        scale,
        available: amount,
        locked: -amount,
        reason: 'spot_order_cancel',
        orderId: row.id,
        stop: true,
      });
    })();
  }

  private lockOf(
    pair: Pair,
    side: Side,
    price: bigint,
    quantity: bigint,
  ): { currencyId: number; scale: number; amount: bigint } {
    const { engine } = this.deps;
    const scales = engine.scales(pair.id);
    return side === 'buy'
      ? {
          currencyId: pair.quoteCurrencyId,
          scale: scales.quote,
          amount: engine.lockFor(pair.id, side, price, quantity),
        }
      : {
          currencyId: pair.baseCurrencyId,
          scale: scales.base,
          amount: engine.lockFor(pair.id, side, price, quantity),
        };
  }
}
