import { i18n, initI18n } from '@exchange/shared';
import { BrowserRouter, Navigate, Route, Routes } from '@exchange/shared/router';
import { ToastHost } from '@exchange/shared/ui';
import { createAppTheme, CssBaseline, ThemeProvider } from '@exchange/shared/ui-kit';
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import TradeScreen from '../trade';

// The order-book benchmark page (bench/book-ui.mjs); its own chunk, never part of /trade.
const BookBench = lazy(() =>
  import('./book-bench').then((module) => ({ default: module.BookBench })),
);
// The candlestick-chart benchmark page (bench/kline); its own chunk as well.
const KlineBench = lazy(() =>
  import('./kline-bench').then((module) => ({ default: module.KlineBench })),
);

/**
 * Runs this area alone against a running server (dev only): its own router and providers, no
 * shell. Log in through the public area (or set `token` in local storage) to trade.
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
          <Routes>
            <Route path="/" element={<Navigate to="/trade" replace />} />
            <Route path="/trade" element={<TradeScreen />} />
            <Route
              path="/bench/book"
              element={
                <Suspense fallback={null}>
                  <BookBench />
                </Suspense>
              }
            />
            <Route
              path="/bench/kline"
              element={
                <Suspense fallback={null}>
                  <KlineBench />
                </Suspense>
              }
            />
          </Routes>
          <ToastHost />
        </BrowserRouter>
      </ThemeProvider>
    </I18nextProvider>,
  );
};

void start();
