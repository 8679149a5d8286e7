// `npm test`: installs what is missing, builds, then runs every check and test suite and ends
// with the plain line "N passed, N failed" summed over all of them.
import fs from 'node:fs';
import path from 'node:path';
import { buildAll } from './build.mjs';
import {
  ensureChromium,
  ensureCjkFonts,
  ensurePackages,
  ensurePnpm,
  ensureRedisServer,
} from './lib/ensure.mjs';
import { repoRoot, run, step } from './lib/run.mjs';

const outputDir = path.join(repoRoot, '.test-output');
fs.rmSync(outputDir, { recursive: true, force: true });
fs.mkdirSync(outputDir, { recursive: true });

const tally = { passed: 0, failed: 0, failures: [] };
const record = (name, ok) => {
  if (ok) tally.passed += 1;
  else {
    tally.failed += 1;
    tally.failures.push(name);
  }
};

/** A check that passes or fails as a whole (type-check, lint, format, i18n). */
const check = async (name, command, args, env = {}) => {
  step(name);
  record(name, (await run(command, args, { env: { ...process.env, ...env } })) === 0);
};

/** A Jest run: every test counts, and a suite that could not run counts as a failure. */
const jest = async (name, args, env = {}) => {
  step(name);
  const report = path.join(outputDir, `${name.replace(/\W+/g, '-')}.json`);
  const code = await run('pnpm', ['exec', 'jest', ...args, '--json', `--outputFile=${report}`], {
    env: { ...process.env, ...env },
  });
  if (!fs.existsSync(report)) {
    record(name, false);
    return;
  }
  const result = JSON.parse(fs.readFileSync(report, 'utf8'));
  tally.passed += result.numPassedTests;
  tally.failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
  for (const suite of result.testResults) {
    if (suite.status === 'failed') tally.failures.push(path.relative(repoRoot, suite.name));
  }
  if (code !== 0 && result.numFailedTests + result.numRuntimeErrorTestSuites === 0)
    record(`${name} (exit ${code})`, false);
};

const started = Date.now();
await ensurePnpm();
await ensurePackages();
const chromium = await ensureChromium();
if (chromium) await ensureCjkFonts();
await ensureRedisServer();

let built = true;
try {
  await buildAll();
} catch (error) {
  console.error(String(error));
  built = false;
}
record('production build', built);

for (const project of [
  'shared',
  'shell',
  ...fs.readdirSync(repoRoot).filter((name) => name.startsWith('remote-')),
  'server',
  'e2e',
  'scripts',
  'bench/engine',
  'bench/size',
  'bench/chaos',
  'bench/fuzz',
  'bench/fanout',
  'bench/ack',
]) {
  await check(`type-check ${project}`, 'pnpm', ['exec', 'tsc', '-p', project, '--noEmit']);
}
await check('lint (eslint)', 'pnpm', ['exec', 'eslint', '.', '--max-warnings=0']);
await check('format (prettier --check)', 'pnpm', [
  'exec',
  'prettier',
  '--check',
  '.',
  '--log-level=warn',
]);
await check('i18n completeness', 'node', ['scripts/check-i18n.mjs']);
await check('API reference up to date (docs/api.md)', 'node', ['scripts/api-docs.mjs', '--check']);
await check('doc citations lead somewhere', 'node', ['scripts/check-doc-links.mjs']);

await jest('unit, component and server tests', ['--ci']);
if (built && chromium) {
  await jest('browser tests', ['--ci', '--config', 'e2e/jest.config.cjs', '--runInBand'], {
    CHROMIUM_PATH: chromium,
  });
} else {
  record(built ? 'browser tests (no Chromium)' : 'browser tests (no build)', false);
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
if (tally.failures.length) console.log(`\nFailed:\n  ${tally.failures.join('\n  ')}`);
console.log(`\nTook ${minutes} min.`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
