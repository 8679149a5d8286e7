import type { Match, QuoteGroup, TradeInfo } from '@exchange/shared';
import { openPairs } from '@exchange/shared/trading';

/**
 * The pair the page opens on (docs/product.md#public-and-spot-screens): the one saved in `tradeinfo` if it is still open,
 * otherwise the first open pair of the first quote currency that has one.
 */
export const selectInitialPair = (
  groups: readonly QuoteGroup[],
  saved: TradeInfo | null,
): Match | null => {
  const open = openPairs(groups);
  const remembered = saved ? open.find((match) => match.id === saved.match_id) : undefined;
  return remembered ?? open[0] ?? null;
};

/** The live version of the selected pair (its quotation moves with DAY_MARKET). */
export const findPair = (groups: readonly QuoteGroup[], id: number | null): Match | null =>
  id === null
    ? null
    : (groups
        .flatMap((group) => group.matches)
        .find((match) => match.id === id && match.open_change === 1) ?? null);
