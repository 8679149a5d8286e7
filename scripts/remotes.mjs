// `pnpm remotes list|use|rollback|history`: the operator's switch of which released version of
// each area the product serves (README "Operating"). Run it on the server machine; it edits
// /remotes.json, which the server reads on every request, so no restart and no shell rebuild.
import { parseArgs, runCommand } from './lib/cli.mjs';
import {
  appendAudit,
  auditLogPath,
  deployedAreas,
  deployedVersions,
  entryUrl,
  operatorName,
  readAudit,
  readOperatorManifest,
  RefusedError,
  rel,
  remotesManifestPath,
  rollbackTarget,
  validateRelease,
  withManifestLock,
  writeOperatorManifest,
} from './lib/releases.mjs';

const USAGE = `Usage:
  pnpm remotes list [--json]
  pnpm remotes use <area> <version> [--percent N] [--check [--url URL] [--path /route]]
  pnpm remotes rollback <area>
  pnpm remotes history [area] [--json]

use        validates the released folder (manifest, remote name, file hashes, shared versions
           against the deployed shell) and switches the area. --percent N (1-99) serves it to
           a sticky N % of browsers only (a canary); --check first loads it in headless
           Chromium against the running product (URL default http://localhost:$PORT|8080).
rollback   goes back to the area's entry before its last switch (repeatable).
Files: ${rel(remotesManifestPath)} (REMOTES_MANIFEST), ${rel(auditLogPath)} (REMOTES_AUDIT_LOG),
DEPLOY_DIR for the deploy folder.`;

const at = (time) =>
  time
    ? String(time)
        .replace('T', ' ')
        .replace(/:\d\d(\.\d+)?Z$/, ' UTC')
    : '';

const lastSwitchOf = (audit, area) => audit.filter((entry) => entry.area === area).at(-1);

const describeEntry = (entry) =>
  !entry
    ? 'not deployed'
    : entry.canary
      ? `${entry.version}, canary ${entry.canary.version} at ${entry.canary.percent} %`
      : entry.version;

const printWarnings = (warnings) => {
  for (const warning of warnings) console.log(`  warning: ${warning}`);
};

/** Validates a version folder, or throws a refusal listing every reason. */
const mustValidate = (area, version) => {
  const { problems, warnings } = validateRelease(area, version);
  printWarnings(warnings);
  if (problems.length) {
    throw new RefusedError(
      `${area} ${version} cannot be served; remotes.json is unchanged.`,
      problems,
    );
  }
};

const list = (flags) => {
  const manifest = readOperatorManifest();
  const audit = readAudit();
  const areas = [...new Set([...Object.keys(manifest.areas), ...deployedAreas()])].sort();
  const report = Object.fromEntries(
    areas.map((area) => {
      const entry = manifest.areas[area];
      const last = lastSwitchOf(audit, area);
      // What is served must still pass the checks (e.g. after a shell with a new React major).
      const served = [entry?.version, entry?.canary?.version].filter(Boolean);
      const problems = served.flatMap((version) =>
        validateRelease(area, version).problems.map((problem) => `${version}: ${problem}`),
      );
      return [
        area,
        {
          active: entry?.version ?? null,
          entry: entry?.entry ?? null,
          canary: entry?.canary
            ? { version: entry.canary.version, percent: entry.canary.percent }
            : null,
          deployed: deployedVersions(area),
          switchedAt: last?.time ?? null,
          switchedBy: last?.user ?? null,
          problems,
        },
      ];
    }),
  );
  if (flags.json) {
    console.log(JSON.stringify({ manifest: remotesManifestPath, areas: report }, null, 2));
    return;
  }
  console.log(`${rel(remotesManifestPath)}`);
  for (const [area, info] of Object.entries(report)) {
    console.log(`\n${area}`);
    if (!info.active)
      console.log('  active    (not in remotes.json: its pages say "not available")');
    else {
      const who = info.switchedAt ? ` (switched ${at(info.switchedAt)} by ${info.switchedBy})` : '';
      console.log(`  active    ${info.active}${who}`);
      if (info.entry !== entryUrl(area, info.active)) console.log(`  entry     ${info.entry}`);
    }
    if (info.canary) {
      console.log(
        `  canary    ${info.canary.version} for ${info.canary.percent} % of browsers, ${100 - info.canary.percent} % on ${info.active}`,
      );
    }
    const marks = (version) =>
      version === info.active ? ' (active)' : version === info.canary?.version ? ' (canary)' : '';
    console.log(
      `  deployed  ${info.deployed.map((version) => `${version}${marks(version)}`).join(', ') || '(none)'}`,
    );
    for (const problem of info.problems) console.log(`  PROBLEM   ${problem}`);
  }
};

const use = async (positional, flags) => {
  const [area, version] = positional;
  if (!area || !version) throw new RefusedError('usage: pnpm remotes use <area> <version>');
  let percent = 100;
  if (flags.percent !== undefined) {
    percent = Number(flags.percent);
    if (!Number.isInteger(percent) || percent < 1 || percent > 100) {
      throw new RefusedError(
        `--percent must be a whole number from 1 to 100, got "${flags.percent}"`,
      );
    }
  }
  await withManifestLock(async () => {
    const manifest = readOperatorManifest();
    const current = manifest.areas[area] ?? null;
    mustValidate(area, version);
    if (percent < 100) {
      if (!current) {
        throw new RefusedError(
          `${area} is not in remotes.json: a canary splits browsers between the active version and a new one, so switch fully first`,
        );
      }
      if (current.version === version) {
        throw new RefusedError(`${area} ${version} is already the active version for everyone`);
      }
    }
    if (flags.check) {
      const { defaultPathFor, renderCheck } = await import('./lib/render-check.mjs');
      const route = typeof flags.path === 'string' ? flags.path : defaultPathFor(area);
      if (!route) throw new RefusedError(`no page of ${area} is known: pass --path /some-route`);
      const url =
        typeof flags.url === 'string' ? flags.url : `http://localhost:${process.env.PORT ?? 8080}`;
      console.log(`Checking ${area} ${version} on ${url}${route} in headless Chromium…`);
      const result = await renderCheck({ url, area, version, route });
      if (!result.ok) {
        throw new RefusedError(`the check failed; remotes.json is unchanged.`, [result.reason]);
      }
      console.log('  rendered.');
    }

    const rest = { ...current };
    delete rest.canary;
    const next =
      percent < 100
        ? { ...rest, canary: { entry: entryUrl(area, version), version, percent } }
        : { ...rest, entry: entryUrl(area, version), version };
    if (JSON.stringify(next) === JSON.stringify(current)) {
      console.log(`${area} already serves ${describeEntry(current)}; nothing to do.`);
      return;
    }
    writeOperatorManifest({ ...manifest, areas: { ...manifest.areas, [area]: next } });
    appendAudit({
      time: new Date().toISOString(),
      user: operatorName(),
      action: 'use',
      area,
      from: current?.version ?? null,
      to: version,
      percent: percent < 100 ? percent : null,
      previous: current,
      next,
    });
    console.log(`${area}: ${describeEntry(current)} → ${describeEntry(next)}`);
    console.log('Open pages offer a reload within a minute; new page loads get it at once.');
  });
};

const rollback = async (positional) => {
  const [area] = positional;
  if (!area) throw new RefusedError('usage: pnpm remotes rollback <area>');
  await withManifestLock(async () => {
    const manifest = readOperatorManifest();
    const current = manifest.areas[area] ?? null;
    const audit = readAudit();
    const target = rollbackTarget(audit, area);
    if (target === undefined) {
      throw new RefusedError(`no earlier switch of ${area} in ${rel(auditLogPath)} to go back to`);
    }
    if (target === null) {
      throw new RefusedError(
        `before its first recorded switch ${area} was not in remotes.json; remove it by hand if that is what you want`,
      );
    }
    const last = lastSwitchOf(audit, area);
    if (last && JSON.stringify(last.next) !== JSON.stringify(current)) {
      console.log(`  warning: ${area} was edited by hand since its last recorded switch`);
    }
    mustValidate(area, target.version);
    if (target.canary) mustValidate(area, target.canary.version);
    writeOperatorManifest({ ...manifest, areas: { ...manifest.areas, [area]: target } });
    appendAudit({
      time: new Date().toISOString(),
      user: operatorName(),
      action: 'rollback',
      area,
      from: current?.version ?? null,
      to: target.version,
      percent: target.canary?.percent ?? null,
      previous: current,
      next: target,
    });
    console.log(`${area}: ${describeEntry(current)} → ${describeEntry(target)} (rollback)`);
  });
};

const history = (positional, flags) => {
  const [area] = positional;
  const entries = readAudit().filter((entry) => !area || entry.area === area);
  if (flags.json) {
    console.log(JSON.stringify(entries, null, 2));
    return;
  }
  if (!entries.length) console.log(`No switches recorded in ${rel(auditLogPath)}.`);
  const state = (entry, version) =>
    entry === undefined ? (version ?? '-') : entry === null ? '-' : describeEntry(entry);
  for (const entry of entries) {
    console.log(
      `${at(entry.time)}  ${entry.user}  ${entry.action.padEnd(8)}  ${entry.area}  ${state(entry.previous, entry.from)} → ${state(entry.next, entry.to)}`,
    );
  }
};

await runCommand(async () => {
  const { positional, flags } = parseArgs(process.argv.slice(2), ['percent', 'url', 'path']);
  const [command, ...rest] = positional;
  switch (command) {
    case 'list':
      return list(flags);
    case 'use':
      return use(rest, flags);
    case 'rollback':
      return rollback(rest);
    case 'history':
      return history(rest, flags);
    default:
      console.log(USAGE);
      if (command && !flags.help) throw new RefusedError(`unknown command "${command}"`);
  }
});
