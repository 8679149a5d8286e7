import {
  compare,
  type Depth,
  div,
  floorTo,
  isPositive,
  type Match,
  mul,
  type OrderWay,
  type PlaceOrderRequest,
  type PlaceStopOrderRequest,
  type SpotOrder,
  type TimeInForce,
  percentOf,
  PRECISION,
  roundUpTo,
  sub,
} from '@exchange/shared';

/**
 * Order modes by index (docs/product.md#public-and-spot-screens): 0 limit (price editable), 1
 * market, 2 stop-limit (stop price + limit price, docs/product.md#spot-order-types).
 */
export const ORDER_MODE = { limit: 0, market: 1, stop: 2 } as const;
export type OrderMode = (typeof ORDER_MODE)[keyof typeof ORDER_MODE];

export type Side = 'buy' | 'sell';
export const WAY_OF_SIDE: Record<Side, OrderWay> = { buy: 1, sell: 2 };

/** Slider stops (docs/product.md#public-and-spot-validation, docs/product.md#public-and-spot-constants). */
export const SLIDER_STEP = 25;

/** Totals are rounded up at 6 decimals (docs/product.md#public-and-spot-validation). */
export const TOTAL_DECIMALS = PRECISION.quantity;

/**
 * Price decimals a user may type: the pair's own, up to 8 (a BTC-quoted pair needs more than the
 * specs' 4; the server refuses more than the pair has, docs/decisions.md#numbers).
 */
export { priceDecimalsOf } from '@exchange/shared/trading';

/** Quantity decimals: the spec's 6, or fewer when the pair allows fewer. */
export const quantityDecimalsOf = (match: Pick<Match, 'number_decimals'>): number =>
  Math.min(PRECISION.quantity, match.number_decimals);

/**
 * Quantity set by the slider (docs/product.md#public-and-spot-validation): buy = quote balance × percent ÷ price, sell = base
 * balance × percent, both floored to the quantity decimals. Empty when it cannot be computed.
 */
export const sliderQuantity = (
  side: Side,
  input: { balance: string | null; percent: number; price: string; places: number },
): string => {
  const { balance, percent, price, places } = input;
  if (percent <= 0 || !isPositive(balance)) return '';
  const share = percentOf(balance as string, percent);
  if (side === 'sell') return floorTo(share, places);
  if (!isPositive(price)) return '';
  return floorTo(div(share, price), places);
};

/** price × quantity rounded up at 6 decimals (docs/product.md#public-and-spot-validation); empty until both are positive. */
export const orderTotal = (price: string, quantity: string): string =>
  isPositive(price) && isPositive(quantity) ? roundUpTo(mul(price, quantity), TOTAL_DECIMALS) : '';

export type BestPrices = { ask: string | null; bid: string | null };

/** Best ask (lowest sell) and best bid (highest buy) of the book. */
export const bestPricesOf = (depth: Depth): BestPrices => ({
  ask: depth.out[0]?.price ?? null,
  bid: depth.in[0]?.price ?? null,
});

export const sameBestPrices = (a: BestPrices, b: BestPrices): boolean =>
  a.ask === b.ask && a.bid === b.bid;

/** A market buy takes the best ask, a market sell the best bid (docs/product.md#public-and-spot-states). */
export const marketPriceOf = (side: Side, best: BestPrices): string | null =>
  side === 'buy' ? best.ask : best.bid;

/** An order waiting in the confirmation dialog. */
export type PendingOrder = {
  side: Side;
  mode: OrderMode;
  price: string;
  quantity: string;
  total: string;
  /** Limit orders only (docs/product.md#spot-order-types); a market order is IOC. */
  tif?: TimeInForce;
  postOnly?: boolean;
  /** Stop-limit orders: the trigger price (`price` is the limit price). */
  stopPrice?: string;
};

/** The request of a confirmed stop-limit order. */
export const stopRequest = (pending: PendingOrder, pairId: number): PlaceStopOrderRequest => ({
  currency_match_id: pairId,
  way: WAY_OF_SIDE[pending.side],
  stop_price: pending.stopPrice ?? '',
  price: pending.price,
  number: pending.quantity,
});

export const TIME_IN_FORCE_OPTIONS: readonly TimeInForce[] = ['GTC', 'IOC', 'FOK'];

/**
 * The request of a confirmed order: a limit order with its time in force and post-only flag
 * (sent only when not the default), a market order as `type: market` (the server turns it into
 * IOC within MARKET_BAND_PERCENT of the last price; the price sent is the one confirmed).
 */
export const placeRequest = (pending: PendingOrder, pairId: number): PlaceOrderRequest => {
  const base = { currency_match_id: pairId, price: pending.price, number: pending.quantity };
  if (pending.mode === ORDER_MODE.market) return { ...base, type: 'market' };
  const tif = pending.tif ?? 'GTC';
  return {
    ...base,
    ...(tif !== 'GTC' && { time_in_force: tif }),
    ...(pending.postOnly && tif === 'GTC' && { post_only: true }),
  };
};

/**
 * What the answer of a placed order means for the trader: an IOC or market order that did not
 * fill entirely came back cancelled (status 4), with what filled and what was cancelled.
 */
export const placedOutcome = (
  order: Pick<SpotOrder, 'status' | 'transacted_amount' | 'number'>,
):
  | { kind: 'placed' }
  | { kind: 'nothingFilled' }
  | { kind: 'partlyFilled'; filled: string; rest: string } => {
  if (order.status !== 4) return { kind: 'placed' };
  if (!isPositive(order.transacted_amount)) return { kind: 'nothingFilled' };
  return { kind: 'partlyFilled', filled: order.transacted_amount, rest: order.number };
};

/**
 * A market order re-priced at the book's current best (and its total with it); a limit order,
 * or a market order whose opposite side has emptied, stays as it was.
 */
export const repriceMarket = (pending: PendingOrder, best: BestPrices): PendingOrder => {
  const live = marketPriceOf(pending.side, best);
  const unchanged =
    pending.mode !== ORDER_MODE.market ||
    live === null ||
    !isPositive(live) ||
    live === pending.price;
  if (unchanged) return pending;
  return { ...pending, price: live, total: orderTotal(live, pending.quantity) };
};

/** Error catalogue keys of the order form (docs/product.md#public-and-spot-errors). */
export type OrderProblem = 'p_stop' | 'p_price' | 'notbest' | 'p_num' | 'minValue';

/**
 * Whether price × quantity is below the pair's minimum order value (docs/product.md#spot-order-rules),
 * compared exactly, like the server does. No minimum ("0" or missing) refuses nothing.
 */
export const belowMinimum = (
  price: string,
  quantity: string,
  minimum: string | undefined,
): boolean =>
  isPositive(minimum) &&
  isPositive(price) &&
  isPositive(quantity) &&
  compare(mul(price, quantity), minimum as string) < 0;

/**
 * Checks of one side before the confirmation, in the spec's order: the price (limit: p_price;
 * market: notbest when the book has no opposite price; stop-limit: the stop price p_stop, then
 * the limit price), then the quantity (p_num), then the pair's minimum order value at the price
 * the order goes at (minValue).
 */
export const validateOrder = (input: {
  mode: OrderMode;
  side: Side;
  price: string;
  quantity: string;
  best: BestPrices;
  minimum?: string;
  stopPrice?: string;
}): OrderProblem | null => {
  let price = input.price;
  if (input.mode === ORDER_MODE.stop && !isPositive(input.stopPrice)) return 'p_stop';
  if (input.mode !== ORDER_MODE.market) {
    if (!isPositive(input.price)) return 'p_price';
  } else {
    const market = marketPriceOf(input.side, input.best);
    if (!isPositive(market)) return 'notbest';
    price = market as string;
  }
  if (!isPositive(input.quantity)) return 'p_num';
  if (belowMinimum(price, input.quantity, input.minimum)) return 'minValue';
  return null;
};

/** What the fee estimate needs of the pair (sent by the server on the Match). */
export type FeeRules = Pick<
  Match,
  | 'buy_fee_rate'
  | 'sell_fee_rate'
  | 'base_currency_decimals'
  | 'quote_currency_decimals'
  | 'base_currency_code'
  | 'quote_currency_code'
>;

export type FeeEstimate = {
  /** The rate in percent, e.g. "0.1". */
  percent: string;
  fee: string;
  /** What the order delivers after the fee: base for a buy, quote for a sell. */
  net: string;
  /** The currency of fee and net. */
  code: string;
};

/** "0.00100000" → "0.001", "5.0" → "5": exact, only zeros go. */
export const trimZeros = (value: string): string =>
  value.includes('.') ? value.replace(/\.?0+$/, '') : value;

/**
 * The fee as the engine charges it when the order fills at `price` (docs/product.md#spot-fees):
 * a buyer pays buy_fee_rate of the base received, truncated to the base currency's decimals; a
 * seller sell_fee_rate of the quote received (price × quantity, exact), truncated to the quote
 * currency's. Several fills truncate each fill's fee, so the fee charged is at most this.
 * Null until price and quantity are positive or when the pair has no fee data.
 */
export const estimateFee = (
  side: Side,
  price: string,
  quantity: string,
  pair: FeeRules,
): FeeEstimate | null => {
  const rate = side === 'buy' ? pair.buy_fee_rate : pair.sell_fee_rate;
  const places = side === 'buy' ? pair.base_currency_decimals : pair.quote_currency_decimals;
  if (rate === undefined || places === undefined) return null;
  if (!isPositive(price) || !isPositive(quantity)) return null;
  const gross = side === 'buy' ? quantity : mul(price, quantity);
  const fee = floorTo(mul(gross, rate), places);
  return {
    percent: trimZeros(mul(rate, 100)),
    fee: trimZeros(fee),
    net: trimZeros(sub(gross, fee)),
    code: side === 'buy' ? pair.base_currency_code : pair.quote_currency_code,
  };
};
