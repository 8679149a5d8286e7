// `pnpm bench [engine|book-ui|kline ...]`: the benchmarks of docs/performance.md (bench/README.md),
// all of them when none is named. Each prints figures and ratios against a peer or a naive
// baseline measured in the same run; nothing is asserted. Installs what it needs first.
import { ensureChromium, ensurePackages, ensurePnpm, ensureRedisServer } from './lib/ensure.mjs';
import { mustRun, repoRoot, step } from './lib/run.mjs';

const BENCHES = [
  'engine',
  'book-ui',
  'kline',
  'size',
  'chaos',
  'fuzz',
  'fanout',
  'ack',
  'lighthouse',
];

// `--gateways N` (fanout): also measure 1 core + N gateway processes over Redis.
const args = process.argv.slice(2);
const gatewaysAt = args.indexOf('--gateways');
const gateways = gatewaysAt >= 0 ? args.splice(gatewaysAt, 2)[1] : undefined;
if (gateways !== undefined && !/^[1-8]$/.test(gateways)) {
  console.error('--gateways takes a number from 1 to 8');
  process.exit(2);
}
const chosen = args;
const unknown = chosen.filter((name) => !BENCHES.includes(name));
if (unknown.length > 0) {
  console.error(`unknown bench: ${unknown.join(', ')} (choose from ${BENCHES.join(', ')})`);
  process.exit(2);
}

await ensurePnpm();
await ensurePackages();
if (gateways) await ensureRedisServer();
const names = chosen.length > 0 ? chosen : BENCHES;
// Only the benches that drive a browser need Chromium.
const BROWSERLESS = ['engine', 'fuzz', 'fanout', 'ack'];
if (names.some((name) => !BROWSERLESS.includes(name))) await ensureChromium();
// The size, chaos and lighthouse benches run the production deploy, so they build it first.
if (['size', 'chaos', 'lighthouse'].some((name) => names.includes(name))) {
  await (await import('./build.mjs')).buildAll();
}
for (const name of names) {
  step(`bench ${name}`);
  await mustRun('pnpm', ['run', name], {
    cwd: `${repoRoot}/bench`,
    env: { ...process.env, ...(gateways ? { FANOUT_GATEWAYS: gateways } : {}) },
  });
}
