// The share scope every app declares the same way (docs/architecture.md#module-federation, README "Shared code").
//
// The shell is the platform: it provides every key below, and an area built for the product
// consumes them with `import: false` (no fallback copy in the area's build). So each library
// reaches a browser once, whatever areas a visitor opens, and modules that hold state or React
// contexts (MUI's MenuListContext, the router, the session, the socket) exist once per page.
// An area's standalone dev harness is a host itself and bundles them (`provide: true`).
//
// MUI, react-router-dom and echarts are not keys: they sit inside @exchange/shared's `ui-kit`,
// `router` and `echarts` entry points, which re-export only what the product uses, so the
// shared chunk is tree-shaken (a shared package is not). ESLint forbids importing them
// anywhere else. rxjs is in the core entry the same way (its operators re-exported there).

/** The installed version of `name` as seen from `appDir`, or null when the app lacks it. */
const versionFrom = (appDir, name) => {
  try {
    return require(require.resolve(`${name}/package.json`, { paths: [appDir] })).version;
  } catch {
    return null;
  }
};

// Subpaths are shared with a trailing slash, or react-dom/client and react/jsx-runtime load twice.
/** Share key → the package whose installed version it carries. */
const LIBRARY_SINGLETONS = {
  react: 'react',
  'react/': 'react',
  'react-dom': 'react-dom',
  'react-dom/': 'react-dom',
  '@emotion/react': '@emotion/react',
  '@emotion/styled': '@emotion/styled',
};

/** @exchange/shared's entry points, by weight (shared/package.json "exports"). */
const SHARED_ENTRIES = [
  '@exchange/shared',
  '@exchange/shared/ui',
  '@exchange/shared/ui-kit',
  '@exchange/shared/ui-kit/forms',
  '@exchange/shared/ui-kit/extras',
  '@exchange/shared/ui-kit/overlays',
  '@exchange/shared/area-kit',
  '@exchange/shared/router',
  '@exchange/shared/trading',
  '@exchange/shared/safe-html',
  '@exchange/shared/qr',
  '@exchange/shared/echarts',
  // The P2P contract's constants: only remote-p2p loads them, from the shell's one copy.
  '@exchange/shared/contract/p2p',
  // The IEO contract's constants: only the public area's /ieo page loads them.
  '@exchange/shared/contract/ieo',
  // Area contracts kept out of the core every page loads (docs/performance.md#page-weight).
  '@exchange/shared/contract/lever',
  '@exchange/shared/contract/personal',
  '@exchange/shared/contract/second',
  '@exchange/shared/contract/uid-transfer',
];

/**
 * @param {string} appDir the app's package folder
 * @param {{ provide: boolean }} options provide: bundle and offer every key (the shell, a
 *   standalone harness); otherwise consume them from the page (an area built for the product)
 */
const sharedScope = (appDir, { provide }) => {
  const scope = {};
  const add = (key, version, importPath) => {
    scope[key] = {
      singleton: true,
      // A provider consumes exactly what it bundles: checking its own versions against
      // themselves cost the page ≈ 10–20 ms of semver range parsing in the federation runtime's
      // start-up, inside the first long task. Areas keep the range (the operator's
      // `pnpm remotes use` check and the runtime's warning read it).
      requiredVersion: provide ? false : `^${version}`,
      version,
      ...(provide ? (importPath ? { import: importPath } : {}) : { import: false }),
    };
  };
  for (const [key, pkg] of Object.entries(LIBRARY_SINGLETONS)) {
    const version = versionFrom(appDir, pkg);
    if (version) add(key, version);
  }
  const sharedVersion = versionFrom(appDir, '@exchange/shared');
  if (sharedVersion) {
    for (const entry of SHARED_ENTRIES) {
      // An absolute import path makes the provider include the entry even when the app itself
      // never imports it (the shell provides `trading` and `echarts` for the areas that do).
      add(entry, sharedVersion, require.resolve(entry, { paths: [appDir] }));
    }
  }
  return scope;
};

module.exports = { sharedScope, SHARED_ENTRIES };
