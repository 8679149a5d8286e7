// What the browser benches share: remote-spot's standalone build, a static server for it, Debian's
// Chromium, seeded numbers and CPU-profile summaries.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const area = path.join(repoRoot, 'remote-spot');
export const standaloneDist = path.join(area, 'dist-standalone');

/**
 * Builds the harness (`webpack --env standalone` in remote-spot), unless BENCH_SKIP_BUILD is set
 * and a build exists. Exits the process when the build fails.
 */
export const buildStandalone = () => {
  if (process.env.BENCH_SKIP_BUILD && fs.existsSync(path.join(standaloneDist, 'index.html')))
    return;
  const build = spawnSync(
    'pnpm',
    ['exec', 'webpack', '--mode', 'production', '--env', 'standalone'],
    { cwd: area, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
};

const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html' };

/** Streams a file with its content type. */
export const sendFile = (response, file) => {
  response.writeHead(200, {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
  });
  fs.createReadStream(file).pipe(response);
};

/**
 * An HTTP server for a single-page build in `dist` (unknown paths get index.html), listening on
 * a free loopback port. `route(url, response)` may answer a request first by returning true.
 */
export const serveBuild = async (dist, route = () => false) => {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (route(url, response)) return;
    let file = path.join(dist, path.normalize(url.pathname).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      file = path.join(dist, 'index.html');
    }
    sendFile(response, file);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
};

/** Debian's Chromium with the flags this machine needs (as e2e/src/browser.ts). */
export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

/** Deterministic numbers in [0, 1) (mulberry32): every variant and run sees the same market. */
export const seededRandom = (seed) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
};

/**
 * Self time per function of a DevTools CPU profile, biggest first: `[name, microseconds]`,
 * the name with its file and line.
 */
export const selfTimes = (profile) => {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id).callFrame;
    const where = frame.url ? ` ${path.basename(frame.url)}:${frame.lineNumber + 1}` : '';
    const key = `${frame.functionName || '(anonymous)'}${where}`;
    self.set(key, (self.get(key) ?? 0) + profile.timeDeltas[index]);
  });
  return [...self].sort((a, b) => b[1] - a[1]);
};

/** `[name, microseconds]` pairs over a run of `seconds`, the first `top` as "ms/s  name" lines. */
export const perSecondLines = (entries, seconds, top) =>
  entries
    .slice(0, top)
    .map(([name, micros]) => `${(micros / 1000 / seconds).toFixed(1).padStart(7)} ms/s  ${name}`)
    .join('\n');
