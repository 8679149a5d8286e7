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
