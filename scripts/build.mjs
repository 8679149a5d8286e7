// Production build of everything: server, shell and every area, then /remotes.json if missing.
import { areaPackages, ensureRemotesManifest } from './lib/areas.mjs';
import { mustRun, step } from './lib/run.mjs';

export const buildAll = async () => {
  step('Building the server');
  await mustRun('pnpm', ['--filter', 'server', 'build']);
  step('Building the shell');
  await mustRun('pnpm', ['--filter', 'shell', 'build']);
  for (const { name, area, version } of areaPackages()) {
    step(`Building area ${area} ${version}`);
    await mustRun('pnpm', ['--filter', name, 'build']);
  }
  ensureRemotesManifest();
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ensurePackages, ensurePnpm } = await import('./lib/ensure.mjs');
  await ensurePnpm();
  await ensurePackages();
  await buildAll();
}
