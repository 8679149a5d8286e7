import {
  api,
  API_PATH,
  type NewsItem,
  type Paged,
  type SettingKey,
  type SystemNotify,
} from '@exchange/shared';

export type Settings = Partial<Record<SettingKey, string>>;

/** Titles (and banners) of one news category, newest first. */
export const fetchNews = (categoryId: number, limit: number): Promise<NewsItem[]> =>
  api
    .get<Paged<NewsItem>>(API_PATH.newsList, { category_id: categoryId, limit })
    .then((page) => page.data);

/** Every public setting in one call (the server also answers `key` one at a time). */
export const fetchSettings = (): Promise<Settings> => api.get<Settings>(API_PATH.setting);

export const fetchSystemNotify = (): Promise<SystemNotify> =>
  api.get<SystemNotify>(API_PATH.systemNotify);

/** Link to an article on the news page. */
export const noticeHref = (item: Pick<NewsItem, 'id' | 'category_id'>): string =>
  `/notice?id=${item.id}&category_id=${item.category_id}`;
