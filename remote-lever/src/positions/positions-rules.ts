import {
  LEVER_LIST_VIEW,
  LEVER_ORDER_STATUS,
  type LeverClosedPush,
  type LeverListView,
  type LeverOrder,
  type LeverPage,
  type LeverTradePush,
} from '@exchange/shared/contract/lever';

/** The panel's tabs in order (docs/product.md#logged-in-areas-screens, docs/product.md#logged-in-areas-states), each a `lever/my_trade` view. */
export const PANEL_TABS: readonly { view: LeverListView; key: string }[] = [
  { view: LEVER_LIST_VIEW.currentPositions, key: 'current' },
  { view: LEVER_LIST_VIEW.allPositions, key: 'all' },
  { view: LEVER_LIST_VIEW.pending, key: 'pending' },
  { view: LEVER_LIST_VIEW.closed, key: 'closed' },
  { view: LEVER_LIST_VIEW.reverted, key: 'reverted' },
  { view: LEVER_LIST_VIEW.delegations, key: 'delegations' },
];

/** Views of open positions (actions: TP/SL and close). */
export const isPositionView = (view: LeverListView): boolean =>
  view === LEVER_LIST_VIEW.currentPositions || view === LEVER_LIST_VIEW.allPositions;

/** Views of pending fixed-price orders (action: revoke / cancel). */
export const isPendingView = (view: LeverListView): boolean =>
  view === LEVER_LIST_VIEW.pending || view === LEVER_LIST_VIEW.delegations;

/** Views limited to the current pair. */
export const isPairView = (view: LeverListView): boolean =>
  view === LEVER_LIST_VIEW.currentPositions || view === LEVER_LIST_VIEW.delegations;

/** A paginator only when the rows do not fit on one page (docs/product.md#logged-in-areas-screens). */
export const showPaginator = (total: number, perPage: number): boolean =>
  perPage > 0 && total > perPage;

export const lastPageOf = (total: number, perPage: number): number =>
  perPage > 0 ? Math.max(1, Math.ceil(total / perPage)) : 1;

/** What the panel holds for the view on screen. */
export type PanelList = Pick<LeverPage, 'total' | 'per_page' | 'hazard_rate' | 'profits_all'> & {
  rows: LeverOrder[];
};

export const panelListOf = (page: LeverPage): PanelList => ({
  rows: page.data,
  total: page.total,
  per_page: page.per_page,
  hazard_rate: page.hazard_rate,
  profits_all: page.profits_all,
});

/** Where the list on screen sits: its view, page and the current pair. */
export type PanelScope = { view: LeverListView; page: number; pairId: number; quoteId: number };

const belongs = (row: LeverOrder, scope: PanelScope): boolean =>
  !isPairView(scope.view) || row.currency_match_id === scope.pairId;

/**
 * LEVER_TRADE (docs/product.md#logged-in-areas-states): changed positions replace their rows; a position the list lacks
 * (a pending order that just filled) joins the top of the first page of a position view; in a
 * pending view a row that is no longer pending leaves. The risk rate and total profit follow
 * the push when it is about the quote currency of the current pair.
 */
export const applyTradePush = (
  list: PanelList,
  push: Pick<LeverTradePush, 'trades_all' | 'hazard_rate' | 'profits_all' | 'currency_match_id'>,
  scope: PanelScope,
): PanelList => {
  const changed = new Map(push.trades_all.map((row) => [row.id, row]));
  let rows = list.rows;
  let total = list.total;
  if (isPositionView(scope.view)) {
    const known = new Set(rows.map((row) => row.id));
    const joining = push.trades_all.filter(
      (row) => !known.has(row.id) && row.status === LEVER_ORDER_STATUS.open && belongs(row, scope),
    );
    rows = rows.map((row) => changed.get(row.id) ?? row);
    if (joining.length > 0 && scope.page === 1) {
      rows = [...joining, ...rows].slice(0, Math.max(list.per_page, rows.length));
    }
    total += joining.length;
  } else if (isPendingView(scope.view)) {
    const kept = rows.filter((row) => {
      const next = changed.get(row.id);
      return !next || next.status === LEVER_ORDER_STATUS.pending;
    });
    total -= rows.length - kept.length;
    rows = kept;
  }
  const sameQuote =
    push.currency_match_id === scope.pairId ||
    push.trades_all.some((row) => row.quote_currency_id === scope.quoteId);
  return {
    ...list,
    rows,
    total,
    ...(sameQuote ? { hazard_rate: push.hazard_rate, profits_all: push.profits_all } : {}),
  };
};

/** LEVER_CLOSED: the closed ids leave every list that shows them. */
export const applyClosedPush = (list: PanelList, push: Pick<LeverClosedPush, 'id'>): PanelList => {
  const closed = new Set(push.id);
  const rows = list.rows.filter((row) => !closed.has(row.id));
  return rows.length === list.rows.length
    ? list
    : { ...list, rows, total: Math.max(0, list.total - (list.rows.length - rows.length)) };
};

/** A row after lever/setstop: the two prices as sent ("" counts as "0", not set). */
export const withStops = (row: LeverOrder, takeProfit: string, stopLoss: string): LeverOrder => ({
  ...row,
  target_profit_price: takeProfit === '' ? '0' : takeProfit,
  stop_loss_price: stopLoss === '' ? '0' : stopLoss,
});
