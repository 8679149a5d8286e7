/**
 * What must be identical in every engine after the same command stream: a benchmark of two
 * books that did different work would be meaningless.
 */
export type BookState = {
  live: number;
  bestBid: number | null;
  bestAsk: number | null;
  /** Every price level with its total quantity, "price:quantity" joined (bids, then asks). */
  depth: string;
};

export type DepthRow = readonly [price: number, quantity: number];

export function bookState(live: number, bids: DepthRow[], asks: DepthRow[]): BookState {
  const text = (rows: DepthRow[]): string => rows.map(([p, q]) => `${p}:${q}`).join(',');
  return {
    live,
    bestBid: bids.length ? bids[0][0] : null,
    bestAsk: asks.length ? asks[0][0] : null,
    depth: `${text(bids)}|${text(asks)}`,
  };
}

/** Empty when equal, else what differs. */
export function stateDifference(actual: BookState, expected: BookState): string {
  const diffs: string[] = [];
  if (actual.live !== expected.live) diffs.push(`live ${actual.live} vs ${expected.live}`);
  if (actual.bestBid !== expected.bestBid) {
    diffs.push(`best bid ${actual.bestBid} vs ${expected.bestBid}`);
  }
  if (actual.bestAsk !== expected.bestAsk) {
    diffs.push(`best ask ${actual.bestAsk} vs ${expected.bestAsk}`);
  }
  if (actual.depth !== expected.depth) diffs.push('depth levels differ');
  return diffs.join(', ');
}
