// No imports: the entry runs this before the shared libraries are negotiated.

export const MANIFEST_URL = '/remotes.json';

/** What the manifest's reader needs of an answer (a fetch Response has it too). */
export type ManifestAnswer = Pick<Response, 'ok' | 'status' | 'json'>;

let early: Promise<ManifestAnswer> | null = null;

/**
 * Starts reading /remotes.json as the page's first script runs, not when the router first
 * mounts an area some hundred milliseconds later (React, i18n and the texts come first): no
 * area can load before it, so it is on the path to every first paint. The body is read at once:
 * on a page that shows no area (a guarded screen an anonymous visitor is turned away from)
 * nobody takes the answer, and an unread body kept the request open, so the page never went
 * network-idle.
 */
export const startManifestFetch = (): void => {
  early = fetch(MANIFEST_URL, { cache: 'no-store' }).then(async (response) => {
    const text = await response.text();
    return {
      ok: response.ok,
      status: response.status,
      json: async (): Promise<unknown> => JSON.parse(text),
    };
  });
  // A failure is handled by whoever takes it; an untaken one must not be reported as unhandled.
  early.catch(() => undefined);
};

/** The early answer, once; null when none was started (tests) or it was already taken. */
export const takeEarlyManifest = (): Promise<ManifestAnswer> | null => {
  const taken = early;
  early = null;
  return taken;
};
