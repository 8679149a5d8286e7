/**
 * Every local storage key the shared code uses: those named by docs/product.md#public-and-spot-data, then this product's
 * own per-browser preferences (marked below). Nothing else outlives a reload.
 */
export const STORAGE_KEY = {
  token: 'token',
  uid: 'uid',
  account: 'account',
  isSeller: 'is_seller',
  remember: 'remember',
  accountNumber: 'accountNumber',
  lastCloseTime: 'lastCloseTime',
  lang: 'lang',
  locale: 'locale',
  theme: 'theme',
  tradeinfo: 'tradeinfo',
  // Not in the spec: the chart's chosen time zone and an anonymous visitor's favourite pairs
  // (a logged-in user's favourites live on the server).
  chartTimezone: 'chartTimezone',
  favouritePairs: 'favouritePairs',
  // Not in the spec: the currency of fiat estimates, USD or CNY (docs/decisions.md#display-numbers).
  fiat: 'fiat',
} as const;

export type StorageKey = (typeof STORAGE_KEY)[keyof typeof STORAGE_KEY];

export type KeyedStorage<K extends string> = {
  get(key: K): string | null;
  set(key: K, value: string): void;
  remove(key: K): void;
};

/**
 * Local storage limited to one set of keys, surviving private mode and disabled storage: reads
 * become null and writes are dropped (the page keeps working with the value in memory).
 */
export const keyedStorage = <K extends string>(): KeyedStorage<K> => ({
  get(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key, value) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage full or disabled.
    }
  },
  remove(key) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // See set().
    }
  },
});

export const storage: KeyedStorage<StorageKey> = keyedStorage<StorageKey>();
