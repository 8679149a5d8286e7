/** Local storage keys named by spec 01 §3. Only these are used for state that outlives a reload. */
export const STORAGE_KEY = {
  token: 'token',
  uid: 'uid',
  account: 'account',
  isSeller: 'is_seller',
  remember: 'remember',
  accountNumber: 'accountNumber',
  lastCloseTime: 'lastCloseTime',
  lang: 'lang',
  theme: 'theme',
  tradeinfo: 'tradeinfo',
} as const;

export type StorageKey = (typeof STORAGE_KEY)[keyof typeof STORAGE_KEY];

/** Storage access that survives private mode and disabled storage (reads become null). */
export const storage = {
  get(key: StorageKey): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage full or disabled: the in-memory state still works for this page.
    }
  },
  remove(key: StorageKey): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // See set().
    }
  },
};
