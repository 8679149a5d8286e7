import type { NewsCategory, NewsItem, Paged, SystemNotify } from '@exchange/shared/contract';
import { DE_CONTENT } from '../src/seed/content/de';
import { SEED_ARTICLES, SEED_SYSTEM_NOTIFY, XSS_ARTICLE_ID } from '../src/seed/news';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function expectNewsItem(item: NewsItem): void {
  expect(Object.keys(item).sort()).toEqual(
    ['banner', 'category_id', 'content', 'created_at', 'id', 'title'].sort(),
  );
  expect(typeof item.id).toBe('number');
  expect(item.title.length).toBeGreaterThan(0);
  expect(item.content).toMatch(/<p>/);
  expect(item.created_at).toMatch(TIMESTAMP);
}

describe('news', () => {
  it('lists the 7 categories in order', async () => {
    const answer = await server.get<NewsCategory[]>('news/categories');
    expect(answer.code).toBe(1);
    expect(answer.data.map((category) => category.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const category of answer.data) {
      expect(category).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        sort: expect.any(Number),
      });
    }
    expect(answer.data.find((category) => category.id === 7)?.name).toBe('Privacy policy');
  });

  it('names the categories in the request language, English for an unknown one', async () => {
    const names = async (lang: string): Promise<string[]> =>
      (await server.get<NewsCategory[]>('news/categories', { headers: { lang } })).data.map(
        (category) => category.name,
      );
    const de = await names('de');
    expect(de[6]).toBe('Datenschutzerklärung');
    expect((await names('hk'))[6]).toBe('私隱政策');
    expect((await names('jp'))[1]).toBe('お知らせ');
    expect((await names('xx'))[6]).toBe('Privacy policy');
    // Every language names every seeded category, each differently from English somewhere.
    const english = await names('en');
    for (const lang of ['pt', 'jp', 'th', 'kr', 'de', 'fr', 'es', 'vi', 'zh', 'hk']) {
      const localised = await names(lang);
      expect(localised).toHaveLength(7);
      expect(localised).not.toEqual(english);
    }
  });

  it('pages a category newest first in the paged shape', async () => {
    const answer = await server.get<Paged<NewsItem>>('news/list', { query: { category_id: 3 } });
    expect(answer.code).toBe(1);
    const page = answer.data;
    expect(page).toMatchObject({ total: 5, per_page: 10, last_page: 1, current_page: 1 });
    expect(page.data).toHaveLength(5);
    page.data.forEach(expectNewsItem);
    const dates = page.data.map((item) => item.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.data.every((item) => item.category_id === 3 && item.banner === '')).toBe(true);
  });

  it('honours page and limit, and caps limit at 50', async () => {
    const first = await server.get<Paged<NewsItem>>('news/list', {
      query: { category_id: 3, page: 1, limit: 2 },
    });
    const third = await server.get<Paged<NewsItem>>('news/list', {
      query: { category_id: 3, page: 3, limit: 2 },
    });
    expect(first.data).toMatchObject({ total: 5, per_page: 2, last_page: 3, current_page: 1 });
    expect(third.data.data).toHaveLength(1);
    expect(third.data.data[0].id).not.toBe(first.data.data[0].id);

    const capped = await server.get<Paged<NewsItem>>('news/list', {
      query: { category_id: 3, limit: 500 },
    });
    expect(capped.data.per_page).toBe(50);
  });

  it('gives banners an image path on this origin', async () => {
    const answer = await server.get<Paged<NewsItem>>('news/list', { query: { category_id: 1 } });
    expect(answer.data.data).toHaveLength(3);
    for (const item of answer.data.data)
      expect(item.banner).toMatch(/^\/uploads\/banners\/.+\.svg$/);
  });

  it('requires category_id', async () => {
    const answer = await server.get('news/list');
    expect(answer).toMatchObject({ code: 0, msg: 'Missing parameter: category_id', data: null });
  });

  it('answers one article, and code 0 for an unknown id', async () => {
    const list = await server.get<Paged<NewsItem>>('news/list', { query: { category_id: 7 } });
    const first = list.data.data[0];
    const answer = await server.get<NewsItem>('news/info', { query: { id: first.id } });
    expect(answer.code).toBe(1);
    expectNewsItem(answer.data);
    expect(answer.data).toEqual(first);

    const missing = await server.get('news/info', { query: { id: 424242 } });
    expect(missing).toEqual({ code: 0, msg: 'Article not found', data: null });
  });

  it('keeps the hostile article the client must sanitize', async () => {
    const answer = await server.get<NewsItem>('news/info', { query: { id: XSS_ARTICLE_ID } });
    expect(answer.data.category_id).toBe(2);
    expect(answer.data.content).toContain('<img src=x onerror="alert(1)">');
    expect(answer.data.content).toContain('<script>');
  });

  it('answers the latest system notification', async () => {
    const answer = await server.get<SystemNotify>('news/system_notify');
    expect(answer.code).toBe(1);
    expect(answer.data.title.length).toBeGreaterThan(0);
    expect(answer.data.content.length).toBeGreaterThan(0);

    server.db
      .prepare('INSERT INTO system_notifications (title, content, created_at) VALUES (?, ?, ?)')
      .run('Newer', 'Body', '2999-01-01 00:00:00');
    const latest = await server.get<SystemNotify>('news/system_notify');
    expect(latest.data).toEqual({ title: 'Newer', content: 'Body' });
  });
});

describe('news in the request language', () => {
  const list = (categoryId: number, lang?: string, query: Record<string, number> = {}) =>
    server.get<Paged<NewsItem>>('news/list', {
      query: { category_id: categoryId, ...query },
      headers: lang ? { lang } : {},
    });
  const english = (id: number) => SEED_ARTICLES.find((article) => article.id === id);

  it.each([1, 2, 3, 4, 5, 6, 7])(
    'answers category %i in German with the same ids, order and paging as English',
    async (categoryId) => {
      const en = (await list(categoryId, 'en')).data;
      const de = (await list(categoryId, 'de')).data;
      expect(de.data.map((item) => item.id)).toEqual(en.data.map((item) => item.id));
      expect({ ...de, data: [] }).toEqual({ ...en, data: [] });
      for (const item of de.data) {
        expect(item.title).toBe(DE_CONTENT.articles[item.id].title);
        expect(item.title).not.toBe(english(item.id)?.title);
        expect(item.content).toContain(DE_CONTENT.articles[item.id].paragraphs[0]);
        expect(item.created_at).toBe(en.data.find((row) => row.id === item.id)?.created_at);
      }
    },
  );

  it('pages German notices like English ones', async () => {
    const en = (await list(3, 'en', { page: 2, limit: 2 })).data;
    const de = (await list(3, 'de', { page: 2, limit: 2 })).data;
    expect(de).toMatchObject({ total: 5, per_page: 2, last_page: 3, current_page: 2 });
    expect(de.data.map((item) => item.id)).toEqual(en.data.map((item) => item.id));
  });

  it('gives German banners their own German artwork', async () => {
    const en = (await list(1, 'en')).data.data;
    const de = (await list(1, 'de')).data.data;
    de.forEach((item, index) => {
      expect(item.banner).toMatch(/^\/uploads\/banners\/[a-z-]+-de\.[0-9a-f]+\.svg$/);
      expect(item.banner).not.toBe(en[index].banner);
    });
  });

  it('answers one article and the hostile one in German, markup kept', async () => {
    const privacy = await server.get<NewsItem>('news/info', {
      query: { id: 24 },
      headers: { lang: 'de' },
    });
    expect(privacy.data.title).toBe('Datenschutzerklärung');
    const hostile = await server.get<NewsItem>('news/info', {
      query: { id: XSS_ARTICLE_ID },
      headers: { lang: 'de' },
    });
    expect(hostile.data.title).toBe(DE_CONTENT.articles[XSS_ARTICLE_ID].title);
    expect(hostile.data.content).toContain('<img src=x onerror="alert(1)">');
    expect(hostile.data.content).toContain('<script>');
  });

  it('falls back to English for an unknown language and for an article without a translation', async () => {
    for (const lang of ['xx', 'en']) {
      const answer = await server.get<NewsItem>('news/info', {
        query: { id: 12 },
        headers: { lang },
      });
      expect(answer.data.title).toBe(english(12)?.title);
      expect(answer.data.content).toBe(english(12)?.content);
    }
    const fresh = Number(
      server.db
        .prepare(
          `INSERT INTO news (category_id, title, content, created_at)
           VALUES (4, 'Operator note', '<p>Only in English</p>', '2000-01-01 00:00:00')`,
        )
        .run().lastInsertRowid,
    );
    const answer = await server.get<NewsItem>('news/info', {
      query: { id: fresh },
      headers: { lang: 'de' },
    });
    expect(answer.data).toMatchObject({
      title: 'Operator note',
      content: '<p>Only in English</p>',
    });
    const page = (await list(4, 'de', { limit: 50 })).data.data;
    expect(page.find((item) => item.id === fresh)?.title).toBe('Operator note');
    server.db.prepare('DELETE FROM news WHERE id = ?').run(fresh);
  });

  it('keeps the English banner for a translation without artwork of its own', async () => {
    const en = (await list(1, 'en')).data.data[0];
    server.db
      .prepare(`UPDATE news_translations SET banner = '' WHERE news_id = ? AND lang = 'fr'`)
      .run(en.id);
    const fr = (await list(1, 'fr')).data.data[0];
    expect(fr.banner).toBe(en.banner);
    expect(fr.title).not.toBe(en.title);
  });

  it('answers the system notification in the request language, English as fallback', async () => {
    // The seeded one (an earlier test adds a newer English-only notification).
    const seeded = server.db
      .prepare('SELECT id FROM system_notifications WHERE title = ?')
      .get(SEED_SYSTEM_NOTIFY.title) as { id: number };
    server.db.prepare(`DELETE FROM system_notifications WHERE id <> ?`).run(seeded.id);
    const de = await server.get<SystemNotify>('news/system_notify', { headers: { lang: 'de' } });
    expect(de.data).toEqual(DE_CONTENT.notify);
    const xx = await server.get<SystemNotify>('news/system_notify', { headers: { lang: 'xx' } });
    expect(xx.data).toEqual(SEED_SYSTEM_NOTIFY);
  });
});
