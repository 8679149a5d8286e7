import { i18n, initI18n } from '@exchange/shared';
import { BrowserRouter, Navigate, Route, Routes } from '@exchange/shared/router';
import { ToastHost } from '@exchange/shared/ui';
import { createAppTheme, CssBaseline, ThemeProvider } from '@exchange/shared/ui-kit';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import SecondScreen from '../second';

/**
 * Runs this area alone against a running server (dev only): its own router and providers, no
 * shell. Log in through the public area first (or set `token` in local storage).
 */
const start = async (): Promise<void> => {
  await initI18n();
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={createAppTheme('dark')}>
        <CssBaseline />
        <BrowserRouter>
          <main style={{ width: '100%', padding: 8 }}>
            <Routes>
              <Route path="/" element={<Navigate to="/second" replace />} />
              <Route path="/second" element={<SecondScreen />} />
            </Routes>
          </main>
          <ToastHost />
        </BrowserRouter>
      </ThemeProvider>
    </I18nextProvider>,
  );
};

void start();
