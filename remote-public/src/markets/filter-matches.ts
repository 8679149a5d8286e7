import type { Match, QuoteGroup } from '@exchange/shared';

/** Top tab 0 shows every pair of every quote currency; tab n shows the n-th quote group only. */
export const matchesOfTab = (groups: readonly QuoteGroup[], tab: number): Match[] =>
  tab <= 0 ? groups.flatMap((group) => group.matches) : (groups[tab - 1]?.matches ?? []);

/** Search box: case-insensitive substring of the symbol; a blank query keeps every pair. */
export const filterMatches = (matches: readonly Match[], query: string): Match[] => {
  const needle = query.trim().toUpperCase();
  if (!needle) return matches.slice();
  return matches.filter((match) => match.symbol.toUpperCase().includes(needle));
};
