import {
  add,
  compare,
  div,
  type ExactDecimal,
  isPositive,
  mul,
  roundTo,
  sub,
  toDecimal,
} from '@exchange/shared';
import {
  LEVER_DIRECTION,
  LEVER_PRICE_MODE,
  type LeverDirection,
  type LeverPairSettings,
  type LeverPriceMode,
} from '@exchange/shared/contract/lever';

/** Margin is shown to 4 decimals (docs/product.md#logged-in-areas-validation). */
export const MARGIN_DECIMALS = 4;
/** Other computed figures of the confirm dialog: exact up to 8 decimals. */
export const FIGURE_DECIMALS = 8;
/** Amounts of a quote currency whose decimals an answer did not say (the seeded coins' 8). */
export const MONEY_FALLBACK_DECIMALS = 8;

/** Rounds half up at `places` and drops trailing zeros ("12.50000000" → "12.5"). */
export const figure = (value: string, places = FIGURE_DECIMALS): string => {
  const fixed = roundTo(value, places);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
};

/**
 * Price decimals a target price may carry: the pair's own, up to 8 (a BTC-quoted pair needs
 * more than the specs' 4, docs/decisions.md#pair-precisions-and-pairs-priced-in-btc).
 */
export { priceDecimalsOf } from '@exchange/shared/trading';

/** Lots are whole numbers. */
export const isLotsInput = (text: string): boolean => /^\d{0,9}$/.test(text);

/** Validation keys of the lever form (docs/product.md#logged-in-areas-validation, docs/product.md#logged-in-areas-errors), in the order they are checked. */
export type LeverFormProblem = 'p_delprice' | 'p_times' | 'p_hands' | 'handsRange' | 'payPassword';

export type LeverFormInput = {
  mode: LeverPriceMode;
  targetPrice: string;
  multiple: number | null;
  lots: string;
  password: string;
};

/**
 * The client checks before the confirmation, in the spec's order: a fixed-price order's target
 * price (p_delprice), the multiple (p_times), the lots (p_hands, then the pair's bounds), the
 * trade password (lever.payPassword).
 */
export const validateLeverForm = (
  input: LeverFormInput,
  settings: Pick<LeverPairSettings, 'lever_min_share' | 'lever_max_share'> | null,
): LeverFormProblem | null => {
  if (input.mode === LEVER_PRICE_MODE.fixed && !isPositive(input.targetPrice)) return 'p_delprice';
  if (input.multiple === null || input.multiple <= 0) return 'p_times';
  if (!/^\d+$/.test(input.lots) || Number(input.lots) <= 0) return 'p_hands';
  const lots = Number(input.lots);
  if (settings && (lots < settings.lever_min_share || lots > settings.lever_max_share)) {
    return 'handsRange';
  }
  if (input.password === '') return 'payPassword';
  return null;
};

/** Fill price: the price moved by lever_point_rate percent, up for a long, down for a short. */
export const adjustedPrice = (
  price: string,
  direction: LeverDirection,
  pointRate: string,
): string => {
  const shift = div(pointRate, 100);
  const factor = direction === LEVER_DIRECTION.long ? add(1, shift) : sub(1, shift);
  return mul(price, factor);
};

export type LeverQuote = {
  /** The fill price (adjusted). */
  price: string;
  /** Base quantity: lots x lever_share_num. */
  quantity: string;
  /** Market value: adjusted price x lots x lever_share_num. */
  value: string;
  /** Value / multiple, half up at the quote currency's decimals (as the server takes it). */
  margin: string;
  /** Value x lever_fee_rate, half up at the quote currency's decimals. */
  fee: string;
  /** Estimated liquidation price at the pair's price decimals; null when no price reaches it. */
  liquidation: string | null;
};

/** What the account holds besides the new order (lever/deal). */
export type LeverAccount = {
  /** Available lever balance of the quote currency, before the order. */
  balance: string | null;
  /** Risk rate (%) at or below which the positions are liquidated. */
  liquidationRate: string | null;
  /** Margins of the open positions of the quote currency. */
  openMargins: string;
  /** Their unrealised profits on the last prices. */
  openProfits: string;
};

/**
 * Estimated liquidation price of a new position, the server's formula
 * (server/src/lever/lever-math.ts, docs/decisions.md#profit-risk-rate-and-liquidation): the
 * price at which (balance + margins + profits) / margins x 100 reaches the liquidation rate,
 * counting every open position of the quote currency with its profit held where it is. After
 * the open the balance is `balance - margin - fee` and the margins `open margins + margin`.
 * A long's estimate is rounded down, a short's up (the first tick that liquidates).
 */
export const liquidationPrice = (
  input: {
    direction: LeverDirection;
    price: string;
    quantity: string;
    margin: string;
    fee: string;
    priceDecimals: number;
  } & LeverAccount,
): string | null => {
  const balance = toDecimal(input.balance);
  const rate = toDecimal(input.liquidationRate);
  if (balance === null || rate === null || !isPositive(input.quantity)) return null;
  const margins = add(input.openMargins, input.margin);
  if (!isPositive(margins)) return null;
  const after = sub(sub(balance, input.margin), input.fee);
  // The profit this position may reach before the threshold (negative: a loss).
  const room = sub(sub(div(mul(rate, margins), 100), after), margins);
  const allowed = sub(room, input.openProfits);
  const move = div(allowed, input.quantity);
  const long = input.direction === LEVER_DIRECTION.long;
  const exact = long ? add(input.price, move) : sub(input.price, move);
  const price = (toDecimal(exact) as ExactDecimal)
    .round(input.priceDecimals, long ? 'floor' : 'ceil')
    .toString();
  return compare(price, 0) > 0 ? price : null;
};

/** The figures of the confirm dialog for one order. */
export const quoteOrder = (
  input: {
    direction: LeverDirection;
    /** The price before adjustment: the last price (market) or the target price (fixed). */
    price: string;
    lots: number;
    multiple: number;
    settings: Pick<LeverPairSettings, 'lever_share_num' | 'lever_point_rate' | 'lever_fee_rate'>;
    priceDecimals: number;
    quoteDecimals: number;
  } & LeverAccount,
): LeverQuote => {
  const { settings } = input;
  const price = adjustedPrice(input.price, input.direction, settings.lever_point_rate);
  const quantity = mul(input.lots, settings.lever_share_num);
  const value = mul(price, quantity);
  const money = (amount: string): string =>
    (toDecimal(amount) as ExactDecimal).round(input.quoteDecimals, 'half-up').toString();
  const margin = money(div(value, input.multiple));
  const fee = money(mul(value, settings.lever_fee_rate));
  const liquidation = liquidationPrice({ ...input, price, quantity, margin, fee });
  return { price, quantity, value, margin, fee, liquidation };
};
