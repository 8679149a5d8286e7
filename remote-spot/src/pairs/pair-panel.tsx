import type { Match, QuoteGroup } from '@exchange/shared';
import { PairList, useFavourites } from '@exchange/shared/trading';
import { memo, type ReactElement } from 'react';

/** The left column: quote tabs, favourites (server when logged in, browser otherwise), search. */
export const PairPanel = memo(function PairPanel({
  groups,
  loading,
  selectedId,
  onSelect,
  loggedIn,
  stale,
}: {
  groups: readonly QuoteGroup[];
  loading: boolean;
  selectedId: number | null;
  onSelect: (match: Match) => void;
  loggedIn: boolean;
  stale: boolean;
}): ReactElement {
  const favourites = useFavourites(groups, loggedIn);
  return (
    <PairList
      groups={groups}
      loading={loading}
      selectedId={selectedId}
      onSelect={onSelect}
      favourites={favourites.ids}
      onToggleFavourite={favourites.toggle}
      stale={stale}
    />
  );
});
