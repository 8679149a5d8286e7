/**
 * Transfer sides must differ (docs/product.md#logged-in-areas-states): after one side is chosen, the other keeps its value
 * unless it is now the same, then it becomes the first other account type.
 */
export const otherSide = (ids: number[], chosen: number, other: number): number =>
  chosen !== other ? other : (ids.find((id) => id !== chosen) ?? other);
