import { i18n, refreshUserInfo, registerNavigate, session, I18nProvider } from '@exchange/shared';
import { BrowserRouter, useNavigate } from '@exchange/shared/router';
import { ToastHost } from '@exchange/shared/ui';
import { Box, createAppTheme, CssBaseline, ThemeProvider } from '@exchange/shared/ui-kit';
import { useEffect, useMemo, type ReactElement } from 'react';
import { ConnectionBanner } from '../connection/connection-banner';
import { Header } from '../header/header';
import { AreaVersions } from '../releases/area-versions';
import { startManifestWatch } from '../releases/manifest-watch';
import { ReleaseNoticesSlot } from '../releases/release-slots';
import { AppRoutes } from '../routes/app-routes';
import { useThemeMode } from './use-theme-mode';

/** Lets the api client's 999 handling navigate inside the app instead of reloading it. */
const NavigationBridge = (): null => {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigate((to, options) => navigate(to, options));
    return () => registerNavigate(null);
  }, [navigate]);
  return null;
};

export const App = (): ReactElement => {
  const mode = useThemeMode();
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  useEffect(() => {
    // A stored token from an earlier visit: fetch who it belongs to (a 999 ends it).
    if (session.token) void refreshUserInfo().catch(() => undefined);
  }, []);
  // Notices a switched /remotes.json and offers a reload (README "Operating").
  useEffect(() => startManifestWatch(), []);
  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BrowserRouter>
          <NavigationBridge />
          <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
            <Header />
            <ConnectionBanner />
            <ReleaseNoticesSlot />
            {/* At least a screen tall: the version footer starts below the fold and is not pushed
                out of view while an area loads (a layout shift). */}
            <Box sx={{ flex: '1 0 auto', minHeight: '100vh' }}>
              <AppRoutes />
            </Box>
            <AreaVersions />
          </Box>
          <ToastHost />
        </BrowserRouter>
      </ThemeProvider>
    </I18nProvider>
  );
};
