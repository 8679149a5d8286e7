import type { Lang } from '../../i18n/languages';
import type { BannerSlug, BannerText } from '../banners';
import type { ArticleText } from '../news';

/** The languages the seed is translated into; English is the base tables' text. */
export type OtherLang = Exclude<Lang, 'en'>;

/**
 * The lock products' English names as migration 7 (asset-config.ts) seeds them: a product's
 * translations are found by its name, so a product an operator renamed keeps only English.
 */
export const SEED_LOCK_PRODUCT_NAMES = [
  'USDT 7-day lock',
  'USDT 30-day lock',
  'USDT 90-day lock',
  'BTC 30-day lock',
] as const;
export type SeedLockProductName = (typeof SEED_LOCK_PRODUCT_NAMES)[number];

/**
 * Everything the seed says, in one language: the banner artwork's texts, every article (by id;
 * as many texts as the English article, see articleHtml), the welcome pop-up and the lock
 * product names. Banner articles take their title from the banner headline.
 */
export type SeedContent = {
  banners: Record<BannerSlug, BannerText>;
  articles: Record<number, ArticleText>;
  notify: { title: string; content: string };
  lockProducts: Record<SeedLockProductName, string>;
};
