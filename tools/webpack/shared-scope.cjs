// The share scope every app declares identically (design.md §3). Versions come from the
// installed packages; a major mismatch between an area and the shell makes the singleton warn.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');
const versionOf = (name) =>
  require(require.resolve(`${name}/package.json`, { paths: [path.join(repoRoot, 'shell')] }))
    .version;

const singleton = (name) => ({
  singleton: true,
  requiredVersion: `^${versionOf(name)}`,
});

// Subpaths are shared with a trailing slash, or react-dom/client and react/jsx-runtime load twice.
//
// @mui/material is deliberately NOT shared. Its modules import each other by relative path, so a
// shared prefix mixes providers per component: an area's Select (its own copy, because the shell
// never imports Select) and the shell's MenuItem then hold different MenuListContext copies and
// the page crashes. Each app bundles the MUI components it imports (tree-shaken); the theme still
// reaches every copy through @emotion/react's ThemeContext, which is a singleton here.
const sharedScope = () => ({
  react: singleton('react'),
  'react/': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
  'react-router-dom': singleton('react-router-dom'),
  '@emotion/react': singleton('@emotion/react'),
  '@emotion/styled': singleton('@emotion/styled'),
  rxjs: singleton('rxjs'),
  i18next: singleton('i18next'),
  'react-i18next': singleton('react-i18next'),
  '@exchange/shared': { ...singleton('@exchange/shared'), version: versionOf('@exchange/shared') },
});

module.exports = { sharedScope };
