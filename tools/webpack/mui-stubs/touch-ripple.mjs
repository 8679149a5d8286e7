// Stands in for @mui/material/ButtonBase/TouchRipple (see ../mui-without-css-vars.cjs): the
// theme turns ripples off (`MuiButtonBase.defaultProps.disableRipple`), so ButtonBase never
// mounts one; a button that turns it back on gets no ripple, and nothing else changes.
export default function TouchRipple() {
  return null;
}
