/**
 * Where a book's numbers stand in the server's stream: `seq` increments by 1 per pair per push
 * (docs/decisions.md) and starts again at 1 with each server start, which `epoch` names.
 */
export type StreamPosition = { epoch: string; seq: number };

/**
 * How a MARKET_DEPTH push relates to the last one applied.
 * - `first`: nothing applied yet; take it.
 * - `next`: exactly the following push; take it.
 * - `gap`: pushes were missed; the book must be re-synced from market/deal.
 * - `stale`: an older or repeated push (e.g. one already covered by the snapshot); drop it.
 * - `reset`: another epoch: the server restarted and its count with it, so numbers from the two
 *   runs cannot be compared; take it and re-sync.
 */
export type SeqRelation = 'first' | 'next' | 'gap' | 'stale' | 'reset';

export const relateSeq = (last: StreamPosition | null, next: StreamPosition): SeqRelation => {
  if (last === null) return 'first';
  if (next.epoch !== last.epoch) return 'reset';
  if (next.seq === last.seq + 1) return 'next';
  if (next.seq > last.seq + 1) return 'gap';
  return 'stale';
};

/** Whether a relation means the book on screen can no longer be trusted without a snapshot. */
export const needsResync = (relation: SeqRelation): boolean =>
  relation === 'gap' || relation === 'reset';

/**
 * Whether a market/deal snapshot should replace the book: when none is shown, when it comes
 * from another server run, or when it is not older than what pushes already drew. Pushes carry
 * whole levels, so a newer push on screen is already consistent and an older snapshot would
 * only step the book back (and, compared with the next push, look like another gap).
 */
export const acceptsSnapshot = (last: StreamPosition | null, snapshot: StreamPosition): boolean =>
  last === null || snapshot.epoch !== last.epoch || snapshot.seq >= last.seq;
