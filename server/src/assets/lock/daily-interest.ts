import { Dec } from '../../money/decimal';

const DAYS_PER_YEAR = 365;

/**
 * What one day of a lock pays (docs/decisions.md#rate-and-display-rate): amount × rate / 365,
 * floored to the currency's decimals. The interest job pays it and "My savings" shows it, so
 * both read this one rule.
 */
export function dailyInterest(amount: string, rate: string, decimals: number): Dec {
  return new Dec(amount).times(rate).div(DAYS_PER_YEAR).toDecimalPlaces(decimals, Dec.ROUND_DOWN);
}
