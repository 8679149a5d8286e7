import { type DepthRow, ExactDecimal, toDecimal } from '@exchange/shared';

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
  Array.from({ length: count }, (_, index) => {
    // 10^(index - priceDecimals), written out: "0.01", "1", "10".
    const exponent = index - priceDecimals;
    return exponent < 0 ? `0.${'1'.padStart(-exponent, '0')}` : `1${'0'.repeat(exponent)}`;
  });

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
  const size = toDecimal(step);
  if (!size) throw new RangeError(`not a grouping step: ${step}`);
  const places = size.decimalPlaces();
  const rounding = side === 'bid' ? 'floor' : 'ceil';
  const levels: { price: string; amount: ExactDecimal; value: ExactDecimal }[] = [];
  for (const row of rows) {
    const price = toDecimal(row.price);
    const amount = toDecimal(row.amount);
    if (!price || !amount) continue;
    const bucket = price.roundToMultiple(size, rounding).toFixed(places);
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

/** Bar width of a row in percent (0–100), docs/product.md#public-and-spot-constants: row amount over the maximum. */
export const barPercent = (amount: string, max: number): number =>
  max > 0 ? Math.min(100, (Number(amount) / max) * 100) : 0;

const HUNDRED = toDecimal(100) as ExactDecimal;

/** Best ask minus best bid, and that as a percent of the best ask (2 decimals). */
export const spreadOf = (
  bestAsk: string | undefined,
  bestBid: string | undefined,
): { value: string; percent: string } | null => {
  const ask = bestAsk ? toDecimal(bestAsk) : null;
  const bid = bestBid ? toDecimal(bestBid) : null;
  if (!ask || !bid || ask.lte(ExactDecimal.ZERO)) return null;
  const value = ask.minus(bid);
  // Decimals as written ("100.50" has 2): a parsed decimal drops trailing zeros.
  const written = (text: string): number => text.split('.')[1]?.length ?? 0;
  const places = Math.max(written(bestAsk as string), written(bestBid as string));
  return {
    value: value.toFixed(places),
    percent: value.dividedBy(ask).times(HUNDRED).toFixed(2), // half up
  };
};
