// Stands in for @mui/material/styles/ThemeProviderWithVars (see ../mui-without-css-vars.cjs).
export function CssVarsProvider() {
  throw new Error(
    'MUI CSS-variables themes are left out of this build (tools/webpack/mui-without-css-vars.cjs): give ThemeProvider a theme made without `cssVariables` or `colorSchemes`',
  );
}
