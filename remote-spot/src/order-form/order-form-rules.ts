import {
  type Depth,
  div,
  floorTo,
  isPositive,
  type Match,
  mul,
  type OrderWay,
  percentOf,
  PRECISION,
  roundUpTo,
} from '@exchange/shared';

/** Order modes by index (docs/product.md#public-and-spot-screens): 0 limit (price editable), 1 market. */
export const ORDER_MODE = { limit: 0, market: 1 } as const;
export type OrderMode = (typeof ORDER_MODE)[keyof typeof ORDER_MODE];

export type Side = 'buy' | 'sell';
export const WAY_OF_SIDE: Record<Side, OrderWay> = { buy: 1, sell: 2 };

/** Slider stops (docs/product.md#public-and-spot-validation, docs/product.md#public-and-spot-constants). */
export const SLIDER_STEP = 25;

/** Totals are rounded up at 6 decimals (docs/product.md#public-and-spot-validation). */
export const TOTAL_DECIMALS = PRECISION.quantity;

/**
 * Price decimals a user may type: the spec's 4, or fewer when the pair allows fewer (the
 * server refuses more decimals than the pair has, docs/decisions.md#numbers).
 */
export const priceDecimalsOf = (match: Pick<Match, 'price_decimals'>): number =>
  Math.min(PRECISION.price, match.price_decimals);

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
export type OrderProblem = 'p_price' | 'notbest' | 'p_num';

/**
 * Checks of one side before the confirmation, in the spec's order: the price (limit: p_price;
 * market: notbest when the book has no opposite price), then the quantity (p_num).
 */
export const validateOrder = (input: {
  mode: OrderMode;
  side: Side;
  price: string;
  quantity: string;
  best: BestPrices;
}): OrderProblem | null => {
  if (input.mode === ORDER_MODE.limit) {
    if (!isPositive(input.price)) return 'p_price';
  } else if (!isPositive(marketPriceOf(input.side, input.best))) {
    return 'notbest';
  }
  if (!isPositive(input.quantity)) return 'p_num';
  return null;
};
