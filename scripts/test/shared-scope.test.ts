// The share scope: the shell (a provider) and an area built for the product (a consumer).
import path from 'node:path';
import { repoRoot } from './cli';

type ShareConfig = {
  singleton: boolean;
  requiredVersion: string | false;
  version: string;
  import?: string | false;
};
type SharedScopeModule = {
  sharedScope: (appDir: string, options: { provide: boolean }) => Record<string, ShareConfig>;
};

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the helper is CommonJS for webpack
const { sharedScope } = require(
  path.join(repoRoot, 'tools/webpack/shared-scope.cjs'),
) as SharedScopeModule;

const shellDir = path.join(repoRoot, 'shell');
const areaDir = path.join(repoRoot, 'remote-spot');

test('the shell provides every key as a singleton without checking its own versions', () => {
  const scope = sharedScope(shellDir, { provide: true });
  for (const key of ['react', 'react-dom', '@exchange/shared', '@exchange/shared/trading']) {
    expect(scope[key]).toMatchObject({ singleton: true, requiredVersion: false });
    expect(scope[key].version).toMatch(/^\d+\.\d+\.\d+/);
    expect(scope[key].import).not.toBe(false);
  }
});

test("an area consumes the shell's copies and names the range it needs", () => {
  const scope = sharedScope(areaDir, { provide: false });
  for (const key of ['react', '@exchange/shared']) {
    expect(scope[key]).toMatchObject({ singleton: true, import: false });
    expect(scope[key].requiredVersion).toBe(`^${scope[key].version}`);
  }
});
