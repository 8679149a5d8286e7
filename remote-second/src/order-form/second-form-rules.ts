import { add, compare, floorTo, isPositive, mul, toDecimal } from '@exchange/shared';
import { type SecondPayableCurrency } from '@exchange/shared/contract/second';

/** The typed quantity as a number string: "12." → "12", ".5" → "0.5". */
export const normalStake = (text: string): string => {
  const trimmed = text.endsWith('.') ? text.slice(0, -1) : text;
  return trimmed.startsWith('.') ? `0${trimmed}` : trimmed;
};

/**
 * The fee taken at submit: stake x fee rate, exact. The server rounds it up to the currency's
 * own precision, which is finer than any configured stake x rate, so the two agree.
 */
export const feeOf = (stake: string, feeRate: string): string => mul(stake, feeRate);

/** What a win pays back: stake x (1 + ratio), exact (docs/decisions.md#second). */
export const payoutIfWin = (stake: string, ratio: string): string => mul(stake, add('1', ratio));

/** Profit ratio as a percent with two decimals: "0.85" → "85.00%" (docs/product.md#logged-in-areas-validation). */
export const ratioPercent = (ratio: string): string =>
  toDecimal(ratio) ? `${floorTo(mul(ratio, '100'), 2)}%` : '--';

/** What the stake and its fee take from the micro account. */
export const totalCost = (stake: string, feeRate: string): string =>
  add(stake, feeOf(stake, feeRate));

export type StakeProblem = 'required' | 'belowMin' | 'aboveMax' | 'insufficient';

/**
 * The first reason a stake cannot be sent, or null. Bounds come from the payable currency (a
 * max of 0 means none); the balance must cover the stake plus its fee.
 */
export const stakeProblem = (
  typed: string,
  currency: Pick<SecondPayableCurrency, 'min_number' | 'max_number' | 'fee_rate'>,
  balance: string,
): StakeProblem | null => {
  const stake = normalStake(typed);
  if (!isPositive(stake)) return 'required';
  if (isPositive(currency.min_number) && compare(stake, currency.min_number) < 0) return 'belowMin';
  if (isPositive(currency.max_number) && compare(stake, currency.max_number) > 0) return 'aboveMax';
  const cost = totalCost(stake, currency.fee_rate);
  if (!toDecimal(balance) || compare(cost, balance) > 0) return 'insufficient';
  return null;
};
