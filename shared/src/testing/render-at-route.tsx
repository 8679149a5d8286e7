import { MemoryRouter, Route, Routes, useLocation } from '@exchange/shared/router';
import { createTheme, ThemeProvider } from '@exchange/shared/ui-kit';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nProvider, type Translator } from '@exchange/shared';

/** Shows where the router ended up once a screen has left its route. */
const Where = (): ReactElement => {
  const location = useLocation();
  return (
    <div
      data-testid="where"
      data-path={location.pathname}
      data-search={location.search}
      data-state={JSON.stringify(location.state ?? null)}
    />
  );
};

// No ripples: their delayed animations only add act() noise.
const theme = createTheme({
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});

/**
 * Renders a screen at `entry` (its route is `path`) inside the theme, i18n and a memory router;
 * any other path renders a marker `currentLocation()` reads. For the areas' component tests.
 */
export const renderAtRoute = (
  i18n: Translator,
  /** A path, or a path with router state (what a screen navigating here would hand over). */
  entry: string | { pathname: string; search?: string; state?: unknown },
  path: string,
  element: ReactElement,
): ReturnType<typeof render> =>
  render(
    <ThemeProvider theme={theme}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </I18nProvider>
    </ThemeProvider>,
  );

/** The path and query the router is on, once the screen has left its route; null before. */
export const currentLocation = (): { path: string | null; search: string | null } | null => {
  const element = screen.queryByTestId('where');
  return element
    ? { path: element.getAttribute('data-path'), search: element.getAttribute('data-search') }
    : null;
};

/** The router state the screen handed over when it left its route; undefined before. */
export const currentLocationState = (): unknown => {
  const element = screen.queryByTestId('where');
  return element ? JSON.parse(element.getAttribute('data-state') ?? 'null') : undefined;
};
