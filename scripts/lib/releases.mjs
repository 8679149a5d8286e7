// Area releases and operator switches (README "Operating"): what `pnpm release`, `pnpm remotes`
// and the workspace build share. Plain Node with no dependencies, like every repo script.
//
// Files (all under the deploy folder unless an environment variable moves them):
//   remotes/<area>/<version>/             one immutable release: webpack output + release.json
//   shell/shell-release.json              the singletons the deployed shell provides
//   remotes.json        REMOTES_MANIFEST  what the product serves (written atomically)
//   remotes-audit.jsonl REMOTES_AUDIT_LOG one JSON line per switch, beside remotes.json
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { areaPackages, deployDir, remotesManifestPath } from './areas.mjs';
import { capture, repoRoot, run } from './run.mjs';

export { deployDir, remotesManifestPath };

export const remotesDir = path.join(deployDir, 'remotes');
export const shellRecordPath = path.join(deployDir, 'shell', 'shell-release.json');
export const auditLogPath = path.resolve(
  process.env.REMOTES_AUDIT_LOG ??
    path.join(path.dirname(remotesManifestPath), 'remotes-audit.jsonl'),
);
/** Where browsers fetch areas from: same origin by default, a CDN with REMOTES_BASE_URL (CORS!). */
const entryBase = (process.env.REMOTES_BASE_URL ?? '/remotes').replace(/\/+$/, '');

/** Area and version names become folder names and URL segments: nothing that could climb out. */
export const AREA_NAME = /^[a-z][a-z0-9-]{0,31}$/;
export const VERSION_NAME = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

/** A refusal the CLI prints as is (no stack trace) and exits 1 on. */
export class RefusedError extends Error {
  constructor(message, details = []) {
    super(message);
    this.name = 'RefusedError';
    this.details = details;
  }
}

export const versionDir = (area, version) => path.join(remotesDir, area, version);
export const entryUrl = (area, version) => `${entryBase}/${area}/${version}/mf-manifest.json`;
/** A path as the operator reads it: relative below the current folder, else absolute. */
export const rel = (file) => {
  const relative = path.relative(process.cwd(), file);
  return relative === '' ? '.' : relative.startsWith('..') ? file : relative;
};

/** Who runs the command: the person behind sudo, else the login user. */
export const operatorName = () => {
  if (process.env.SUDO_USER) return process.env.SUDO_USER;
  try {
    return os.userInfo().username;
  } catch {
    return process.env.USER ?? process.env.USERNAME ?? 'unknown';
  }
};

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Writes a file so readers see the old or the new content, never half of it. */
export const writeFileAtomic = (file, text) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  const fd = fs.openSync(temp, 'w');
  try {
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temp, file);
};

// ---------------------------------------------------------------------------------------------
// Versions

const SEMVER = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

export const parseVersion = (text) => {
  const match = SEMVER.exec(String(text).trim());
  return match
    ? { major: +match[1], minor: +match[2], patch: +match[3], pre: match[4] ?? null }
    : null;
};

/** Release order: numeric, a pre-release before its release; other names by natural order. */
export const compareVersions = (a, b) => {
  const x = parseVersion(a);
  const y = parseVersion(b);
  if (!x || !y) return String(a).localeCompare(String(b), 'en', { numeric: true });
  return (
    x.major - y.major ||
    x.minor - y.minor ||
    x.patch - y.patch ||
    (x.pre === y.pre
      ? 0
      : x.pre === null
        ? 1
        : y.pre === null
          ? -1
          : x.pre.localeCompare(y.pre, 'en', { numeric: true }))
  );
};

/**
 * The range of versions that are compatible under caret rules, as a label: 19.3.1 → "19.x",
 * 0.1.0 → "0.1.x" (below 1.0 the minor is the breaking number), 0.0.3 → "0.0.3".
 */
export const compatibilityLine = (version) => {
  const v = parseVersion(version);
  if (!v) return null;
  if (v.major > 0) return `${v.major}.x`;
  if (v.minor > 0) return `0.${v.minor}.x`;
  return `0.0.${v.patch}`;
};

/**
 * Can a singleton the shell provides at `provided` serve an area that asks for `required`
 * (an MF requiredVersion: "^19.3.1", "~1.2.0", "1.2.3", "*")? A different major (the breaking
 * number) is refused; an older minor of the same major is only a warning, because the federation
 * runtime still shares the shell's copy (singleton) and logs a console warning.
 */
export const sharedCompatibility = (required, provided) => {
  const text = String(required ?? '').trim();
  if (!text || text === '*' || text === 'false') return { ok: true };
  const match = /^(\^|~|>=|=)?\s*(v?\d+\.\d+\.\d+\S*)$/.exec(text);
  if (!match) return { ok: true, warning: `cannot read the range "${text}", not checked` };
  const [, operator = '', base] = match;
  const want = parseVersion(base);
  const have = parseVersion(provided);
  if (!want || !have) return { ok: true, warning: `cannot compare ${text} with ${provided}` };
  if (operator === '>=') {
    return compareVersions(provided, base) >= 0
      ? { ok: true }
      : { ok: false, reason: `needs ${text}, the shell provides ${provided}` };
  }
  const wantLine = operator === '~' ? `${want.major}.${want.minor}.x` : compatibilityLine(base);
  const haveLine = operator === '~' ? `${have.major}.${have.minor}.x` : compatibilityLine(provided);
  if (wantLine !== haveLine) {
    return {
      ok: false,
      reason: `needs ${text} (${wantLine}), the shell provides ${provided} (${haveLine})`,
    };
  }
  if (compareVersions(provided, base) < 0) {
    return {
      ok: true,
      warning: `needs ${text}, the shell provides the older ${provided} (same line; the runtime will warn)`,
    };
  }
  return { ok: true };
};

// ---------------------------------------------------------------------------------------------
// Release folders

/** Every file below `dir` (relative, `/`-separated), sorted, skipping release.json. */
const listFiles = (dir, prefix = '') =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return listFiles(path.join(dir, entry.name), relative);
      return relative === 'release.json' ? [] : [relative];
    })
    .sort();

const sha256 = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

export const hashFiles = (dir) =>
  Object.fromEntries(listFiles(dir).map((file) => [file, sha256(path.join(dir, file))]));

/** Deployed versions of an area (folders with an mf-manifest.json), oldest first. */
export const deployedVersions = (area) => {
  const dir = path.join(remotesDir, area);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() &&
        VERSION_NAME.test(entry.name) &&
        fs.existsSync(path.join(dir, entry.name, 'mf-manifest.json')),
    )
    .map((entry) => entry.name)
    .sort(compareVersions);
};

/** Areas with a folder under deploy/remotes. */
export const deployedAreas = () =>
  fs.existsSync(remotesDir)
    ? fs
        .readdirSync(remotesDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && AREA_NAME.test(entry.name))
        .map((entry) => entry.name)
        .sort()
    : [];

export const readReleaseRecord = (area, version) => {
  const file = path.join(versionDir(area, version), 'release.json');
  try {
    return fs.existsSync(file) ? readJson(file) : null;
  } catch {
    return null;
  }
};

/** The singletons the deployed shell provides (written by its build), or null. */
export const readShellRecord = () => {
  try {
    return readJson(shellRecordPath);
  } catch {
    return null;
  }
};

/**
 * Everything `use` and `rollback` check before a version may be served: the folder exists, its
 * mf-manifest.json parses and names remote_<area>, its remote entry is there, the files match
 * release.json, and the deployed shell's singletons satisfy its shared requirements.
 * Returns the reasons to refuse (`problems`) and the things worth saying (`warnings`).
 */
export const validateRelease = (area, version) => {
  const problems = [];
  const warnings = [];
  if (!AREA_NAME.test(area)) return { problems: [`"${area}" is not an area name`], warnings };
  if (!VERSION_NAME.test(String(version))) {
    return { problems: [`"${version}" is not a version name`], warnings };
  }
  const dir = versionDir(area, version);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    const known = deployedVersions(area);
    problems.push(
      `${rel(dir)} does not exist: ${area} ${version} was never released here` +
        (known.length ? ` (deployed: ${known.join(', ')})` : ''),
    );
    return { problems, warnings };
  }

  let manifest;
  try {
    manifest = readJson(path.join(dir, 'mf-manifest.json'));
  } catch (error) {
    problems.push(
      `${rel(path.join(dir, 'mf-manifest.json'))} is missing or not valid JSON (${error.message})`,
    );
    return { problems, warnings };
  }
  const expected = `remote_${area}`;
  const name = manifest?.name ?? manifest?.metaData?.name;
  if (name !== expected) {
    problems.push(
      `mf-manifest.json names the remote "${name ?? '(none)'}", not "${expected}": this folder holds another area's build`,
    );
  }
  const entryFile = manifest?.metaData?.remoteEntry?.name;
  if (typeof entryFile !== 'string' || !fs.existsSync(path.join(dir, entryFile))) {
    problems.push(`mf-manifest.json names no remote entry file present in ${rel(dir)}`);
  }

  const record = readReleaseRecord(area, version);
  if (!record) {
    warnings.push(
      `${rel(dir)} has no release.json (not made by pnpm release): file hashes not checked`,
    );
  } else {
    if (record.area !== area || record.version !== version) {
      problems.push(
        `release.json describes ${record.area} ${record.version}, not ${area} ${version}`,
      );
    }
    const changed = Object.entries(record.files ?? {}).filter(([file, hash]) => {
      const full = path.join(dir, file);
      return !fs.existsSync(full) || sha256(full) !== hash;
    });
    if (changed.length) {
      problems.push(
        `${changed.length} file(s) differ from release.json (a partial copy or an edit): ${changed
          .slice(0, 5)
          .map(([file]) => file)
          .join(', ')}`,
      );
    }
  }

  const shell = readShellRecord();
  if (!shell?.shared) {
    problems.push(
      `${rel(shellRecordPath)} is missing: cannot check shared requirements against the shell (rebuild the shell: pnpm --filter shell build)`,
    );
  } else {
    for (const shared of Array.isArray(manifest?.shared) ? manifest.shared : []) {
      const name = String(shared?.name ?? '');
      // `react/jsx-runtime` is provided under the prefix key `react/`.
      const prefix = Object.keys(shell.shared).find(
        (key) => key.endsWith('/') && name.startsWith(key),
      );
      const provided = shell.shared[name] ?? (prefix ? shell.shared[prefix] : undefined);
      if (shared?.singleton === false) continue;
      // Areas bring no copy of a shared module (import: false): the shell must provide it.
      if (!provided) {
        problems.push(
          `shared ${shared?.name}: ${area} ${version} takes it from the shell, which does not provide it (deploy a newer shell first)`,
        );
        continue;
      }
      const verdict = sharedCompatibility(shared.requiredVersion, provided);
      if (!verdict.ok) problems.push(`shared ${shared.name}: ${area} ${version} ${verdict.reason}`);
      else if (verdict.warning) warnings.push(`shared ${shared.name}: ${verdict.warning}`);
    }
  }
  return { problems, warnings, manifest, record };
};

// ---------------------------------------------------------------------------------------------
// Building a release

const git = (args) => capture('git', args);

/**
 * Builds one area alone into deploy/remotes/<area>/<version>/ with its release.json: webpack
 * writes a staging folder beside it, which is renamed into place only when complete, so a
 * server never serves half a build. An existing version is refused unless `force`.
 *
 * `source: 'build'` is the workspace build (`pnpm build`, `npm start`, `npm test`): it replaces
 * its own earlier builds of the package version but never a folder `pnpm release` made.
 */
export const releaseArea = async ({
  area,
  version,
  force = false,
  source = 'release',
  log = console.log,
}) => {
  const pkg = areaPackages().find((candidate) => candidate.area === area);
  if (!pkg) {
    throw new RefusedError(
      `no area "${area}": expected a package remote-${area}/ (areas: ${areaPackages()
        .map((p) => p.area)
        .join(', ')})`,
    );
  }
  const releaseVersion = version ?? pkg.version;
  if (!VERSION_NAME.test(releaseVersion)) {
    throw new RefusedError(`"${releaseVersion}" is not a version name`);
  }
  const target = versionDir(area, releaseVersion);
  if (fs.existsSync(target)) {
    const existing = readReleaseRecord(area, releaseVersion);
    if (source === 'build' && existing?.source === 'release') {
      log(
        `${area} ${releaseVersion} was released with pnpm release (${existing.builtAt}); kept as is. Bump remote-${area}/package.json to build new code.`,
      );
      return { skipped: true, dir: target, version: releaseVersion };
    }
    if (source === 'release' && !force) {
      throw new RefusedError(
        `${area} ${releaseVersion} is already released (${rel(target)}${existing ? `, built ${existing.builtAt} from ${existing.commit ?? 'an unknown commit'}` : ''}).`,
        [
          `Bump "version" in remote-${area}/package.json (or pass --version) to release new code.`,
          'Or pass --force to rebuild it; only do that for a version no browser has loaded yet:',
          'its files are served as immutable, so browsers that cached them keep the old ones.',
        ],
      );
    }
  }

  const staging = path.join(remotesDir, area, `.staging-${releaseVersion}-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(staging), { recursive: true });
  try {
    const code = await run('pnpm', ['--filter', pkg.name, 'run', 'build'], {
      env: {
        ...process.env,
        RELEASE_OUTPUT_DIR: staging,
        RELEASE_VERSION: releaseVersion,
        // The manifest's metaData.buildInfo.buildVersion (@module-federation/managers).
        MF_BUILD_VERSION: releaseVersion,
      },
    });
    if (code !== 0) throw new Error(`the build of ${pkg.name} exited with ${code}`);
    const manifest = readJson(path.join(staging, 'mf-manifest.json'));
    if (manifest.name !== `remote_${area}`) {
      throw new Error(`the build names its remote "${manifest.name}", not "remote_${area}"`);
    }
    const shared = readJson(path.join(repoRoot, 'shared', 'package.json'));
    const dirty = git([
      'status',
      '--porcelain',
      '--',
      pkg.dir,
      'shared',
      'tools',
      'pnpm-lock.yaml',
    ]);
    /** @type {import('../../shared/src/contract/remotes-release').ReleaseRecord} */
    const record = {
      area,
      version: releaseVersion,
      package: pkg.name,
      packageVersion: pkg.version,
      commit: git(['rev-parse', 'HEAD']),
      dirty: Boolean(dirty),
      builtAt: new Date().toISOString(),
      builtBy: operatorName(),
      source,
      sharedVersion: shared.version,
      files: hashFiles(staging),
    };
    fs.writeFileSync(path.join(staging, 'release.json'), `${JSON.stringify(record, null, 2)}\n`);

    if (fs.existsSync(target)) {
      // --force or a workspace rebuild: swap folders (two renames; the old one is then deleted).
      const old = path.join(remotesDir, area, `.replaced-${releaseVersion}-${process.pid}`);
      fs.renameSync(target, old);
      fs.renameSync(staging, target);
      fs.rmSync(old, { recursive: true, force: true });
    } else {
      // Fails (ENOTEMPTY/EEXIST) if another release of this version won the race: refused.
      fs.renameSync(staging, target);
    }
    return { skipped: false, dir: target, version: releaseVersion, record };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
};

// ---------------------------------------------------------------------------------------------
// The operator manifest and its audit log

/** remotes.json as an object; a missing file is an empty manifest, a broken one is refused. */
export const readOperatorManifest = () => {
  if (!fs.existsSync(remotesManifestPath)) return { areas: {} };
  let manifest;
  try {
    manifest = readJson(remotesManifestPath);
  } catch (error) {
    throw new RefusedError(
      `${rel(remotesManifestPath)} is not valid JSON (${error.message}); fix it by hand first`,
    );
  }
  if (!manifest || typeof manifest !== 'object' || typeof manifest.areas !== 'object') {
    throw new RefusedError(
      `${rel(remotesManifestPath)} has no "areas" object; fix it by hand first`,
    );
  }
  return manifest;
};

export const writeOperatorManifest = (manifest) =>
  writeFileAtomic(remotesManifestPath, `${JSON.stringify(manifest, null, 2)}\n`);

/** Every audit entry, oldest first (unreadable lines are skipped). */
export const readAudit = () => {
  if (!fs.existsSync(auditLogPath)) return [];
  return fs
    .readFileSync(auditLogPath, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    });
};

/** One line per switch; a single append of a short line is atomic on a local file system. */
export const appendAudit = (entry) => {
  fs.mkdirSync(path.dirname(auditLogPath), { recursive: true });
  fs.appendFileSync(auditLogPath, `${JSON.stringify(entry)}\n`);
};

/**
 * Where `rollback` goes: replaying the area's log as a stack (a switch pushes the entry it
 * replaced, a rollback pops one), so repeated rollbacks walk back through earlier versions
 * instead of toggling between the last two. `undefined` when there is nothing to go back to.
 */
export const rollbackTarget = (entries, area) => {
  const stack = [];
  for (const entry of entries) {
    if (entry.area !== area) continue;
    if (entry.action === 'rollback') stack.pop();
    else stack.push(entry.previous ?? null);
  }
  return stack.length ? stack[stack.length - 1] : undefined;
};

/** Serialises switches: two operators at once would otherwise lose one of the two writes. */
export const withManifestLock = async (work) => {
  const lock = `${remotesManifestPath}.lock`;
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const take = () => {
    const fd = fs.openSync(lock, 'wx');
    fs.writeSync(fd, `${process.pid} ${operatorName()} ${new Date().toISOString()}\n`);
    fs.closeSync(fd);
  };
  try {
    take();
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    const age = Date.now() - fs.statSync(lock).mtimeMs;
    if (age < 10 * 60_000) {
      throw new RefusedError(
        `another switch is running (${rel(lock)}: ${fs.readFileSync(lock, 'utf8').trim()}); try again, or delete the lock file if that process is gone`,
      );
    }
    fs.rmSync(lock, { force: true });
    take();
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { force: true });
  }
};
