/** Decimal strings on the wire (docs/decisions.md#numbers). */
export type DecimalString = string;

export type Quotation = {
  currency_match_id: number;
  close: DecimalString;
  /** 24 h change in percent, e.g. "-1.25". */
  change: DecimalString;
  high: DecimalString;
  low: DecimalString;
  volume: DecimalString;
};

export type Match = {
  id: number;
  name: string;
  /** `BASE/QUOTE`, upper case. */
  symbol: string;
  base_currency_id: number;
  quote_currency_id: number;
  base_currency_code: string;
  quote_currency_code: string;
  /** 1 = shown on the home strip and the spot lists. */
  open_change: 0 | 1;
  open_lever: 0 | 1;
  open_microtrade: 0 | 1;
  /** Favourite flag for the caller (false when anonymous). */
  added: boolean;
  price_decimals: number;
  number_decimals: number;
  currency_quotation: Quotation;
  cny_price: DecimalString;
  usd_price: DecimalString;
  /**
   * Spot order rules of the pair (docs/product.md#spot-order-rules), always sent by this server
   * (optional so older fixtures still type-check). The smallest order value (price x number)
   * in the quote currency, "0" = none.
   */
  min_order_value?: DecimalString;
  /** Fee fractions ("0.001" = 0.1 %): a buyer pays buy_fee_rate of the base it receives. */
  buy_fee_rate?: DecimalString;
  /** A seller pays sell_fee_rate of the quote it receives. */
  sell_fee_rate?: DecimalString;
  /** Decimals of the base / quote currency: each fill's fee is truncated to them. */
  base_currency_decimals?: number;
  quote_currency_decimals?: number;
  /** Lever settings of the pair (docs/product.md#logged-in-areas-data; meaningful when open_lever is 1). */
  lever_share_num?: DecimalString;
  lever_point_rate?: DecimalString;
  lever_fee_rate?: DecimalString;
};

export type QuoteGroup = {
  code: string;
  cny_price: DecimalString;
  usd_price: DecimalString;
  is_quote: 1;
  matches: Match[];
};
