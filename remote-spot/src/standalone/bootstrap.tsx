import { startStandalone } from '@exchange/shared/standalone';
import { lazy, Suspense } from 'react';
import TradeScreen from '../trade';

// The order-book benchmark page (bench/book-ui.mjs); its own chunk, never part of /trade.
const BookBench = lazy(() =>
  import('./book-bench').then((module) => ({ default: module.BookBench })),
);
// The candlestick-chart benchmark page (bench/kline); its own chunk as well.
const KlineBench = lazy(() =>
  import('./kline-bench').then((module) => ({ default: module.KlineBench })),
);

// The dev harness: log in through the public area (or set `token` in local storage) to trade.
void startStandalone({
  home: '/trade',
  routes: [
    { path: '/trade', element: <TradeScreen /> },
    {
      path: '/bench/book',
      element: (
        <Suspense fallback={null}>
          <BookBench />
        </Suspense>
      ),
    },
    {
      path: '/bench/kline',
      element: (
        <Suspense fallback={null}>
          <KlineBench />
        </Suspense>
      ),
    },
  ],
});
