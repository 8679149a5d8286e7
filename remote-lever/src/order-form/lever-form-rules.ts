import {
  add,
  compare,
  div,
  isPositive,
  LEVER_DIRECTION,
  LEVER_PRICE_MODE,
  type LeverDirection,
  type LeverPairSettings,
  type LeverPriceMode,
  mul,
  PRECISION,
  roundTo,
  sub,
  toDecimal,
} from '@exchange/shared';

/** Margin is shown to 4 decimals (docs/product.md#logged-in-areas-validation). */
export const MARGIN_DECIMALS = 4;
/** Other computed figures of the confirm dialog: exact up to 8 decimals. */
export const FIGURE_DECIMALS = 8;

/** Rounds half up at `places` and drops trailing zeros ("12.50000000" → "12.5"). */
export const figure = (value: string, places = FIGURE_DECIMALS): string => {
  const fixed = roundTo(value, places);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
};

/** Price decimals a target price may carry: the spec's 4, or fewer when the pair has fewer. */
export const priceDecimalsOf = (pair: { price_decimals: number }): number =>
  Math.min(PRECISION.price, pair.price_decimals);

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
  /** Value / multiple, exact (shown to 4 decimals). */
  margin: string;
  /** Value x lever_fee_rate. */
  fee: string;
  /** Estimated liquidation price of this position alone; null when it cannot be estimated. */
  liquidation: string | null;
};

/**
 * Estimated liquidation price of one new position (docs/decisions.md#lever): the risk rate
 * (balance + margin + profit) / margin x 100 reaches the liquidation rate when the profit is
 * rate x margin / 100 - (balance after the fee), where the balance after the open is
 * `balance - margin - fee`. Other open positions of the quote currency are not counted: it is
 * an estimate, the server's risk loop uses them all.
 */
export const liquidationPrice = (input: {
  direction: LeverDirection;
  price: string;
  quantity: string;
  margin: string;
  fee: string;
  balance: string | null;
  liquidationRate: string | null;
}): string | null => {
  const { balance, liquidationRate } = input;
  if (toDecimal(balance) === null || toDecimal(liquidationRate) === null) return null;
  if (!isPositive(input.quantity)) return null;
  const threshold = sub(
    div(mul(liquidationRate as string, input.margin), 100),
    sub(balance as string, input.fee),
  );
  const move = div(threshold, input.quantity);
  const price =
    input.direction === LEVER_DIRECTION.long ? add(input.price, move) : sub(input.price, move);
  return compare(price, 0) > 0 ? price : null;
};

/** The figures of the confirm dialog for one order. */
export const quoteOrder = (input: {
  direction: LeverDirection;
  /** The price before adjustment: the last price (market) or the target price (fixed). */
  price: string;
  lots: number;
  multiple: number;
  settings: Pick<LeverPairSettings, 'lever_share_num' | 'lever_point_rate' | 'lever_fee_rate'>;
  balance: string | null;
  liquidationRate: string | null;
}): LeverQuote => {
  const { settings } = input;
  const price = adjustedPrice(input.price, input.direction, settings.lever_point_rate);
  const quantity = mul(input.lots, settings.lever_share_num);
  const value = mul(price, quantity);
  const margin = div(value, input.multiple);
  const fee = mul(value, settings.lever_fee_rate);
  const liquidation = liquidationPrice({
    direction: input.direction,
    price,
    quantity,
    margin,
    fee,
    balance: input.balance,
    liquidationRate: input.liquidationRate,
  });
  return { price, quantity, value, margin, fee, liquidation };
};
