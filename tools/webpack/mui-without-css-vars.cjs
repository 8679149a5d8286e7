// MUI's CSS-variables theme (its theme builder and its provider, with the colour-scheme script
// and storage manager) is reachable from every MUI component: each styled component imports the
// default theme, whose `createTheme` imports the CSS-variables builder, and `ThemeProvider`
// imports the CSS-variables provider. The product never uses it: `createAppTheme` passes no
// `cssVariables` and no `colorSchemes`, so `createTheme` takes its v5 path and `ThemeProvider`
// its plain one. This plugin points those two imports at stubs that throw if that ever changes,
// and so keeps the unused code (≈ 8 KB gzip) off every page.
const path = require('node:path');
const webpack = require('webpack');

const MUI_MATERIAL = `${path.sep}@mui${path.sep}material${path.sep}`;
const under = (...parts) => parts.join(path.sep);

/**
 * Points some imports inside @mui/material at the stubs in ./mui-stubs. `stubs` maps an
 * importer (its path under @mui/material) to the request it makes and the stub that answers
 * it; any other importer of the same module keeps the real one.
 */
const muiStubs = (requestPattern, stubs) =>
  new webpack.NormalModuleReplacementPlugin(requestPattern, (resolveData) => {
    const issuer = resolveData.contextInfo?.issuer ?? '';
    const at = issuer.lastIndexOf(MUI_MATERIAL);
    if (at < 0) return;
    const stub = stubs[issuer.slice(at + MUI_MATERIAL.length)];
    if (stub && resolveData.request === stub.request) {
      resolveData.request = path.isAbsolute(stub.stub)
        ? stub.stub
        : path.join(__dirname, 'mui-stubs', stub.stub);
    }
  });

const muiWithoutCssVars = () =>
  muiStubs(/WithVars\.mjs$/, {
    [under('styles', 'createTheme.mjs')]: {
      request: './createThemeWithVars.mjs',
      stub: 'create-theme-with-vars.mjs',
    },
    [under('styles', 'ThemeProvider.mjs')]: {
      request: './ThemeProviderWithVars.mjs',
      stub: 'theme-provider-with-vars.mjs',
    },
  });

// The ripple (TouchRipple, its keyframes and timers, ≈ 2.7 KB gzip on every page): the theme
// turns it off for every ButtonBase and draws MUI's focus ring instead (`createAppTheme`), so
// ButtonBase's one import of it points at a stub that renders nothing.
const muiWithoutRipple = () =>
  muiStubs(/TouchRipple\.mjs$/, {
    [under('ButtonBase', 'ButtonBase.mjs')]: {
      request: './TouchRipple.mjs',
      stub: 'touch-ripple.mjs',
    },
  });

// MUI's Menu (with Popover, Modal, the focus trap, Grow and react-transition-group): Select's
// options open in it, and TextField imports Select, so every page with a form carried and
// evaluated it on its first load. SelectInput's one import of it points at the kit's Menu
// stand-in (shared/src/ui-kit/forms/select-menu.ts), which loads the real one with the kit's
// overlays when a select first opens. Unit tests run MUI unchanged.
const SELECT_MENU = path.resolve(__dirname, '../..', 'shared/src/ui-kit/forms/select-menu.ts');
const muiSelectMenuOnOpen = () =>
  muiStubs(/[\\/]Menu\.mjs$/, {
    [under('Select', 'SelectInput.mjs')]: { request: '../Menu/Menu.mjs', stub: SELECT_MENU },
  });

module.exports = { muiSelectMenuOnOpen, muiWithoutCssVars, muiWithoutRipple };
