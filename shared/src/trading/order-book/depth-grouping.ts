import Decimal from 'decimal.js';
import { type DepthRow, toDecimal } from '@exchange/shared';

/**
 * A drawn book level: price at the grouping step, its amount (base) and its value (quote: the
 * sum of price × amount of the levels it groups).
 */
export type BookLevel = { price: string; amount: string; value: string };

/**
 * Price groupings offered for a pair, as peers do: the pair's tick, then ×10 steps
 * (price decimals 2 → 0.01, 0.1, 1, 10).
 */
export const groupingSteps = (priceDecimals: number, count = 4): string[] =>
  Array.from({ length: count }, (_, index) =>
    new Decimal(10).pow(index - priceDecimals).toFixed(Math.max(0, priceDecimals - index)),
  );

const placesOf = (step: Decimal): number => Math.max(0, step.decimalPlaces());

/**
 * Groups one side's levels at `step`: bids round down and asks round up to the step, so a
 * grouped book never shows a bid at or above an ask. Amounts and values add exactly; rows stay
 * best first. The value is per level, not cumulative (as Binance shows it): a change to one
 * level then redraws one row instead of every row behind it.
 */
export const groupLevels = (
  rows: readonly DepthRow[],
  step: string,
  side: 'bid' | 'ask',
  limit: number,
): BookLevel[] => {
  const size = new Decimal(step);
  const places = placesOf(size);
  const rounding = side === 'bid' ? Decimal.ROUND_FLOOR : Decimal.ROUND_CEIL;
  const levels: { price: string; amount: Decimal; value: Decimal }[] = [];
  for (const row of rows) {
    const price = toDecimal(row.price);
    const amount = toDecimal(row.amount);
    if (!price || !amount) continue;
    const bucket = price.dividedBy(size).toDecimalPlaces(0, rounding).times(size).toFixed(places);
    const value = price.times(amount);
    const last = levels[levels.length - 1];
    if (last && last.price === bucket) {
      last.amount = last.amount.plus(amount);
      last.value = last.value.plus(value);
    } else if (levels.length === limit) break;
    else levels.push({ price: bucket, amount, value });
  }
  return levels.map((level) => ({
    price: level.price,
    amount: level.amount.toString(),
    value: level.value.toString(),
  }));
};

/** The largest amount among the drawn levels: each row's bar is its amount over this. */
export const maxAmount = (...sides: readonly BookLevel[][]): number =>
  sides.reduce(
    (max, levels) => levels.reduce((m, level) => Math.max(m, Number(level.amount)), max),
    0,
  );

/** Bar width of a row in percent (0–100), spec 01 §9: row amount over the maximum. */
export const barPercent = (amount: string, max: number): number =>
  max > 0 ? Math.min(100, (Number(amount) / max) * 100) : 0;

/** Best ask minus best bid, and that as a percent of the best ask (2 decimals). */
export const spreadOf = (
  bestAsk: string | undefined,
  bestBid: string | undefined,
): { value: string; percent: string } | null => {
  const ask = bestAsk ? toDecimal(bestAsk) : null;
  const bid = bestBid ? toDecimal(bestBid) : null;
  if (!ask || !bid || ask.lessThanOrEqualTo(0)) return null;
  const value = ask.minus(bid);
  // Decimals as written ("100.50" has 2): Decimal drops trailing zeros.
  const written = (text: string): number => text.split('.')[1]?.length ?? 0;
  const places = Math.max(written(bestAsk as string), written(bestBid as string));
  return {
    value: value.toFixed(places),
    percent: value.dividedBy(ask).times(100).toFixed(2, Decimal.ROUND_HALF_UP),
  };
};
