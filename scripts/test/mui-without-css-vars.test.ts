// The build's replacement of MUI's CSS-variables theme by stubs (the product never uses it).
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './cli';

type ResolveData = { request: string; contextInfo: { issuer: string } };
type Replacement = () => { newResource: (resolveData: ResolveData) => void };
type PluginModule = { muiWithoutCssVars: Replacement; muiWithoutRipple: Replacement };

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin is CommonJS for webpack
const plugin = require(
  path.join(repoRoot, 'tools/webpack/mui-without-css-vars.cjs'),
) as PluginModule;

const styles = '/repo/node_modules/.pnpm/@mui+material@9.5.0/node_modules/@mui/material/styles';
const stubs = path.join(repoRoot, 'tools/webpack/mui-stubs');

const resolve = (issuer: string, request: string, replace = plugin.muiWithoutCssVars): string => {
  const data = { request, contextInfo: { issuer } };
  replace().newResource(data);
  return data.request;
};

test("createTheme's and ThemeProvider's CSS-variables imports go to the stubs", () => {
  expect(resolve(`${styles}/createTheme.mjs`, './createThemeWithVars.mjs')).toBe(
    path.join(stubs, 'create-theme-with-vars.mjs'),
  );
  expect(resolve(`${styles}/ThemeProvider.mjs`, './ThemeProviderWithVars.mjs')).toBe(
    path.join(stubs, 'theme-provider-with-vars.mjs'),
  );
});

test('other importers of those modules are left alone', () => {
  expect(resolve(`${styles}/index.mjs`, './ThemeProviderWithVars.mjs')).toBe(
    './ThemeProviderWithVars.mjs',
  );
  expect(resolve('/repo/shared/src/ui-kit/createTheme.mjs', './createThemeWithVars.mjs')).toBe(
    './createThemeWithVars.mjs',
  );
});

// MUI's real files: each stub must export what its importer takes, and throw when called.
const muiStyles = path.join(
  path.dirname(
    require.resolve('@mui/material/package.json', { paths: [path.join(repoRoot, 'shared')] }),
  ),
  'styles',
);
const source = (file: string): string => fs.readFileSync(file, 'utf8');

test('each stub exports what MUI imports from the module it replaces, and throws when called', () => {
  expect(source(path.join(muiStyles, 'createTheme.mjs'))).toMatch(
    /import createThemeWithVars from "\.\/createThemeWithVars\.mjs"/,
  );
  expect(source(path.join(muiStyles, 'ThemeProvider.mjs'))).toMatch(
    /import \{ CssVarsProvider \} from "\.\/ThemeProviderWithVars\.mjs"/,
  );
  const createStub = source(path.join(stubs, 'create-theme-with-vars.mjs'));
  const providerStub = source(path.join(stubs, 'theme-provider-with-vars.mjs'));
  expect(createStub).toMatch(
    /export default function createThemeWithVars\(\) \{\s+throw new Error\(/,
  );
  expect(providerStub).toMatch(/export function CssVarsProvider\(\) \{\s+throw new Error\(/);
});

const buttonBase =
  '/repo/node_modules/.pnpm/@mui+material@9.5.0/node_modules/@mui/material/ButtonBase';

test("ButtonBase's ripple import goes to a stub that renders nothing; other importers do not", async () => {
  expect(
    resolve(`${buttonBase}/ButtonBase.mjs`, './TouchRipple.mjs', plugin.muiWithoutRipple),
  ).toBe(path.join(stubs, 'touch-ripple.mjs'));
  expect(resolve(`${buttonBase}/index.mjs`, './TouchRipple.mjs', plugin.muiWithoutRipple)).toBe(
    './TouchRipple.mjs',
  );
  expect(source(path.join(muiStyles, '..', 'ButtonBase', 'ButtonBase.mjs'))).toMatch(
    /import TouchRipple from "\.\/TouchRipple\.mjs"/,
  );
  const stub = source(path.join(stubs, 'touch-ripple.mjs'));
  expect(stub).toMatch(/export default function TouchRipple\(\) \{\s+return null;/);
});
