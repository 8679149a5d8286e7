import type { LeverDirection } from '@exchange/shared/contract/lever';
import { Dec } from '../money/decimal';

/**
 * The lever formulas of docs/decisions.md#lever, exact (decimal.js), nothing else. Money results
 * are rounded half-up at the quote currency's decimals; prices are kept exact.
 */

const HUNDRED = new Dec(100);

/** Fill price: a long pays `rate` percent more, a short gets `rate` percent less. */
export function fillPrice(price: Dec, type: LeverDirection, pointRatePercent: Dec): Dec {
  const factor = pointRatePercent.div(HUNDRED);
  return type === 1 ? price.times(Dec.add(1, factor)) : price.times(Dec.sub(1, factor));
}

/** Base quantity of `share` lots. */
export function quantityOf(share: number, shareNum: Dec): Dec {
  return shareNum.times(share);
}

/** Margin (`caution_money`) = fill price x quantity / multiple. */
export function marginOf(fill: Dec, quantity: Dec, multiple: number, decimals: number): Dec {
  return fill.times(quantity).div(multiple).toDecimalPlaces(decimals, Dec.ROUND_HALF_UP);
}

/** Fee = fill price x quantity x fee rate. */
export function feeOf(fill: Dec, quantity: Dec, feeRate: Dec, decimals: number): Dec {
  return fill.times(quantity).times(feeRate).toDecimalPlaces(decimals, Dec.ROUND_HALF_UP);
}

/** Profit on `current`: (current - open) x quantity for a long, reversed for a short. */
export function profitOf(
  type: LeverDirection,
  open: Dec,
  current: Dec,
  quantity: Dec,
  decimals: number,
): Dec {
  const move = type === 1 ? current.minus(open) : open.minus(current);
  return move.times(quantity).toDecimalPlaces(decimals, Dec.ROUND_HALF_UP);
}

export type RiskPosition = { margin: Dec; profit: Dec };

/**
 * Risk rate in percent: (balance + margins + profits) / margins x 100 over the open positions
 * of one quote currency; null when there are none (or no margin is held).
 */
export function hazardRate(balance: Dec, positions: readonly RiskPosition[]): Dec | null {
  let margins = new Dec(0);
  let profits = new Dec(0);
  for (const position of positions) {
    margins = margins.plus(position.margin);
    profits = profits.plus(position.profit);
  }
  if (!margins.gt(0)) return null;
  return balance.plus(margins).plus(profits).div(margins).times(HUNDRED);
}

/** True when the risk rate is at or below the threshold (percent). */
export function mustLiquidate(rate: Dec | null, thresholdPercent: Dec): boolean {
  return rate !== null && rate.lte(thresholdPercent);
}

/**
 * The last price at which this position alone would bring the risk rate to the threshold,
 * the others' profits held where they are: solves
 * balance + margins + otherProfits + profit(x) = threshold / 100 x margins for x.
 * Null when no positive price does it (e.g. the account could lose the whole position).
 */
export function liquidationPrice(input: {
  type: LeverDirection;
  open: Dec;
  quantity: Dec;
  balance: Dec;
  margins: Dec;
  otherProfits: Dec;
  thresholdPercent: Dec;
  priceDecimals: number;
}): Dec | null {
  const { type, open, quantity, balance, margins, otherProfits, thresholdPercent } = input;
  if (!quantity.gt(0) || !margins.gt(0)) return null;
  // The profit this position may reach before the threshold (negative: a loss).
  const room = thresholdPercent.div(HUNDRED).times(margins).minus(balance).minus(margins);
  const allowed = room.minus(otherProfits);
  const price = type === 1 ? open.plus(allowed.div(quantity)) : open.minus(allowed.div(quantity));
  // The first tick that liquidates: a long falls to the price (round down), a short rises to
  // it (round up).
  const rounded = price.toDecimalPlaces(
    input.priceDecimals,
    type === 1 ? Dec.ROUND_DOWN : Dec.ROUND_UP,
  );
  return rounded.gt(0) ? rounded : null;
}

/** Whether the last price crossed a pending order's target: long at or below, short at or above. */
export function targetReached(type: LeverDirection, target: Dec, last: Dec): boolean {
  return type === 1 ? last.lte(target) : last.gte(target);
}

/**
 * The price a pending order fills at once `last` reached its target: the trade price when it is
 * better for the trader (a long's lower, a short's higher), else the target; never worse.
 */
export function fillAt(type: LeverDirection, target: Dec, last: Dec): Dec {
  return type === 1 ? Dec.min(target, last) : Dec.max(target, last);
}

export type StopHit = 'take_profit' | 'stop_loss' | null;

/** Which set stop the last price triggers ("0" = not set). */
export function stopHit(type: LeverDirection, takeProfit: Dec, stopLoss: Dec, last: Dec): StopHit {
  if (takeProfit.gt(0) && (type === 1 ? last.gte(takeProfit) : last.lte(takeProfit))) {
    return 'take_profit';
  }
  if (stopLoss.gt(0) && (type === 1 ? last.lte(stopLoss) : last.gte(stopLoss))) {
    return 'stop_loss';
  }
  return null;
}

export type StopProblem = 'take_profit' | 'stop_loss' | null;

/**
 * docs/decisions.md: a set TP on a long must be above both the open and the current price, a set SL
 * below both; mirrored for a short. Zero means not set.
 */
export function checkStops(
  type: LeverDirection,
  open: Dec,
  current: Dec,
  takeProfit: Dec,
  stopLoss: Dec,
): StopProblem {
  const high = Dec.max(open, current);
  const low = Dec.min(open, current);
  if (takeProfit.gt(0) && (type === 1 ? !takeProfit.gt(high) : !takeProfit.lt(low))) {
    return 'take_profit';
  }
  if (stopLoss.gt(0) && (type === 1 ? !stopLoss.lt(low) : !stopLoss.gt(high))) {
    return 'stop_loss';
  }
  return null;
}

/** What closing hands back: margin + profit, never below 0; the uncovered loss, if any. */
export function settlement(margin: Dec, profit: Dec): { credit: Dec; shortfall: Dec } {
  const total = margin.plus(profit);
  return total.gte(0)
    ? { credit: total, shortfall: new Dec(0) }
    : { credit: new Dec(0), shortfall: total.neg() };
}
