// Writes bundle-contents.json beside a build: for each emitted JS file, the packages whose code
// it carries (node_modules package names, and @exchange/shared entry points by folder). The page
// weight check (e2e/src/page-weight.ts) joins it with the files a browser really requested, to
// tell how many copies of each library a visitor downloads.
const path = require('node:path');
const webpack = require('webpack');
const { SHARED_ENTRIES } = require('./shared-scope.cjs');

const sharedSrc = path.resolve(__dirname, '../../shared/src');
// shared/src folders or files that are entry points of their own ('@exchange/shared/ui-kit' →
// 'ui-kit', '@exchange/shared/contract/p2p' → 'contract/p2p'), longest first.
const ENTRY_PATHS = SHARED_ENTRIES.map((entry) => entry.split('/').slice(2).join('/'))
  .filter(Boolean)
  .sort((a, b) => b.length - a.length);

/** The package a module file belongs to, or null for the app's own code. */
const packageOf = (resource) => {
  if (!resource) return null;
  const file = resource.split('?')[0];
  const marker = `${path.sep}node_modules${path.sep}`;
  const at = file.lastIndexOf(marker);
  if (at >= 0) {
    const parts = file.slice(at + marker.length).split(path.sep);
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (file.startsWith(sharedSrc + path.sep)) {
    const relative = path.relative(sharedSrc, file).split(path.sep).join('/');
    const entry = ENTRY_PATHS.find(
      (candidate) =>
        relative.startsWith(`${candidate}/`) || relative.replace(/\.tsx?$/, '') === candidate,
    );
    return entry ? `@exchange/shared/${entry}` : '@exchange/shared';
  }
  return null;
};

/** The source files of a module (a concatenated module has several). */
const resourcesOf = (module) =>
  module.modules
    ? module.modules.flatMap(resourcesOf)
    : [module.resource ?? module.rootModule?.resource];

/**
 * Packages bundled in two module formats: one file of theirs both as `x.cjs` and as `x.js` or
 * `x.mjs`. Each format is a full copy of the package's code and state (the federation runtime
 * once shipped twice this way, 19 KB gzip on every page), so a build that has one fails.
 */
const dualFormatPackages = (resources) => {
  const formatsByFile = new Map();
  for (const resource of resources) {
    const name = packageOf(resource);
    const file = resource?.split('?')[0];
    const format = file && /\.(cjs|mjs|js)$/.exec(file);
    if (!name || name.startsWith('@exchange/') || !format) continue;
    // The whole path without its extension: two versions of a package are not two formats.
    const stem = file.slice(0, -format[0].length);
    const entry = formatsByFile.get(stem) ?? { name, formats: new Set() };
    formatsByFile.set(stem, entry);
    entry.formats.add(format[1]);
  }
  const dual = new Set();
  for (const { name, formats } of formatsByFile.values()) if (formats.size > 1) dual.add(name);
  return [...dual].sort();
};

class BundleContentsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BundleContentsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BundleContentsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = {};
          const dual = dualFormatPackages(
            [...compilation.modules].flatMap(resourcesOf).filter(Boolean),
          );
          if (dual.length > 0) {
            compilation.errors.push(
              new webpack.WebpackError(
                `Bundled in both CommonJS and ES module form (two copies): ${dual.join(', ')}`,
              ),
            );
          }
          for (const chunk of compilation.chunks) {
            const packages = new Set();
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              for (const resource of resourcesOf(module)) {
                const name = packageOf(resource);
                if (name) packages.add(name);
              }
            }
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              files[file] = [...new Set([...(files[file] ?? []), ...packages])].sort();
            }
          }
          compilation.emitAsset(
            'bundle-contents.json',
            new webpack.sources.RawSource(`${JSON.stringify(files, null, 1)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { BundleContentsPlugin, dualFormatPackages, resourcesOf };
