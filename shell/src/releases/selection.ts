import {
  type AreaName,
  AREAS,
  type DeployedVersion,
  type OperatorAreaEntry,
  type OperatorManifest,
  type RemoteEntry,
} from '@exchange/shared';

/** Why this page uses a version: the manifest's active one, its canary, or this browser's override. */
export type AreaSource = 'manifest' | 'canary' | 'override';

export type SelectedArea = RemoteEntry & { source: AreaSource };

/** The version of every area this page loads. */
export type Selection = Partial<Record<AreaName, SelectedArea>>;

const remoteEntryOf = (value: unknown): RemoteEntry | null => {
  const entry = value as { entry?: unknown; version?: unknown } | null | undefined;
  if (!entry || typeof entry.entry !== 'string' || !entry.entry) return null;
  return { entry: entry.entry, version: typeof entry.version === 'string' ? entry.version : '' };
};

/**
 * Reads `/remotes.json` leniently: unknown areas and malformed entries are dropped, a canary
 * without a usable entry or share is ignored (the area's active version is served).
 */
export const parseOperatorManifest = (body: unknown): OperatorManifest => {
  const areas: OperatorManifest['areas'] = {};
  const declared = (body as { areas?: Record<string, unknown> } | null)?.areas ?? {};
  for (const area of AREAS) {
    const raw = declared[area] as { canary?: { percent?: unknown } } | undefined;
    const active = remoteEntryOf(raw);
    if (!active) continue;
    const canary = remoteEntryOf(raw?.canary);
    const percent = Number(raw?.canary?.percent);
    const entry: OperatorAreaEntry =
      canary && Number.isFinite(percent) && percent > 0
        ? { ...active, canary: { ...canary, percent: Math.min(100, percent) } }
        : active;
    areas[area] = entry;
  }
  return { areas };
};

/**
 * Which version of each area this browser loads: its override if it has a valid one, else the
 * canary when its bucket falls inside the canary's share, else the active version.
 * `bucket` is only called for areas with a canary.
 */
export const selectAreas = (
  manifest: OperatorManifest,
  bucket: (area: AreaName) => number,
  overrides: Partial<Record<AreaName, DeployedVersion>> = {},
): Selection => {
  const selection: Selection = {};
  for (const area of AREAS) {
    const override = overrides[area];
    const declared = manifest.areas[area];
    if (override) {
      selection[area] = { entry: override.entry, version: override.version, source: 'override' };
    } else if (declared?.canary && bucket(area) < declared.canary.percent) {
      const { entry, version } = declared.canary;
      selection[area] = { entry, version, source: 'canary' };
    } else if (declared) {
      selection[area] = { entry: declared.entry, version: declared.version, source: 'manifest' };
    }
  }
  return selection;
};

/** Areas whose entry differs between two selections (appeared, changed or disappeared). */
export const changedAreas = (before: Selection, after: Selection): AreaName[] =>
  AREAS.filter((area) => before[area]?.entry !== after[area]?.entry);
