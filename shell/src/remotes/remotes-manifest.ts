import { AREAS, remoteNameOf, type AreaName, type RemotesManifest } from '@exchange/shared';
import { registerRemotes } from '@module-federation/enhanced/runtime';

export const MANIFEST_URL = '/remotes.json';

let current: Promise<RemotesManifest> | null = null;

const parseManifest = (body: unknown): RemotesManifest => {
  const areas: RemotesManifest['areas'] = {};
  const declared = (body as { areas?: Record<string, unknown> } | null)?.areas ?? {};
  for (const area of AREAS) {
    const entry = declared[area] as { entry?: unknown; version?: unknown } | undefined;
    if (entry && typeof entry.entry === 'string' && entry.entry) {
      areas[area] = {
        entry: entry.entry,
        version: typeof entry.version === 'string' ? entry.version : '',
      };
    }
  }
  return { areas };
};

const fetchManifest = async (): Promise<RemotesManifest> => {
  // no-store: an operator's edit takes effect on the next load, never a cached copy.
  const response = await fetch(MANIFEST_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${MANIFEST_URL} answered ${response.status}`);
  const manifest = parseManifest(await response.json());
  registerRemotes(
    Object.entries(manifest.areas).map(([area, remote]) => ({
      name: remoteNameOf(area as AreaName),
      entry: remote.entry,
    })),
    { force: true },
  );
  return manifest;
};

/** The operator manifest, fetched once per page and registered with the federation runtime. */
export const loadManifest = (): Promise<RemotesManifest> => {
  if (!current) {
    current = fetchManifest();
    current.catch(() => {
      current = null;
    });
  }
  return current;
};

/** Forgets the manifest so the next load reads the operator's current file (Retry). */
export const reloadManifest = (): Promise<RemotesManifest> => {
  current = null;
  return loadManifest();
};
