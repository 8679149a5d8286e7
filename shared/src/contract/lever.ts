import type { DecimalString } from './market';

/**
 * Leveraged trading contract (docs/product.md#logged-in-areas-screens "Lever page", docs/product.md#logged-in-areas-data, docs/product.md#logged-in-areas-states, docs/product.md#logged-in-areas-calls; docs/decisions.md#lever).
 * Every amount is a decimal string at the quote currency's scale unless said otherwise.
 */

/** `type` of a lever order: 1 long (duo), 2 short (kong). */
export type LeverDirection = 1 | 2;
export const LEVER_DIRECTION = { long: 1, short: 2 } as const;

/** `status` of lever/submit: 1 market, 0 fixed price. */
export type LeverPriceMode = 0 | 1;
export const LEVER_PRICE_MODE = { fixed: 0, market: 1 } as const;

/** Stored order status: 0 pending (fixed price), 1 open, 2 closing, 3 closed, 4 cancelled. */
export type LeverOrderStatus = 0 | 1 | 2 | 3 | 4;
export const LEVER_ORDER_STATUS = {
  pending: 0,
  open: 1,
  closing: 2,
  closed: 3,
  cancelled: 4,
} as const;

/**
 * List views of `lever/my_trade` (a different code set from the stored status): 5 open positions
 * of the current pair, 1 open positions of all pairs, 0 pending entrusts (revoke), 3 closed,
 * 4 cancelled (reverted), 6 pending delegations of the current pair (cancel).
 */
export type LeverListView = 0 | 1 | 3 | 4 | 5 | 6;
export const LEVER_LIST_VIEW = {
  pending: 0,
  allPositions: 1,
  closed: 3,
  reverted: 4,
  currentPositions: 5,
  delegations: 6,
} as const;

/** Why a position closed (`close_reason`). */
export type LeverCloseReason = 'user' | 'liquidation' | 'take_profit' | 'stop_loss' | 'operator';

/** `lever/batch_close` type: 0 all, 1 long only, 2 short only. */
export type LeverBatchCloseType = 0 | 1 | 2;

/** A lever order or position row. */
export type LeverOrder = {
  id: number;
  type: LeverDirection;
  status: LeverOrderStatus;
  /** Fill price (adjusted by lever_point_rate); for a pending order the adjusted target price. */
  price: DecimalString;
  /** The price before adjustment: the last price at a market open, the target of a fixed-price one. */
  origin_price: DecimalString;
  /** Current (last) price for open rows; the close price for closed rows. */
  update_price: DecimalString;
  /** Lots (hands), a whole number. */
  share: number;
  /** Base quantity = share x lever_share_num. */
  number: DecimalString;
  multiple: number;
  /** "0" when not set. */
  target_profit_price: DecimalString;
  /** "0" when not set. */
  stop_loss_price: DecimalString;
  /** Margin held now. */
  caution_money: DecimalString;
  /** Margin at open. */
  origin_caution_money: DecimalString;
  trade_fee: DecimalString;
  /** Overnight fees charged so far. */
  overnight_money: DecimalString;
  /** Open rows: unrealised profit on the last price; closed rows: realised profit. */
  profits: DecimalString;
  /** Estimated liquidation price of this position alone ("0" when it cannot be estimated). */
  liquidation_price: DecimalString;
  /** Why a closed row closed (null while open, pending or cancelled). */
  close_reason: LeverCloseReason | null;
  /** Decimals of the pair's prices: every price of the row is shown with these. */
  price_decimals: number;
  /** Decimals of the quote currency: every amount of the row is shown with these. */
  quote_decimals: number;
  /** `YYYY-MM-DD HH:mm:ss`, UTC: when the order was placed. */
  time: string;
  /** `YYYY-MM-DD HH:mm:ss`, UTC, or null. */
  closed_at: string | null;
  currency_match_id: number;
  currency_match: { symbol: string };
  base_currency_id: number;
  quote_currency_id: number;
};

/** Lever settings of a pair (also on `Match` from market/currency_matches). */
export type LeverPairSettings = {
  /** Base quantity of one lot. */
  lever_share_num: DecimalString;
  /** Percent added to (long) or taken from (short) the price at fill. */
  lever_point_rate: DecimalString;
  /** Fraction of the position value charged at open, e.g. "0.001". */
  lever_fee_rate: DecimalString;
  /** Whole lots allowed per order. */
  lever_min_share: number;
  lever_max_share: number;
};

/** `POST lever/deal { currency_match_id }`: the form's data and the pair's pending delegations. */
export type LeverDealAnswer = {
  /** Pending (status 0) orders of the caller on this pair, newest first. */
  my_transaction: LeverOrder[];
  /** Lever-account balance of the pair's quote currency. */
  user_lever: DecimalString;
  multiple: {
    muit: { value: number }[];
    share: { label: string; value: number }[];
  };
  settings: LeverPairSettings;
  /** Last trade price of the pair. */
  last_price: DecimalString;
  /** Risk rate (%) below or at which every position in this quote currency is liquidated. */
  liquidation_rate: DecimalString;
  /** Decimals of the quote currency (margin, fee and balance are kept at these). */
  quote_decimals: number;
  /** Sum of the margins of the caller's open positions in the quote currency ("0" when none). */
  open_margins: DecimalString;
  /** Sum of their unrealised profits on the last prices ("0" when none). */
  open_profits: DecimalString;
};

/** A page of lever rows with the totals of docs/product.md#logged-in-areas-data. */
export type LeverPage = {
  data: LeverOrder[];
  total: number;
  per_page: number;
  current_page: number;
  /** Risk rate in percent over the open positions of the quote currency ("0" when none). */
  hazard_rate: DecimalString;
  /** Sum of unrealised profits of those positions. */
  profits_all: DecimalString;
};

/** `POST lever/dealall { currency_match_id, page }`: open positions of the pair. */
export type LeverDealAllAnswer = { order: LeverPage };

/** `POST lever/my_trade { status, page, currency_match_id? }` (status is a LeverListView). */
export type LeverMyTradeQuery = {
  status: LeverListView;
  page?: number;
  /** Needed by views 5 and 6. */
  currency_match_id?: number;
};

/** `POST lever/submit`. Answers the stored order. */
export type LeverSubmitRequest = {
  share: number;
  multiple: number;
  currency_match_id: number;
  type: LeverDirection;
  status: LeverPriceMode;
  /** Required when status is 0. */
  target_price?: DecimalString;
  password: string;
};

/** `POST lever/setstop`; "0" or "" clears a side. Answers the row. */
export type LeverSetStopRequest = {
  id: number;
  target_profit_price: DecimalString;
  stop_loss_price: DecimalString;
};

/** `POST lever/batch_close { type, currency_match_id }`: answers the ids closed. */
export type LeverBatchCloseAnswer = { closed: number[] };

/** Pushed to the owner on `LEVER_TRADE` whenever open positions or prices change. */
export type LeverTradePush = {
  type: 'LEVER_TRADE';
  topic: string;
  seq: number;
  epoch: string;
  currency_match_id: number;
  /** The owner's open positions whose figures changed (all pairs). */
  trades_all: LeverOrder[];
  hazard_rate: DecimalString;
  profits_all: DecimalString;
};

/** Pushed to the owner on `LEVER_CLOSED` when positions close for any reason. */
export type LeverClosedPush = {
  type: 'LEVER_CLOSED';
  topic: string;
  seq: number;
  epoch: string;
  /** Ids closed. */
  id: number[];
  reason: LeverCloseReason;
};

export const LEVER_TOPIC = { trade: 'LEVER_TRADE', closed: 'LEVER_CLOSED' } as const;

export const LEVER_PATH = {
  deal: 'lever/deal',
  dealAll: 'lever/dealall',
  myTrade: 'lever/my_trade',
  submit: 'lever/submit',
  cancel: 'lever/cancel',
  close: 'lever/close',
  setStop: 'lever/setstop',
  batchClose: 'lever/batch_close',
} as const;

/** Lever lists page 10 rows. */
export const LEVER_PAGE_SIZE = 10;
