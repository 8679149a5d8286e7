import type { Database, Statement } from 'better-sqlite3';
import type { NewsCategory, NewsItem, Paged, SystemNotify } from '@exchange/shared/contract';
import type { Lang } from '../i18n/languages';

/**
 * News, banners and the system notification in the request's language: a row of
 * news_translations / system_notification_translations in `lang` answers where there is one,
 * the base table's English everywhere else (docs/operations.md#content-translations).
 */
export type NewsRepo = {
  /** Names in `lang`, English where a category has no name in it. */
  categories(lang: Lang): NewsCategory[];
  page(categoryId: number, page: number, perPage: number, lang: Lang): Paged<NewsItem>;
  find(id: number, lang: Lang): NewsItem | undefined;
  latestSystemNotify(lang: Lang): SystemNotify | undefined;
};

// A translation without a banner of its own ('') shows the English artwork.
const ITEM_SELECT = `SELECT n.id, n.category_id, COALESCE(t.title, n.title) AS title,
    COALESCE(t.content, n.content) AS content, n.created_at,
    COALESCE(NULLIF(t.banner, ''), n.banner) AS banner
  FROM news n LEFT JOIN news_translations t ON t.news_id = n.id AND t.lang = ?`;

export function createNewsRepo(db: Database): NewsRepo {
  // Prepared at first use: a statement needs its tables, and a database migrated only part way
  // (migration tests) has the categories' tables long before the translations'.
  const lazy = (sql: string): (() => Statement) => {
    let statement: Statement | undefined;
    return () => (statement ??= db.prepare(sql));
  };
  const categories = lazy(
    `SELECT c.id, COALESCE(n.name, c.name) AS name, c.sort
       FROM news_categories c
       LEFT JOIN news_category_names n ON n.category_id = c.id AND n.lang = ?
      ORDER BY c.sort, c.id`,
  );
  const count = lazy('SELECT COUNT(*) AS total FROM news WHERE category_id = ?');
  // Newest first; the id breaks ties between articles published in the same second.
  const list = lazy(
    `${ITEM_SELECT} WHERE n.category_id = ?
      ORDER BY n.created_at DESC, n.id DESC LIMIT ? OFFSET ?`,
  );
  const one = lazy(`${ITEM_SELECT} WHERE n.id = ?`);
  const notify = lazy(
    `SELECT COALESCE(t.title, s.title) AS title, COALESCE(t.content, s.content) AS content
       FROM system_notifications s
       LEFT JOIN system_notification_translations t ON t.notification_id = s.id AND t.lang = ?
      ORDER BY s.created_at DESC, s.id DESC LIMIT 1`,
  );
  return {
    categories: (lang) => categories().all(lang) as NewsCategory[],
    page(categoryId, page, perPage, lang) {
      const total = (count().get(categoryId) as { total: number }).total;
      const data = list().all(lang, categoryId, perPage, (page - 1) * perPage) as NewsItem[];
      return {
        total,
        per_page: perPage,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        current_page: page,
        data,
      };
    },
    find: (id, lang) => one().get(lang, id) as NewsItem | undefined,
    latestSystemNotify: (lang) => notify().get(lang) as SystemNotify | undefined,
  };
}
