import {
  acceptsDecimalInput,
  compare,
  isDecimalString,
  mul,
  sub,
  type AccountCurrency,
} from '@exchange/shared';
import type { FormSubmitTexts } from '@exchange/shared/area-kit';

/** The spec's prompts (docs/product.md#logged-in-areas-errors), keys of the `assets` namespace, plus the area's own. */
export type ErrorKey =
  | 'p_chargeNum'
  | 'p_walletAddress'
  | 'pbtwaf'
  | 'p_minnum'
  | 'payPassword'
  | 'p_transfernum'
  | 'errors.amountFormat'
  | 'errors.belowMin'
  | 'errors.aboveMax'
  | 'errors.sameAccount'
  | 'errors.overBalance'
  | 'errors.code';

/** Where the forms' error keys are translated (`useFormSubmit<ErrorKey>`). */
export const FORM_TEXTS: FormSubmitTexts = { namespace: 'assets' };

/** A positive plain decimal with at most `places` decimals. */
export const isAmount = (value: string, places: number): boolean => {
  const text = value.trim();
  // Complete ("12." and ".5" are not) and, like a decimal field's input, unsigned within `places`.
  return isDecimalString(text) && acceptsDecimalInput(text, places) && compare(text, '0') > 0;
};

/**
 * Manual deposit (docs/product.md#logged-in-areas-validation): amount, then wallet address; then
 * the chain's deposit minimum (docs/product.md#assets-area), since a smaller deposit is never
 * credited.
 */
export const validateCharge = (
  amount: string,
  walletAddress: string,
  places: number,
  minimum = '0',
): ErrorKey | null => {
  if (!amount.trim()) return 'p_chargeNum';
  if (!walletAddress.trim()) return 'p_walletAddress';
  if (!isAmount(amount, places)) return 'errors.amountFormat';
  if (isDecimalString(minimum) && compare(amount.trim(), minimum) < 0) return 'errors.belowMin';
  return null;
};

export type MentionInput = { address: string; amount: string; payPassword: string };

/** Withdrawal (docs/product.md#logged-in-areas-validation): address, amount, trade password; then draw_min / draw_max. */
export const validateMention = (
  input: MentionInput,
  currency: Pick<AccountCurrency, 'decimals' | 'draw_min' | 'draw_max'>,
): ErrorKey | null => {
  if (!input.address.trim()) return 'pbtwaf';
  if (!input.amount.trim()) return 'p_minnum';
  if (!input.payPassword) return 'payPassword';
  if (!isAmount(input.amount, currency.decimals)) return 'errors.amountFormat';
  if (compare(input.amount.trim(), currency.draw_min) < 0) return 'errors.belowMin';
  if (compare(currency.draw_max, '0') > 0 && compare(input.amount.trim(), currency.draw_max) > 0)
    return 'errors.aboveMax';
  return null;
};

/** Fee percent shown: draw_rate × 100 (exact). */
export const feePercent = (drawRate: string): string =>
  mul(isDecimalString(drawRate) ? drawRate : '0', '100');

/** Amount received: amount × (1 − rate), exact; '' while the amount is not a number. */
export const receivedAmount = (amount: string, drawRate: string): string => {
  const text = amount.trim();
  if (!isDecimalString(text) || text.startsWith('-') || !isDecimalString(drawRate)) return '';
  return mul(text, sub('1', drawRate));
};

/** Transfer (docs/product.md#logged-in-areas-validation): the amount, then its shape and the from-balance. */
export const validateTransfer = (
  amount: string,
  places: number,
  balance: string,
  from: number,
  to: number,
): ErrorKey | null => {
  if (!amount.trim()) return 'p_transfernum';
  if (from === to) return 'errors.sameAccount';
  if (!isAmount(amount, places)) return 'errors.amountFormat';
  if (compare(amount.trim(), balance) > 0) return 'errors.overBalance';
  return null;
};
