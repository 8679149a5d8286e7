import { maxBig, pow10, truncateTo } from './fixed';
import type { Ledger } from './ledger';
import { OrderBook, type BookOrder, type Side } from './order-book';

/**
 * The spot matching engine over every pair: books, locks, fills and fees, with the money moved
 * through a Ledger. Plain TypeScript: no framework, no I/O, no clock.
 *
 * Money rules (docs/decisions.md#accounts, issue 4):
 * - a buy locks price x number of the quote currency, a sell locks number of the base;
 * - a fill executes at the resting (maker) order's price;
 * - the buyer pays the fee in base (on what it receives), the seller in quote;
 * - a buy's lock stays exactly limit price x what is left: a fill at a better price gives the
 *   difference back at once, so nothing is left locked when the order completes;
 * - a cancel releases what is still locked.
 */

/** Fee rates are kept at scale 8: "0.001" (0.1 %) is 100000n. */
export const FEE_RATE_SCALE = 8;

export type PairSpec = {
  id: number;
  baseCurrencyId: number;
  quoteCurrencyId: number;
  priceDecimals: number;
  numberDecimals: number;
  /** Decimals of the base and quote currencies: fees are truncated to them. */
  baseCurrencyDecimals: number;
  quoteCurrencyDecimals: number;
  /** Fee rates at FEE_RATE_SCALE: buyers pay buyFeeRate of the base they get, sellers sellFeeRate of the quote. */
  buyFeeRate: bigint;
  sellFeeRate: bigint;
};

/** Scales the engine keeps a pair's money at (enough for every exact product). */
export type PairScales = { base: number; quote: number };

export function pairScales(spec: PairSpec): PairScales {
  return {
    base: Math.max(spec.baseCurrencyDecimals, spec.numberDecimals),
    quote: Math.max(spec.quoteCurrencyDecimals, spec.priceDecimals + spec.numberDecimals),
  };
}

/** 1 open (nothing filled), 2 partially filled, 3 filled, 4 cancelled (contract OrderStatus). */
export type OrderStatus = 1 | 2 | 3 | 4;

/** An order as the engine tracks it. Quantities in lots, money in units of the pair's scales. */
export type OrderState = BookOrder & {
  pairId: number;
  /** Original quantity. */
  total: bigint;
  filled: bigint;
  /** Quote value filled so far (quote scale). */
  filledQuote: bigint;
  /** Fee paid so far: base scale for a buy, quote scale for a sell. */
  fee: bigint;
  /** Still locked for this order: quote scale for a buy, base scale for a sell. */
  lockLeft: bigint;
  status: OrderStatus;
};

export type Trade = {
  pairId: number;
  /** The maker's price, ticks. */
  price: bigint;
  /** Lots. */
  quantity: bigint;
  /** price x quantity at the quote scale. */
  quote: bigint;
  takerSide: Side;
  takerOrderId: number;
  makerOrderId: number;
  buyOrderId: number;
  sellOrderId: number;
  buyerId: number;
  sellerId: number;
  /** Paid by the buyer, base scale. */
  buyFee: bigint;
  /** Paid by the seller, quote scale. */
  sellFee: bigint;
};

/**
 * How long an order may wait (docs/product.md#spot-order-types): GTC rests until filled or
 * cancelled; IOC fills what it can at once and cancels the rest (its lock released in the same
 * call); FOK fills entirely at once or changes nothing.
 */
export type TimeInForce = 'GTC' | 'IOC' | 'FOK';
export const TIME_IN_FORCE: readonly TimeInForce[] = ['GTC', 'IOC', 'FOK'];

export type PlaceRequest = {
  id: number;
  userId: number;
  pairId: number;
  side: Side;
  /** Ticks (price x 10^priceDecimals). */
  price: bigint;
  /** Lots (number x 10^numberDecimals). */
  quantity: bigint;
  /** Default GTC. */
  timeInForce?: TimeInForce;
  /** Refused ('would_take') when the order would trade at once; GTC only. */
  postOnly?: boolean;
  /**
   * The caller already holds exactly `lockFor(...)` of this order in the user's locked balance
   * (a triggered stop-limit order, docs/product.md#spot-order-types): no balance check and no
   * lock move, the order simply takes the lock over. GTC only.
   */
  prelocked?: boolean;
};

export type PlaceResult = {
  /** The new order after matching (a copy). */
  order: OrderState;
  /** Fills in execution order. */
  trades: Trade[];
  /**
   * Resting orders the fills changed, their state after the last fill (copies); also the
   * caller's own resting orders self-trade prevention cancelled (status 4, nothing filled).
   */
  makers: OrderState[];
};

export type EngineErrorCode =
  | 'insufficient_balance'
  | 'unknown_pair'
  | 'bad_order'
  /** A post-only order would take liquidity. */
  | 'would_take'
  /** A fill-or-kill order cannot fill entirely. */
  | 'not_fillable';

export class EngineError extends Error {
  constructor(
    readonly code: EngineErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

type PairEntry = { spec: PairSpec; scales: PairScales; book: OrderBook };

const copy = (order: OrderState): OrderState => ({ ...order });

export class SpotEngine {
  private readonly pairs = new Map<number, PairEntry>();
  private readonly open = new Map<number, OrderState>();

  /**
   * `selfTradePrevention` (default on): a user's incoming order cancels that user's resting
   * orders it would trade with instead of trading with them (no wash trades, bots included).
   * The engine bench turns it off to compare with a peer that has no users.
   */
  constructor(
    private readonly ledger: Ledger,
    private readonly options: { selfTradePrevention?: boolean } = {},
  ) {}

  /**
   * (Re)loads a pair with its stored open orders, which must come in arrival order (id
   * order). Replaces any book the pair had.
   */
  loadPair(spec: PairSpec, openOrders: readonly OrderState[] = []): void {
    this.dropPair(spec.id);
    const entry: PairEntry = {
      spec,
      scales: pairScales(spec),
      book: new OrderBook({
        selfTradePrevention: this.options.selfTradePrevention ?? true,
      }),
    };
    this.pairs.set(spec.id, entry);
    for (const stored of [...openOrders].sort((a, b) => a.id - b.id)) {
      if (stored.pairId !== spec.id)
        throw new Error(`order ${stored.id} is not of pair ${spec.id}`);
      if (stored.remaining <= 0n || (stored.status !== 1 && stored.status !== 2)) {
        throw new Error(`order ${stored.id} is not open`);
      }
      const order = copy(stored);
      entry.book.add(order);
      this.open.set(order.id, order);
    }
  }

  hasPair(pairId: number): boolean {
    return this.pairs.has(pairId);
  }

  spec(pairId: number): PairSpec {
    return this.entry(pairId).spec;
  }

  scales(pairId: number): PairScales {
    return this.entry(pairId).scales;
  }

  book(pairId: number): OrderBook {
    return this.entry(pairId).book;
  }

  /** An open order (a copy), or undefined when it is not open. */
  order(id: number): OrderState | undefined {
    const order = this.open.get(id);
    return order ? copy(order) : undefined;
  }

  /** Open orders, optionally of one pair and/or one user (copies, arrival order). */
  openOrders(filter: { pairId?: number; userId?: number } = {}): OrderState[] {
    const rows: OrderState[] = [];
    for (const order of this.open.values()) {
      if (filter.pairId !== undefined && order.pairId !== filter.pairId) continue;
      if (filter.userId !== undefined && order.userId !== filter.userId) continue;
      rows.push(copy(order));
    }
    return rows.sort((a, b) => a.id - b.id);
  }

  /** What placing this order locks: quote units for a buy, base units for a sell. */
  lockFor(pairId: number, side: Side, price: bigint, quantity: bigint): bigint {
    const { spec, scales } = this.entry(pairId);
    return side === 'buy'
      ? price * quantity * pow10(scales.quote - spec.priceDecimals - spec.numberDecimals)
      : quantity * pow10(scales.base - spec.numberDecimals);
  }

  /**
   * Locks the funds, matches, settles every fill through the ledger and rests the remainder.
   * Throws EngineError('insufficient_balance') before changing anything when the available
   * balance does not cover the lock. A ledger failure part way leaves the book changed: the
   * caller then reloads the pair from storage (its transaction rolled back).
   */
  place(request: PlaceRequest): PlaceResult {
    const entry = this.entry(request.pairId);
    const { spec, scales, book } = entry;
    if (request.price <= 0n || request.quantity <= 0n) {
      throw new EngineError('bad_order', 'price and quantity must be positive');
    }
    if (this.open.has(request.id) || book.has(request.id)) {
      throw new EngineError('bad_order', `order ${request.id} exists`);
    }
    const timeInForce = request.timeInForce ?? 'GTC';
    if (!TIME_IN_FORCE.includes(timeInForce)) {
      throw new EngineError('bad_order', `unknown time in force ${String(timeInForce)}`);
    }
    if (request.postOnly && timeInForce !== 'GTC') {
      throw new EngineError('bad_order', 'post-only orders are GTC');
    }
    if (request.prelocked && timeInForce !== 'GTC') {
      throw new EngineError('bad_order', 'a prelocked order is GTC');
    }
    const lock = this.lockFor(request.pairId, request.side, request.price, request.quantity);
    const lockCurrency = request.side === 'buy' ? spec.quoteCurrencyId : spec.baseCurrencyId;
    const lockScale = request.side === 'buy' ? scales.quote : scales.base;
    if (
      !request.prelocked &&
      this.ledger.available(request.userId, lockCurrency, lockScale) < lock
    ) {
      throw new EngineError('insufficient_balance', 'available balance does not cover the order');
    }
    // Both refusals come before the lock: nothing has changed when they throw.
    if (request.postOnly && book.crosses(request.side, request.price)) {
      throw new EngineError('would_take', 'a post-only order would trade at once');
    }
    if (
      timeInForce === 'FOK' &&
      !book.canFill(request.side, request.price, request.quantity, request.userId)
    ) {
      throw new EngineError('not_fillable', 'a fill-or-kill order cannot fill entirely');
    }
    if (!request.prelocked) {
      this.ledger.move({
        userId: request.userId,
        currencyId: lockCurrency,
        scale: lockScale,
        available: -lock,
        locked: lock,
        reason: 'spot_order_lock',
        orderId: request.id,
      });
    }

    const taker: OrderState = {
      id: request.id,
      userId: request.userId,
      pairId: request.pairId,
      side: request.side,
      price: request.price,
      remaining: request.quantity,
      total: request.quantity,
      filled: 0n,
      filledQuote: 0n,
      fee: 0n,
      lockLeft: lock,
      status: 1,
    };
    const fills = book.place(taker, timeInForce === 'GTC');
    const trades: Trade[] = [];
    // Most orders fill nothing: no map of makers for them (it was most of a place's garbage).
    let makers: Map<number, OrderState> | undefined;
    for (const fill of fills) {
      const maker = this.open.get(fill.maker.id);
      if (!maker || maker !== fill.maker) throw new Error(`book order ${fill.maker.id} untracked`);
      makers ??= new Map<number, OrderState>();
      makers.set(maker.id, maker);
      if (fill.selfCancelled) {
        this.release(entry, maker);
        continue;
      }
      trades.push(this.settle(entry, taker, maker, fill.price, fill.quantity));
      if (fill.makerDone) this.open.delete(maker.id);
    }
    if (taker.remaining === 0n && taker.lockLeft !== 0n) {
      throw new Error(`order ${taker.id}: lock out of balance`);
    }
    if (taker.remaining > 0n) {
      // IOC (and FOK, which never gets here with a rest): the rest is cancelled, its lock
      // released now. `remaining` keeps what was cancelled, like a cancelled resting order.
      if (timeInForce === 'GTC') this.open.set(taker.id, taker);
      else this.release(entry, taker);
    }
    return {
      order: copy(taker),
      trades,
      makers: makers ? [...makers.values()].map(copy) : [],
    };
  }

  /** Cancels an open order and releases its lock; undefined when the order is not open. */
  cancel(orderId: number): OrderState | undefined {
    const order = this.open.get(orderId);
    if (!order) return undefined;
    const entry = this.entry(order.pairId);
    entry.book.cancel(orderId);
    this.release(entry, order);
    return copy(order);
  }

  /** A cancelled order (already out of the book): its lock back to available, status 4. */
  private release(entry: PairEntry, order: OrderState): void {
    const { spec, scales } = entry;
    const orderId = order.id;
    this.open.delete(orderId);
    const buy = order.side === 'buy';
    if (order.lockLeft > 0n) {
      this.ledger.move({
        userId: order.userId,
        currencyId: buy ? spec.quoteCurrencyId : spec.baseCurrencyId,
        scale: buy ? scales.quote : scales.base,
        available: order.lockLeft,
        locked: -order.lockLeft,
        reason: 'spot_order_cancel',
        orderId,
      });
    }
    order.lockLeft = 0n;
    order.status = 4;
  }

  private settle(
    entry: PairEntry,
    taker: OrderState,
    maker: OrderState,
    price: bigint,
    quantity: bigint,
  ): Trade {
    const { spec, scales } = entry;
    const buy = taker.side === 'buy' ? taker : maker;
    const sell = taker.side === 'buy' ? maker : taker;
    const quoteStep = pow10(scales.quote - spec.priceDecimals - spec.numberDecimals);
    const base = quantity * pow10(scales.base - spec.numberDecimals);
    const quote = price * quantity * quoteStep;
    const buyLockUsed = buy.price * quantity * quoteStep;
    const refund = buyLockUsed - quote;
    if (refund < 0n) throw new Error('a buy filled above its limit');
    const buyFee = truncateTo(
      (base * spec.buyFeeRate) / pow10(FEE_RATE_SCALE),
      scales.base,
      spec.baseCurrencyDecimals,
    );
    const sellFee = truncateTo(
      (quote * spec.sellFeeRate) / pow10(FEE_RATE_SCALE),
      scales.quote,
      spec.quoteCurrencyDecimals,
    );

    const move = (
      order: OrderState,
      currencyId: number,
      scale: number,
      available: bigint,
      locked: bigint,
    ): void => {
      if (available === 0n && locked === 0n) return;
      this.ledger.move({
        userId: order.userId,
        currencyId,
        scale,
        available,
        locked,
        reason: 'spot_trade',
        orderId: order.id,
      });
    };
    move(buy, spec.quoteCurrencyId, scales.quote, refund, -buyLockUsed);
    move(buy, spec.baseCurrencyId, scales.base, base - buyFee, 0n);
    move(sell, spec.baseCurrencyId, scales.base, 0n, -base);
    move(sell, spec.quoteCurrencyId, scales.quote, quote - sellFee, 0n);
    if (buyFee > 0n) this.ledger.collectFee(spec.baseCurrencyId, scales.base, buyFee, buy.id);
    if (sellFee > 0n) this.ledger.collectFee(spec.quoteCurrencyId, scales.quote, sellFee, sell.id);

    for (const order of [buy, sell]) {
      order.filled += quantity;
      order.filledQuote += quote;
      order.status = order.remaining === 0n ? 3 : 2;
    }
    buy.fee += buyFee;
    sell.fee += sellFee;
    buy.lockLeft -= buyLockUsed;
    sell.lockLeft -= base;
    // The book matched the whole taker before settling, so only the maker's remaining is final.
    if (
      buy.lockLeft < 0n ||
      sell.lockLeft < 0n ||
      (maker.remaining === 0n && maker.lockLeft !== 0n)
    ) {
      throw new Error(`order ${maker.id}/${taker.id}: lock out of balance`);
    }
    return {
      pairId: spec.id,
      price,
      quantity,
      quote,
      takerSide: taker.side,
      takerOrderId: taker.id,
      makerOrderId: maker.id,
      buyOrderId: buy.id,
      sellOrderId: sell.id,
      buyerId: buy.userId,
      sellerId: sell.userId,
      buyFee,
      sellFee,
    };
  }

  private dropPair(pairId: number): void {
    if (!this.pairs.has(pairId)) return;
    for (const [id, order] of this.open) if (order.pairId === pairId) this.open.delete(id);
    this.pairs.delete(pairId);
  }

  private entry(pairId: number): PairEntry {
    const entry = this.pairs.get(pairId);
    if (!entry) throw new EngineError('unknown_pair', `unknown pair ${pairId}`);
    return entry;
  }
}

/** Fee rate text ("0.001") at FEE_RATE_SCALE; refuses negatives and rates of 100 % or more. */
export function feeRateUnits(text: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,8}))?$/.exec(text.trim());
  if (!match) throw new Error(`bad fee rate "${text}"`);
  const units = BigInt(match[1]) * pow10(FEE_RATE_SCALE) + BigInt((match[2] ?? '').padEnd(8, '0'));
  if (units >= pow10(FEE_RATE_SCALE)) throw new Error(`fee rate "${text}" is 100 % or more`);
  return maxBig(units, 0n);
}
