// Runs the operator commands as an operator would: a child process with its own environment.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');

export type CliResult = { code: number; stdout: string; stderr: string };

export const runScript = (
  script: 'release' | 'remotes',
  args: string[],
  env: Record<string, string>,
): CliResult => {
  const result = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'scripts', `${script}.mjs`), ...args],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, ...env, SUDO_USER: 'test-operator' },
    },
  );
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
};

export type SharedRequirement = { name: string; requiredVersion: string; singleton?: boolean };

export const tempDir = (prefix: string): string =>
  fs.mkdtempSync(path.join(os.tmpdir(), `exchange-${prefix}-`));

/** The singletons the fixture shell provides (as its build writes them). */
export const SHELL_SHARED = {
  react: '19.3.1',
  'react/': '19.3.1',
  'react-dom': '19.3.1',
  '@exchange/shared': '0.1.0',
  '@exchange/shared/trading': '0.1.0',
};

export const writeShellRecord = (deployDir: string): void => {
  fs.mkdirSync(path.join(deployDir, 'shell'), { recursive: true });
  fs.writeFileSync(
    path.join(deployDir, 'shell', 'shell-release.json'),
    JSON.stringify({ app: 'shell', version: '0.1.0', shared: SHELL_SHARED }),
  );
};

const sha256 = (file: string): string =>
  crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** A released folder as `pnpm release` leaves it, without running webpack. */
export const writeRelease = (
  deployDir: string,
  area: string,
  version: string,
  options: {
    name?: string;
    shared?: SharedRequirement[];
    manifestText?: string;
    record?: boolean;
  } = {},
): string => {
  const dir = path.join(deployDir, 'remotes', area, version);
  fs.mkdirSync(dir, { recursive: true });
  const shared = options.shared ?? [
    { name: 'react', requiredVersion: '^19.3.1', singleton: true },
    { name: '@exchange/shared', requiredVersion: '^0.1.0', singleton: true },
    { name: '@exchange/shared/trading', requiredVersion: '^0.1.0', singleton: true },
    { name: 'react/jsx-runtime', requiredVersion: '^19.3.1', singleton: true },
  ];
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    options.manifestText ??
      JSON.stringify({
        id: options.name ?? `remote_${area}`,
        name: options.name ?? `remote_${area}`,
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
        shared,
        exposes: [],
      }),
  );
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var remote_${area} = "${version}";\n`);
  if (options.record !== false) {
    const files = Object.fromEntries(
      ['mf-manifest.json', 'remoteEntry.js'].map((file) => [file, sha256(path.join(dir, file))]),
    );
    fs.writeFileSync(
      path.join(dir, 'release.json'),
      JSON.stringify({
        area,
        version,
        source: 'release',
        builtAt: new Date().toISOString(),
        files,
      }),
    );
  }
  return dir;
};
