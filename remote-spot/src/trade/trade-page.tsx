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
import {
  type ChartEngineLoader,
  PHONE_CHART_HEIGHT,
  PhonePairsDrawer,
  PhoneTradeLayout,
  type PhoneTradeSides,
  TRADE_CHART_HEIGHT,
  useIsPhone,
} from '@exchange/shared/trading';
import { EmptyState } from '@exchange/shared/ui';
import { Alert, Box, Skeleton } from '@exchange/shared/ui-kit';
import { Paper } from '@exchange/shared/ui-kit/forms';
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useBalances } from '../balances/use-balances';
import { BookPanel } from '../book/book-panel';
import { ChartPanel } from '../chart/chart-panel';
import { useMarketFeed } from '../market/use-market-feed';
import { OrderForm, type OrderFormProps, type PickedPrice } from '../order-form/order-form';
import type { Side } from '../order-form/order-form-rules';
import { OrderPanel } from '../order-panel/order-panel';
import { stopPlaced$ } from '../order-panel/stop-events';
import { PairPanel } from '../pairs/pair-panel';
import { findPair, selectInitialPair } from './select-initial-pair';

const PANEL = { overflow: 'hidden', minWidth: 0 } as const;
/**
 * The placeholders take the panels' loaded heights on a desktop screen (the market header and
 * the chart toolbar above the candles; the limit form), so nothing below them moves when they
 * arrive (layout shift, `pnpm bench size`).
 */
const CHART_CHROME_HEIGHT = 93;
const ORDER_FORM_HEIGHT = 423;

/**
 * The form in a phone's bottom sheet: one side, and the sheet closes once an order (or a
 * stop-limit order, which the form announces on `stopPlaced$` only) has gone through.
 */
const SheetForm = ({
  side,
  close,
  onPlaced,
  ...props
}: Omit<OrderFormProps, 'side'> & { side: Side; close: () => void }): ReactElement => {
  useEffect(() => {
    const subscription = stopPlaced$.subscribe(close);
    return () => subscription.unsubscribe();
  }, [close]);
  return (
    <OrderForm
      {...props}
      side={side}
      onPlaced={(order) => {
        onPlaced(order);
        close();
      }}
    />
  );
};

/**
 * /trade (docs/product.md#public-and-spot-screens "Spot trade page"): pairs on the left, chart
 * and order form in the middle, order book and recent trades on the right, the order panel
 * below; at 1440 × 900 the form's buttons are on the first screen
 * (docs/product.md#trade-pages-on-a-desktop). On a phone (docs/product.md#trade-pages-on-a-phone)
 * the chart comes first, then book / trades / orders as tabs, the pairs in a drawer opened from
 * the price header, and a fixed Buy / Sell bar opening the form in a bottom sheet.
 * The pair's live topics open on entry and close on leaving or changing pair.
 */
export const TradePage = ({ loadEngine }: { loadEngine?: ChartEngineLoader }): ReactElement => {
  const { t } = useTranslation('spot');
  const { status, groups } = useQuoteGroups();
  const stale = useLiveStale();
  const loggedIn$ = useMemo(() => session.isLoggedIn$(), []);
  const loggedIn = useObservable(loggedIn$, session.token !== null);
  const phone = useIsPhone();
  const [pairsOpen, setPairsOpen] = useState(false);

  const [chosenId, setChosenId] = useState<number | null>(null);
  // Until the user picks a pair: the one in tradeinfo on entry if still open, else the first one.
  const [saved] = useState(readTradeInfo);
  const initial = useMemo(() => selectInitialPair(groups, saved), [groups, saved]);
  const pair = findPair(groups, chosenId) ?? initial;

  const [picked, setPicked] = useState<PickedPrice | null>(null);
  const select = useCallback((match: Match) => {
    saveTradeInfo(match);
    setPairsOpen(false);
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
  // Stable: the chart panel is memoised and redraws nothing when the page re-renders.
  const pairsButton = useMemo(
    () => (phone ? { label: t('phone.pairs'), onClick: () => setPairsOpen(true) } : undefined),
    [phone, t],
  );

  const loading = status === 'loading' && groups.length === 0;
  const noPair = !loading && !pair;
  const chartHeight = phone ? PHONE_CHART_HEIGHT : TRADE_CHART_HEIGHT;

  const pairs = (
    <Paper variant="outlined" sx={{ ...PANEL, height: '100%' }} data-testid="pairs-panel">
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
  );
  const chart =
    pair && feed$ ? (
      <ChartPanel
        pair={pair}
        feed$={feed$}
        stale={stale}
        loadEngine={loadEngine}
        height={chartHeight}
        pairsButton={pairsButton}
      />
    ) : noPair ? (
      <EmptyState message={t('noPairs')} />
    ) : (
      <Skeleton
        variant="rectangular"
        height={chartHeight + CHART_CHROME_HEIGHT}
        data-testid="chart-placeholder"
      />
    );
  const book = (show: 'both' | 'book' | 'trades'): ReactNode =>
    pair && feed$ ? (
      <BookPanel pair={pair} feed$={feed$} onPick={pick} stale={stale} show={show} />
    ) : (
      <Skeleton variant="rectangular" height={600} />
    );
  const orders = pair ? (
    <OrderPanel
      pairId={pair.id}
      loggedIn={loggedIn}
      placed$={placed$}
      onBalancesChanged={refresh}
    />
  ) : (
    <Skeleton variant="rectangular" height={160} />
  );
  const staleAlert = stale ? (
    <Alert severity="warning" sx={{ mb: 1 }} data-testid="trade-stale">
      {t('stale')}
    </Alert>
  ) : undefined;

  if (phone) {
    const code = pair?.base_currency_code ?? '';
    const sides: PhoneTradeSides<Side> = [
      { value: 'buy', label: t('form.buy', { code }), tone: 'up' },
      { value: 'sell', label: t('form.sell', { code }), tone: 'down' },
    ];
    return (
      <Box
        data-testid="trade-page"
        data-pair={pair?.symbol ?? ''}
        data-layout="phone"
        sx={{ p: 1 }}
      >
        {staleAlert}
        <PhoneTradeLayout
          chart={chart}
          tabs={[
            { value: 'book', label: t('phone.book'), content: () => book('book') },
            { value: 'trades', label: t('phone.trades'), content: () => book('trades') },
            { value: 'orders', label: t('phone.orders'), content: () => orders },
          ]}
          tabsLabel={t('phone.tabs')}
          sides={sides}
          sheetTitle={pair?.symbol ?? ''}
          closeLabel={t('phone.close')}
          form={(side, close) =>
            pair && feed$ ? (
              <SheetForm
                key={pair.id}
                side={side}
                close={close}
                pair={pair}
                loggedIn={loggedIn}
                feed$={feed$}
                balances={balances}
                picked={picked}
                onPlaced={onPlaced}
              />
            ) : (
              <Skeleton variant="rectangular" height={ORDER_FORM_HEIGHT} />
            )
          }
        />
        <PhonePairsDrawer
          open={pairsOpen}
          onClose={() => setPairsOpen(false)}
          label={t('phone.pairs')}
        >
          {pairs}
        </PhonePairsDrawer>
      </Box>
    );
  }

  return (
    <Box
      data-testid="trade-page"
      data-pair={pair?.symbol ?? ''}
      data-layout="desktop"
      sx={{ py: 1, px: { xs: 1, md: 1.5 } }}
    >
      {staleAlert}
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
        <Box sx={{ ...PANEL, gridRow: { md: 'span 2', lg: 'auto' }, order: { xs: 3, md: 0 } }}>
          {pairs}
        </Box>
        <Box sx={{ display: 'grid', gap: 1, minWidth: 0, order: { xs: 1, md: 0 } }}>
          <Paper variant="outlined" sx={PANEL}>
            {chart}
          </Paper>
          <Paper variant="outlined" sx={PANEL}>
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
          {book('both')}
        </Paper>
      </Box>
      <Paper variant="outlined" sx={{ ...PANEL, mt: 1 }}>
        {orders}
      </Paper>
    </Box>
  );
};
