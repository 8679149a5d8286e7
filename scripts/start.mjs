// `npm start`: installs what is missing, builds everything and runs the product on one port.
import path from 'node:path';
import { buildAll } from './build.mjs';
import { ensurePackages, ensurePnpm } from './lib/ensure.mjs';
import { repoRoot, step } from './lib/run.mjs';
import { spawn } from 'node:child_process';

await ensurePnpm();
await ensurePackages();
await buildAll();

step('Starting the exchange (server, shell and every area on one port)');
const server = spawn(process.execPath, [path.join(repoRoot, 'server/dist/main.js')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { DEMO: '1', ...process.env },
});
const stop = (signal) => server.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('close', (code) => process.exit(code ?? 0));
