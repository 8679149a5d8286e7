import { NEWS_CATEGORY, type NewsItem } from '@exchange/shared';

/**
 * The help centre's sections, in order: the seeded guides (services), the support articles and
 * the policies (docs/product.md#help-centre). Operators fill them from the news admin like
 * every other category; the page only groups and searches them.
 */
export const HELP_CATEGORIES: readonly number[] = [
  NEWS_CATEGORY.footerSecond,
  NEWS_CATEGORY.footerThird,
  NEWS_CATEGORY.privacy,
];

/** Lower-cased for matching in the page language, so "İ" and "I" fold the way readers expect. */
const fold = (text: string, language: string): string =>
  text.normalize('NFKC').toLocaleLowerCase(language);

/**
 * Whether an article answers a search: every word of the query appears in its title or its text
 * (tags stripped), in any order. An empty query matches everything.
 */
export const matchesSearch = (item: NewsItem, query: string, language: string): boolean => {
  const words = fold(query, language).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = fold(`${item.title} ${item.content.replace(/<[^>]*>/g, ' ')}`, language);
  return words.every((word) => text.includes(word));
};
