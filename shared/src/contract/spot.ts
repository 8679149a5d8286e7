import type { DecimalString, Quotation } from './market';
import type { Paged } from './envelope';

/**
 * Spot trading contract (docs/product.md#public-and-spot-screens "Spot trade page", docs/product.md#public-and-spot-data, docs/product.md#public-and-spot-calls; docs/decisions.md#market-data).
 * `way` has two meanings, kept apart by name: on orders 1 = buy, 2 = sell; on completed trades
 * it is the taker's side, 1 = sell, 2 = buy (spec: "way 2 = buy, green").
 */
export type OrderWay = 1 | 2;
export const ORDER_WAY = { buy: 1, sell: 2 } as const;

export type TakerSide = 1 | 2;
export const TAKER_SIDE = { sell: 1, buy: 2 } as const;

/** A depth level: `number` and `amount` both carry the level's base quantity; `sum` cumulates from the best price. */
export type DepthRow = {
  index: number;
  price: DecimalString;
  number: DecimalString;
  amount: DecimalString;
  sum: DecimalString;
};

/** `in` = bids, best (highest) first; `out` = asks, best (lowest) first. At most 20 rows each. */
export type Depth = {
  in: DepthRow[];
  out: DepthRow[];
};

/** A completed trade (GLOBAL_TX completes, market/deal tx_completes). */
export type TxComplete = {
  id: number;
  /** Epoch milliseconds. */
  timestamp: number;
  /** `HH:mm:ss`, UTC. */
  time: string;
  price: DecimalString;
  number: DecimalString;
  amount: DecimalString;
  way: TakerSide;
};

/** `GET market/deal?currency_match_id=` */
export type DealAnswer = {
  currency_match_id: number;
  symbol: string;
  quotation: Quotation;
  depth: Depth;
  /** Newest first, at most 30. */
  tx_completes: TxComplete[];
  /** The MARKET_DEPTH sequence number this snapshot corresponds to. */
  seq: number;
  /** The server run the seq counts in (see `Push.epoch`). */
  epoch: string;
};

/** `market/kline` periods (docs/decisions.md): the chart's 1hour button maps to 60min. */
export const KLINE_PERIODS = [
  '1min',
  '5min',
  '15min',
  '30min',
  '60min',
  '1day',
  '1week',
  '1mon',
] as const;
export type KlinePeriod = (typeof KLINE_PERIODS)[number];

/** A candle; `time` is the bar's open time in epoch milliseconds. */
export type KlineBar = {
  time: number;
  open: DecimalString;
  high: DecimalString;
  low: DecimalString;
  close: DecimalString;
  volume: DecimalString;
};

/** `GET market/kline?from=&to=&symbol=&period=&currency_match_id=` (from/to in unix seconds) → KlineBar[] oldest first. */
export type KlineQuery = {
  from: number;
  to: number;
  symbol: string;
  period: KlinePeriod;
  currency_match_id: number;
};

/** `GET account/detail?currency_id=&account_type_id=1&id=` */
export type AccountDetail = {
  currency_id: number;
  currency_code: string;
  balance: DecimalString;
  lock_balance: DecimalString;
};

/** Order status: 1 open (nothing filled), 2 partially filled, 3 filled, 4 cancelled. */
export type OrderStatus = 1 | 2 | 3 | 4;

/** An order row of tx_in/list, tx_out/list, tx_history/list and the private pushes. */
export type SpotOrder = {
  id: number;
  way: OrderWay;
  /** Translated on the server in the request's language. */
  way_name: string;
  price: DecimalString;
  /** What is left to fill. */
  number: DecimalString;
  /** The original quantity. */
  total_number: DecimalString;
  /** Quantity filled so far. */
  transacted_amount: DecimalString;
  /** Quote value filled so far. */
  transacted_volume: DecimalString;
  /**
   * Fee paid so far (docs/product.md#spot-fees): in the base currency for a buy, the quote for a
   * sell. Always sent by this server (optional for older fixtures).
   */
  fee?: DecimalString;
  /** The currency code of `fee`. */
  fee_currency?: string;
  status: OrderStatus;
  status_name: string;
  currency_match_id: number;
  currency_match: { symbol: string };
  /** `YYYY-MM-DD HH:mm:ss`, UTC. */
  created_at: string;
  updated_at: string;
};

/**
 * Time in force (docs/product.md#spot-order-types): GTC rests until filled or cancelled; IOC fills
 * what it can at once and cancels the rest; FOK fills entirely at once or is refused, nothing done.
 */
export type TimeInForce = 'GTC' | 'IOC' | 'FOK';

/**
 * `POST tx_in/add` (buy) and `POST tx_out/add` (sell). Strings or numbers accepted.
 * price × number must reach the pair's `min_order_value` (docs/product.md#spot-order-rules).
 */
export type PlaceOrderRequest = {
  currency_match_id: number;
  number: DecimalString;
  /** The limit price; ignored (may be left out) for a market order. */
  price?: DecimalString;
  /**
   * `limit` (default) or `market`: a market order is IOC within MARKET_BAND_PERCENT of the last
   * trade price (the best opposite price before the first trade); the rest is cancelled and the
   * answer's msg says so.
   */
  type?: 'limit' | 'market';
  /** Default GTC; a market order is always IOC. */
  time_in_force?: TimeInForce;
  /** Refused (nothing placed) when the order would trade at once; GTC limit orders only. */
  post_only?: boolean;
};

/** How far from the last price a market order may fill, in percent. */
export const MARKET_BAND_PERCENT = 5;

/** Answer of tx_in/add and tx_out/add: the stored order after matching. */
export type PlaceOrderAnswer = SpotOrder;

/** Pushes of the live channel for spot (flat: `type`, `topic`, `seq`, `epoch` + payload). */
export type MarketDepthPush = {
  type: 'MARKET_DEPTH';
  topic: string;
  seq: number;
  epoch: string;
  currency_match_id: number;
  symbol: string;
  depth: Depth;
};

export type GlobalTxPush = {
  type: 'GLOBAL_TX';
  topic: string;
  seq: number;
  epoch: string;
  currency_match_id: number;
  symbol: string;
  /** The new completes, newest first. */
  completes: TxComplete[];
};

export type KlinePush = {
  type: 'KLINE';
  topic: string;
  seq: number;
  epoch: string;
  currency_match_id: number;
  symbol: string;
  period: KlinePeriod;
  kline: KlineBar;
};

/** To the owner: an order changed by a fill or a cancel, with the owner's balances after it. */
export type TxMatchedPush = {
  type: 'TX_MATCHED';
  topic: string;
  seq: number;
  epoch: string;
  order: SpotOrder;
  quote_account: { balance: DecimalString; lock_balance: DecimalString };
  base_account: { balance: DecimalString; lock_balance: DecimalString };
};

/** To the owner: a newly accepted order, with the owner's balances after its lock. */
export type TxSubmitPush = {
  type: 'TX_SUBMIT';
  topic: string;
  seq: number;
  epoch: string;
  way: OrderWay;
  order: SpotOrder;
  quote_account: { balance: DecimalString; lock_balance: DecimalString };
  base_account: { balance: DecimalString; lock_balance: DecimalString };
};

export const SPOT_PATH = {
  deal: 'market/deal',
  kline: 'market/kline',
  accountDetail: 'account/detail',
  buy: 'tx_in/add',
  sell: 'tx_out/add',
  buyList: 'tx_in/list',
  sellList: 'tx_out/list',
  history: 'tx_history/list',
  cancelBuy: 'tx_in/cancel',
  cancelSell: 'tx_out/cancel',
  favourite: 'market/favourite',
  stopAdd: 'stop_order/add',
  stopList: 'stop_order/list',
  stopCancel: 'stop_order/cancel',
} as const;

/** Order lists page 10 rows (docs/product.md#public-and-spot-constants). */
export const ORDER_PAGE_SIZE = 10;
/** Recent trades list cap (docs/product.md#public-and-spot-constants). */
export const RECENT_TRADES_CAP = 30;
/** Depth levels per side on the wire. */
export const DEPTH_LEVELS = 20;

/*
 * Added with the server side of spot trading (issue 4). Semantics the fields above leave open:
 * - DepthRow.index is 1-based from the best price (1 = best bid / best ask).
 * - TxComplete.number and TxComplete.amount both carry the base quantity (like DepthRow).
 * - SpotOrder.transacted_volume is at the quote currency's scale (8 decimals for USDT and BTC).
 * - TX_SUBMIT carries the order as accepted, before matching (status 1); a fill then sends
 *   TX_MATCHED with the order after it (for the taker and for every maker it touched).
 */

/** `GET account/detail` query (docs/decisions.md#accounts); `id` (the pair) is accepted and ignored. */
export type AccountDetailQuery = {
  currency_id: number;
  /** 1 spot (default), 2 legal, 3 lever, 4 micro, 5 financial. */
  account_type_id?: number;
  id?: number;
};

/** `GET tx_in/list` / `tx_out/list`: the caller's open orders (status 1, 2) of that way, newest first. */
export type OrderListQuery = {
  /** 1-based, default 1. */
  page?: number;
  /** Default ORDER_PAGE_SIZE (10); at most 50. */
  limit?: number;
  /** With it only that pair (the "current" tab); without it (or 0) every pair (the "all" tab). */
  currency_match_id?: number;
};

/** `GET tx_history/list`: filled and cancelled orders (status 3, 4), most recently closed first. */
export type OrderHistoryQuery = OrderListQuery & { way?: OrderWay };

/**
 * `POST tx_in/cancel` / `tx_out/cancel`. Answers the order (code 1) with status 4 and msg "Order
 * cancelled". An order that is not open (already filled or cancelled) is refused, code 0 with msg
 * "The order is already filled or cancelled", and nothing moves; another user's order, or a sell
 * id on the buy path, is "Order not found" (code 0).
 */
export type CancelOrderRequest = { id: number };
export type CancelOrderAnswer = SpotOrder;

/** `POST market/favourite` (logged in): stores the Match `added` flag of the caller. */
export type FavouriteRequest = { currency_match_id: number; added: boolean };
export type FavouriteAnswer = { currency_match_id: number; added: boolean };

/**
 * Slippage guard on tx_in/add and tx_out/add: a buy priced more than this percent above the last
 * trade price (a sell more than this below) is refused with code 0; one tick is always allowed.
 */
export const SLIPPAGE_GUARD_PERCENT = 10;
/** Bars per market/kline answer at most (the newest of the range). */
export const KLINE_MAX_BARS = 2000;

/**
 * Stop-limit order status: 1 waiting for the stop price, 2 triggered (became the GTC limit order
 * `order_id`), 3 cancelled by its owner, 4 rejected at the trigger (the limit order was refused,
 * e.g. by the slippage guard; the funds went back).
 */
export type StopOrderStatus = 1 | 2 | 3 | 4;

/**
 * A stop-limit order (docs/product.md#spot-order-types) as stop_order/add, stop_order/list and
 * stop_order/cancel answer it. Its funds are locked from creation: price × number of the quote
 * for a buy, number of the base for a sell.
 */
export type StopOrder = {
  id: number;
  way: OrderWay;
  /** Translated on the server in the request's language. */
  way_name: string;
  /** The trigger: a buy when the last trade price reaches it or more, a sell at it or less. */
  stop_price: DecimalString;
  /** The limit price of the order placed at the trigger. */
  price: DecimalString;
  number: DecimalString;
  status: StopOrderStatus;
  status_name: string;
  /** The limit order placed at the trigger (status 2), else null. */
  order_id: number | null;
  currency_match_id: number;
  currency_match: { symbol: string };
  /** `YYYY-MM-DD HH:mm:ss`, UTC. */
  created_at: string;
  updated_at: string;
};

/**
 * `POST stop_order/add`: a stop-limit order (docs/product.md#spot-order-types). Its own call
 * rather than a `type` of tx_in/add and tx_out/add: it answers a StopOrder, not a SpotOrder, and
 * places nothing on the book. Refused (nothing locked) with the rules of a limit order (amounts,
 * minimum value) and when the last trade price has already reached the stop (a buy's last ≥ stop,
 * a sell's last ≤ stop: place a limit order instead) or the limit price is more than
 * SLIPPAGE_GUARD_PERCENT beyond the stop price. Answers msg "Stop-limit order placed…".
 */
export type PlaceStopOrderRequest = {
  currency_match_id: number;
  /** 1 buy, 2 sell. */
  way: OrderWay;
  stop_price: DecimalString;
  /** The limit price. */
  price: DecimalString;
  number: DecimalString;
};
export type PlaceStopOrderAnswer = StopOrder;

/**
 * `GET stop_order/list`: the caller's waiting stop-limit orders (status 1), newest first, paged
 * like tx_in/list (`Paged<StopOrder>`); `currency_match_id` narrows to one pair.
 */
export type StopOrderListQuery = OrderListQuery;
export type StopOrderListAnswer = Paged<StopOrder>;

/**
 * `POST stop_order/cancel`: releases the funds of a waiting stop (status 3, msg "Stop order
 * cancelled"). A stop that is already triggered or cancelled is answered as it is (msg "The stop
 * order is already triggered or cancelled", nothing moves); another user's is "Stop order not
 * found" (code 0).
 */
export type CancelStopOrderRequest = { id: number };
export type CancelStopOrderAnswer = StopOrder;
