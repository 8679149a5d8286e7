import type { Database } from 'better-sqlite3';
import type { PushBody } from '@exchange/shared/contract';
import type {
  LeverBatchCloseType,
  LeverCloseReason,
  LeverDirection,
  LeverPriceMode,
  LeverClosedPush,
  LeverTradePush,
} from '@exchange/shared/contract/lever';
import { formatUnits } from '../engine';
import { ApiError } from '../http/api-error';
import type { Params } from '../http/params';
import type { MarketState } from '../market/market-state';
import type { LeverPairConfig, Pair } from '../market/pairs-repo';
import { Dec } from '../money/decimal';
import { payPasswordSubject, type SecretLimiter } from '../auth/secret-limiter';
import { checkPayPassword, hasPayPassword } from '../personal/pay-password';
import type { SpotFeed } from '../spot/spot-feed';
import type { Hub } from '../ws/hub';
import { choice, priceParam, wholeNumber } from './lever-input';
import { LEVER_REASON, type LeverLedger } from './lever-ledger';
import {
  checkStops,
  feeOf,
  fillPrice,
  hazardRate,
  marginOf,
  mustLiquidate,
  profitOf,
  quantityOf,
  settlement,
  stopHit,
  targetReached,
  fillAt,
} from './lever-math';
import type { LeverRow, LeverStore } from './lever-store';
import { toLeverOrder, type RiskBook } from './lever-view';

export type LeverServiceDeps = {
  db: Database;
  store: LeverStore;
  ledger: LeverLedger;
  market: MarketState;
  feed: SpotFeed;
  hub: Hub;
  /** Wrong trade passwords back off here, one count with withdrawals'. */
  limiter: SecretLimiter;
  now?: () => number;
};

/** What the risk pass did to one user: positions closed by reason, its fresh risk book. */
type UserTouch = { closed: Map<LeverCloseReason, number[]>; book: RiskBook | null };
type Touched = Map<number, UserTouch>;

/**
 * Lever orders end to end. Validation first (nothing changes on a refusal), then ONE SQLite
 * transaction per money move on the lever account (with its balance log rows), then the
 * pushes. Prices are the last real trade prices of the spot feed; nothing adjusts them.
 */
export class LeverService {
  private readonly now: () => number;

  constructor(private readonly deps: LeverServiceDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** A known pair, or pairNotFound. */
  pair(pairId: number): Pair {
    const pair = this.deps.market.pairById(pairId);
    if (!pair) throw new ApiError('pairNotFound');
    return pair;
  }

  /** A pair open to leverage with its settings, or a refusal. */
  leverPair(pairId: number): Pair & { lever: LeverPairConfig } {
    const pair = this.pair(pairId);
    if (pair.openLever !== 1 || !pair.lever) throw new ApiError('leverPairClosed');
    return pair as Pair & { lever: LeverPairConfig };
  }

  /** The pair's last real trade price, or null when it never traded. */
  lastPrice(pair: Pair): Dec | null {
    let ticks: bigint | null;
    try {
      ticks = this.deps.feed.lastPrice(pair.id);
    } catch {
      return null;
    }
    return ticks === null || ticks <= 0n ? null : new Dec(formatUnits(ticks, pair.priceDecimals));
  }

  /** A position's profit (negative: loss) at `last`, in the quote currency. */
  private positionProfit(row: LeverRow, pair: Pair, last: Dec): Dec {
    return profitOf(row.type, new Dec(row.price), last, new Dec(row.number), pair.quoteDecimals);
  }

  /** The lever-account balance (available) of a currency, as text. */
  balanceOf(userId: number, currencyId: number): string {
    return this.deps.ledger.balance(userId, currencyId).balance.toFixed();
  }

  threshold(): Dec {
    return new Dec(this.deps.store.settings().liquidationRate);
  }

  /** The open positions of a user in one quote currency with their figures on the last prices. */
  riskBook(userId: number, quoteCurrencyId: number): RiskBook {
    const rows = this.deps.store.openOfUser(userId, quoteCurrencyId);
    const balance = this.deps.ledger.balance(userId, quoteCurrencyId).balance;
    const prices = new Map<number, Dec>();
    const positions = rows.map((row) => {
      const pair = this.pair(row.currency_match_id);
      let last = prices.get(pair.id);
      if (!last) {
        last = this.lastPrice(pair) ?? new Dec(row.price);
        prices.set(pair.id, last);
      }
      const profit = this.positionProfit(row, pair, last);
      return { row, pair, last, profit, margin: new Dec(row.caution_money) };
    });
    let profits = new Dec(0);
    let margins = new Dec(0);
    for (const position of positions) {
      profits = profits.plus(position.profit);
      margins = margins.plus(position.margin);
    }
    return {
      balance,
      positions,
      profits,
      margins,
      hazard: hazardRate(balance, positions),
      threshold: this.threshold(),
    };
  }

  /**
   * Validates and places an order: opens at the last price, or waits for its target. `ip` is
   * the client's: the trade password is checked through the secret limiter, before anything
   * about the balance is said.
   */
  async submit(userId: number, params: Params, ip: string): Promise<LeverRow> {
    const pairId = wholeNumber(params.currency_match_id);
    if (pairId === undefined || pairId < 1) {
      throw new ApiError('invalidParam', { name: 'currency_match_id' });
    }
    const pair = this.leverPair(pairId);
    const type = choice<LeverDirection>(params, 'type', [1, 2]);
    const mode = choice<LeverPriceMode>(params, 'status', [0, 1]);
    const multiple = wholeNumber(params.multiple);
    if (multiple === undefined || !this.deps.store.multiples().includes(multiple)) {
      throw new ApiError('leverMultipleInvalid');
    }
    const { minShare, maxShare } = pair.lever;
    const share = wholeNumber(params.share);
    if (share === undefined || share < minShare || share > maxShare || share < 1) {
      throw new ApiError('leverShareInvalid', { min: minShare, max: maxShare });
    }
    const target =
      mode === 0
        ? priceParam(params.target_price, pair.priceDecimals, 'leverPriceInvalid', false)
        : null;
    if (mode === 0 && !target) throw new ApiError('leverTargetRequired');
    if (!this.lastPrice(pair)) throw new ApiError('leverNoPrice');
    const password = typeof params.password === 'string' ? params.password : '';
    if (!hasPayPassword(this.deps.db, userId)) throw new ApiError('payPasswordNotSet');
    if (password === '') throw new ApiError('payPasswordRequired');
    await this.deps.limiter.check(
      payPasswordSubject(userId),
      ip,
      () => checkPayPassword(this.deps.db, userId, password),
      'payPasswordWrong',
    );

    // Read after the (async) password check: a market order opens at the newest last price.
    const last = this.lastPrice(pair);
    if (!last) throw new ApiError('leverNoPrice');
    let origin = last;
    if (target) {
      const vars = { last: last.toFixed(pair.priceDecimals) };
      if (type === 1 && !target.lt(last)) throw new ApiError('leverLongTargetAbove', vars);
      if (type === 2 && !target.gt(last)) throw new ApiError('leverShortTargetBelow', vars);
      origin = target;
    }
    const price = fillPrice(origin, type, new Dec(pair.lever.pointRate));
    const quantity = quantityOf(share, new Dec(pair.lever.shareNum));
    const margin = marginOf(price, quantity, multiple, pair.quoteDecimals);
    const fee = feeOf(price, quantity, new Dec(pair.lever.feeRate), pair.quoteDecimals);
    const cost = margin.plus(fee);
    const { db, store, ledger } = this.deps;
    const now = this.now();
    const id = db.transaction(() => {
      // Checked inside the transaction: the balance is the one this order takes from.
      if (ledger.balance(userId, pair.quoteCurrencyId).balance.lt(cost)) {
        throw new ApiError('insufficientBalance');
      }
      const orderId = store.insert({
        user_id: userId,
        currency_match_id: pair.id,
        base_currency_id: pair.baseCurrencyId,
        quote_currency_id: pair.quoteCurrencyId,
        type,
        status: mode === 1 ? 1 : 0,
        multiple,
        share,
        number: quantity.toFixed(),
        origin_price: origin.toFixed(),
        price: price.toFixed(),
        caution_money: margin.toFixed(),
        origin_caution_money: margin.toFixed(),
        trade_fee: fee.toFixed(),
        lock_amount: mode === 1 ? '0' : cost.toFixed(),
        created_ms: now,
        opened_ms: mode === 1 ? now : null,
      });
      const base = { userId, currencyId: pair.quoteCurrencyId, orderId };
      if (mode === 1) {
        ledger.move({ ...base, available: margin.neg(), reason: LEVER_REASON.margin });
        ledger.move({ ...base, available: fee.neg(), reason: LEVER_REASON.fee });
      } else {
        ledger.move({ ...base, available: cost.neg(), locked: cost, reason: LEVER_REASON.lock });
      }
      return orderId;
    })();
    if (mode === 1) this.pushTrade(userId, pair.quoteCurrencyId, pair.id);
    return this.owned(userId, id);
  }

  /** Cancels a pending order and releases what it reserved. */
  cancel(userId: number, id: number): LeverRow {
    const row = this.owned(userId, id);
    if (row.status !== 0) throw new ApiError('leverNotPending');
    const { db, store, ledger } = this.deps;
    db.transaction(() => {
      const fresh = store.find(id);
      if (!fresh || fresh.status !== 0) throw new ApiError('leverNotPending');
      const lock = new Dec(fresh.lock_amount);
      ledger.move({
        userId,
        currencyId: fresh.quote_currency_id,
        orderId: id,
        available: lock,
        locked: lock.neg(),
        reason: LEVER_REASON.unlock,
      });
      store.update(id, {
        status: 4,
        lock_amount: '0',
        closed_ms: this.now(),
        updated_ms: this.now(),
      });
    })();
    return this.owned(userId, id);
  }

  /** Closes one open position at the last price. */
  close(userId: number, id: number): LeverRow {
    const row = this.owned(userId, id);
    if (row.status !== 1) throw new ApiError('leverNotOpen');
    const closed = this.closeRows([row], 'user');
    if (closed.length === 0) throw new ApiError('leverNotOpen');
    this.afterClose(userId, row.quote_currency_id, row.currency_match_id, closed, 'user');
    return this.owned(userId, id);
  }

  /** Closes the caller's open positions of a pair (or every pair) by direction. */
  batchClose(userId: number, type: LeverBatchCloseType, pairId: number | undefined): number[] {
    if (pairId !== undefined) this.pair(pairId);
    const quoteIds = new Set<number>();
    const rows: LeverRow[] = [];
    for (const pair of this.deps.market.pairs()) {
      if (pairId !== undefined && pair.id !== pairId) continue;
      quoteIds.add(pair.quoteCurrencyId);
    }
    for (const quoteId of quoteIds) {
      for (const row of this.deps.store.openOfUser(userId, quoteId)) {
        if (pairId !== undefined && row.currency_match_id !== pairId) continue;
        if (type !== 0 && row.type !== type) continue;
        rows.push(row);
      }
    }
    const closed = this.closeRows(rows, 'user');
    if (closed.length > 0) {
      for (const quoteId of new Set(rows.map((row) => row.quote_currency_id))) {
        this.afterClose(userId, quoteId, pairId ?? rows[0].currency_match_id, [], 'user');
      }
      this.pushClosed(userId, closed, 'user');
    }
    return closed;
  }

  /** Sets or clears (0 / empty) take-profit and stop-loss of an open position. */
  setStop(userId: number, id: number, params: Params): LeverRow {
    const row = this.owned(userId, id);
    const pair = this.pair(row.currency_match_id);
    const key = 'leverStopPriceInvalid';
    const takeProfit =
      priceParam(params.target_profit_price, pair.priceDecimals, key, true) ?? new Dec(0);
    const stopLoss =
      priceParam(params.stop_loss_price, pair.priceDecimals, key, true) ?? new Dec(0);
    if (row.status !== 1) throw new ApiError('leverNotOpen');
    const open = new Dec(row.price);
    const current = this.lastPrice(pair) ?? open;
    const problem = checkStops(row.type, open, current, takeProfit, stopLoss);
    if (problem === 'take_profit') {
      throw new ApiError(row.type === 1 ? 'leverLongTakeProfit' : 'leverShortTakeProfit');
    }
    if (problem === 'stop_loss') {
      throw new ApiError(row.type === 1 ? 'leverLongStopLoss' : 'leverShortStopLoss');
    }
    this.deps.store.update(id, {
      target_profit_price: takeProfit.toFixed(),
      stop_loss_price: stopLoss.toFixed(),
      updated_ms: this.now(),
    });
    this.pushTrade(userId, row.quote_currency_id, row.currency_match_id);
    return this.owned(userId, id);
  }

  /**
   * The risk pass of one pair after its last price changed: fills the pending orders it
   * crossed, triggers take-profit / stop-loss, then recomputes every risk rate in the pair's
   * quote currency, liquidates at the threshold and pushes to each owner.
   */
  onPrice(pairId: number): void {
    const pair = this.deps.market.pairById(pairId);
    if (!pair) return;
    const last = this.lastPrice(pair);
    if (!last) return;
    const quoteId = pair.quoteCurrencyId;
    const touched: Touched = new Map();
    const touch = (userId: number): UserTouch => {
      let entry = touched.get(userId);
      if (!entry) {
        entry = { closed: new Map(), book: null };
        touched.set(userId, entry);
      }
      return entry;
    };
    const { store } = this.deps;
    for (const row of store.liveOfPair(pair.id, 0)) {
      if (targetReached(row.type, new Dec(row.origin_price), last) && this.fill(row, pair, last)) {
        touch(row.user_id);
      }
    }
    for (const row of store.liveOfPair(pair.id, 1)) {
      const entry = touch(row.user_id);
      const hit = stopHit(
        row.type,
        new Dec(row.target_profit_price),
        new Dec(row.stop_loss_price),
        last,
      );
      if (!hit) continue;
      const closed = this.closeRows([row], hit);
      if (closed.length > 0) entry.closed.set(hit, [...(entry.closed.get(hit) ?? []), ...closed]);
    }
    // Every owner of a position in this quote currency: the risk rate may have crossed the
    // threshold (owners without a position on this pair are pushed only when liquidated).
    for (const userId of store.usersWithOpen(quoteId)) {
      const book = this.riskBook(userId, quoteId);
      if (!mustLiquidate(book.hazard, book.threshold)) {
        const entry = touched.get(userId);
        if (entry) entry.book = book;
        continue;
      }
      const rows = book.positions.map((position) => position.row);
      const closed = this.closeRows(rows, 'liquidation');
      if (closed.length > 0) touch(userId).closed.set('liquidation', closed);
    }
    for (const [userId, entry] of touched) {
      for (const [reason, ids] of entry.closed) this.pushClosed(userId, ids, reason);
      this.pushTrade(userId, quoteId, pair.id, entry.book ?? undefined);
    }
  }

  /**
   * Fills a pending order at the trade price that reached its target when that is better for
   * the trader (a long's lower, a short's higher), never worse than the target
   * (docs/product.md#lever-page). Margin and fee are figured again on that price: the part of
   * the reservation they no longer need goes back to the balance; a short's dearer margin takes
   * the difference from the balance, and when the balance cannot pay it the order fills at its
   * target as reserved. False when the row moved on.
   */
  private fill(row: LeverRow, pair: Pair, last: Dec): boolean {
    const { db, store, ledger } = this.deps;
    return db.transaction(() => {
      const fresh = store.find(row.id);
      if (!fresh || fresh.status !== 0 || !pair.lever) return false;
      const base = {
        userId: fresh.user_id,
        currencyId: fresh.quote_currency_id,
        orderId: fresh.id,
      };
      const reserved = new Dec(fresh.lock_amount);
      let figures = {
        origin: fresh.origin_price,
        price: fresh.price,
        margin: new Dec(fresh.caution_money),
        fee: new Dec(fresh.trade_fee),
      };
      const better = fillAt(fresh.type, new Dec(fresh.origin_price), last);
      if (!better.eq(fresh.origin_price)) {
        const price = fillPrice(better, fresh.type, new Dec(pair.lever.pointRate));
        const quantity = new Dec(fresh.number);
        const margin = marginOf(price, quantity, fresh.multiple, pair.quoteDecimals);
        const fee = feeOf(price, quantity, new Dec(pair.lever.feeRate), pair.quoteDecimals);
        const extra = margin.plus(fee).minus(reserved);
        const available = ledger.balance(fresh.user_id, fresh.quote_currency_id).balance;
        if (!extra.gt(available)) {
          figures = { origin: better.toFixed(), price: price.toFixed(), margin, fee };
        }
      }
      const left = reserved.minus(figures.margin).minus(figures.fee);
      if (left.gte(0)) {
        // Margin and fee come out of the reservation; what they do not need goes back.
        ledger.move({ ...base, locked: figures.margin.neg(), reason: LEVER_REASON.margin });
        ledger.move({ ...base, locked: figures.fee.neg(), reason: LEVER_REASON.fee });
        if (left.gt(0)) {
          ledger.move({
            ...base,
            available: left,
            locked: left.neg(),
            reason: LEVER_REASON.unlock,
          });
        }
      } else {
        // A dearer short: the reservation goes back and margin and fee come from the balance.
        ledger.move({
          ...base,
          available: reserved,
          locked: reserved.neg(),
          reason: LEVER_REASON.unlock,
        });
        ledger.move({ ...base, available: figures.margin.neg(), reason: LEVER_REASON.margin });
        ledger.move({ ...base, available: figures.fee.neg(), reason: LEVER_REASON.fee });
      }
      const now = this.now();
      store.update(fresh.id, {
        status: 1,
        origin_price: figures.origin,
        price: figures.price,
        caution_money: figures.margin.toFixed(),
        origin_caution_money: figures.margin.toFixed(),
        trade_fee: figures.fee.toFixed(),
        lock_amount: '0',
        opened_ms: now,
        updated_ms: now,
      });
      return true;
    })();
  }

  /**
   * Closes open positions at their pair's last price in ONE transaction: each hands back margin
   * + profit to the lever balance. A loss beyond the margin is taken from the balance, down to
   * 0 at most; what is left uncovered is the house's (the account never goes negative).
   * Answers the ids it closed (rows already closed are skipped).
   */
  closeRows(rows: readonly LeverRow[], reason: LeverCloseReason): number[] {
    if (rows.length === 0) return [];
    const { db, store, ledger } = this.deps;
    return db.transaction(() => {
      const closed: number[] = [];
      const now = this.now();
      const figured: Array<{ fresh: LeverRow; last: Dec; profit: Dec; net: Dec }> = [];
      for (const row of rows) {
        const fresh = store.find(row.id);
        if (!fresh || fresh.status !== 1) continue;
        const pair = this.pair(fresh.currency_match_id);
        const last = this.lastPrice(pair) ?? new Dec(fresh.price);
        const profit = this.positionProfit(fresh, pair, last);
        figured.push({ fresh, last, profit, net: profit.plus(fresh.caution_money) });
      }
      // Gains first, then losses: closed together, positions net against each other.
      figured.sort((a, b) => b.net.comparedTo(a.net) || a.fresh.id - b.fresh.id);
      for (const { fresh, last, profit } of figured) {
        const { credit, shortfall } = settlement(new Dec(fresh.caution_money), profit);
        const balance = ledger.balance(fresh.user_id, fresh.quote_currency_id).balance;
        const taken = Dec.min(shortfall, balance);
        ledger.move({
          userId: fresh.user_id,
          currencyId: fresh.quote_currency_id,
          orderId: fresh.id,
          available: credit.minus(taken),
          reason: LEVER_REASON.close,
        });
        store.update(fresh.id, {
          status: 3,
          close_price: last.toFixed(),
          profits: profit.toFixed(),
          close_reason: reason,
          closed_ms: now,
          updated_ms: now,
        });
        closed.push(fresh.id);
      }
      return closed;
    })();
  }

  /** A row of the caller, or orderNotFound (also for someone else's id). */
  owned(userId: number, id: number): LeverRow {
    const row = this.deps.store.find(id);
    if (!row || row.user_id !== userId) throw new ApiError('orderNotFound');
    return row;
  }

  private afterClose(
    userId: number,
    quoteId: number,
    pairId: number,
    closed: number[],
    reason: LeverCloseReason,
  ): void {
    if (closed.length > 0) this.pushClosed(userId, closed, reason);
    this.pushTrade(userId, quoteId, pairId);
  }

  /** LEVER_TRADE to the owner: their open positions in that quote currency and the totals. */
  pushTrade(userId: number, quoteId: number, pairId: number, current?: RiskBook): void {
    const book = current ?? this.riskBook(userId, quoteId);
    const payload: PushBody<LeverTradePush> = {
      currency_match_id: pairId,
      trades_all: book.positions.map((position) => toLeverOrder(position.row, position.pair, book)),
      hazard_rate: book.hazard ? book.hazard.toFixed(2) : '0',
      profits_all: book.profits.toFixed(),
    };
    this.deps.hub.publishToUser(userId, 'LEVER_TRADE', payload);
  }

  pushClosed(userId: number, ids: number[], reason: LeverCloseReason): void {
    const payload: PushBody<LeverClosedPush> = { id: ids, reason };
    this.deps.hub.publishToUser(userId, 'LEVER_CLOSED', payload);
  }
}
