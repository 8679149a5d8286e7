import type { Database } from 'better-sqlite3';
import type { OrderWay, PushBody, TxMatchedPush, TxSubmitPush } from '@exchange/shared/contract';
import { ACCOUNT_TYPE } from '../accounts/accounts-repo';
import {
  EngineError,
  feeRateUnits,
  formatUnits,
  parseUnits,
  pow10,
  pairScales,
  type OrderState,
  type PairSpec,
  type Side,
  type SpotEngine,
  type TimeInForce,
} from '../engine';
import { ApiError } from '../http/api-error';
import type { MessageKey } from '../i18n/messages';
import type { MarketState } from '../market/market-state';
import type { Pair } from '../market/pairs-repo';
import type { Hub } from '../ws/hub';
import { GroupCommit } from './group-commit';
import { toSpotOrder } from './order-view';
import type { FeedTrade, SpotFeed } from './spot-feed';
import {
  orderColumns,
  orderStateOf,
  sideOf,
  type OrderRow,
  type PairNumbers,
  type SpotStore,
} from './spot-store';

/** The slippage guard: a buy more than this far above the last price (a sell below) is refused. */
export const SLIPPAGE_PERCENT = 10n;
/** Prices and quantities must stay below 10^12 (docs/decisions.md#numbers: a sane bound). */
export const MAX_INTEGER_DIGITS = 12;

export function engineSpec(pair: Pair): PairSpec {
  return {
    id: pair.id,
    baseCurrencyId: pair.baseCurrencyId,
    quoteCurrencyId: pair.quoteCurrencyId,
    priceDecimals: pair.priceDecimals,
    numberDecimals: pair.numberDecimals,
    baseCurrencyDecimals: pair.baseDecimals,
    quoteCurrencyDecimals: pair.quoteDecimals,
    buyFeeRate: feeRateUnits(pair.buyFeeRate),
    sellFeeRate: feeRateUnits(pair.sellFeeRate),
  };
}

export type AmountKeys = {
  name: string;
  invalid: MessageKey;
  notPositive: MessageKey;
  decimals: MessageKey;
  tooLarge: MessageKey;
};

export const PRICE_KEYS: AmountKeys = {
  name: 'price',
  invalid: 'priceInvalid',
  notPositive: 'priceNotPositive',
  decimals: 'priceDecimals',
  tooLarge: 'priceTooLarge',
};
export const NUMBER_KEYS: AmountKeys = {
  name: 'number',
  invalid: 'numberInvalid',
  notPositive: 'numberNotPositive',
  decimals: 'numberDecimals',
  tooLarge: 'numberTooLarge',
};

/**
 * A request amount (docs/decisions.md#numbers): a string or a number holding a plain positive
 * decimal with at most `decimals` decimals, below 10^12. Exponents, signs, NaN, Infinity,
 * spaces (leading and trailing too) and hex are refused; so are zero and negatives.
 */
export function parseAmount(value: unknown, decimals: number, keys: AmountKeys): bigint {
  if (value === undefined || value === null || value === '') {
    throw new ApiError('missingParam', { name: keys.name });
  }
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new ApiError(keys.invalid);
    text = String(value); // 1e-7 stays "1e-7" and is refused below, like the string would be
  } else if (typeof value === 'string') {
    text = value; // " 100" is as malformed as "1 00": the client trims what a person typed
  } else {
    throw new ApiError(keys.invalid);
  }
  if (/^-\d+(\.\d+)?$/.test(text)) throw new ApiError(keys.notPositive);
  const units = parseUnits(text, decimals);
  if (units === 'format') throw new ApiError(keys.invalid);
  if (units === 'decimals') throw new ApiError(keys.decimals, { decimals });
  if (units === 0n) throw new ApiError(keys.notPositive);
  if (units >= pow10(MAX_INTEGER_DIGITS + decimals)) throw new ApiError(keys.tooLarge);
  return units;
}

/**
 * True when price x quantity (ticks x lots of the pair) is below the pair's minimum order value
 * (docs/product.md#spot-order-rules). Exact: both sides at the larger of the two scales.
 */
export function belowMinimumValue(pair: Pair, price: bigint, quantity: bigint): boolean {
  const min = pair.minOrderValue;
  const valueScale = pair.priceDecimals + pair.numberDecimals;
  const scale = Math.max(valueScale, min.split('.')[1]?.length ?? 0);
  const minUnits = parseUnits(min, scale);
  if (typeof minUnits !== 'bigint' || minUnits === 0n) return false;
  return price * quantity * pow10(scale - valueScale) < minUnits;
}

/** Refuses dust (docs/product.md#spot-order-rules) before anything is stored or locked. */
export function checkMinimumValue(pair: Pair, price: bigint, quantity: bigint): void {
  if (belowMinimumValue(pair, price, quantity)) {
    throw new ApiError('orderValueTooSmall', { min: pair.minOrderValue, code: pair.quoteCode });
  }
}

/**
 * The slippage guard's test (docs/product.md#spot-order-rules): 'above' when a buy is more than
 * SLIPPAGE_PERCENT above `reference`, 'below' when a sell is that far below, else null. One tick
 * is always allowed: on a coarse pair (0.0009 at 4 decimals) a tick is > 10 %.
 */
export function outsideSlippage(
  side: Side,
  price: bigint,
  reference: bigint,
): 'above' | 'below' | null {
  if (
    side === 'buy' &&
    price * 100n > reference * (100n + SLIPPAGE_PERCENT) &&
    price > reference + 1n
  ) {
    return 'above';
  }
  if (
    side === 'sell' &&
    price * 100n < reference * (100n - SLIPPAGE_PERCENT) &&
    price < reference - 1n
  ) {
    return 'below';
  }
  return null;
}

export type AccountBalance = { balance: string; lock_balance: string };

export type PlaceInput = {
  userId: number;
  pairId: number;
  way: OrderWay;
  price: unknown;
  number: unknown;
  /** Default GTC (docs/product.md#spot-order-types). */
  timeInForce?: TimeInForce;
  postOnly?: boolean;
  /** A market order: IOC within MARKET_BAND_PERCENT of the last price; `price` is ignored. */
  market?: boolean;
};

/** A validated order, ready to be matched and stored. */
export type PlaceCommand = {
  input: PlaceInput;
  pair: Pair;
  price: bigint;
  quantity: bigint;
  side: Side;
  nums: PairNumbers;
  timeInForce: TimeInForce;
  postOnly: boolean;
  /** A triggered stop-limit order: its lock is already held (spot-engine.ts PlaceRequest). */
  prelocked?: boolean;
};

/** Told after an order's trades committed and were announced (stop-limit triggers listen). */
export type TradesListener = (pairId: number, trades: readonly FeedTrade[]) => void;

/** A market order fills at most this far from the last price (docs/product.md#spot-order-types). */
export const MARKET_BAND_PERCENT = 5n;

type PlaceOutcome = {
  pre: OrderState;
  result: ReturnType<SpotEngine['place']>;
  trades: FeedTrade[];
  now: number;
};

export type SpotServiceDeps = {
  db: Database;
  engine: SpotEngine;
  store: SpotStore;
  feed: SpotFeed;
  market: MarketState;
  hub: Hub;
  now?: () => number;
};

/**
 * Spot orders end to end: validation, then ONE SQLite transaction per accepted order (the
 * order row, the lock, every fill's trade, balance moves and fees, the touched orders and the
 * 1-minute candle), then — only after the commit — the pushes. The same path serves the HTTP
 * routes and the market-maker bots.
 */
export class SpotService {
  private readonly now: () => number;
  private readonly group: GroupCommit;
  private readonly tradesListeners = new Set<TradesListener>();

  constructor(private readonly deps: SpotServiceDeps) {
    this.now = deps.now ?? Date.now;
    // A failed commit leaves the books ahead of storage: rebuild every pair from what is stored.
    this.group = new GroupCommit(deps.db, () => {
      for (const pair of deps.market.pairs()) {
        if (deps.engine.hasPair(pair.id)) this.reload(pair.id);
      }
    });
  }

  /** The pair (any, open or not), or a "pair not found" refusal. */
  pair(pairId: number): Pair {
    const pair = this.deps.market.pairById(pairId);
    if (!pair || !this.deps.engine.hasPair(pair.id)) throw new ApiError('pairNotFound');
    return pair;
  }

  numbers(pair: Pair): PairNumbers {
    return {
      id: pair.id,
      priceDecimals: pair.priceDecimals,
      numberDecimals: pair.numberDecimals,
      scales: this.deps.engine.scales(pair.id),
    };
  }

  /** Validates and places an order in a transaction of its own (the bots); answers its stored row. */
  placeOrder(input: PlaceInput): OrderRow {
    const command = this.prepare(input);
    return this.announce(command, this.execute(command));
  }

  /**
   * The HTTP path: validates at once, then matches and stores the order in the next group
   * commit (`group-commit.ts`); resolves with the stored row once that batch has committed.
   */
  async submitOrder(input: PlaceInput): Promise<OrderRow> {
    const command = this.prepare(input);
    const outcome = await this.group.run(() => this.execute(command));
    return this.announce(command, outcome);
  }

  /** Calls `listener` after every announced order that traded; returns the unsubscribe. */
  onTrades(listener: TradesListener): () => void {
    this.tradesListeners.add(listener);
    return () => this.tradesListeners.delete(listener);
  }

  /**
   * A triggered stop-limit order (docs/product.md#spot-order-types): validates `input` like any
   * order (refusals throw before anything changes), then in ONE transaction places it as a GTC
   * limit order taking over the lock the stop already holds and runs `within` (which records
   * the trigger on the stop row); announces after the commit. Answers the stored order.
   */
  placePrelocked(
    input: PlaceInput,
    within: (command: PlaceCommand, orderId: number) => void,
  ): OrderRow {
    const command: PlaceCommand = {
      ...this.prepare({ ...input, timeInForce: 'GTC', postOnly: false, market: false }),
      prelocked: true,
    };
    const trigger = this.deps.db.transaction((): PlaceOutcome => {
      const outcome = this.execute(command);
      within(command, outcome.pre.id);
      return outcome;
    });
    let outcome: PlaceOutcome;
    try {
      outcome = trigger();
    } catch (error) {
      // The order may have reached the book before `within` failed: storage is the truth.
      this.reload(command.pair.id);
      throw error;
    }
    return this.announce(command, outcome);
  }

  /** Validates an order without placing it (the checks every order goes through). */
  prepare(input: PlaceInput): PlaceCommand {
    const pair = this.pair(input.pairId);
    if (pair.openChange !== 1) throw new ApiError('pairClosed');
    const side = sideOf(input.way);
    const nums = this.numbers(pair);
    if (input.market) {
      const quantity = parseAmount(input.number, pair.numberDecimals, NUMBER_KEYS);
      const band = this.marketBand(pair, side);
      // The value a market order is held to the minimum at: the reference price's.
      checkMinimumValue(pair, band.reference, quantity);
      const command = { input, pair, price: band.limit, quantity, side, nums };
      return { ...command, timeInForce: 'IOC', postOnly: false };
    }
    const price = parseAmount(input.price, pair.priceDecimals, PRICE_KEYS);
    const quantity = parseAmount(input.number, pair.numberDecimals, NUMBER_KEYS);
    checkMinimumValue(pair, price, quantity);
    this.checkSlippage(pair, side, price);
    const timeInForce = input.timeInForce ?? 'GTC';
    const postOnly = input.postOnly === true;
    return { input, pair, price, quantity, side, nums, timeInForce, postOnly };
  }

  /** Matches and stores one order in a transaction (a savepoint inside a group commit). */
  private execute(command: PlaceCommand): PlaceOutcome {
    const { input, pair, price, quantity, side, nums, timeInForce, postOnly, prelocked } = command;
    const { db, engine, store } = this.deps;
    const now = this.now();
    const place = db.transaction((): PlaceOutcome => {
      const draft: OrderState = {
        id: 0,
        userId: input.userId,
        pairId: pair.id,
        side,
        price,
        remaining: quantity,
        total: quantity,
        filled: 0n,
        filledQuote: 0n,
        fee: 0n,
        lockLeft: engine.lockFor(pair.id, side, price, quantity),
        status: 1,
      };
      const pre: OrderState = { ...draft, id: store.insertOrder(draft, nums, now) };
      const result = engine.place({
        id: pre.id,
        userId: input.userId,
        pairId: pair.id,
        side,
        price,
        quantity,
        timeInForce,
        postOnly,
        prelocked,
      });
      const trades: FeedTrade[] = [];
      for (const trade of result.trades) {
        const row = {
          currency_match_id: pair.id,
          price: formatUnits(trade.price, pair.priceDecimals),
          number: formatUnits(trade.quantity, pair.numberDecimals),
          amount: formatUnits(trade.quote, nums.scales.quote),
          taker_side: trade.takerSide === 'buy' ? (2 as const) : (1 as const),
          buy_order_id: trade.buyOrderId,
          sell_order_id: trade.sellOrderId,
          buyer_id: trade.buyerId,
          seller_id: trade.sellerId,
          buy_fee: formatUnits(trade.buyFee, nums.scales.base),
          sell_fee: formatUnits(trade.sellFee, nums.scales.quote),
          created_ms: now,
        };
        const id = store.insertTrade(row);
        store.addToMinuteBar(nums, now, trade.price, trade.quantity);
        trades.push({ row: { ...row, id }, price: trade.price, quantity: trade.quantity });
      }
      for (const maker of result.makers) store.updateOrder(maker, nums, now);
      store.updateOrder(result.order, nums, now);
      return { pre, result, trades, now };
    });
    try {
      return place();
    } catch (error) {
      // The balance check runs before the engine changes anything; any later failure rolled
      // the transaction back, so the book is rebuilt from what is stored.
      if (error instanceof EngineError && error.code === 'insufficient_balance') {
        throw new ApiError('insufficientBalance');
      }
      // Post-only and fill-or-kill refusals also come before the engine changes anything.
      if (error instanceof EngineError && error.code === 'would_take') {
        throw new ApiError('postOnlyWouldTake');
      }
      if (error instanceof EngineError && error.code === 'not_fillable') {
        throw new ApiError('fokNotFillable');
      }
      this.reload(pair.id);
      throw error;
    }
  }

  /** After the commit: tells the world and answers the stored row. */
  private announce({ input, pair, nums }: PlaceCommand, outcome: PlaceOutcome): OrderRow {
    const { store, feed } = this.deps;
    feed.bookChanged(pair.id);
    feed.tradesDone(pair.id, outcome.trades);
    const submitted: OrderRow = {
      id: outcome.pre.id,
      user_id: input.userId,
      currency_match_id: pair.id,
      way: input.way,
      ...orderColumns(outcome.pre, nums),
      created_ms: outcome.now,
      updated_ms: outcome.now,
    };
    const submit = (lang: Parameters<typeof toSpotOrder>[2]) => {
      const balances = this.balances(input.userId, pair);
      const push: PushBody<TxSubmitPush> = {
        way: input.way,
        order: toSpotOrder(submitted, pair, lang),
        quote_account: balances.quote,
        base_account: balances.base,
      };
      return push;
    };
    this.deps.hub.publishToUser(input.userId, 'TX_SUBMIT', submit);
    // Fills change both sides; a self-trade cancel changes the user's resting order and balance.
    // An IOC or market order that filled nothing ends cancelled: its open copy leaves too.
    if (
      outcome.trades.length > 0 ||
      outcome.result.makers.length > 0 ||
      outcome.result.order.status !== 1
    ) {
      for (const order of [...outcome.result.makers, outcome.result.order]) {
        this.pushMatched(order.userId, order.id, pair);
      }
    }
    const stored = store.findOrder(outcome.pre.id);
    if (!stored) throw new Error(`order ${outcome.pre.id} vanished`);
    // Last: orders these trades set off (stop-limit triggers) come after this order's pushes.
    if (outcome.trades.length > 0) {
      for (const listener of this.tradesListeners) listener(pair.id, outcome.trades);
    }
    return stored;
  }

  /**
   * Cancels the caller's order of that way. An order that is already filled or cancelled comes
   * back as it is (`cancelled: false`) without moving money; the route refuses it (code 0).
   */
  cancelOrder(
    userId: number,
    orderId: number,
    way: OrderWay,
  ): { row: OrderRow; cancelled: boolean } {
    const { db, engine, store, feed } = this.deps;
    const row = store.findOrder(orderId);
    if (!row || row.user_id !== userId || row.way !== way) throw new ApiError('orderNotFound');
    if (row.status === 3 || row.status === 4) return { row, cancelled: false };
    const pair = this.pair(row.currency_match_id);
    if (!engine.order(orderId)) this.reload(pair.id); // storage is the truth
    const nums = this.numbers(pair);
    const now = this.now();
    const cancel = db.transaction(() => {
      const state = engine.cancel(orderId);
      if (!state) throw new Error(`open order ${orderId} is not in the book`);
      store.updateOrder(state, nums, now);
    });
    try {
      cancel();
    } catch (error) {
      this.reload(pair.id);
      throw error;
    }
    feed.bookChanged(pair.id);
    // Every tab of the owner drops the order and shows the released funds.
    this.pushMatched(userId, orderId, pair);
    const stored = store.findOrder(orderId) as OrderRow;
    return { row: stored, cancelled: true };
  }

  /** The user's spot balances of the pair's two currencies. */
  balances(userId: number, pair: Pair): { base: AccountBalance; quote: AccountBalance } {
    const find = this.deps.db.prepare(
      `SELECT balance, lock_balance FROM accounts
        WHERE user_id = ? AND currency_id = ? AND account_type_id = ${ACCOUNT_TYPE.spot}`,
    );
    const read = (currencyId: number): AccountBalance =>
      (find.get(userId, currencyId) as AccountBalance | undefined) ?? {
        balance: '0',
        lock_balance: '0',
      };
    return { base: read(pair.baseCurrencyId), quote: read(pair.quoteCurrencyId) };
  }

  /** Rebuilds a pair's book from its stored open orders. */
  reload(pairId: number): void {
    const pair = this.deps.market.pairById(pairId);
    if (!pair) return;
    const spec = engineSpec(pair);
    const { engine, store } = this.deps;
    const nums: PairNumbers = {
      id: pair.id,
      priceDecimals: pair.priceDecimals,
      numberDecimals: pair.numberDecimals,
      scales: pairScales(spec),
    };
    engine.loadPair(
      spec,
      store.openOrdersOfPair(pair.id).map((row) => orderStateOf(row, nums)),
    );
    this.deps.feed.bookChanged(pair.id);
  }

  /**
   * A market order's price limit (docs/product.md#spot-order-types): MARKET_BAND_PERCENT from
   * the last trade price (the best opposite price before the first trade), a buy's rounded down
   * and a sell's up to a tick, so the band is never exceeded.
   */
  marketBand(pair: Pair, side: Side): { reference: bigint; limit: bigint } {
    const book = this.deps.engine.book(pair.id);
    const reference =
      this.deps.feed.lastPrice(pair.id) ?? (side === 'buy' ? book.bestAsk() : book.bestBid());
    if (reference === null || reference <= 0n) throw new ApiError('marketNoPrice');
    if (side === 'buy') {
      return { reference, limit: (reference * (100n + MARKET_BAND_PERCENT)) / 100n };
    }
    const scaled = reference * (100n - MARKET_BAND_PERCENT);
    const limit = scaled / 100n + (scaled % 100n === 0n ? 0n : 1n);
    return { reference, limit: limit > 0n ? limit : 1n };
  }

  private checkSlippage(pair: Pair, side: Side, price: bigint): void {
    const last = this.deps.feed.lastPrice(pair.id);
    if (last === null || last <= 0n) return;
    if (outsideSlippage(side, price, last) === null) return;
    const vars = {
      percent: SLIPPAGE_PERCENT.toString(),
      last: formatUnits(last, pair.priceDecimals),
    };
    throw new ApiError(side === 'buy' ? 'buyPriceTooHigh' : 'sellPriceTooLow', vars);
  }

  private pushMatched(userId: number, orderId: number, pair: Pair): void {
    this.deps.hub.publishToUser(userId, 'TX_MATCHED', (lang) => {
      const row = this.deps.store.findOrder(orderId) as OrderRow;
      const balances = this.balances(userId, pair);
      const push: PushBody<TxMatchedPush> = {
        order: toSpotOrder(row, pair, lang),
        quote_account: balances.quote,
        base_account: balances.base,
      };
      return push;
    });
  }
}
