// `pnpm remotes use … --check`: loads the candidate version in headless Chromium against the
// running product before anyone else gets it. It opens one of the area's pages with the
// per-browser override (?area-version=<area>@<version>), so nothing changes for other browsers,
// and waits for the shell's render marker of that area and version.
/* global document -- page.evaluate callbacks run in the browser */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './run.mjs';

/** A page of the area anyone may open (no login guard), from the shell's route table. */
export const defaultPathFor = (area) => {
  const table = fs.readFileSync(path.join(repoRoot, 'shell/src/routes/route-table.ts'), 'utf8');
  const routes = [
    ...table.matchAll(/\{\s*path:\s*'([^']+)',\s*area:\s*'([^']+)'[^}]*guard:\s*'([^']+)'/g),
  ].map(([, route, owner, guard]) => ({ route: route.replace(/\/\*$/, ''), owner, guard }));
  const open = routes.find((entry) => entry.owner === area && entry.guard === 'none');
  return (open ?? routes.find((entry) => entry.owner === area))?.route ?? null;
};

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'];

/**
 * Resolves `{ ok: true }` when the area rendered at that version, else `{ ok: false, reason }`.
 * @param {{ url: string, area: string, version: string, route: string, timeoutMs?: number }} options
 */
export const renderCheck = async ({ url, area, version, route, timeoutMs = 30_000 }) => {
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    return { ok: false, reason: 'playwright-core is not installed (pnpm install)' };
  }
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) {
    return { ok: false, reason: `no Chromium at ${executablePath} (set CHROMIUM_PATH)` };
  }
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const target = new URL(route, url);
    target.searchParams.set('area-version', `${area}@${version}`);
    try {
      await page.goto(target.href, { waitUntil: 'domcontentloaded', timeout: timeoutMs });
    } catch (error) {
      return {
        ok: false,
        reason: `${target.origin} did not answer (${error.message.split('\n')[0]})`,
      };
    }
    const outcome = () =>
      page.evaluate(
        ([name, wanted]) => {
          if (document.querySelector('[data-testid="override-ignored"]')) return 'ignored';
          if (document.querySelector('[data-testid="area-unavailable"]')) return 'failed';
          const marker = document.querySelector(`[data-area-rendered="${name}"]`);
          if (!marker) return 'waiting';
          return marker.getAttribute('data-area-version') === wanted ? 'rendered' : 'other';
        },
        [area, version],
      );
    const deadline = Date.now() + timeoutMs;
    let state = 'waiting';
    while (Date.now() < deadline) {
      state = await outcome().catch(() => 'waiting');
      if (state !== 'waiting') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // A screen that renders and then throws from an effect is replaced by the error box.
    if (state === 'rendered') {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      state = await outcome().catch(() => 'failed');
    }
    const pageErrors = errors.length ? ` Page errors: ${errors.slice(0, 3).join(' | ')}` : '';
    switch (state) {
      case 'rendered':
        return { ok: true };
      case 'ignored':
        return {
          ok: false,
          reason: `${target.origin} does not list ${area} ${version}: is it the server using this deploy folder?`,
        };
      case 'other':
        return { ok: false, reason: `the page rendered another version of ${area}.${pageErrors}` };
      case 'failed':
        return { ok: false, reason: `${area} ${version} failed to load on ${route}.${pageErrors}` };
      default:
        return {
          ok: false,
          reason: `${area} ${version} did not render on ${route} within ${timeoutMs / 1000} s.${pageErrors}`,
        };
    }
  } finally {
    await browser.close();
  }
};
