// Independent area releases and operator switching (README "Operating"), end to end: the public
// area is released twice with the real `pnpm release` into a temp copy of the deploy folder, and
// switched with the real `pnpm remotes` while one server and one shell build keep running.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newDesktopContext } from '../src/browser';
import { deployDir, repoRoot, startProduct, type Product } from '../src/product';

const V1 = '9.1.0';
const V2 = '9.2.0';
/** No home-page pop-up in these tests: it is a dialog, which holds back the reload notice. */
const quiet = { lastCloseTime: String(Date.now() + 86_400_000) };

let tempDeploy = '';
let product: Product | undefined;
let browser: Browser | undefined;

type CliResult = { code: number; stdout: string; stderr: string };

const runScript = (script: 'release' | 'remotes', args: string[]): Promise<CliResult> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'scripts', `${script}.mjs`), ...args],
      {
        cwd: repoRoot,
        maxBuffer: 32 * 1024 * 1024,
        env: {
          ...process.env,
          DEPLOY_DIR: tempDeploy,
          // The manifest the running server reads: the operator edits the live file.
          ...(product ? { REMOTES_MANIFEST: product.manifestPath } : {}),
        },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

/** `pnpm remotes …`, failing the test if the command does. */
const remotes = async (...args: string[]): Promise<CliResult> => {
  const result = await runScript('remotes', args);
  if (result.code !== 0) {
    throw new Error(`pnpm remotes ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return result;
};

const the = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`${what} not started`);
  return value;
};

const contexts: BrowserContext[] = [];
const newContext = async (): Promise<BrowserContext> => {
  const context = await newDesktopContext(the(browser, 'browser'), quiet);
  contexts.push(context);
  return context;
};

const open = async (context: BrowserContext, route: string): Promise<Page> => {
  const page = await context.newPage();
  await page.goto(`${the(product, 'product').url}${route}`);
  return page;
};

/** The public area's version in the footer, as its own build reports it (./release-info). */
const shownVersion = async (page: Page): Promise<string> => {
  const item = page.locator(
    '[data-testid="area-version"][data-area="public"]:not([data-built=""])',
  );
  await item.waitFor({ timeout: 30_000 });
  const version = (await item.getAttribute('data-built')) ?? '';
  await expect(item.textContent()).resolves.toBe(`public pages ${version}`);
  return version;
};

beforeAll(async () => {
  tempDeploy = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-releases-'));
  // The shell exactly as built: the releases and switches below never rebuild it.
  fs.cpSync(path.join(deployDir, 'shell'), path.join(tempDeploy, 'shell'), { recursive: true });
  const releases = await Promise.all([
    runScript('release', ['public', '--version', V1]),
    runScript('release', ['public', '--version', V2]),
    launchBrowser(),
  ]);
  browser = releases[2];
  for (const result of releases.slice(0, 2) as CliResult[]) {
    if (result.code !== 0) throw new Error(`release failed:\n${result.stdout}\n${result.stderr}`);
  }
  product = await startProduct({}, { deployDir: tempDeploy });
  await remotes('use', 'public', V1);
}, 240_000);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  // As in setUpProductAndBrowser: every page runs under the CSP, and a violation fails.
  expect(product?.cspViolations() ?? []).toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  if (tempDeploy) fs.rmSync(tempDeploy, { recursive: true, force: true });
});

test('a release is an immutable folder with its record, and a second release of it is refused', async () => {
  const dir = path.join(tempDeploy, 'remotes', 'public', V2);
  const record = JSON.parse(fs.readFileSync(path.join(dir, 'release.json'), 'utf8'));
  expect(record).toMatchObject({ area: 'public', version: V2, source: 'release' });
  expect(record.commit).toMatch(/^[0-9a-f]{40}$/);
  expect(record.sharedVersion).toMatch(/^\d+\.\d+\.\d+/);
  expect(Object.keys(record.files)).toEqual(
    expect.arrayContaining(['mf-manifest.json', 'remoteEntry.js']),
  );
  const again = await runScript('release', ['public', '--version', V2]);
  expect(again.code).toBe(1);
  expect(again.stderr).toContain(`public ${V2} is already released`);
  const index = await fetch(`${the(product, 'product').url}/remotes/index.json`);
  expect(index.headers.get('cache-control')).toBe('no-store');
  const listed = (await index.json()) as { areas: Record<string, { version: string }[]> };
  expect(listed.areas.public.map((entry) => entry.version)).toEqual([V1, V2]);
});

test('use v2: an open page offers a reload, and the reloaded page runs v2; rollback: v1', async () => {
  const shellIndex = path.join(tempDeploy, 'shell', 'index.html');
  const shellBefore = fs.readFileSync(shellIndex);
  const page = await open(await newContext(), '/home?remotes-poll-ms=1000');
  expect(await shownVersion(page)).toBe(V1);

  await remotes('use', 'public', V2);
  const notice = page.getByTestId('update-notice');
  await notice.waitFor({ timeout: 15_000 });
  await expect(notice.textContent()).resolves.toContain(
    'A new version of public pages is available.',
  );
  // Never reloaded under the reader: the running code is still v1 until they choose.
  expect(await shownVersion(page)).toBe(V1);
  await Promise.all([
    page.waitForEvent('load'),
    notice.getByRole('button', { name: 'Reload' }).click(),
  ]);
  expect(await shownVersion(page)).toBe(V2);
  await expect(page.getByTestId('update-notice').count()).resolves.toBe(0);

  await remotes('rollback', 'public');
  await page.reload();
  expect(await shownVersion(page)).toBe(V1);

  // Same shell build, same server process throughout.
  expect(fs.readFileSync(shellIndex).equals(shellBefore)).toBe(true);
  const history = JSON.parse((await remotes('history', 'public', '--json')).stdout) as {
    action: string;
    from: string | null;
    to: string;
    user: string;
  }[];
  expect(history.map((entry) => [entry.action, entry.from, entry.to])).toEqual([
    ['use', null, V1],
    ['use', V1, V2],
    ['rollback', V2, V1],
  ]);
  expect(history.every((entry) => entry.user.length > 0)).toBe(true);
});

test('an override shows v2 in one browser only, with a badge that clears it', async () => {
  const tester = await open(await newContext(), `/home?area-version=public@${V2}`);
  expect(await shownVersion(tester)).toBe(V2);
  const badge = tester.getByTestId('override-badge');
  await expect(badge.locator('.MuiChip-label').textContent()).resolves.toBe(
    `Test version: public pages ${V2}`,
  );
  expect(tester.url()).not.toContain('area-version');
  await tester.reload();
  expect(await shownVersion(tester)).toBe(V2);
  await badge.waitFor();

  const everyoneElse = await open(await newContext(), '/home');
  expect(await shownVersion(everyoneElse)).toBe(V1);
  await expect(everyoneElse.getByTestId('override-badge').count()).resolves.toBe(0);

  await Promise.all([tester.waitForEvent('load'), tester.getByTestId('override-clear').click()]);
  expect(await shownVersion(tester)).toBe(V1);
  await expect(tester.getByTestId('override-badge').count()).resolves.toBe(0);
});

test('an override naming a version that is not deployed is ignored with a message', async () => {
  const page = await open(await newContext(), '/home?area-version=public@9.9.9');
  const message = page.getByTestId('override-ignored');
  await message.waitFor({ timeout: 15_000 });
  await expect(message.textContent()).resolves.toContain(
    'public pages 9.9.9 is not deployed on this server, so the normal version is shown.',
  );
  expect(await shownVersion(page)).toBe(V1);
  await expect(page.getByTestId('override-badge').count()).resolves.toBe(0);
  await expect(page.evaluate(() => localStorage.getItem('areaVersionOverrides'))).resolves.toBe(
    null,
  );
});

test('a 50 % canary splits fresh browsers roughly in half, each keeping its bucket', async () => {
  await remotes('use', 'public', V2, '--percent', '50');
  const list = await remotes('list');
  expect(list.stdout).toContain(`canary    ${V2} for 50 % of browsers, 50 % on ${V1}`);

  const seen: string[] = [];
  const BROWSERS = 20;
  const BATCH = 4;
  for (let batch = 0; batch < BROWSERS / BATCH; batch += 1) {
    const versions = await Promise.all(
      Array.from({ length: BATCH }, async () => {
        const context = await newContext();
        const page = await open(context, '/notice');
        const first = await shownVersion(page);
        await page.reload();
        expect(await shownVersion(page)).toBe(first);
        await context.close();
        return first;
      }),
    );
    seen.push(...versions);
  }
  const onCanary = seen.filter((version) => version === V2).length;
  expect(seen.filter((version) => version !== V1 && version !== V2)).toEqual([]);
  // Binomial(20, 0.5): outside 3–17 happens about once in 2,500 runs.
  expect(onCanary).toBeGreaterThanOrEqual(3);
  expect(onCanary).toBeLessThanOrEqual(17);

  await remotes('use', 'public', V1);
  expect(JSON.parse(fs.readFileSync(the(product, 'product').manifestPath, 'utf8'))).toEqual({
    areas: { public: { entry: `/remotes/public/${V1}/mf-manifest.json`, version: V1 } },
  });
}, 120_000);

test('use --check renders the version in headless Chromium first, and refuses one that breaks', async () => {
  const manifestPath = the(product, 'product').manifestPath;
  const checked = await remotes(
    'use',
    'public',
    V2,
    '--check',
    '--url',
    the(product, 'product').url,
  );
  expect(checked.stdout).toContain('rendered.');
  await remotes('rollback', 'public');

  // A copy of v2 whose home screen throws: its manifest and entry are fine, only rendering fails.
  const broken = path.join(tempDeploy, 'remotes', 'public', '9.3.0');
  fs.cpSync(path.join(tempDeploy, 'remotes', 'public', V2), broken, { recursive: true });
  fs.rmSync(path.join(broken, 'release.json'));
  const mf = JSON.parse(fs.readFileSync(path.join(broken, 'mf-manifest.json'), 'utf8')) as {
    exposes: { path: string; assets: { js: { sync: string[] } } }[];
  };
  const home = mf.exposes.find((expose) => expose.path === './home');
  for (const file of home?.assets.js.sync ?? []) {
    fs.writeFileSync(path.join(broken, file), 'throw new Error("broken build");\n');
    fs.rmSync(path.join(broken, `${file}.gz`), { force: true });
    fs.rmSync(path.join(broken, `${file}.br`), { force: true });
  }
  const before = fs.readFileSync(manifestPath);
  const refused = await runScript('remotes', [
    'use',
    'public',
    '9.3.0',
    '--check',
    '--url',
    the(product, 'product').url,
  ]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('Refused: the check failed; remotes.json is unchanged.');
  expect(fs.readFileSync(manifestPath).equals(before)).toBe(true);
}, 90_000);
