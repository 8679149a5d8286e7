import fs from 'node:fs';
import path from 'node:path';
import {
  repoRoot,
  runScript,
  tempDir,
  writeRelease,
  writeShellRecord,
  type CliResult,
} from './cli';

type AreaEntry = {
  entry: string;
  version: string;
  canary?: { entry: string; version: string; percent: number };
};
type AuditEntry = {
  time: string;
  user: string;
  action: string;
  area: string;
  from: string | null;
  to: string | null;
  percent: number | null;
  previous: AreaEntry | null;
  next: AreaEntry | null;
};

let deployDir: string;
let manifestPath: string;
let auditPath: string;

const entry = (version: string): AreaEntry => ({
  entry: `/remotes/public/${version}/mf-manifest.json`,
  version,
});

const remotes = (...args: string[]): CliResult =>
  runScript('remotes', args, { DEPLOY_DIR: deployDir });

const manifestBytes = (): Buffer => fs.readFileSync(manifestPath);
const manifest = (): { areas: Record<string, AreaEntry> } => JSON.parse(manifestBytes().toString());
const audit = (): AuditEntry[] =>
  fs.existsSync(auditPath)
    ? fs
        .readFileSync(auditPath, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line))
    : [];

beforeEach(() => {
  deployDir = tempDir('remotes-cli');
  manifestPath = path.join(deployDir, 'remotes.json');
  auditPath = path.join(deployDir, 'remotes-audit.jsonl');
  writeShellRecord(deployDir);
  writeRelease(deployDir, 'public', '1.0.0');
  writeRelease(deployDir, 'public', '1.1.0');
  writeRelease(deployDir, 'public', '1.2.0');
  // Hand-written by an operator, with its own formatting: a refusal must not even re-format it.
  fs.writeFileSync(manifestPath, `{"areas":{"public":${JSON.stringify(entry('1.0.0'))}}}`);
});

afterEach(() => fs.rmSync(deployDir, { recursive: true, force: true }));

describe('pnpm remotes use refuses, leaving remotes.json byte-identical and the log empty', () => {
  const refuses = (args: string[], reason: RegExp): void => {
    const before = manifestBytes();
    const result = remotes('use', ...args);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Refused: /);
    expect(result.stderr).toMatch(reason);
    expect(manifestBytes().equals(before)).toBe(true);
    expect(fs.existsSync(auditPath)).toBe(false);
  };

  it('a version folder that does not exist', () => {
    refuses(
      ['public', '3.0.0'],
      /remotes\/public\/3\.0\.0 does not exist.*deployed: 1\.0\.0, 1\.1\.0, 1\.2\.0/,
    );
  });

  it('a broken mf-manifest.json', () => {
    writeRelease(deployDir, 'public', '1.3.0', { manifestText: '{"name": "remote_public",' });
    refuses(['public', '1.3.0'], /mf-manifest\.json is missing or not valid JSON/);
  });

  it('a manifest naming another remote', () => {
    writeRelease(deployDir, 'public', '1.3.0', { name: 'remote_spot' });
    refuses(['public', '1.3.0'], /names the remote "remote_spot", not "remote_public"/);
  });

  it('a shared requirement of another major than the shell provides', () => {
    writeRelease(deployDir, 'public', '2.0.0', {
      shared: [{ name: 'react', requiredVersion: '^18.2.0', singleton: true }],
    });
    refuses(
      ['public', '2.0.0'],
      /shared react: public 2\.0\.0 needs \^18\.2\.0 \(18\.x\), the shell provides 19\.3\.1 \(19\.x\)/,
    );
  });

  it('a 0.x shared package of another minor (caret rules: the minor is breaking below 1.0)', () => {
    writeRelease(deployDir, 'public', '2.0.0', {
      shared: [{ name: '@exchange/shared', requiredVersion: '^0.2.0', singleton: true }],
    });
    refuses(
      ['public', '2.0.0'],
      /shared @exchange\/shared: .*needs \^0\.2\.0 \(0\.2\.x\), the shell provides 0\.1\.0/,
    );
  });

  it('a shared module the shell does not provide (areas bring no copy of their own)', () => {
    writeRelease(deployDir, 'public', '2.0.0', {
      shared: [{ name: '@exchange/shared/wallet', requiredVersion: '^0.1.0', singleton: true }],
    });
    refuses(
      ['public', '2.0.0'],
      /shared @exchange\/shared\/wallet: public 2\.0\.0 takes it from the shell, which does not provide it/,
    );
  });

  it('files that differ from release.json', () => {
    const dir = writeRelease(deployDir, 'public', '1.3.0');
    fs.appendFileSync(path.join(dir, 'remoteEntry.js'), 'tampered();\n');
    refuses(['public', '1.3.0'], /1 file\(s\) differ from release\.json .*remoteEntry\.js/);
  });

  it('a deploy folder whose shell record is missing', () => {
    fs.rmSync(path.join(deployDir, 'shell'), { recursive: true });
    refuses(['public', '1.1.0'], /shell-release\.json is missing/);
  });

  it('names that could leave the deploy folder, and bad shares', () => {
    refuses(['public', '../1.1.0'], /not a version name/);
    refuses(
      ['public', '1.1.0', '--percent', '0'],
      /--percent must be a whole number from 1 to 100/,
    );
    refuses(['spot', '1.0.0', '--percent', '10'], /does not exist/);
  });

  it('while another switch holds the lock', () => {
    fs.writeFileSync(`${manifestPath}.lock`, '123 someone 2026-01-01T00:00:00Z\n');
    refuses(['public', '1.1.0'], /another switch is running/);
  });
});

describe('pnpm remotes use, rollback and history', () => {
  it('switches atomically, keeps the format and logs who switched what', () => {
    const result = remotes('use', 'public', '1.1.0');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(manifest()).toEqual({ areas: { public: entry('1.1.0') } });
    expect(fs.readdirSync(deployDir).filter((name) => name.includes('.tmp'))).toEqual([]);
    const [line] = audit();
    expect(line).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      user: 'test-operator',
      action: 'use',
      area: 'public',
      from: '1.0.0',
      to: '1.1.0',
      percent: null,
      previous: entry('1.0.0'),
      next: entry('1.1.0'),
    });
    // The same switch again changes nothing and logs nothing.
    expect(remotes('use', 'public', '1.1.0').stdout).toMatch(/nothing to do/);
    expect(audit()).toHaveLength(1);
  });

  it('starts a sticky canary beside the active version and lists the split', () => {
    expect(remotes('use', 'public', '1.1.0', '--percent', '25').code).toBe(0);
    expect(manifest().areas.public).toEqual({
      ...entry('1.0.0'),
      canary: { ...entry('1.1.0'), percent: 25 },
    });
    expect(audit()[0]).toMatchObject({ from: '1.0.0', to: '1.1.0', percent: 25 });
    const list = remotes('list');
    expect(list.stdout).toMatch(/active {4}1\.0\.0 \(switched .* by test-operator\)/);
    expect(list.stdout).toContain('canary    1.1.0 for 25 % of browsers, 75 % on 1.0.0');
    expect(list.stdout).toContain('deployed  1.0.0 (active), 1.1.0 (canary), 1.2.0');
    const json = JSON.parse(remotes('list', '--json').stdout);
    expect(json.areas.public).toMatchObject({
      active: '1.0.0',
      canary: { version: '1.1.0', percent: 25 },
      deployed: ['1.0.0', '1.1.0', '1.2.0'],
      switchedBy: 'test-operator',
    });
    expect(json.areas.public.problems).toEqual([]);
    // Promoting the canary to everyone ends it.
    expect(remotes('use', 'public', '1.1.0').code).toBe(0);
    expect(manifest().areas.public).toEqual(entry('1.1.0'));
  });

  it('rolls back to the previous entry exactly, walking back one switch at a time', () => {
    const original = manifest().areas.public;
    remotes('use', 'public', '1.1.0', '--percent', '10');
    const withCanary = manifest().areas.public;
    remotes('use', 'public', '1.2.0');
    expect(manifest().areas.public).toEqual(entry('1.2.0'));

    const first = remotes('rollback', 'public');
    expect(first.code).toBe(0);
    expect(manifest().areas.public).toEqual(withCanary);
    const second = remotes('rollback', 'public');
    expect(second.code).toBe(0);
    expect(manifest().areas.public).toEqual(original);

    const before = manifestBytes();
    const third = remotes('rollback', 'public');
    expect(third.code).toBe(1);
    expect(third.stderr).toMatch(/no earlier switch of public/);
    expect(manifestBytes().equals(before)).toBe(true);

    expect(audit().map((line) => [line.action, line.from, line.to, line.percent])).toEqual([
      ['use', '1.0.0', '1.1.0', 10],
      ['use', '1.0.0', '1.2.0', null],
      ['rollback', '1.2.0', '1.0.0', 10],
      ['rollback', '1.0.0', '1.0.0', null],
    ]);
    const history = remotes('history', 'public');
    expect(history.stdout.trim().split('\n')).toHaveLength(4);
    expect(history.stdout).toContain(
      'test-operator  rollback  public  1.2.0 → 1.0.0, canary 1.1.0 at 10 %',
    );
    expect(history.stdout).toContain(
      'test-operator  use       public  1.0.0 → 1.0.0, canary 1.1.0 at 10 %',
    );
  });

  it('lists served versions that no longer pass the checks (a shell with another major)', () => {
    fs.writeFileSync(
      path.join(deployDir, 'shell', 'shell-release.json'),
      JSON.stringify({ shared: { react: '20.0.0' } }),
    );
    expect(remotes('list').stdout).toMatch(
      /PROBLEM {3}1\.0\.0: shared react: public 1\.0\.0 needs \^19\.3\.1 \(19\.x\), the shell provides 20\.0\.0/,
    );
  });

  it('refuses a rollback to a version whose folder was removed since', () => {
    remotes('use', 'public', '1.1.0');
    fs.rmSync(path.join(deployDir, 'remotes', 'public', '1.0.0'), { recursive: true });
    const before = manifestBytes();
    const result = remotes('rollback', 'public');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/public 1\.0\.0 cannot be served/);
    expect(manifestBytes().equals(before)).toBe(true);
  });

  it('creates remotes.json for a first switch and keeps other areas untouched', () => {
    writeRelease(deployDir, 'spot', '1.0.0');
    const result = remotes('use', 'spot', '1.0.0');
    expect(result.code).toBe(0);
    expect(manifest().areas).toEqual({
      public: entry('1.0.0'),
      spot: { entry: '/remotes/spot/1.0.0/mf-manifest.json', version: '1.0.0' },
    });
    expect(audit()[0]).toMatchObject({ area: 'spot', from: null, to: '1.0.0', previous: null });
  });
});

describe('pnpm release', () => {
  it('refuses to overwrite a released version, before building anything', () => {
    const { version } = JSON.parse(
      fs.readFileSync(path.join(repoRoot, 'remote-public', 'package.json'), 'utf8'),
    ) as { version: string };
    const dir = writeRelease(deployDir, 'public', version);
    const before = fs.readFileSync(path.join(dir, 'remoteEntry.js'));
    for (const args of [['public'], ['public', '--version', '1.1.0']]) {
      const result = runScript('release', args, { DEPLOY_DIR: deployDir });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/^Refused: public .* is already released/);
      expect(result.stderr).toMatch(/--force/);
    }
    expect(fs.readFileSync(path.join(dir, 'remoteEntry.js')).equals(before)).toBe(true);
    expect(fs.readdirSync(path.join(deployDir, 'remotes', 'public')).sort()).toEqual(
      [
        '1.0.0',
        '1.1.0',
        '1.2.0',
        ...(['1.0.0', '1.1.0', '1.2.0'].includes(version) ? [] : [version]),
      ].sort(),
    );
  });

  it('refuses an unknown area and a version name with a path in it', () => {
    expect(runScript('release', ['nowhere'], { DEPLOY_DIR: deployDir }).stderr).toMatch(
      /no area "nowhere"/,
    );
    expect(
      runScript('release', ['public', '--version', '../x'], { DEPLOY_DIR: deployDir }).stderr,
    ).toMatch(/not a version name/);
  });
});
