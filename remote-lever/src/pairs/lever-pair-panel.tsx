import type { Match, QuoteGroup } from '@exchange/shared';
import { PairList, useFavourites } from '@exchange/shared/trading';
import { memo, type ReactElement } from 'react';

/** The left column: quote tabs, the lever pairs with latest price and change, search. */
export const LeverPairPanel = memo(function LeverPairPanel(props: {
  /** Already narrowed to lever pairs (leverGroups). */
  groups: readonly QuoteGroup[];
  loading: boolean;
  selectedId: number | null;
  onSelect: (match: Match) => void;
  stale: boolean;
}): ReactElement {
  // The page is behind the login guard: favourites are the user's server-side ones.
  const favourites = useFavourites(props.groups, true);
  return <PairList {...props} favourites={favourites.ids} onToggleFavourite={favourites.toggle} />;
});
