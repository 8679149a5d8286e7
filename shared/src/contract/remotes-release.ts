// Independent area releases and operator switching (README "Operating"). The files below are
// written by `pnpm release` / `pnpm remotes` (scripts/) and read by the shell and the server.
import type { AreaName, RemoteEntry } from './areas';

/**
 * A canary inside an area of `/remotes.json`: a sticky `percent` % of browsers (1–99) load
 * `version` instead of the area's active one. Shells that predate canaries ignore the field.
 */
export type CanaryEntry = RemoteEntry & { percent: number };

/** One area of `/remotes.json` as `pnpm remotes use` writes it (a superset of `RemoteEntry`). */
export type OperatorAreaEntry = RemoteEntry & { canary?: CanaryEntry };

/** `/remotes.json` with the optional canaries: still `{ areas: { <area>: { entry, version } } }`. */
export type OperatorManifest = {
  areas: Partial<Record<AreaName, OperatorAreaEntry>>;
};

/** One released folder `deploy/remotes/<area>/<version>/` as `GET /remotes/index.json` lists it. */
export type DeployedVersion = {
  version: string;
  /** Same-origin URL of its `mf-manifest.json`. */
  entry: string;
  /** From its release.json, when it has one. */
  builtAt?: string;
  commit?: string;
};

/**
 * `GET /remotes/index.json`: the versions present in the server's deploy folder, oldest first.
 * A per-browser override may only name one of these (never an arbitrary URL).
 */
export type RemotesIndex = {
  areas: Record<string, DeployedVersion[]>;
};

/** `release.json` beside every released area build. */
export type ReleaseRecord = {
  area: string;
  version: string;
  /** The package it was built from and that package's own version (they differ with --version). */
  package: string;
  packageVersion: string;
  /** `git rev-parse HEAD`, and whether the work tree had uncommitted changes. */
  commit: string | null;
  dirty: boolean;
  builtAt: string;
  builtBy: string;
  /** `pnpm release` or the workspace build (`scripts/build.mjs`, which may replace its own builds). */
  source: 'release' | 'build';
  /** The `@exchange/shared` version the area was built against. */
  sharedVersion: string;
  /** sha256 (hex) of every file of the folder except release.json, by relative path. */
  files: Record<string, string>;
};

/** One line of the audit log (`remotes-audit.jsonl` beside `/remotes.json`). */
export type RemotesAuditEntry = {
  time: string;
  user: string;
  action: 'use' | 'rollback';
  area: string;
  /** Active version before and after (null: the area was not in the manifest). */
  from: string | null;
  to: string | null;
  /** Canary share when the switch started or changed a canary, else null. */
  percent: number | null;
  /** The area's whole entry before and after, so a rollback restores it exactly. */
  previous: OperatorAreaEntry | null;
  next: OperatorAreaEntry | null;
};
