import { type AreaName, AREAS, type DeployedVersion, type RemotesIndex } from '@exchange/shared';
import { RELEASE_STORAGE_KEY, releaseStorage } from './local-store';

/**
 * `?area-version=spot@1.1.0` (repeatable, or comma-separated): this browser loads that deployed
 * version of the area until the override is cleared (`?area-version=spot@` or `=clear`, or the
 * header badge). Only versions the server's deploy folder holds are accepted (checked against
 * GET /remotes/index.json), never a URL: a link must not be able to load foreign code into a
 * logged-in session.
 */
export const OVERRIDE_PARAM = 'area-version';

export type Overrides = Partial<Record<AreaName, string>>;

/** One requested override the page will not use, and why (shown in the notices strip). */
export type IgnoredOverride = {
  area: string;
  version: string;
  reason: 'not-deployed' | 'unchecked';
};

/** Same rule as the release scripts and the server: a plain folder name, no path. */
const VERSION_NAME = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

const isArea = (name: string): name is AreaName => (AREAS as readonly string[]).includes(name);

export const readOverrides = (): Overrides => {
  const text = releaseStorage.get(RELEASE_STORAGE_KEY.overrides);
  if (!text) return {};
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return {};
  }
  const overrides: Overrides = {};
  for (const [area, version] of Object.entries((stored as Record<string, unknown>) ?? {})) {
    if (isArea(area) && typeof version === 'string' && VERSION_NAME.test(version)) {
      overrides[area] = version;
    }
  }
  return overrides;
};

export const writeOverrides = (overrides: Overrides): void => {
  if (Object.keys(overrides).length === 0) releaseStorage.remove(RELEASE_STORAGE_KEY.overrides);
  else releaseStorage.set(RELEASE_STORAGE_KEY.overrides, JSON.stringify(overrides));
};

/** Drops one area's override (or all of them); the caller reloads the page. */
export const clearOverride = (area?: AreaName): void => {
  if (!area) return writeOverrides({});
  const { [area]: _cleared, ...rest } = readOverrides();
  writeOverrides(rest);
};

/**
 * Applies `area-version` parameter values to the stored overrides. Malformed values come back
 * in `rejected` (they name no deployable version, so the page says they were ignored).
 */
export const applyOverrideParams = (
  values: string[],
  stored: Overrides,
): { overrides: Overrides; rejected: IgnoredOverride[] } => {
  let overrides: Overrides = { ...stored };
  const rejected: IgnoredOverride[] = [];
  for (const value of values.flatMap((text) => text.split(','))) {
    const text = value.trim();
    if (text === '' || text === 'clear') {
      overrides = {};
      continue;
    }
    const at = text.lastIndexOf('@');
    const area = at > 0 ? text.slice(0, at) : text;
    const version = at > 0 ? text.slice(at + 1) : '';
    if (!isArea(area)) {
      rejected.push({
        area: area.slice(0, 40),
        version: version.slice(0, 40),
        reason: 'not-deployed',
      });
    } else if (version === '' || version === 'clear') {
      delete overrides[area];
    } else if (!VERSION_NAME.test(version)) {
      rejected.push({ area, version: version.slice(0, 40), reason: 'not-deployed' });
    } else {
      overrides[area] = version;
    }
  }
  return { overrides, rejected };
};

/**
 * Reads `?area-version=` once at start-up, before the router mounts: stores the request and
 * removes the parameter from the address bar (the override lives in local storage, so a reload
 * or a shared link of the page itself does not carry it).
 */
export const captureOverrideParam = (): IgnoredOverride[] => {
  const url = new URL(window.location.href);
  const values = url.searchParams.getAll(OVERRIDE_PARAM);
  if (values.length === 0) return [];
  const { overrides, rejected } = applyOverrideParams(values, readOverrides());
  writeOverrides(overrides);
  url.searchParams.delete(OVERRIDE_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return rejected;
};

/** Keeps the overrides whose version the server lists; the others are reported as not deployed. */
export const verifyOverrides = (
  overrides: Overrides,
  index: RemotesIndex,
): { valid: Partial<Record<AreaName, DeployedVersion>>; ignored: IgnoredOverride[] } => {
  const valid: Partial<Record<AreaName, DeployedVersion>> = {};
  const ignored: IgnoredOverride[] = [];
  for (const [area, version] of Object.entries(overrides) as [AreaName, string][]) {
    const listed = index.areas?.[area]?.some((candidate) => candidate.version === version);
    if (listed) {
      // The entry is always this origin's versioned folder, whatever the index says.
      valid[area] = { version, entry: `/remotes/${area}/${version}/mf-manifest.json` };
    } else {
      ignored.push({ area, version, reason: 'not-deployed' });
    }
  }
  return { valid, ignored };
};
