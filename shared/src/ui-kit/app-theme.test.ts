import { TRADE_COLOR } from '../theme/theme';
import { createAppTheme } from './app-theme';

describe('createAppTheme', () => {
  it('builds a dark and a light MUI theme with the trade colours as success/error', async () => {
    const dark = createAppTheme('dark');
    const light = createAppTheme('light');
    expect(dark.palette.mode).toBe('dark');
    expect(light.palette.mode).toBe('light');
    expect(dark.palette.success.main).toBe(TRADE_COLOR.dark.up);
    expect(dark.palette.error.main).toBe(TRADE_COLOR.dark.down);
    expect(light.palette.success.main).toBe(TRADE_COLOR.light.up);
    expect(light.palette.error.main).toBe(TRADE_COLOR.light.down);
    expect(TRADE_COLOR.dark.up).not.toBe(TRADE_COLOR.dark.down);
  });

  it('is a theme without CSS variables, which the build leaves out of MUI (tools/webpack/mui-without-css-vars.cjs)', () => {
    for (const mode of ['dark', 'light'] as const) {
      const theme = createAppTheme(mode);
      // ThemeProvider takes its CSS-variables path for a theme with colour schemes.
      expect('colorSchemes' in theme).toBe(false);
      expect((theme as { vars?: unknown }).vars).toBeUndefined();
    }
  });

  it('turns the ripple off for every button (the build leaves it out) and draws a focus ring', () => {
    const theme = createAppTheme('light');
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(theme.focusVisible).toMatchObject({
      outlineStyle: 'solid',
      outlineColor: theme.palette.primary.main,
    });
  });
});
