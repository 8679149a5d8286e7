/** News category ids with a fixed meaning (docs/product.md#public-and-spot-constants). */
export const NEWS_CATEGORY = {
  banners: 1,
  homeNotices: 3,
  footerFirst: 4,
  footerSecond: 5,
  footerThird: 6,
  privacy: 7,
} as const;

export type NewsCategory = {
  id: number;
  name: string;
  sort: number;
};

export type NewsItem = {
  id: number;
  category_id: number;
  title: string;
  /** Server HTML: sanitize before rendering. */
  content: string;
  /** `YYYY-MM-DD HH:mm:ss`, UTC. */
  created_at: string;
  /** Absolute path of the banner image on this origin, or '' when none. */
  banner: string;
};

export type SystemNotify = {
  title: string;
  content: string;
};
