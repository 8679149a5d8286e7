// Small process helpers for the repo scripts (no dependencies: they run before `pnpm install`).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs a command with inherited output; resolves with its exit code. */
export const run = (command, args, options = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('close', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(127));
  });

/** Runs a command and throws if it fails. */
export const mustRun = async (command, args, options = {}) => {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
};

/** Output of a quick command, or null when it fails. */
export const capture = (command, args) => {
  const result = spawnSync(command, args, { cwd: repoRoot, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
};

export const step = (title) => console.log(`\n▶ ${title}`);
