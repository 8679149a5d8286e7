import type { Match, QuoteGroup } from '@exchange/shared';

/** The favourites tab, before the quote-currency tabs. */
export const FAVOURITES_TAB = '*favourites';

/** Pairs the spot lists show: open_change 1 only (docs/product.md#public-and-spot-screens). */
export const openPairs = (groups: readonly QuoteGroup[]): Match[] =>
  groups.flatMap((group) => group.matches.filter((match) => match.open_change === 1));

/** Quote currencies that have at least one open pair, in the server's order. */
export const quoteTabs = (groups: readonly QuoteGroup[]): string[] =>
  groups
    .filter((group) => group.matches.some((match) => match.open_change === 1))
    .map((group) => group.code);

/** The rows of a tab: a quote currency's open pairs, or the starred ones; then the search. */
export const pairsOfTab = (
  groups: readonly QuoteGroup[],
  tab: string,
  favourites: ReadonlySet<number>,
  query: string,
): Match[] => {
  const needle = query.trim().toUpperCase();
  return groups
    .filter((group) => tab === FAVOURITES_TAB || group.code === tab)
    .flatMap((group) => group.matches)
    .filter(
      (match) =>
        match.open_change === 1 &&
        (tab !== FAVOURITES_TAB || favourites.has(match.id)) &&
        (!needle ||
          match.base_currency_code.toUpperCase().includes(needle) ||
          match.symbol.toUpperCase().includes(needle)),
    );
};
