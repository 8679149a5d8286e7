// `pnpm dev`: the server (restarting on change) and every app rebuilding into deploy/ on change.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { areaPackages, ensureRemotesManifest } from './lib/areas.mjs';
import { readReleaseRecord } from './lib/releases.mjs';
import { mustRun, repoRoot } from './lib/run.mjs';

const children = [];
const start = (name, args, env = {}) => {
  const child = spawn('pnpm', args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('close', (code) => console.log(`[dev] ${name} exited with ${code}`));
  children.push(child);
};

// A version released with `pnpm release` is immutable: development builds would overwrite it.
const areas = areaPackages().filter(({ area, version }) => {
  if (readReleaseRecord(area, version)?.source !== 'release') return true;
  console.log(
    `[dev] ${area} ${version} is released; bump remote-${area}/package.json to work on it.`,
  );
  return false;
});

// One development build first so the server has something to serve and remotes.json exists.
await mustRun('pnpm', ['--filter', 'shell', 'exec', 'webpack', '--mode', 'development']);
for (const { name } of areas)
  await mustRun('pnpm', ['--filter', name, 'exec', 'webpack', '--mode', 'development']);
ensureRemotesManifest();

start('shell', ['--filter', 'shell', 'dev']);
for (const { name, area } of areas)
  start(area, ['--filter', name, 'exec', 'webpack', '--mode', 'development', '--watch']);
start('server', ['--filter', 'server', 'dev'], {
  DEMO: '1',
  DATA_DIR: process.env.DATA_DIR ?? path.join(repoRoot, 'data'),
  DEPLOY_DIR: process.env.DEPLOY_DIR ?? path.join(repoRoot, 'deploy'),
});

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
