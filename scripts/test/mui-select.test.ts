// The build's two changes to MUI's Select (tools/webpack): its options open in the kit's Menu
// stand-in, and its mount-time update is a transition.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './cli';

type ResolveData = { request: string; contextInfo: { issuer: string } };
type Replacement = () => { newResource: (resolveData: ResolveData) => void };
type Loader = ((this: { resourcePath: string }, source: string) => string) & {
  MOUNT_UPDATE: string;
  AS_TRANSITION: string;
};

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS for webpack
const { muiSelectMenuOnOpen } = require(
  path.join(repoRoot, 'tools/webpack/mui-without-css-vars.cjs'),
) as { muiSelectMenuOnOpen: Replacement };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS for webpack
const loader = require(path.join(repoRoot, 'tools/webpack/mui-select-mount-loader.cjs')) as Loader;

const material = path.dirname(
  require.resolve('@mui/material/package.json', { paths: [path.join(repoRoot, 'shared')] }),
);
const selectInput = path.join(material, 'Select', 'SelectInput.mjs');
const selectInputSource = fs.readFileSync(selectInput, 'utf8');

const resolve = (issuer: string, request: string): string => {
  const data = { request, contextInfo: { issuer } };
  muiSelectMenuOnOpen().newResource(data);
  return data.request;
};

test("SelectInput's Menu is the kit's stand-in; every other importer keeps MUI's Menu", () => {
  // The import the replacement expects is the one MUI's file makes.
  expect(selectInputSource).toContain('import Menu from "../Menu/Menu.mjs";');
  expect(resolve(selectInput, '../Menu/Menu.mjs')).toBe(
    path.join(repoRoot, 'shared/src/ui-kit/forms/select-menu.ts'),
  );
  expect(resolve(path.join(material, 'Menu', 'index.mjs'), './Menu.mjs')).toBe('./Menu.mjs');
  expect(resolve(path.join(material, 'MenuList', 'MenuList.mjs'), '../Menu/Menu.mjs')).toBe(
    '../Menu/Menu.mjs',
  );
});

test("the loader makes SelectInput's mount-time update a transition in MUI's real file", () => {
  const built = loader.call({ resourcePath: selectInput }, selectInputSource);
  expect(built).not.toContain(loader.MOUNT_UPDATE);
  expect(built).toContain(loader.AS_TRANSITION);
  // Only that statement changed.
  expect(built.length - selectInputSource.length).toBe(
    loader.AS_TRANSITION.length - loader.MOUNT_UPDATE.length,
  );
  // React is in scope under that name in MUI's file.
  expect(selectInputSource).toContain("import * as React from 'react';");
});

test('the loader fails the build when MUI changed the code it rewrites', () => {
  expect(() => loader.call({ resourcePath: 'SelectInput.mjs' }, 'export default 1;')).toThrow(
    /display ref update not found in SelectInput\.mjs/,
  );
});
