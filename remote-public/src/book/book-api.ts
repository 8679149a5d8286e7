import type { NewsCategory, NewsItem } from '@exchange/shared';
import { fetchNewsCategories, fetchNoticeList } from '../notice/notice-api';
import { HELP_CATEGORIES } from './book-rule';

export type HelpSection = { category: NewsCategory; articles: NewsItem[] };

/**
 * The help centre's sections with their articles, categories named in the page language; a
 * category the server does not list (or that has no article) is left out.
 */
export const fetchHelpSections = async (): Promise<HelpSection[]> => {
  const [categories, lists] = await Promise.all([
    fetchNewsCategories(),
    Promise.all(HELP_CATEGORIES.map((id) => fetchNoticeList(id))),
  ]);
  return HELP_CATEGORIES.flatMap((id, index) => {
    const category = categories.find((candidate) => candidate.id === id);
    const articles = lists[index] ?? [];
    return category && articles.length > 0 ? [{ category, articles }] : [];
  });
};
