import { i18n, initI18n } from '@exchange/shared';
import { BrowserRouter, Link, Navigate, Route, Routes } from '@exchange/shared/router';
import { ToastHost } from '@exchange/shared/ui';
import { createAppTheme, CssBaseline, ThemeProvider } from '@exchange/shared/ui-kit';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import ForgetPasswordScreen from '../forget-password';
import HomeScreen from '../home';
import LoginScreen from '../login';
import MarketsScreen from '../markets';
import NoticeScreen from '../notice';
import RegisterScreen from '../register';

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
            {['/home', '/notice', '/markets', '/login', '/register', '/forgetPassword'].map(
              (path) => (
                <Link key={path} to={path} style={{ marginRight: 12 }}>
                  {path}
                </Link>
              ),
            )}
          </nav>
          <Routes>
            <Route path="/" element={<Navigate to="/home" replace />} />
            <Route path="/home" element={<HomeScreen />} />
            <Route path="/notice" element={<NoticeScreen />} />
            <Route path="/markets" element={<MarketsScreen />} />
            <Route path="/login" element={<LoginScreen />} />
            <Route path="/register" element={<RegisterScreen />} />
            <Route path="/forgetPassword" element={<ForgetPasswordScreen />} />
          </Routes>
          <ToastHost />
        </BrowserRouter>
      </ThemeProvider>
    </I18nextProvider>,
  );
};

void start();
