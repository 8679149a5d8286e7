// MUI's CSS-variables theme (its theme builder and its provider, with the colour-scheme script
// and storage manager) is reachable from every MUI component: each styled component imports the
// default theme, whose `createTheme` imports the CSS-variables builder, and `ThemeProvider`
// imports the CSS-variables provider. The product never uses it: `createAppTheme` passes no
// `cssVariables` and no `colorSchemes`, so `createTheme` takes its v5 path and `ThemeProvider`
// its plain one. This plugin points those two imports at stubs that throw if that ever changes,
// and so keeps the unused code (≈ 8 KB gzip) off every page.
const path = require('node:path');
const webpack = require('webpack');

const STUBS = {
  'createTheme.mjs': { request: './createThemeWithVars.mjs', stub: 'create-theme-with-vars.mjs' },
  'ThemeProvider.mjs': {
    request: './ThemeProviderWithVars.mjs',
    stub: 'theme-provider-with-vars.mjs',
  },
};
const MUI_STYLES = `${path.sep}@mui${path.sep}material${path.sep}styles${path.sep}`;

const muiWithoutCssVars = () =>
  new webpack.NormalModuleReplacementPlugin(/WithVars\.mjs$/, (resolveData) => {
    const issuer = resolveData.contextInfo?.issuer ?? '';
    if (!issuer.includes(MUI_STYLES)) return;
    const stub = STUBS[path.basename(issuer)];
    if (stub && resolveData.request === stub.request) {
      resolveData.request = path.join(__dirname, 'mui-stubs', stub.stub);
    }
  });

// The ripple (TouchRipple, its keyframes and timers, ≈ 2.7 KB gzip on every page): the theme
// turns it off for every ButtonBase and draws MUI's focus ring instead (`createAppTheme`), so
// ButtonBase's one import of it points at a stub that renders nothing.
const RIPPLE_ISSUER = `${path.sep}@mui${path.sep}material${path.sep}ButtonBase${path.sep}ButtonBase.mjs`;

const muiWithoutRipple = () =>
  new webpack.NormalModuleReplacementPlugin(/TouchRipple\.mjs$/, (resolveData) => {
    const issuer = resolveData.contextInfo?.issuer ?? '';
    if (issuer.endsWith(RIPPLE_ISSUER) && resolveData.request === './TouchRipple.mjs') {
      resolveData.request = path.join(__dirname, 'mui-stubs', 'touch-ripple.mjs');
    }
  });

module.exports = { muiWithoutCssVars, muiWithoutRipple };
