import type { Match, QuoteGroup } from '@exchange/shared';
import type { SecondData } from '../second/second-storage';

/** Options are quoted in USDT only (docs/product.md#logged-in-areas-screens). */
export const SECOND_QUOTE = 'USDT';

/** The pairs open for option trading: USDT-quoted with `open_microtrade`, in the server's order. */
export const secondPairs = (groups: readonly QuoteGroup[]): Match[] =>
  groups
    .flatMap((group) => group.matches)
    .filter((match) => match.open_microtrade === 1 && match.quote_currency_code === SECOND_QUOTE);

/**
 * The pair shown: the one picked on this visit, else the one in `secondData` if it is still
 * open, else the first. Always the live object (its quotation moves with DAY_MARKET).
 */
export const currentSecondPair = (
  pairs: readonly Match[],
  chosenId: number | null,
  saved: SecondData | null,
): Match | null =>
  pairs.find((match) => match.id === chosenId) ??
  pairs.find((match) => match.id === saved?.match_id) ??
  pairs[0] ??
  null;
