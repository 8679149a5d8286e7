// The area packages (remote-*) and where their builds land.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './run.mjs';

export const deployDir = path.resolve(process.env.DEPLOY_DIR ?? path.join(repoRoot, 'deploy'));
export const remotesManifestPath = path.resolve(
  process.env.REMOTES_MANIFEST ?? path.join(deployDir, 'remotes.json'),
);

/** Every `remote-<area>` package with its version. */
export const areaPackages = () =>
  fs
    .readdirSync(repoRoot)
    .filter(
      (name) =>
        name.startsWith('remote-') && fs.existsSync(path.join(repoRoot, name, 'package.json')),
    )
    .map((dir) => {
      const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8'));
      return { dir, name: pkg.name, area: dir.slice('remote-'.length), version: pkg.version };
    });

const entryFor = (area, version) => ({
  entry: `/remotes/${area}/${version}/mf-manifest.json`,
  version,
});

/**
 * Writes /remotes.json when it does not exist, pointing every built area at its package version.
 * An existing file is the operator's: areas it names are left alone, areas it lacks are added.
 */
export const ensureRemotesManifest = () => {
  const existing = fs.existsSync(remotesManifestPath)
    ? JSON.parse(fs.readFileSync(remotesManifestPath, 'utf8'))
    : { areas: {} };
  const areas = { ...(existing.areas ?? {}) };
  let changed = !fs.existsSync(remotesManifestPath);
  for (const { area, version } of areaPackages()) {
    const built = fs.existsSync(path.join(deployDir, 'remotes', area, version, 'mf-manifest.json'));
    if (!built) continue;
    if (!areas[area]) {
      areas[area] = entryFor(area, version);
      changed = true;
    } else if (areas[area].version !== version) {
      console.log(
        `remotes.json keeps ${area} at ${areas[area].version}; ${version} is built beside it.`,
      );
    }
  }
  if (changed) {
    fs.mkdirSync(path.dirname(remotesManifestPath), { recursive: true });
    const temp = `${remotesManifestPath}.${process.pid}.tmp`;
    fs.writeFileSync(temp, `${JSON.stringify({ areas }, null, 2)}\n`);
    fs.renameSync(temp, remotesManifestPath);
    console.log(`Wrote ${path.relative(repoRoot, remotesManifestPath)}`);
  }
};
