import { i18n, initI18n } from '@exchange/shared';
import { BrowserRouter, Link, Navigate, Route, Routes } from '@exchange/shared/router';
import { ToastHost } from '@exchange/shared/ui';
import { createAppTheme, CssBaseline, ThemeProvider } from '@exchange/shared/ui-kit';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import AssetsScreen from '../assets';
import CoinlogScreen from '../coinlog';
import DepositScreen from '../deposit';
import LegalIndexScreen from '../legal-index';
import MyshopScreen from '../myshop';

/**
 * Runs this area alone against a running server (dev only): its own router and providers, no
 * shell. Log in through the public area first (or set `token` in local storage): most screens
 * here need a session. Strings here are a developer harness, not product UI.
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
            {['/assets', '/deposit', '/coinlog', '/legalIndex', '/myshop'].map((path) => (
              <Link key={path} to={path} style={{ marginRight: 12 }}>
                {path}
              </Link>
            ))}
          </nav>
          <main style={{ width: 'min(100%, 1100px)', margin: '0 auto', padding: 16 }}>
            <Routes>
              <Route path="/" element={<Navigate to="/assets/tradeAccount" replace />} />
              <Route path="/assets/*" element={<AssetsScreen />} />
              <Route path="/deposit" element={<DepositScreen />} />
              <Route path="/coinlog" element={<CoinlogScreen />} />
              <Route path="/legalIndex/*" element={<LegalIndexScreen />} />
              <Route path="/myshop/*" element={<MyshopScreen />} />
            </Routes>
          </main>
          <ToastHost />
        </BrowserRouter>
      </ThemeProvider>
    </I18nextProvider>,
  );
};

void start();
