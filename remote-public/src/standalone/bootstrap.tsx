import { createAppTheme, i18n, initI18n, ToastHost } from '@exchange/shared';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import HomeScreen from '../home';

/**
 * Runs this area alone against a running server (dev only): its own router and providers, no
 * shell. Strings here are a developer harness, not product UI.
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
          <nav style={{ padding: 8 }}>
            <Link to="/home">/home</Link>
          </nav>
          <Routes>
            <Route path="/" element={<Navigate to="/home" replace />} />
            <Route path="/home" element={<HomeScreen />} />
          </Routes>
          <ToastHost />
        </BrowserRouter>
      </ThemeProvider>
    </I18nextProvider>,
  );
};

void start();
