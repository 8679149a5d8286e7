/** Cache-Control values of the static hosting (issue: "Cache headers"). */
export const NO_STORE = 'no-store';
export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A `.` + 8 or more hex characters + `.` segment, as in `main.3fa9c2d1.js`. */
const CONTENT_HASH = /\.[0-9a-f]{8,}\./i;
/** Files inside `/remotes/<area>/<version>/`: a version folder never changes once released. */
const VERSIONED_REMOTE = /^\/remotes\/[^/]+\/[^/]+\/./;

export function hasContentHash(fileName: string): boolean {
  return CONTENT_HASH.test(fileName);
}

/**
 * Entry points must always be revalidated so an operator's switch (a new remotes.json, a new
 * shell) shows at once; content-addressed and versioned files can be cached for a year;
 * anything else is revalidated on each use.
 */
export function cacheControlFor(urlPath: string, fileName: string): string {
  if (fileName === 'index.html' || urlPath === '/remotes.json') return NO_STORE;
  if (hasContentHash(fileName) || VERSIONED_REMOTE.test(urlPath)) return IMMUTABLE;
  return NO_CACHE;
}
