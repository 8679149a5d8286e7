// The build's guard against a library bundled twice in one build (CommonJS and ES module form).
import path from 'node:path';
import { repoRoot } from './cli';

type PluginModule = { dualFormatPackages: (resources: string[]) => string[] };

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin is CommonJS for webpack
const plugin = require(
  path.join(repoRoot, 'tools/webpack/bundle-contents-plugin.cjs'),
) as PluginModule;

const store = '/repo/node_modules/.pnpm';
const inPackage = (folder: string, name: string, file: string): string =>
  `${store}/${folder}/node_modules/${name}/${file}`;

test('a package with one file bundled as .cjs and as .js is reported', () => {
  const core = (file: string): string =>
    inPackage('@module-federation+runtime-core@2.9.2', '@module-federation/runtime-core', file);
  expect(
    plugin.dualFormatPackages([
      core('dist/index.js'),
      core('dist/core.js'),
      core('dist/index.cjs'),
      inPackage('react@19.3.1', 'react', 'index.js'),
    ]),
  ).toEqual(['@module-federation/runtime-core']);
});

test('.cjs next to .mjs counts too, and a query string does not hide the file', () => {
  const codes = (file: string): string =>
    inPackage('@module-federation+error-codes@2.9.2', '@module-federation/error-codes', file);
  expect(
    plugin.dualFormatPackages([codes('dist/index.mjs'), `${codes('dist/index.cjs')}?x`]),
  ).toEqual(['@module-federation/error-codes']);
});

test('two versions of a package, or different files of one format, are not dual format', () => {
  expect(
    plugin.dualFormatPackages([
      inPackage('tslib@2.9.1', 'tslib', 'tslib.es6.mjs'),
      inPackage('tslib@2.3.0', 'tslib', 'tslib.es6.js'),
      inPackage('rxjs@7.8.2', 'rxjs', 'dist/esm5/index.js'),
      inPackage('rxjs@7.8.2', 'rxjs', 'dist/esm5/internal/Observable.js'),
      path.join(repoRoot, 'shared/src/index.ts'),
    ]),
  ).toEqual([]);
});
