import { keyedStorage, type KeyedStorage } from '@exchange/shared';

/**
 * The shell's own local-storage keys for releases (README "Operating"). They are not docs/product.md#public-and-spot-data
 * keys, so they live here and not in @exchange/shared's STORAGE_KEY.
 */
export const RELEASE_STORAGE_KEY = {
  /** JSON `{ "<area>": "<version>" }`: this browser's per-area version overrides. */
  overrides: 'areaVersionOverrides',
  /** Random id that puts this browser in a canary bucket per area (sticky across reloads). */
  browserId: 'areaBucketId',
  /** Poll interval of /remotes.json in milliseconds (tests; default one minute). */
  pollMs: 'remotesPollMs',
} as const;

type ReleaseStorageKey = (typeof RELEASE_STORAGE_KEY)[keyof typeof RELEASE_STORAGE_KEY];

/** Storage access that survives private mode and disabled storage (reads become null). */
export const releaseStorage: KeyedStorage<ReleaseStorageKey> = keyedStorage<ReleaseStorageKey>();
