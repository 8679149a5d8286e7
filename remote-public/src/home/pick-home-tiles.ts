import type { Match, QuoteGroup } from '@exchange/shared';

export const HOME_TILE_COUNT = 6;

/** The home strip: pairs with open_change 1, in the server's order, at most 6 (docs/product.md#public-and-spot-screens, docs/product.md#public-and-spot-constants). */
export const pickHomeTiles = (groups: QuoteGroup[]): Match[] =>
  groups
    .flatMap((group) => group.matches)
    .filter((match) => match.open_change === 1)
    .slice(0, HOME_TILE_COUNT);
