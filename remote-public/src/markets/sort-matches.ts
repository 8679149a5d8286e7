import { compare, isDecimalString, type Match } from '@exchange/shared';

/** The sortable columns of the all-markets table (docs/product.md#public-and-spot-screens). */
export type SortKey = 'pair' | 'price' | 'change';
export type SortDirection = 'asc' | 'desc';
export type MarketSort = { key: SortKey; direction: SortDirection };

/** Clicking the sorted column flips its direction; clicking another column starts ascending. */
export const toggleSort = (current: MarketSort | null, key: SortKey): MarketSort =>
  current?.key === key
    ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { key, direction: 'asc' };

/** The spec sorts pairs by the first letter of the base currency only, not the whole name. */
export const pairLetter = (match: Match): string =>
  (match.base_currency_code || match.symbol).charAt(0).toUpperCase();

const numericValue = (match: Match, key: 'price' | 'change'): string | null => {
  const value = key === 'price' ? match.currency_quotation.close : match.currency_quotation.change;
  return typeof value === 'string' && isDecimalString(value) ? value.trim() : null;
};

const compareLetters = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Sorts a copy of the pairs. Prices and changes are compared as exact decimals (a float would
 * misorder long decimal strings); equal keys keep the server's order (stable sort). A malformed
 * number goes last in both directions so it never hides the real extremes.
 */
export const sortMatches = (matches: readonly Match[], sort: MarketSort | null): Match[] => {
  const copy = matches.slice();
  if (!sort) return copy;
  const sign = sort.direction === 'asc' ? 1 : -1;
  if (sort.key === 'pair') {
    return copy.sort((a, b) => sign * compareLetters(pairLetter(a), pairLetter(b)));
  }
  const key = sort.key;
  return copy.sort((a, b) => {
    const left = numericValue(a, key);
    const right = numericValue(b, key);
    if (left === null || right === null) {
      if (left === right) return 0;
      return left === null ? 1 : -1;
    }
    return sign * compare(left, right);
  });
};
