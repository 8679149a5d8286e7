import {
  type Match,
  readTradeInfo,
  saveTradeInfo,
  session,
  type SpotOrder,
  Subject,
  useLiveStale,
  useObservable,
  useQuoteGroups,
  useTranslation,
} from '@exchange/shared';
import { type ChartEngineLoader, KLINE_CHART_HEIGHT } from '@exchange/shared/trading';
import { EmptyState } from '@exchange/shared/ui';
import { Alert, Box, Skeleton } from '@exchange/shared/ui-kit';
import { Paper } from '@exchange/shared/ui-kit/forms';
import { startTransition, useCallback, useMemo, useRef, useState, type ReactElement } from 'react';
import { useBalances } from '../balances/use-balances';
import { BookPanel } from '../book/book-panel';
import { ChartPanel } from '../chart/chart-panel';
import { useMarketFeed } from '../market/use-market-feed';
import { OrderForm, type PickedPrice } from '../order-form/order-form';
import { OrderPanel } from '../order-panel/order-panel';
import { PairPanel } from '../pairs/pair-panel';
import { PHONE_BAR_HEIGHT, PhoneTradeBar } from './phone-trade-bar';
import { findPair, selectInitialPair } from './select-initial-pair';

const PANEL = { overflow: 'hidden', minWidth: 0 } as const;
/**
 * The placeholders take the panels' loaded heights on a desktop screen (the market header and
 * the chart toolbar above the candles; the limit form), so nothing below them moves when they
 * arrive (layout shift, `pnpm bench size`).
 */
const CHART_PANEL_HEIGHT = KLINE_CHART_HEIGHT + 93;
const ORDER_FORM_HEIGHT = 327;

/** On a phone the side of the form a tap asked for, its first field focused. */
const showFormSide = (form: HTMLElement | null, side: 'buy' | 'sell'): void => {
  if (!form) return;
  form.scrollIntoView({ behavior: 'smooth', block: 'start' });
  const field =
    form.querySelector<HTMLInputElement>(`[data-testid="${side}-price"]`) ??
    form.querySelector<HTMLInputElement>(`[data-testid="${side}-quantity"]`);
  field?.focus({ preventScroll: true });
};

/**
 * /trade (docs/product.md#public-and-spot-screens "Spot trade page"): pairs on the left, chart and order form in the middle,
 * order book and recent trades on the right, the order panel below. On a phone the chart and
 * the form come first, then the book, the pairs and the orders, with a fixed Buy / Sell bar.
 * The pair's live topics open on entry and close on leaving or changing pair.
 */
export const TradePage = ({ loadEngine }: { loadEngine?: ChartEngineLoader }): ReactElement => {
  const { t } = useTranslation('spot');
  const { status, groups } = useQuoteGroups();
  const stale = useLiveStale();
  const loggedIn$ = useMemo(() => session.isLoggedIn$(), []);
  const loggedIn = useObservable(loggedIn$, session.token !== null);

  const [chosenId, setChosenId] = useState<number | null>(null);
  // Until the user picks a pair: the one in tradeinfo on entry if still open, else the first one.
  const [saved] = useState(readTradeInfo);
  const initial = useMemo(() => selectInitialPair(groups, saved), [groups, saved]);
  const pair = findPair(groups, chosenId) ?? initial;

  const [picked, setPicked] = useState<PickedPrice | null>(null);
  const select = useCallback((match: Match) => {
    saveTradeInfo(match);
    // The whole page re-renders for the new pair (≈ 160 ms to the next paint on this machine):
    // as a transition it yields to input, and the row's ripple answers the click at once.
    startTransition(() => {
      setChosenId(match.id);
      // A price picked from the old pair's book means nothing for the new pair.
      setPicked(null);
    });
  }, []);

  const feed$ = useMarketFeed(pair);
  const balances = useBalances(pair, loggedIn);
  const pick = useCallback(
    (price: string) => setPicked((current) => ({ price, nonce: (current?.nonce ?? 0) + 1 })),
    [],
  );
  const placed$ = useMemo(() => new Subject<SpotOrder>(), []);
  const onPlaced = useCallback((order: SpotOrder) => placed$.next(order), [placed$]);
  const { refresh } = balances;

  const formRef = useRef<HTMLDivElement>(null);
  const loading = status === 'loading' && groups.length === 0;
  const noPair = !loading && !pair;

  return (
    <Box
      data-testid="trade-page"
      data-pair={pair?.symbol ?? ''}
      sx={{ py: 1, px: { xs: 1, md: 1.5 }, pb: { xs: `${PHONE_BAR_HEIGHT + 8}px`, md: 1 } }}
    >
      {stale ? (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="trade-stale">
          {t('stale')}
        </Alert>
      ) : undefined}
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: '260px minmax(0, 1fr)',
            lg: '260px minmax(0, 1fr) 300px',
          },
          alignItems: 'start',
        }}
      >
        <Paper
          variant="outlined"
          sx={{ ...PANEL, gridRow: { md: 'span 2', lg: 'auto' }, order: { xs: 3, md: 0 } }}
          data-testid="pairs-panel"
        >
          <PairPanel
            groups={groups}
            loading={status === 'loading'}
            selectedId={pair?.id ?? null}
            onSelect={select}
            loggedIn={loggedIn}
            stale={stale}
          />
          {status === 'failed' && groups.length === 0 ? (
            <EmptyState message={t('pairsFailed')} />
          ) : undefined}
        </Paper>
        <Box sx={{ display: 'grid', gap: 1, minWidth: 0, order: { xs: 1, md: 0 } }}>
          <Paper variant="outlined" sx={PANEL}>
            {pair && feed$ ? (
              <ChartPanel pair={pair} feed$={feed$} stale={stale} loadEngine={loadEngine} />
            ) : noPair ? (
              <EmptyState message={t('noPairs')} />
            ) : (
              <Skeleton
                variant="rectangular"
                height={CHART_PANEL_HEIGHT}
                data-testid="chart-placeholder"
              />
            )}
          </Paper>
          <Paper variant="outlined" sx={{ ...PANEL, scrollMarginTop: 64 }} ref={formRef}>
            {pair && feed$ ? (
              <OrderForm
                key={pair.id}
                pair={pair}
                loggedIn={loggedIn}
                feed$={feed$}
                balances={balances}
                picked={picked}
                onPlaced={onPlaced}
              />
            ) : (
              <Skeleton variant="rectangular" height={ORDER_FORM_HEIGHT} />
            )}
          </Paper>
        </Box>
        <Paper variant="outlined" sx={{ ...PANEL, order: { xs: 2, md: 0 } }}>
          {pair && feed$ ? (
            <BookPanel pair={pair} feed$={feed$} onPick={pick} stale={stale} />
          ) : (
            <Skeleton variant="rectangular" height={600} />
          )}
        </Paper>
      </Box>
      <Paper variant="outlined" sx={{ ...PANEL, mt: 1 }}>
        {pair ? (
          <OrderPanel
            pairId={pair.id}
            loggedIn={loggedIn}
            placed$={placed$}
            onBalancesChanged={refresh}
          />
        ) : (
          <Skeleton variant="rectangular" height={160} />
        )}
      </Paper>
      {pair ? (
        <PhoneTradeBar
          baseCode={pair.base_currency_code}
          onSide={(side) => showFormSide(formRef.current, side)}
        />
      ) : undefined}
    </Box>
  );
};
