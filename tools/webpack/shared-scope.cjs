// The share scope every app declares the same way (design.md §3). Versions come from the
// installed packages; a major mismatch between an area and the shell makes the singleton warn.
// A library an app does not depend on (echarts in the shell) is left out of that app's scope:
// the areas that use it share it among themselves.

/** The installed version of `name` as seen from `appDir`, or null when the app lacks it. */
const versionFrom = (appDir, name) => {
  try {
    return require(require.resolve(`${name}/package.json`, { paths: [appDir] })).version;
  } catch {
    return null;
  }
};

// Subpaths are shared with a trailing slash, or react-dom/client and react/jsx-runtime load twice.
//
// @mui/material is deliberately NOT shared. Its modules import each other by relative path, so a
// shared prefix mixes providers per component: an area's Select (its own copy, because the shell
// never imports Select) and the shell's MenuItem then hold different MenuListContext copies and
// the page crashes. Each app bundles the MUI components it imports (tree-shaken); the theme still
// reaches every copy through @emotion/react's ThemeContext, which is a singleton here.
/** Share key → the package whose installed version it carries. */
const SHARED_SINGLETONS = {
  react: 'react',
  'react/': 'react',
  'react-dom': 'react-dom',
  'react-dom/': 'react-dom',
  'react-router-dom': 'react-router-dom',
  '@emotion/react': '@emotion/react',
  '@emotion/styled': '@emotion/styled',
  rxjs: 'rxjs',
  i18next: 'i18next',
  'react-i18next': 'react-i18next',
  '@exchange/shared': '@exchange/shared',
  echarts: 'echarts',
  'echarts/': 'echarts',
};

/** @param {string} appDir the app's package folder */
const sharedScope = (appDir) => {
  const scope = {};
  for (const [key, pkg] of Object.entries(SHARED_SINGLETONS)) {
    const version = versionFrom(appDir, pkg);
    if (version) scope[key] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return scope;
};

module.exports = { sharedScope };
