import {
  type AreaName,
  type DeployedVersion,
  type OperatorManifest,
  remoteNameOf,
  type RemotesIndex,
  type RemotesManifest,
} from '@exchange/shared';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { areaBucket } from '../releases/browser-bucket';
import { readOverrides, verifyOverrides, writeOverrides } from '../releases/overrides';
import { releaseState } from '../releases/release-state';
import { MANIFEST_URL, takeEarlyManifest } from './early-manifest';
import {
  changedAreas,
  parseOperatorManifest,
  selectAreas,
  type SelectedArea,
  type Selection,
} from '../releases/selection';

/** The versions the server's deploy folder holds (server/src/static/remotes-index.ts). */
export const INDEX_URL = '/remotes/index.json';

let current: Promise<RemotesManifest> | null = null;
/** Areas this page has started to load code from: they never switch under a running page. */
const touched = new Set<AreaName>();

const toRemotesManifest = (selection: Selection): RemotesManifest => {
  const areas: RemotesManifest['areas'] = {};
  for (const [area, selected] of Object.entries(selection) as [AreaName, SelectedArea][]) {
    areas[area] = { entry: selected.entry, version: selected.version };
  }
  return { areas };
};

const register = (selection: Selection, areas: AreaName[]): void => {
  registerRemotes(
    areas.flatMap((area) => {
      const selected = selection[area];
      return selected ? [{ name: remoteNameOf(area), entry: selected.entry }] : [];
    }),
    { force: true },
  );
};

const fetchOperatorManifest = async (): Promise<OperatorManifest> => {
  // no-store: an operator's switch takes effect on the next load, never a cached copy. The
  // page's first read was started by the entry (early-manifest.ts).
  const response = await (takeEarlyManifest() ?? fetch(MANIFEST_URL, { cache: 'no-store' }));
  if (!response.ok) throw new Error(`${MANIFEST_URL} answered ${response.status}`);
  return parseOperatorManifest(await response.json());
};

/**
 * This browser's overrides that the server's deploy folder really holds. Overrides naming a
 * version that is not deployed are dropped and reported; when the list cannot be read (an older
 * server, a network error) none is used and they are kept for the next load.
 */
const resolveOverrides = async (): Promise<Partial<Record<AreaName, DeployedVersion>>> => {
  const requested = readOverrides();
  if (Object.keys(requested).length === 0) return {};
  let index: RemotesIndex | null = null;
  try {
    const response = await fetch(INDEX_URL, { cache: 'no-store' });
    if (response.ok) index = (await response.json()) as RemotesIndex;
  } catch {
    index = null;
  }
  if (!index) {
    releaseState.addIgnored(
      Object.entries(requested).map(([area, version]) => ({ area, version, reason: 'unchecked' })),
    );
    return {};
  }
  const { valid, ignored } = verifyOverrides(requested, index);
  if (ignored.length) {
    writeOverrides(
      Object.fromEntries(Object.entries(valid).map(([area, deployed]) => [area, deployed.version])),
    );
    releaseState.addIgnored(ignored);
  }
  return valid;
};

const fetchManifest = async (): Promise<RemotesManifest> => {
  const [manifest, overrides] = await Promise.all([fetchOperatorManifest(), resolveOverrides()]);
  const selection = selectAreas(manifest, areaBucket, overrides);
  register(selection, Object.keys(selection) as AreaName[]);
  releaseState.setSelection(selection);
  return toRemotesManifest(selection);
};

/**
 * The operator manifest, fetched once per page and registered with the federation runtime:
 * per area the active version, the canary for browsers in its share, or this browser's override.
 */
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

/** Called before an area's code is requested: from then on it only changes with a reload. */
export const touchArea = (area: AreaName): void => {
  touched.add(area);
};

/** A loaded area the server now serves in another version than this page runs. */
export type AreaUpdate = { area: AreaName; entry: string };

/**
 * Re-reads /remotes.json and compares what this browser would load now (same bucket, same
 * overrides) with what the page registered. Areas whose code is not loaded yet switch silently;
 * loaded areas are returned so the page can offer a reload (it never reloads by itself).
 */
export const checkForUpdates = async (): Promise<AreaUpdate[]> => {
  if (!current) return [];
  await current;
  const manifest = await fetchOperatorManifest();
  const { selection } = releaseState.snapshot;
  const pinned: Partial<Record<AreaName, DeployedVersion>> = {};
  for (const [area, selected] of Object.entries(selection) as [AreaName, SelectedArea][]) {
    if (selected.source === 'override') pinned[area] = selected;
  }
  const fresh = selectAreas(manifest, areaBucket, pinned);
  const changed = changedAreas(selection, fresh);
  const silent = changed.filter((area) => !touched.has(area));
  if (silent.length) {
    const next: Selection = { ...selection };
    for (const area of silent) {
      const selected = fresh[area];
      if (selected) next[area] = selected;
      else delete next[area];
    }
    register(next, silent);
    releaseState.setSelection(next);
    current = Promise.resolve(toRemotesManifest(next));
  }
  return changed.flatMap((area) => {
    const selected = fresh[area];
    return touched.has(area) && selected ? [{ area, entry: selected.entry }] : [];
  });
};
