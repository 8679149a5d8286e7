// No imports: the entry runs this before the shared libraries are negotiated.

export const MANIFEST_URL = '/remotes.json';

let early: Promise<Response> | null = null;

/**
 * Starts reading /remotes.json as the page's first script runs, not when the router first
 * mounts an area some hundred milliseconds later (React, i18n and the texts come first): no
 * area can load before it, so it is on the path to every first paint.
 */
export const startManifestFetch = (): void => {
  early = fetch(MANIFEST_URL, { cache: 'no-store' });
  // A failure is handled by whoever takes it; an untaken one must not be reported as unhandled.
  early.catch(() => undefined);
};

/** The early answer, once; null when none was started (tests) or it was already taken. */
export const takeEarlyManifest = (): Promise<Response> | null => {
  const taken = early;
  early = null;
  return taken;
};
