// Webpack configuration shared by the shell and every area (docs/architecture.md#module-federation, toolchain-notes.md).
// One function so that the share scope, loaders and output rules cannot drift between apps.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');
const TerserPlugin = require('terser-webpack-plugin');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedScope } = require('./shared-scope.cjs');
const { BundleContentsPlugin } = require('./bundle-contents-plugin.cjs');
const {
  muiSelectMenuOnOpen,
  muiWithoutCssVars,
  muiWithoutRipple,
} = require('./mui-without-css-vars.cjs');

const repoRoot = path.resolve(__dirname, '../..');

/**
 * Module paths inside the packages `names` (a regex alternation) matches, installed flat or by
 * pnpm (`node_modules/.pnpm/<id>/node_modules/<name>/`).
 */
const inPackages = (names) =>
  new RegExp(
    String.raw`[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(${names})[\\/]`,
  );

/**
 * The libraries under every page's first screen (React, the router, emotion, MUI's styling
 * engine, rxjs), which the shell provides as shared modules: webpack would put them in about
 * fifteen chunks of their own, each a request a phone makes before anything of the page's
 * area shows (six at a time over HTTP/1.1). One chunk instead: /home went from 36 requests and
 * 215 KB to 31 and 209 KB, Lighthouse's mobile LCP from 3.35–3.40 s to 2.99–3.04 s
 * (docs/performance.md#lighthouse). React DOM stays apart: in the same chunk, its evaluation
 * and the others' ran as one task when the chunk came (/home TBT +50–80 ms at 4x). MUI's
 * components stay apart too: their entries load by weight.
 */
const PAGE_LIBRARIES = inPackages(
  String.raw`react|@emotion[\\/][^\\/]+|stylis|hoist-non-react-statics|react-is|@babel[\\/]runtime|clsx|rxjs|tslib|react-router|@mui[\\/](system|styled-engine|utils|private-theming)`,
);
/**
 * The chart library: loaded by chart pages only, after their first paint, and the one code that
 * gets V8's compile hint (it runs in full as soon as it arrives). Tried and left lazy: React DOM
 * (no better) and the federation runtime in main.js and each remoteEntry.js (no better, a little
 * worse in 4 interleaved runs; Lighthouse then put main.js's parse and compile at 78 ms, much of
 * the runtime's code not running on a page load).
 */
const CHART_LIBRARY = inPackages('echarts|zrender');
const deployDir = process.env.DEPLOY_DIR
  ? path.resolve(process.env.DEPLOY_DIR)
  : path.join(repoRoot, 'deploy');

/** Where a build lands: the shell at deploy/shell, an area at deploy/remotes/<area>/<version>. */
// webpack 5.111 asks the federation runtime for a chunk's file name before content hashes exist
// ("Path variable [contenthash] not implemented in this context", webpack issue 22199). Answer
// an unhashed name while the hash is unknown; every emitted file still gets its content hash.
const hashedFilename = (pathData) => {
  const hash = pathData.contentHash ?? pathData.chunk?.contentHash?.javascript;
  return hash ? '[name].[contenthash:8].js' : '[name].js';
};

// `pnpm release` (scripts/lib/releases.mjs) builds one area into a staging folder and moves it
// into place afterwards: RELEASE_OUTPUT_DIR is that folder and RELEASE_VERSION the version being
// released (default: the package's). Both are set for that one child process only.
const outputDirFor = (app) => {
  if (app.kind === 'host') return path.join(deployDir, 'shell');
  if (process.env.RELEASE_OUTPUT_DIR) return path.resolve(process.env.RELEASE_OUTPUT_DIR);
  return path.join(deployDir, 'remotes', app.area, app.version);
};

// `provideExternalRuntime: true` adds this plugin by its CommonJS entry, which pulls in the CommonJS
// build of the whole federation runtime next to the ES build the shell's own code imports: two
// copies (+19 KB gzip on every page). Its ES entry reaches the same ES modules as everything else.
const EXTERNAL_RUNTIME_PROVIDER = require
  .resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [path.dirname(require.resolve('@module-federation/enhanced/webpack'))],
  })
  .replace(/index\.cjs$/, 'index.js');
if (!fs.existsSync(EXTERNAL_RUNTIME_PROVIDER)) {
  throw new Error(`federation runtime provider not found at ${EXTERNAL_RUNTIME_PROVIDER}`);
}

/** Every area exposes this module: what the build is, read by the shell's version footer. */
const RELEASE_INFO_MODULE = path.join(__dirname, 'release-info.mjs');

/**
 * Written next to the shell's index.html: the versions of the singletons the shell provides, so
 * `pnpm remotes use` can refuse an area whose shared requirements the deployed shell cannot meet.
 */
class ShellReleaseRecordPlugin {
  constructor(record) {
    this.record = record;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShellReleaseRecordPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'ShellReleaseRecordPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          compilation.emitAsset(
            'shell-release.json',
            new webpack.sources.RawSource(`${JSON.stringify(this.record, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/** Share key → provided version, e.g. { react: '19.3.1', '@exchange/shared': '0.1.0' }. */
const providedVersions = (scope) =>
  Object.fromEntries(Object.entries(scope).map(([key, config]) => [key, config.version]));

/**
 * @param {object} app
 * @param {'host'|'remote'} app.kind
 * @param {string} app.dir        package folder
 * @param {string} app.name       federation name (shell, remote_public …)
 * @param {string} [app.area]     area name for remotes (public, spot …)
 * @param {string} app.version    package version (remotes are deployed per version)
 * @param {Record<string,string>} [app.exposes]
 * @param {{mode?: string, standalone?: boolean}} env
 */
const createConfig = (app, env = {}) => {
  const production = env.mode !== 'development';
  const standalone = Boolean(env.standalone);
  const version =
    app.kind === 'remote' && !standalone && process.env.RELEASE_VERSION
      ? process.env.RELEASE_VERSION
      : app.version;
  const outputPath = standalone
    ? path.join(app.dir, 'dist-standalone')
    : outputDirFor({ ...app, version });
  const withHtml = app.kind === 'host' || standalone;
  // The shell and a standalone harness provide the shared modules; an area built for the
  // product takes them (and the federation runtime) from the shell's page.
  const providesShared = app.kind === 'host' || standalone;
  const shared = sharedScope(app.dir, { provide: providesShared });

  return {
    mode: production ? 'production' : 'development',
    context: app.dir,
    entry: withHtml ? { main: './src/index.ts' } : {},
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: outputPath,
      publicPath: app.kind === 'host' || standalone ? '/' : 'auto',
      filename: production ? hashedFilename : '[name].js',
      // In development too, two chunks can share a name (a shared module's own chunk and the
      // copy a standalone harness provides): the content hash keeps their files apart.
      chunkFilename: production ? hashedFilename : '[name].[contenthash:8].js',
      uniqueName: app.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      // rxjs's ES2015 build (classes) instead of its ES5 one (prototype chains and tslib's
      // helpers): the same API in less code. The browsers the product supports run ES2022 (native
      // class fields: no defineProperty helper per field).
      conditionNames: ['es2015', '...'],
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
          },
        },
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource' },
        {
          // Its mount-time update as a transition (see the loader for why).
          test: /[\\/]@mui[\\/]material[\\/]Select[\\/]SelectInput\.mjs$/,
          use: path.join(__dirname, 'mui-select-mount-loader.cjs'),
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        ...(app.kind === 'remote'
          ? {
              filename: 'remoteEntry.js',
              exposes: { ...app.exposes, './release-info': RELEASE_INFO_MODULE },
            }
          : { filename: 'remoteEntry.js', remotes: {} }),
        manifest: app.kind === 'remote' ? { fileName: 'mf-manifest.json' } : false,
        shared,
        shareStrategy: 'loaded-first',
        // Types are not consumed across areas (they share @exchange/shared instead): skip the 4.5 s.
        dts: false,
        // One federation runtime per page: the shell ships it once and exposes it on a global;
        // areas' remoteEntry.js files use that instead of carrying their own copy (~20 KB each).
        // The shell adds the exposing plugin itself instead of `provideExternalRuntime: true`.
        runtimePlugins: [
          ...(app.runtimePlugins ?? []),
          ...(app.kind === 'host' ? [EXTERNAL_RUNTIME_PROVIDER] : []),
        ],
        // target 'web' drops the runtime's Node-only code. Areas load no remotes, so their
        // builds leave out the runtime's remote loading (`disableRemote`); not the shell's, where
        // it would take out the loadRemote the shell registers areas with.
        experiments: providesShared
          ? app.kind === 'host'
            ? { optimization: { target: 'web' } }
            : {}
          : { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
      }),
      // The area version a build really is (the shell shows it in its footer via ./release-info).
      new webpack.DefinePlugin({
        __EXCHANGE_RELEASE__: JSON.stringify({ app: app.name, area: app.area ?? null, version }),
      }),
      muiWithoutCssVars(),
      muiWithoutRipple(),
      muiSelectMenuOnOpen(),
      ...(production ? [new BundleContentsPlugin()] : []),
      ...(production ? [new CompileHintsPlugin(CHART_LIBRARY)] : []),
      ...(app.kind === 'host'
        ? [
            new ShellReleaseRecordPlugin({
              app: app.name,
              version: app.version,
              shared: providedVersions(shared),
            }),
          ]
        : []),
      ...(withHtml
        ? [
            new HtmlWebpackPlugin({
              template: path.join(__dirname, 'index.html'),
              title: app.title ?? 'Exchange',
              scriptLoading: 'defer',
            }),
          ]
        : []),
      ...(production
        ? [
            new CompressionPlugin({
              algorithm: 'gzip',
              test: /\.(js|css|json|html|svg)$/,
              threshold: 1024,
            }),
            new CompressionPlugin({
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              test: /\.(js|css|json|html|svg)$/,
              threshold: 1024,
            }),
          ]
        : []),
    ],
    optimization: {
      // The shell only: one chunk for the libraries under every page's first screen (see above).
      ...(app.kind === 'host' && production
        ? {
            splitChunks: {
              cacheGroups: {
                pageLibraries: {
                  name: 'page-libraries',
                  chunks: 'async',
                  test: (module) => PAGE_LIBRARIES.test(module.resource ?? ''),
                  enforce: true,
                  priority: 20,
                },
                // ECharts in parts of ≈ 120–180 KB minified instead of one of 540 KB: each file's
                // compiled code is finalised on the main thread in a task of its own as it
                // arrives (one ≈ 80 ms task at 4x for the single file; see CompileHintsPlugin).
                chartLibrary: {
                  chunks: 'async',
                  test: CHART_LIBRARY,
                  enforce: true,
                  maxSize: 700_000,
                  priority: 10,
                },
              },
            },
          }
        : {}),
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: standalone
      ? {
          port: Number(process.env.STANDALONE_PORT ?? 3001),
          historyApiFallback: true,
          proxy: [
            {
              context: ['/api', '/ws', '/uploads', '/remotes.json', '/dev'],
              target: process.env.API_ORIGIN ?? 'http://localhost:8080',
              ws: true,
            },
          ],
        }
      : undefined,
  };
};

const readPackage = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));

module.exports = { createConfig, readPackage, deployDir };
