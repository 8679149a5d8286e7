import { add, floorTo, isDecimalString } from '@exchange/shared';

/**
 * Transfer sides must differ (docs/product.md#logged-in-areas-states): after one side is chosen, the other keeps its value
 * unless it is now the same, then it becomes the first other account type.
 */
export const otherSide = (ids: number[], chosen: number, other: number): number =>
  chosen !== other ? other : (ids.find((id) => id !== chosen) ?? other);

/**
 * The "Max" amount: the whole available balance of the from-account, floored to the currency's
 * decimals (the server refuses more decimals) and without trailing zeros; '' when there is
 * nothing to move, so the form asks for an amount instead of sending zero.
 */
export const maxAmount = (balance: string, places: number): string => {
  if (!isDecimalString(balance)) return '';
  const whole = add(floorTo(balance, places), '0');
  return whole.startsWith('-') || whole === '0' ? '' : whole;
};
