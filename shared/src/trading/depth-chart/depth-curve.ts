import { add, type Depth, type DepthRow, toDecimal } from '@exchange/shared';

/** [price, cumulative base quantity] points, price ascending. */
export type DepthPoint = [number, number];

const cumulative = (rows: readonly DepthRow[]): DepthPoint[] => {
  let sum = '0';
  const points: DepthPoint[] = [];
  for (const row of rows) {
    if (!toDecimal(row.price) || !toDecimal(row.amount)) continue;
    sum = add(sum, row.amount);
    points.push([Number(row.price), Number(sum)]);
  }
  return points;
};

/**
 * The depth chart's two curves (cumulative bids and asks), summed exactly from the best price
 * outwards, then ordered by price for the axis: bids rise towards the mid, asks away from it.
 */
export const depthCurve = (depth: Depth): { bids: DepthPoint[]; asks: DepthPoint[] } => ({
  bids: cumulative(depth.in).reverse(),
  asks: cumulative(depth.out),
});
