import type { Database } from 'better-sqlite3';
import type { NewsCategory, NewsItem, Paged, SystemNotify } from '@exchange/shared/contract';
import type { Lang } from '../i18n/languages';

export type NewsRepo = {
  /** Names in `lang`, English where a category has no name in it. */
  categories(lang: Lang): NewsCategory[];
  page(categoryId: number, page: number, perPage: number): Paged<NewsItem>;
  find(id: number): NewsItem | undefined;
  latestSystemNotify(): SystemNotify | undefined;
};

const ITEM_COLUMNS = 'id, category_id, title, content, created_at, banner';

export function createNewsRepo(db: Database): NewsRepo {
  const categories = db.prepare(
    `SELECT c.id, COALESCE(n.name, c.name) AS name, c.sort
       FROM news_categories c
       LEFT JOIN news_category_names n ON n.category_id = c.id AND n.lang = ?
      ORDER BY c.sort, c.id`,
  );
  const count = db.prepare('SELECT COUNT(*) AS total FROM news WHERE category_id = ?');
  // Newest first; the id breaks ties between articles published in the same second.
  const list = db.prepare(
    `SELECT ${ITEM_COLUMNS} FROM news WHERE category_id = ?
      ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  );
  const one = db.prepare(`SELECT ${ITEM_COLUMNS} FROM news WHERE id = ?`);
  const notify = db.prepare(
    'SELECT title, content FROM system_notifications ORDER BY created_at DESC, id DESC LIMIT 1',
  );
  return {
    categories: (lang) => categories.all(lang) as NewsCategory[],
    page(categoryId, page, perPage) {
      const total = (count.get(categoryId) as { total: number }).total;
      const data = list.all(categoryId, perPage, (page - 1) * perPage) as NewsItem[];
      return {
        total,
        per_page: perPage,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        current_page: page,
        data,
      };
    },
    find: (id) => one.get(id) as NewsItem | undefined,
    latestSystemNotify: () => notify.get() as SystemNotify | undefined,
  };
}
