// scripts/api-docs.mjs: docs/api.md generated from the wire contract, and its staleness check.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, tempDir, type CliResult } from './cli';

// Each run builds a TypeScript program over the contract and formats with prettier: seconds on
// a busy machine.
jest.setTimeout(120_000);

const apiDocs = (...args: string[]): CliResult => {
  const result = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'scripts', 'api-docs.mjs'), ...args],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  );
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
};

/** The markdown from one `#####` call heading (or `####` push heading) to the next heading. */
const section = (markdown: string, heading: RegExp): string => {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => heading.test(line));
  if (start < 0) throw new Error(`No heading matches ${heading}`);
  const level = /^#+/.exec(lines[start])![0].length;
  const end = lines.findIndex(
    (line, i) => i > start && /^#+ /.test(line) && /^#+/.exec(line)![0].length <= level,
  );
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
};

let dir: string;
let out: string;
let markdown: string;

beforeAll(() => {
  dir = tempDir('api-docs');
  out = path.join(dir, 'api.md');
  const result = apiDocs('--out', out);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  markdown = fs.readFileSync(out, 'utf8');
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('node scripts/api-docs.mjs --out <file>', () => {
  it('starts by saying it is generated and not to be edited by hand', () => {
    const first = markdown.split('\n')[0];
    expect(first).toContain('node scripts/api-docs.mjs');
    expect(first).toMatch(/do not edit by hand/i);
  });

  it('explains the envelope and its codes from the contract', () => {
    expect(markdown).toContain('`{ code, msg, data }`');
    expect(markdown).toMatch(/1 ok, 0 error, 996 ignore, 999 login required/);
    expect(markdown).toContain('`Authorization`');
    expect(markdown).toContain('`lang`');
  });

  it('lists POST account/draw with DrawRequest and its pay_password field', () => {
    const draw = section(markdown, /^#+ `POST account\/draw`$/);
    expect(draw).toContain('`ASSETS_PATH.draw`');
    expect(draw).toContain('**`DrawRequest`**');
    expect(draw).toMatch(/^- `pay_password`: `string`$/m);
    expect(draw).toMatch(/^- `memo\?`: `string`$/m);
  });

  it('ties address_book/list to its types by name, and keeps account/draw_limit apart', () => {
    const list = section(markdown, /^#+ `GET address_book\/list`$/);
    expect(list).toContain('`ASSETS_PATH.addressBook`');
    expect(list).toContain('**`AddressBookRequest`**');
    expect(list).toMatch(/^- `currency_protocol_id\?`: `number`$/m);
    expect(list).not.toContain('AddressBookDeleteRequest');
    expect(section(markdown, /^#+ `GET account\/draw_limit`$/)).toContain('**`DrawLimit`**');
  });

  it('lists a path no type is tied to with its documentation only', () => {
    const untyped = markdown
      .split(/^(?=#{2,5} )/m)
      .filter((part) => part.includes('No request or answer type'));
    expect(untyped.length).toBeGreaterThan(0);
    for (const part of untyped) {
      expect(part).toMatch(/^##### `(?:GET |POST )?[\w/]+`\n\n`[A-Z][A-Z0-9_]*_PATH\.[\w.]+`/);
      expect(part).not.toContain('**`');
    }
  });

  it('documents the live channel: client frames, topics and the MARKET_DEPTH push with seq', () => {
    const channel = section(markdown, /^## Live channel$/);
    expect(channel).toContain("`{ type: 'sub'; params: string }`");
    expect(channel).toContain('`MARKET_DEPTH.<symbol>`');
    const depth = section(markdown, /^#+ `MARKET_DEPTH`$/);
    expect(depth).toContain('**`MarketDepthPush`**');
    expect(depth).toMatch(/^- `seq`: `number`$/m);
    expect(depth).toMatch(/^- `depth`: `Depth`$/m);
  });

  it('writes what --check then accepts', () => {
    const result = apiDocs('--check', '--out', out);
    expect(result.code).toBe(0);
  });
});

describe('node scripts/api-docs.mjs --check', () => {
  it('fails with a message on a modified copy, and leaves the copy alone', () => {
    const copy = path.join(dir, 'api-modified.md');
    const modified = markdown.replace('`pay_password`', '`trade_password`');
    expect(modified).not.toBe(markdown);
    fs.writeFileSync(copy, modified);
    const result = apiDocs('--check', '--out', copy);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/is stale/);
    expect(result.stderr).toContain('pnpm docs:api');
    expect(fs.readFileSync(copy, 'utf8')).toBe(modified);
  });

  it('fails when the file does not exist', () => {
    const result = apiDocs('--check', '--out', path.join(dir, 'missing.md'));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/does not exist/);
  });
});
