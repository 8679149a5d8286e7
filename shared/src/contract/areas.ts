/** The independently released areas (docs/architecture.md#layout). */
export const AREAS = ['public', 'spot', 'lever', 'second', 'assets', 'personal', 'p2p'] as const;

export type AreaName = (typeof AREAS)[number];

/** Module Federation container name of an area. */
export const remoteNameOf = (area: AreaName): string => `remote_${area}`;

/** One deployed area in the operator manifest. */
export type RemoteEntry = {
  /** URL of the area's versioned `mf-manifest.json`, e.g. `/remotes/public/1.0.0/mf-manifest.json`. */
  entry: string;
  version: string;
};

/**
 * `/remotes.json`, the operator manifest: which version of each area the product serves.
 * An area missing here is "not deployed"; its routes say so inside the layout.
 */
export type RemotesManifest = {
  areas: Partial<Record<AreaName, RemoteEntry>>;
};
