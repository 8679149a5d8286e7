import { RECENT_TRADES_CAP, type TxComplete } from '@exchange/shared';

const newestFirst = (a: TxComplete, b: TxComplete): number =>
  b.timestamp - a.timestamp || b.id - a.id;

/**
 * Recent trades after new completes arrive: newest first, each trade once (a snapshot and a
 * push may carry the same one), capped at 30 (docs/product.md#public-and-spot-constants).
 */
export const mergeTrades = (
  current: readonly TxComplete[],
  incoming: readonly TxComplete[],
  cap: number = RECENT_TRADES_CAP,
): TxComplete[] => {
  if (incoming.length === 0) return current.slice(0, cap);
  const seen = new Set<number>();
  const merged: TxComplete[] = [];
  for (const trade of [...incoming, ...current].sort(newestFirst)) {
    if (seen.has(trade.id)) continue;
    seen.add(trade.id);
    merged.push(trade);
    if (merged.length === cap) break;
  }
  return merged;
};
