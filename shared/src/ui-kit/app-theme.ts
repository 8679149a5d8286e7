import { createTheme, type Theme } from '@mui/material/styles';
import { type ThemeMode, TRADE_COLOR } from '@exchange/shared';

/** The MUI theme for a mode (the mode itself and the trade colours live in the core entry). */
export const createAppTheme = (mode: ThemeMode): Theme =>
  createTheme({
    palette:
      mode === 'dark'
        ? {
            mode,
            primary: { main: '#f0b90b', contrastText: '#14151a' },
            secondary: { main: '#3d8bfd' },
            background: { default: '#0f1217', paper: '#171b22' },
            success: { main: TRADE_COLOR.dark.up },
            error: { main: TRADE_COLOR.dark.down },
            divider: 'rgba(255,255,255,0.08)',
          }
        : {
            mode,
            primary: { main: '#c99400', contrastText: '#ffffff' },
            secondary: { main: '#1f6feb' },
            background: { default: '#f5f6f8', paper: '#ffffff' },
            success: { main: TRADE_COLOR.light.up },
            error: { main: TRADE_COLOR.light.down },
          },
    shape: { borderRadius: 6 },
    typography: {
      fontFamily:
        '"Inter", "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", "Noto Sans Thai", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    // MUI's focus ring on every ButtonBase under keyboard focus (`.Mui-focusVisible`), in place
    // of the ripple, which is off: a ring is the clearer sign of focus, and the build leaves
    // the ripple's code out of every page (tools/webpack/mui-without-css-vars.cjs, ≈ 2.7 KB).
    focusVisible: true,
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: true } },
      // A menu (the header's menus, every Select's options) leaves the page's scrollbar alone.
      // Locking the scroll hides the scrollbar and pads the body instead, so opening and closing
      // a menu changed the page's width: a full relayout and repaint, ≈ 100 ms to the next frame
      // here on closing (`pnpm bench size`, "Interactions"). Dialogs still lock the page.
      MuiMenu: { defaultProps: { disableScrollLock: true } },
    },
  });
