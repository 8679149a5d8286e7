/**
 * How a MARKET_DEPTH push's sequence number relates to the last one applied (decisions.md:
 * `seq` increments by 1 per pair per push; market/deal answers the seq of its snapshot).
 * - `first`: nothing applied yet; take it.
 * - `next`: exactly the following push; take it.
 * - `gap`: pushes were missed; the book must be re-synced from market/deal.
 * - `stale`: an older or repeated push (e.g. one already covered by the snapshot); drop it.
 * - `reset`: far behind what was applied: the server restarted its count; re-sync.
 */
export type SeqRelation = 'first' | 'next' | 'gap' | 'stale' | 'reset';

/** Older pushes within this distance are late duplicates, beyond it a restarted counter. */
export const SEQ_RESET_DISTANCE = 1000;

export const relateSeq = (last: number | null, next: number): SeqRelation => {
  if (last === null) return 'first';
  if (next === last + 1) return 'next';
  if (next > last + 1) return 'gap';
  return last - next >= SEQ_RESET_DISTANCE ? 'reset' : 'stale';
};

/** Whether a relation means the book on screen can no longer be trusted without a snapshot. */
export const needsResync = (relation: SeqRelation): boolean =>
  relation === 'gap' || relation === 'reset';

/**
 * Whether a market/deal snapshot should replace the book: when none is shown, or when it is
 * not older than what pushes already drew. Pushes carry whole levels, so a newer push on screen
 * is already consistent and an older snapshot would only step the book back (and, compared with
 * the next push, look like another gap).
 */
export const acceptsSnapshot = (last: number | null, snapshotSeq: number): boolean =>
  last === null || snapshotSeq >= last;
