// Production build of everything: server, shell and every area, then /remotes.json if missing.
// Areas go through the release routine (scripts/lib/releases.mjs) in its workspace mode: each is
// built alone into a staging folder and moved into deploy/remotes/<area>/<version>/ with a
// release.json, replacing an earlier workspace build of that version but never a folder made by
// `pnpm release` (released versions are immutable: bump the package version to rebuild).
import { areaPackages, ensureRemotesManifest } from './lib/areas.mjs';
import { releaseArea } from './lib/releases.mjs';
import { mustRun, step } from './lib/run.mjs';

export const buildAll = async () => {
  step('Building the server');
  await mustRun('pnpm', ['--filter', 'server', 'build']);
  step('Building the shell');
  await mustRun('pnpm', ['--filter', 'shell', 'build']);
  for (const { area, version } of areaPackages()) {
    step(`Building area ${area} ${version}`);
    await releaseArea({ area, source: 'build' });
  }
  ensureRemotesManifest();
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ensurePackages, ensurePnpm } = await import('./lib/ensure.mjs');
  await ensurePnpm();
  await ensurePackages();
  await buildAll();
}
