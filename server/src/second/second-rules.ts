import type { SecondDirection, SecondResult } from '@exchange/shared/contract/second';
import { Dec } from '../money/decimal';

/**
 * docs/decisions.md#second, as pure functions: the only inputs of an outcome are the direction,
 * the two recorded prices, the stake and the ratio the order was sold with.
 */

/** Up wins if end > open, down wins if end < open; equal is a tie. */
export function outcomeOf(
  type: SecondDirection,
  openPrice: string,
  endPrice: string,
): SecondResult {
  const cmp = new Dec(endPrice).cmp(new Dec(openPrice));
  if (cmp === 0) return 'tie';
  const up = cmp > 0;
  return up === (type === 1) ? 'win' : 'loss';
}

/**
 * What the settlement pays back: a win stake x (1 + ratio), a tie the stake, a loss nothing.
 * Rounded down to the currency's decimals (exact with the configured stake and ratio decimals).
 */
export function payoutOf(
  result: SecondResult,
  stake: string,
  ratio: string,
  decimals: number,
): Dec {
  const amount = new Dec(stake);
  if (result === 'loss') return new Dec(0);
  if (result === 'tie') return amount;
  return amount.times(new Dec(1).plus(ratio)).toDecimalPlaces(decimals, Dec.ROUND_DOWN);
}

/** The fee taken at submit: stake x fee rate, rounded up to the currency's decimals. */
export function feeOf(stake: Dec, feeRate: string, decimals: number): Dec {
  return stake.times(feeRate).toDecimalPlaces(decimals, Dec.ROUND_UP);
}

/** The net result shown as fact_profits: payout minus stake (win stake x ratio, loss -stake). */
export function factProfitOf(payout: Dec, stake: string): Dec {
  return payout.minus(stake);
}
