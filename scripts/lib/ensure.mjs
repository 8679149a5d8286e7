// What `npm start` and `npm test` install when it is missing: pnpm, the workspace packages and
// (for tests) Debian's Chromium and redis-server. Everything else comes from the lockfile.
import fs from 'node:fs';
import path from 'node:path';
import { capture, mustRun, repoRoot, run, step } from './run.mjs';

export const PNPM_VERSION = '10.34.9';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const ensurePnpm = async () => {
  if (capture('pnpm', ['--version']) === PNPM_VERSION) return;
  step(`Installing pnpm ${PNPM_VERSION} (corepack does not work on this machine)`);
  await mustRun('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`]);
};

export const ensurePackages = async () => {
  step('Installing packages (pnpm install --frozen-lockfile)');
  await mustRun('pnpm', ['install', '--frozen-lockfile', '--prefer-offline']);
};

/** Installs Debian's Chromium when running as root; otherwise says how. Returns the path or null. */
export const ensureChromium = async () => {
  if (fs.existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  if (process.getuid?.() === 0) {
    step('Installing Debian Chromium for the browser tests (apt-get install -y chromium)');
    await run('apt-get', ['update', '-qq']);
    await run('apt-get', ['install', '-y', '-qq', 'chromium']);
    if (fs.existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  }
  console.error(
    `Chromium was not found at ${CHROMIUM_PATH}. Install it with "sudo apt-get install -y chromium" ` +
      'or set CHROMIUM_PATH to a Chromium binary; browser tests cannot run without it.',
  );
  return null;
};

export const REDIS_SERVER_PATH = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

/**
 * Installs Debian's redis-server when running as root (the scale-out test starts its own on a
 * free port; `npm start` never needs it). Returns the path or null.
 */
export const ensureRedisServer = async () => {
  if (fs.existsSync(REDIS_SERVER_PATH)) return REDIS_SERVER_PATH;
  if (process.getuid?.() === 0) {
    step('Installing redis-server for the scale-out test (apt-get install -y redis-server)');
    const install = ['install', '-y', '-qq', '--no-install-recommends', 'redis-server'];
    if ((await run('apt-get', install)) !== 0) {
      await run('apt-get', ['update', '-qq']);
      await run('apt-get', install);
    }
    if (fs.existsSync(REDIS_SERVER_PATH)) return REDIS_SERVER_PATH;
  }
  console.error(
    `redis-server was not found at ${REDIS_SERVER_PATH}. Install it with "sudo apt-get install -y ` +
      'redis-server" or set REDIS_SERVER_PATH; the gateway test is skipped without it.',
  );
  return null;
};

const CJK_FONT_DIR = '/usr/share/fonts/opentype/noto';

/**
 * Chinese, Japanese and Korean pages need a CJK font to render in the browser tests (and in
 * screenshots): Debian's fonts-noto-cjk, installed when running as root. Best effort: a machine
 * without it still runs every test, the glyphs just show as boxes.
 */
export const ensureCjkFonts = async () => {
  const present =
    fs.existsSync(CJK_FONT_DIR) &&
    fs.readdirSync(CJK_FONT_DIR).some((name) => name.startsWith('NotoSansCJK'));
  if (present || process.getuid?.() !== 0) return;
  step('Installing CJK fonts for the browser tests (apt-get install -y fonts-noto-cjk)');
  await run('apt-get', ['install', '-y', '-qq', 'fonts-noto-cjk']);
};

export const hasBuild = () =>
  fs.existsSync(path.join(repoRoot, 'server/dist/main.js')) &&
  fs.existsSync(path.join(repoRoot, 'deploy/shell/index.html'));
