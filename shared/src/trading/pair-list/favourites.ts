import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, type QuoteGroup, SPOT_PATH, storage, STORAGE_KEY } from '@exchange/shared';

/** Starred pairs of a logged-in user: the `added` flag of each Match. */
export const favouriteIdsOf = (groups: readonly QuoteGroup[]): Set<number> =>
  new Set(
    groups.flatMap((group) =>
      group.matches.filter((match) => match.added).map((match) => match.id),
    ),
  );

/** Starred pairs of an anonymous visitor, kept in this browser. */
export const readLocalFavourites = (): Set<number> => {
  try {
    const value: unknown = JSON.parse(storage.get(STORAGE_KEY.favouritePairs) ?? '[]');
    return new Set(
      Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [],
    );
  } catch {
    return new Set();
  }
};

export const writeLocalFavourites = (ids: ReadonlySet<number>): void =>
  storage.set(STORAGE_KEY.favouritePairs, JSON.stringify([...ids].sort((a, b) => a - b)));

export const withToggled = (ids: ReadonlySet<number>, id: number, on: boolean): Set<number> => {
  const next = new Set(ids);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

export type Favourites = {
  ids: ReadonlySet<number>;
  toggle: (matchId: number) => void;
};

/**
 * Favourite pairs: on the server for a logged-in user (`market/favourite`, shown at once and
 * undone if the server refuses), in this browser for an anonymous visitor.
 */
export const useFavourites = (groups: readonly QuoteGroup[], loggedIn: boolean): Favourites => {
  const [local, setLocal] = useState<Set<number>>(readLocalFavourites);
  const [overrides, setOverrides] = useState<{ loggedIn: boolean; flags: Map<number, boolean> }>({
    loggedIn,
    flags: new Map(),
  });
  const ids = useMemo(() => {
    if (!loggedIn) return local;
    let result = favouriteIdsOf(groups);
    // Overrides belong to the session they were made in.
    if (overrides.loggedIn !== loggedIn) return result;
    for (const [id, on] of overrides.flags) result = withToggled(result, id, on);
    return result;
  }, [loggedIn, local, groups, overrides]);

  // The latest ids and session, read when a star is clicked: `toggle` keeps one identity so
  // memoised rows do not re-render on every price push.
  const latest = useRef({ ids, local, loggedIn });
  useEffect(() => {
    latest.current = { ids, local, loggedIn };
  });

  const toggle = useCallback((matchId: number): void => {
    const { ids: current, local: stored, loggedIn: session } = latest.current;
    const on = !current.has(matchId);
    if (!session) {
      const next = withToggled(stored, matchId, on);
      writeLocalFavourites(next);
      setLocal(next);
      latest.current = { ...latest.current, ids: next, local: next };
      return;
    }
    const setFlag = (flag: boolean | null): void =>
      setOverrides((state) => {
        const flags = new Map(state.loggedIn === session ? state.flags : []);
        if (flag === null) flags.delete(matchId);
        else flags.set(matchId, flag);
        return { loggedIn: session, flags };
      });
    setFlag(on);
    api
      .post(SPOT_PATH.favourite, { currency_match_id: matchId, added: on }, { silentSuccess: true })
      .catch(() => setFlag(null));
  }, []);

  return { ids, toggle };
};
