import { ExactDecimal } from '@exchange/shared';
import { P2P_FIAT_DECIMALS, type P2PMarketAd } from '@exchange/shared/contract/p2p';

/** An exact decimal typed by the user: digits with one optional point, nothing else. */
const PLAIN_INPUT = /^\d+(?:\.\d+)?$|^\d+\.$|^\.\d+$/;

/** The typed text as an exact decimal ("12." and ".5" read as 12 and 0.5); null when not a number. */
export const parseTyped = (text: string): ExactDecimal | null => {
  const trimmed = text.trim();
  if (!PLAIN_INPUT.test(trimmed)) return null;
  const normal = trimmed.startsWith('.')
    ? `0${trimmed}`
    : trimmed.endsWith('.')
      ? trimmed.slice(0, -1)
      : trimmed;
  return ExactDecimal.parse(normal);
};

/** The smallest step of `decimals` places: 1, 0.1, 0.01… */
const stepOf = (decimals: number): ExactDecimal =>
  ExactDecimal.parse(decimals === 0 ? '1' : `0.${'0'.repeat(decimals - 1)}1`) as ExactDecimal;

/**
 * Quantity a fiat amount buys at `price`: fiat ÷ price floored to the asset's decimals
 * (docs/p2p.md#decisions). '' when either side is not a positive number.
 */
export const quantityForFiat = (fiat: string, price: string, decimals: number): string => {
  const amount = parseTyped(fiat);
  const unit = ExactDecimal.parse(price);
  if (!amount || !unit || unit.isZero() || unit.isNegative()) return '';
  // The quotient is rounded to 20 digits: when that rounding crossed a step, go one step back.
  const floored = amount.dividedBy(unit).round(decimals, 'floor');
  const fixed = floored.times(unit).gt(amount) ? floored.minus(stepOf(decimals)) : floored;
  return fixed.isNegative() ? '0' : fixed.toFixed(decimals);
};

/** What a quantity costs: quantity × price rounded half-up to 2 decimals (docs/p2p.md#decisions). */
export const fiatForQuantity = (quantity: string, price: string): string => {
  const amount = parseTyped(quantity);
  const unit = ExactDecimal.parse(price);
  if (!amount || !unit) return '';
  return amount.times(unit).toFixed(P2P_FIAT_DECIMALS);
};

/** Why a take request may not be sent; null when it may. */
export type TakeProblem =
  | 'fiatEmpty'
  | 'fiatInvalid'
  | 'quantityInvalid'
  | 'quantityZero'
  | 'belowMin'
  | 'aboveMax'
  | 'aboveAvailable'
  | 'passwordEmpty';

export type TakeInput = {
  fiat: string;
  quantity: string;
  /** The trade password; checked only when `selling`. */
  password: string;
  selling: boolean;
};

const places = (text: string): number => {
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.length - point - 1;
};

/**
 * The checks the server makes on an order (docs/p2p.md#decisions), before sending: the
 * fiat amount within the ad's limits (on quantity × price, what the buyer pays), the
 * quantity above zero and within the available quantity, the trade password when selling.
 */
export const takeProblem = (
  ad: Pick<P2PMarketAd, 'price' | 'available' | 'min_fiat' | 'max_fiat' | 'decimals'>,
  input: TakeInput,
): TakeProblem | null => {
  if (input.fiat.trim() === '' && input.quantity.trim() === '') return 'fiatEmpty';
  const quantity = parseTyped(input.quantity);
  if (input.quantity.trim() !== '' && (!quantity || places(input.quantity.trim()) > ad.decimals))
    return 'quantityInvalid';
  const fiat = parseTyped(input.fiat);
  if (input.fiat.trim() !== '' && (!fiat || places(input.fiat.trim()) > P2P_FIAT_DECIMALS))
    return 'fiatInvalid';
  if (!quantity || quantity.isZero()) return 'quantityZero';
  const pays = ExactDecimal.parse(fiatForQuantity(input.quantity, ad.price));
  const min = ExactDecimal.parse(ad.min_fiat);
  const max = ExactDecimal.parse(ad.max_fiat);
  const available = ExactDecimal.parse(ad.available);
  if (pays && min && pays.lt(min)) return 'belowMin';
  if (pays && max && pays.gt(max)) return 'aboveMax';
  if (available && quantity.gt(available)) return 'aboveAvailable';
  if (input.selling && input.password === '') return 'passwordEmpty';
  return null;
};

/** The market's amount filter: '' (no filter) or a positive fiat amount with ≤ 2 decimals. */
export const amountFilterProblem = (text: string): 'amountInvalid' | null => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = parseTyped(trimmed);
  if (!value || value.isZero() || places(trimmed) > P2P_FIAT_DECIMALS) return 'amountInvalid';
  return null;
};
