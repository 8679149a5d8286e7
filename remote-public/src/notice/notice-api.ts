import {
  api,
  API_PATH,
  isApiError,
  type NewsCategory,
  type NewsItem,
  type Paged,
} from '@exchange/shared';
import { NOTICE_LIST_LIMIT } from './notice-rule';

export type ArticleResult = { found: true; article: NewsItem } | { found: false };

/** The category's articles, newest first (the list answer carries each article's content). */
export const fetchNoticeList = (categoryId: number): Promise<NewsItem[]> =>
  api
    .get<Paged<NewsItem>>(API_PATH.newsList, { category_id: categoryId, limit: NOTICE_LIST_LIMIT })
    .then((page) => page.data);

export const fetchNewsCategories = (): Promise<NewsCategory[]> =>
  api.get<NewsCategory[]>(API_PATH.newsCategories);

/**
 * One article. An unknown id is answered with code 0: the page shows its own "not found" text
 * instead of the client's error toast, so the refusal is silenced and turned into a result.
 * Network failures still reject (the client toasted them) so the page can offer a retry.
 */
export const fetchArticle = (id: number): Promise<ArticleResult> =>
  api.get<NewsItem | null>(API_PATH.newsInfo, { id }, { silentError: true }).then(
    (article): ArticleResult => (article ? { found: true, article } : { found: false }),
    (error: unknown): ArticleResult => {
      if (isApiError(error) && error.kind === 'rejected') return { found: false };
      throw error;
    },
  );
