import {
  api,
  API_PATH,
  NEWS_CATEGORY,
  type NewsItem,
  type Paged,
  type SettingKey,
  startEarly,
  startQuoteGroups,
  type SystemNotify,
  takeEarly,
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

export const BANNER_LIMIT = 10;
export const HOME_NOTICE_LIMIT = 5;

const fetchBanners = (): Promise<NewsItem[]> => fetchNews(NEWS_CATEGORY.banners, BANNER_LIMIT);
const fetchHomeNotices = (): Promise<NewsItem[]> =>
  fetchNews(NEWS_CATEGORY.homeNotices, HOME_NOTICE_LIMIT);

/** Starts downloading an image into the browser's cache, ahead of the element that shows it. */
const warmImage = (url: string): void => {
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
};

/**
 * The home page's first requests, started as /home mounts (shared `startEarly`): the banners
 * (and the first banner's image as soon as its address is known), the notices strip, the
 * settings and the market strip's pairs (`startQuoteGroups`). The footer's columns are below the
 * fold and ask for themselves.
 */
export const startHomeRequests = (): void => {
  startEarly('banners', () =>
    fetchBanners().then((items) => {
      const first = items.find((item) => item.banner)?.banner;
      if (first) warmImage(first);
      return items;
    }),
  );
  startEarly('notices', fetchHomeNotices);
  startEarly('settings', fetchSettings);
  startQuoteGroups();
};

export const loadBanners = (): Promise<NewsItem[]> => takeEarly('banners', fetchBanners);
export const loadHomeNotices = (): Promise<NewsItem[]> => takeEarly('notices', fetchHomeNotices);
export const loadSettings = (): Promise<Settings> => takeEarly('settings', fetchSettings);
