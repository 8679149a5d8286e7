import { NEWS_CATEGORY } from '@exchange/shared';

/** How many titles the left list loads (one page, no pagination on this screen). */
export const NOTICE_LIST_LIMIT = 50;

/** Category shown when the query names none (and no article tells us its category). */
export const DEFAULT_NOTICE_CATEGORY: number = NEWS_CATEGORY.homeNotices;

export type NoticeQuery = {
  /** `null` when the query has no id; 'invalid' when it has one that is not an id. */
  id: number | null | 'invalid';
  categoryId: number | null;
};

const ID_PATTERN = /^\d+$/;

/** Reads `id` and `category_id` from the query; malformed values never reach the server. */
export const parseNoticeQuery = (params: URLSearchParams): NoticeQuery => {
  const rawId = params.get('id')?.trim() ?? '';
  const rawCategory = params.get('category_id')?.trim() ?? '';
  return {
    id: rawId === '' ? null : ID_PATTERN.test(rawId) ? Number(rawId) : 'invalid',
    categoryId: ID_PATTERN.test(rawCategory) ? Number(rawCategory) : null,
  };
};

export type ArticleSource =
  /** The first article of the category's list. */
  | { kind: 'first' }
  /** One article by id (`news/info`). */
  | { kind: 'byId'; id: number }
  /** The query names something that cannot be an article. */
  | { kind: 'missing' };

/**
 * Which article the right side shows (docs/product.md#public-and-spot-screens). Category 7 (privacy) always opens on its first
 * article whatever `id` says, since links to it (e.g. register's agreement, id 0) carry no useful
 * id. A title the user clicked in the list (`picked`) is shown even in category 7: the spec also
 * says "clicking a title loads that article", and that click is an explicit choice.
 */
export const articleSource = (query: NoticeQuery, picked: boolean): ArticleSource => {
  if (query.categoryId === NEWS_CATEGORY.privacy && !picked) return { kind: 'first' };
  if (query.id === 'invalid') return { kind: 'missing' };
  if (query.id !== null) return { kind: 'byId', id: query.id };
  return { kind: 'first' };
};

/** The query of an article link, in the order the product uses: `id=..&category_id=..`. */
export const noticeParams = (id: number, categoryId: number): URLSearchParams =>
  new URLSearchParams([
    ['id', String(id)],
    ['category_id', String(categoryId)],
  ]);

/** History state of a list click, so back/forward replay what was clicked. */
export type NoticeHistoryState = { picked: true };

export const PICKED_STATE: NoticeHistoryState = { picked: true };

export const isPicked = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { picked?: unknown }).picked === true;

/** `created_at` is `YYYY-MM-DD HH:mm:ss` in UTC; `iso` feeds `<time dateTime>`. */
export const newsDate = (createdAt: string): { iso: string; day: string; text: string } => {
  const valid = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(createdAt);
  return {
    iso: valid ? `${createdAt.replace(' ', 'T')}Z` : createdAt,
    day: valid ? createdAt.slice(0, 10) : createdAt,
    text: valid ? createdAt.slice(0, 16) : createdAt,
  };
};
