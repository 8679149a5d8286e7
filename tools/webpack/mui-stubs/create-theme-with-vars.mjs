// Stands in for @mui/material/styles/createThemeWithVars (see ../mui-without-css-vars.cjs).
export default function createThemeWithVars() {
  throw new Error(
    'MUI CSS-variables themes are left out of this build (tools/webpack/mui-without-css-vars.cjs): pass no `cssVariables` or `colorSchemes` to createTheme',
  );
}
