import type { DecimalString } from './market';

/**
 * Second (up/down option) contract (docs/product.md#logged-in-areas-screens "Second (option) page", docs/product.md#logged-in-areas-data, docs/product.md#logged-in-areas-states, docs/product.md#logged-in-areas-calls; docs/decisions.md
 * "Second"). The outcome comes from the recorded trade feed only.
 */

/** 1 up, 2 down. */
export type SecondDirection = 1 | 2;
export const SECOND_DIRECTION = { up: 1, down: 2 } as const;

/** 1 in progress, 3 closed. */
export type SecondOrderStatus = 1 | 3;
export const SECOND_ORDER_STATUS = { inProgress: 1, closed: 3 } as const;

/** 'win' | 'loss' | 'tie' once closed; null in progress. */
export type SecondResult = 'win' | 'loss' | 'tie';

export type SecondOrder = {
  id: number;
  match_id: number;
  /** The pair, `BASE/QUOTE`. */
  symbol_name: string;
  seconds: number;
  /** Stake. */
  number: DecimalString;
  currency_id: number;
  currency_name: string;
  type: SecondDirection;
  status: SecondOrderStatus;
  /** Last trade price at submit. */
  open_price: DecimalString;
  /** Last trade price at the due instant; "" in progress. */
  end_price: DecimalString;
  /** e.g. "0.85": a win pays stake x (1 + profit_ratio). */
  profit_ratio: DecimalString;
  /** Net result: win stake x ratio, loss -stake, tie 0; "" in progress. */
  fact_profits: DecimalString;
  fee: DecimalString;
  result: SecondResult | null;
  /** Milliseconds until due (0 once due). */
  remain_milli_seconds: number;
  /** `YYYY-MM-DD HH:mm:ss`, UTC. */
  created_at: string;
  /** Due instant, epoch milliseconds. */
  due_at: number;
  /** `YYYY-MM-DD HH:mm:ss`, UTC, or null. */
  settled_at: string | null;
};

/** `GET microtrade/payable_currencies`: the currencies a stake can be paid in. */
export type SecondPayableCurrency = {
  id: number;
  code: string;
  micro_account: { balance: DecimalString };
  /** Quantity presets. */
  micro_numbers: { number: DecimalString }[];
  /** Stake bounds. */
  min_number: DecimalString;
  max_number: DecimalString;
  /** Fee as a fraction of the stake, e.g. "0.01". */
  fee_rate: DecimalString;
  decimals: number;
};

/** `GET microtrade/seconds`: the durations offered. */
export type SecondDuration = { seconds: number; profit_ratio: DecimalString };

/** `POST microtrade/submit`. Answers the stored order. */
export type SecondSubmitRequest = {
  match_id: number;
  currency_id: number;
  type: SecondDirection;
  seconds: number;
  number: DecimalString;
};

/** `GET microtrade/lists { match_id?, page, limit (10), status }`. */
export type SecondListQuery = {
  match_id?: number;
  page?: number;
  limit?: number;
  status: SecondOrderStatus;
};

export type SecondListAnswer = {
  data: SecondOrder[];
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
};

/** A recorded spot trade (spot_trades row) an order's price comes from. */
export type SecondRecordedTrade = {
  id: number;
  price: DecimalString;
  /** When the trade happened, epoch milliseconds. */
  time: number;
};

/**
 * `GET microtrade/verify { id }` (own orders only): the recorded trades behind `open_price`
 * (the last trade stamped before the submit millisecond) and `end_price` (the last trade
 * stamped at or before `due_at`), recomputed from the trade feed now, and whether the stored
 * order agrees with them and with the rule (up wins if end > open, down if end < open, equal
 * refunds; a win pays stake x (1 + profit_ratio)).
 */
export type SecondVerifyAnswer = {
  order: SecondOrder;
  /** Epoch ms of the submit: open_trade is the last trade with time < opened_at. */
  opened_at: number;
  open_trade: SecondRecordedTrade | null;
  /** Null while in progress. */
  end_trade: SecondRecordedTrade | null;
  /** What the closed order pays back (stake x (1 + ratio), the stake, or "0"); "" in progress. */
  payout: DecimalString;
  /** Stored prices, result and payout equal the recomputation (true in progress when open matches). */
  consistent: boolean;
};

/** Pushed to the owner when an order settles. */
export type MicroClosedPush = {
  type: 'MICRO_CLOSED';
  topic: string;
  seq: number;
  epoch: string;
  order: SecondOrder;
};

export const SECOND_TOPIC = { closed: 'MICRO_CLOSED' } as const;

export const SECOND_PATH = {
  payableCurrencies: 'microtrade/payable_currencies',
  seconds: 'microtrade/seconds',
  submit: 'microtrade/submit',
  lists: 'microtrade/lists',
  verify: 'microtrade/verify',
} as const;

export const SECOND_PAGE_SIZE = 10;
/** A closed row leaves the in-progress list this long after its push (docs/product.md#logged-in-areas-constants). */
export const SECOND_CLOSED_ROW_DELAY_MS = 500;
