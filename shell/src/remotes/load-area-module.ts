import { type AreaName, remoteNameOf } from '@exchange/shared';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { releaseState } from '../releases/release-state';
import { loadManifest, touchArea } from './remotes-manifest';

/** Why an area's screen could not be shown. */
export type AreaFailureKind = 'not-deployed' | 'not-in-version' | 'load-failed';

export class AreaLoadError extends Error {
  constructor(
    readonly kind: AreaFailureKind,
    readonly area: AreaName,
    message: string,
  ) {
    super(message);
    this.name = 'AreaLoadError';
  }
}

type ExposedScreen = { default?: ComponentType } & Record<string, unknown>;
type ExposedRelease = { release?: { version?: unknown } };

const releaseInfoRead = new Set<string>();

/** Screens whose module has loaded on this page, by `area/module`. */
const readyScreens = new Map<string, ComponentType>();

/**
 * The screen of `area/module` if its module has already loaded on this page (the first screen's
 * usually has by the time the shell first renders, see first-screen.ts), so a route shows it
 * without another wait (area-view.tsx).
 */
export const readyAreaScreen = (area: AreaName, module: string): ComponentType | null =>
  readyScreens.get(`${area}/${module}`) ?? null;

/**
 * Reads the loaded area's `./release-info` (every area build exposes it, see
 * tools/webpack/release-info.mjs) so the footer shows the version that really runs.
 * Builds made before it existed simply show the manifest's version.
 */
const readReleaseInfo = async (area: AreaName): Promise<void> => {
  const entry = releaseState.snapshot.loaded[area]?.entry;
  if (!entry || releaseInfoRead.has(entry)) return;
  releaseInfoRead.add(entry);
  try {
    const info = await loadRemote<ExposedRelease>(`${remoteNameOf(area)}/release-info`);
    const version = info?.release?.version;
    releaseState.setBuilt(area, typeof version === 'string' ? version : null);
  } catch {
    releaseState.setBuilt(area, null);
  }
};

// The remote loaded but exposes no such module (an older or newer version): the container's own
// get() rejects with 'Module "./x" does not exist in container.'; RUNTIME-014 is the runtime's.
const MISSING_EXPOSE =
  /RUNTIME[-_]014|not exposed|expose .* not found|does not exist in container/i;

/** Loads `./<module>` of an area after the operator manifest says which version to use. */
export const loadAreaModule = async (
  area: AreaName,
  module: string,
): Promise<{ default: ComponentType }> => {
  const manifest = await loadManifest().catch((error: unknown) => {
    throw new AreaLoadError('load-failed', area, String(error));
  });
  if (!manifest.areas[area]) {
    throw new AreaLoadError('not-deployed', area, `${area} is not in /remotes.json`);
  }
  let exposed: ExposedScreen | null;
  touchArea(area);
  try {
    exposed = await loadRemote<ExposedScreen>(`${remoteNameOf(area)}/${module}`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new AreaLoadError(
      MISSING_EXPOSE.test(message) ? 'not-in-version' : 'load-failed',
      area,
      message,
    );
  }
  const screen = exposed?.default;
  if (typeof screen !== 'function' && typeof screen !== 'object') {
    throw new AreaLoadError('not-in-version', area, `${area}/${module} has no default export`);
  }
  releaseState.markLoaded(area);
  void readReleaseInfo(area);
  readyScreens.set(`${area}/${module}`, screen as ComponentType);
  return { default: screen as ComponentType };
};
