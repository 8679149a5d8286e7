/**
 * Per-browser preferences of shared widgets that are not in the spec's list of storage keys
 * (chart time zone, anonymous favourites). Same failure rule as `storage`: reads become null.
 */
export const LOCAL_PREF = {
  chartTimezone: 'chartTimezone',
  favouritePairs: 'favouritePairs',
} as const;

export type LocalPrefKey = (typeof LOCAL_PREF)[keyof typeof LOCAL_PREF];

export const localPrefs = {
  get(key: LocalPrefKey): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: LocalPrefKey, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage full or disabled: the choice lasts for this page only.
    }
  },
};
