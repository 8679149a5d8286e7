import type { Match, QuoteGroup } from '@exchange/shared';
import { pageMemory, type RememberedPair } from '@exchange/shared/trading';

/** Local storage keys of this page (docs/product.md#logged-in-areas-data): the last pair and the chart period. */
export const LEVER_STORAGE_KEY = { pair: 'leverData', period: 'leverPeriod' } as const;

const memory = pageMemory(LEVER_STORAGE_KEY);

/** What `leverData` holds: enough to find the pair again. */
export type LeverData = RememberedPair;

export const { savePair: saveLeverPair, readPair: readLeverPair } = memory;
export const { savePeriod: saveLeverPeriod, readPeriod: readLeverPeriod } = memory;

/**
 * The quote groups as the lever page lists them: only pairs with open_lever 1, and only quote
 * currencies that have one. The shared pair list shows the pairs flagged for listing
 * (open_change), so each lever pair is handed to it flagged as listed.
 */
export const leverGroups = (groups: readonly QuoteGroup[]): QuoteGroup[] =>
  groups
    .map((group) => ({
      ...group,
      matches: group.matches
        .filter((match) => match.open_lever === 1)
        .map((match) => (match.open_change === 1 ? match : { ...match, open_change: 1 as const })),
    }))
    .filter((group) => group.matches.length > 0);

/** The pair the page opens on: the one in `leverData` if it still has lever open, else the first. */
export const selectLeverPair = (
  groups: readonly QuoteGroup[],
  saved: LeverData | null,
  chosenId: number | null,
): Match | null => {
  const pairs = groups.flatMap((group) => group.matches);
  const find = (id: number | null | undefined): Match | undefined =>
    id === null || id === undefined ? undefined : pairs.find((match) => match.id === id);
  return find(chosenId) ?? find(saved?.match_id) ?? pairs[0] ?? null;
};
