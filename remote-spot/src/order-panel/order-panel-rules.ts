import {
  compare,
  isPositive,
  type NumberFormat,
  ORDER_PAGE_SIZE,
  type OrderWay,
  type SpotOrder,
  toDecimal,
} from '@exchange/shared';

export type OrderTab = 'current' | 'all' | 'history';

/** What the panel shows: tab, buy/sell sub-tab (current and all), page, and the pair on screen. */
export type OrderView = { tab: OrderTab; way: OrderWay; page: number; pairId: number };

/**
 * Whether an order has nothing left to fill: the spec's "number equals transacted_amount" on
 * this contract (number = what is left, total_number = the original), or a final status.
 */
export const isFinished = (order: SpotOrder): boolean => {
  if (order.status === 3 || order.status === 4) return true;
  if (toDecimal(order.number) && !isPositive(order.number)) return true;
  return (
    toDecimal(order.transacted_amount) !== null &&
    toDecimal(order.total_number) !== null &&
    compare(order.transacted_amount, order.total_number) >= 0
  );
};

/**
 * A live order update (TX_MATCHED, docs/product.md#public-and-spot-states): a listed order takes the new number and
 * transacted_amount (and what moves with them) and leaves the list once fully filled. Orders
 * that are not listed are not added.
 */
export const applyMatched = (rows: readonly SpotOrder[], order: SpotOrder): SpotOrder[] => {
  const index = rows.findIndex((row) => row.id === order.id);
  if (index < 0) return rows as SpotOrder[];
  if (isFinished(order)) return rows.filter((row) => row.id !== order.id);
  const next = rows.slice();
  next[index] = {
    ...rows[index],
    number: order.number,
    transacted_amount: order.transacted_amount,
    transacted_volume: order.transacted_volume,
    status: order.status,
    status_name: order.status_name,
    updated_at: order.updated_at,
  };
  return next;
};

/**
 * Whether a newly submitted order joins the list (docs/product.md#public-and-spot-states): only on page 1, never in
 * history, only when its way matches the sub-tab (buy 1, sell 2); on the current-pair tab
 * also only for that pair; and only while it still has something to fill.
 */
export const acceptsNewOrder = (view: OrderView, order: SpotOrder, way: OrderWay): boolean =>
  view.page === 1 &&
  view.tab !== 'history' &&
  way === view.way &&
  (view.tab !== 'current' || order.currency_match_id === view.pairId) &&
  !isFinished(order);

/** A new order (TX_SUBMIT or the place answer) on top of the list, kept to one page. */
export const applySubmitted = (
  rows: readonly SpotOrder[],
  order: SpotOrder,
  way: OrderWay,
  view: OrderView,
): SpotOrder[] => {
  // The push and the place answer bring the same order: it is listed once. An IOC or market
  // order comes back finished (filled, or its rest cancelled) after the push listed it open.
  if (rows.some((row) => row.id === order.id)) return applyMatched(rows, order);
  if (!acceptsNewOrder(view, order, way)) return rows as SpotOrder[];
  return [order, ...rows].slice(0, ORDER_PAGE_SIZE);
};

/** A cancelled order leaves the list at once (docs/product.md#public-and-spot-states). */
export const removeOrder = (rows: readonly SpotOrder[], id: number): SpotOrder[] =>
  rows.filter((row) => row.id !== id);

/**
 * The fee an order paid so far with its currency (docs/product.md#spot-fees), at the currency's
 * display decimals (docs/decisions.md#display-numbers): "0.00250000" LTC → "0.002500 LTC";
 * "--" when the server sent none.
 */
export const feeText = (
  order: Pick<SpotOrder, 'fee' | 'fee_currency'>,
  format: Pick<NumberFormat, 'amount'>,
): string => {
  if (!order.fee || !order.fee_currency || toDecimal(order.fee) === null) return '--';
  return `${format.amount(order.fee, order.fee_currency)} ${order.fee_currency}`;
};

/** The quote currency of a `BASE/QUOTE` symbol ('' when it has none). */
export const quoteCodeOf = (symbol: string): string => symbol.split('/')[1] ?? '';
