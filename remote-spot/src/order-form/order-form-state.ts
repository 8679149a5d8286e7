import type { TimeInForce } from '@exchange/shared';
import {
  ORDER_MODE,
  sliderQuantity,
  type BestPrices,
  type OrderMode,
  type Side,
} from './order-form-rules';

/** `stop`: the stop price of stop-limit mode (docs/product.md#spot-order-types). */
export type SideForm = { price: string; quantity: string; percent: number; stop: string };

export type OrderFormState = {
  mode: OrderMode;
  buy: SideForm;
  sell: SideForm;
  /** Limit orders' time in force and post-only flag (docs/product.md#spot-order-types). */
  tif: TimeInForce;
  postOnly: boolean;
};

/** What the transitions need besides the form: balances (buy spends quote, sell base). */
export type FormContext = {
  balances: Record<Side, string | null>;
  quantityDecimals: number;
};

const emptySide = (): SideForm => ({ price: '', quantity: '', percent: 0, stop: '' });

export const initialOrderForm = (): OrderFormState => ({
  mode: ORDER_MODE.limit,
  buy: emptySide(),
  sell: emptySide(),
  tif: 'GTC',
  postOnly: false,
});

/** IOC and FOK take liquidity by nature: choosing one drops post-only. */
export const setTimeInForce = (state: OrderFormState, tif: TimeInForce): OrderFormState => ({
  ...state,
  tif,
  postOnly: tif === 'GTC' ? state.postOnly : false,
});

/** Post-only rests or is refused, so it goes with GTC: ticking it sets GTC. */
export const setPostOnly = (state: OrderFormState, postOnly: boolean): OrderFormState => ({
  ...state,
  postOnly,
  tif: postOnly ? 'GTC' : state.tif,
});

const SIDES: readonly Side[] = ['buy', 'sell'];

const withSliderQuantity = (side: Side, form: SideForm, context: FormContext): SideForm =>
  form.percent > 0
    ? {
        ...form,
        quantity: sliderQuantity(side, {
          balance: context.balances[side],
          percent: form.percent,
          price: form.price,
          places: context.quantityDecimals,
        }),
      }
    : form;

/**
 * Switching mode clears both quantities and sliders (docs/product.md#public-and-spot-states). Market mode fills the buy
 * price from the best ask and the sell price from the best bid; `notBest` asks for the notbest
 * message when either is missing.
 */
export const switchMode = (
  state: OrderFormState,
  mode: OrderMode,
  best: BestPrices,
): { state: OrderFormState; notBest: boolean } => {
  if (mode === state.mode) return { state, notBest: false };
  const cleared = (side: Side): SideForm => ({ ...state[side], quantity: '', percent: 0 });
  // Limit and stop-limit prices are typed: they stay editable as they were.
  if (mode !== ORDER_MODE.market) {
    return {
      state: { ...state, mode, buy: cleared('buy'), sell: cleared('sell') },
      notBest: false,
    };
  }
  return {
    state: {
      ...state,
      mode,
      buy: { ...cleared('buy'), price: best.ask ?? '' },
      sell: { ...cleared('sell'), price: best.bid ?? '' },
    },
    notBest: !best.ask || !best.bid,
  };
};

/** A typed price (already accepted by the input rule); a buy slider follows the new price. */
export const setPrice = (
  state: OrderFormState,
  side: Side,
  price: string,
  context: FormContext,
): OrderFormState => ({
  ...state,
  [side]: withSliderQuantity(side, { ...state[side], price }, context),
});

/** A typed stop price (stop-limit mode, already accepted by the input rule). */
export const setStopPrice = (state: OrderFormState, side: Side, stop: string): OrderFormState => ({
  ...state,
  [side]: { ...state[side], stop },
});

/** A typed quantity: the slider no longer describes it. */
export const setQuantity = (
  state: OrderFormState,
  side: Side,
  quantity: string,
): OrderFormState => ({
  ...state,
  [side]: { ...state[side], quantity, percent: 0 },
});

/** A slider stop: the quantity becomes that share of the balance (docs/product.md#public-and-spot-validation). */
export const setPercent = (
  state: OrderFormState,
  side: Side,
  percent: number,
  context: FormContext,
): OrderFormState => {
  const next = withSliderQuantity(side, { ...state[side], percent }, context);
  return { ...state, [side]: percent > 0 ? next : { ...next, quantity: '' } };
};

/**
 * A book row's price goes into both (limit) prices of a limit or stop-limit form; market prices
 * follow the book.
 */
export const pickPrice = (
  state: OrderFormState,
  price: string,
  context: FormContext,
): OrderFormState => {
  if (state.mode === ORDER_MODE.market) return state;
  return SIDES.reduce((next, side) => setPrice(next, side, price, context), state);
};

/** In market mode the prices track the best ask / bid while the book moves. */
export const followBest = (state: OrderFormState, best: BestPrices): OrderFormState => {
  if (state.mode !== ORDER_MODE.market) return state;
  const buy = best.ask ?? '';
  const sell = best.bid ?? '';
  if (state.buy.price === buy && state.sell.price === sell) return state;
  return { ...state, buy: { ...state.buy, price: buy }, sell: { ...state.sell, price: sell } };
};

/** After an order went through, its side starts again (the price stays for the next one). */
export const afterPlaced = (state: OrderFormState, side: Side): OrderFormState => ({
  ...state,
  [side]: { ...state[side], quantity: '', percent: 0 },
});
