import { i18n, initI18n, I18nProvider } from '@exchange/shared';
import { BrowserRouter, Link, Navigate, Route, Routes } from '@exchange/shared/router';
import { ToastHost } from '@exchange/shared/ui';
import { createAppTheme, CssBaseline, ThemeProvider } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

export type StandaloneRoute = { path: string; element: ReactElement };

export type StandaloneOptions = {
  /** Where `/` goes. */
  home: string;
  routes: StandaloneRoute[];
  /** Paths linked in a bar above the screen (areas with several screens). */
  links?: string[];
  /** Centres the screens in a column of this width (CSS), as the shell's layouts do. */
  width?: string;
};

/**
 * An area's dev harness (`pnpm --filter remote-<area> dev`): runs its screens alone against a
 * running server with their own router and providers, no shell. Log in through the public area
 * first (or set `token` in local storage) for screens that need a session. The link bar is a
 * developer aid, not product UI.
 */
export const startStandalone = async ({
  home,
  routes,
  links = [],
  width,
}: StandaloneOptions): Promise<void> => {
  await initI18n();
  const root = document.getElementById('root');
  if (!root) return;
  const screens = (
    <Routes>
      <Route path="/" element={<Navigate to={home} replace />} />
      {routes.map(({ path, element }) => (
        <Route key={path} path={path} element={element} />
      ))}
    </Routes>
  );
  createRoot(root).render(
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={createAppTheme('dark')}>
        <CssBaseline />
        <BrowserRouter>
          {links.length > 0 ? (
            <nav style={{ padding: 8 }}>
              {links.map((path) => (
                <Link key={path} to={path} style={{ marginRight: 12 }}>
                  {path}
                </Link>
              ))}
            </nav>
          ) : undefined}
          {width ? (
            <main style={{ width: `min(100%, ${width})`, margin: '0 auto', padding: 16 }}>
              {screens}
            </main>
          ) : (
            screens
          )}
          <ToastHost />
        </BrowserRouter>
      </ThemeProvider>
    </I18nProvider>,
  );
};
