import { remoteNameOf, type AreaName } from '@exchange/shared';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { loadManifest } from './remotes-manifest';

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

// RUNTIME-014: the remote loaded but exposes no such module (an older or newer version).
const MISSING_EXPOSE = /RUNTIME[-_]014|not exposed|expose .* not found/i;

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
  return { default: screen as ComponentType };
};
