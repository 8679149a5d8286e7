import {
  type Match,
  useLiveStale,
  useQuoteGroups,
  useRequest,
  useTranslation,
} from '@exchange/shared';
import {
  type ChartEngineLoader,
  PairChart,
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
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { LeverBookPanel } from '../book/lever-book-panel';
import { useLeverFeed } from '../market/use-lever-feed';
import { LeverOrderForm, type PickedPrice } from '../order-form/lever-order-form';
import { LeverPairPanel } from '../pairs/lever-pair-panel';
import { PositionsPanel } from '../positions/positions-panel';
import { leverApi } from './lever-api';
import { useLiveDeal } from './use-live-deal';
import {
  leverGroups,
  readLeverPair,
  readLeverPeriod,
  saveLeverPair,
  saveLeverPeriod,
  selectLeverPair,
} from './lever-pairs';

/** Named areas: pairs, chart, form and book; the positions panel spans the width below. */
const LAYOUT = {
  display: 'grid',
  gap: 1,
  alignItems: 'start',
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    md: '280px minmax(0, 1fr)',
    lg: '260px minmax(0, 1fr) 300px',
  },
  gridTemplateAreas: {
    xs: '"pairs" "chart" "form" "book"',
    md: '"pairs chart" "book form"',
    lg: '"pairs chart book" "pairs form book"',
  },
  // A tall pair list or book spanning both rows grows the second one, never the chart's: the
  // form stays right under the chart, inside the first screen.
  gridTemplateRows: { lg: 'auto 1fr' },
} as const;
const area = (name: string): object => ({ gridArea: name, overflow: 'hidden', minWidth: 0 });
/** The chart's header and toolbar above the candles: the placeholder takes the loaded height. */
const CHART_CHROME_HEIGHT = 93;
type Direction = 'long' | 'short';

/**
 * /lever (docs/product.md#logged-in-areas-screens "Lever page"): lever pairs on the left, chart
 * and order form in the centre (the form's buttons on the first screen at 1440 × 900,
 * docs/product.md#trade-pages-on-a-desktop), the order book on the right, positions and orders
 * below. On a phone (docs/product.md#trade-pages-on-a-phone): the chart, then book / trades /
 * positions as tabs, the pairs in a drawer from the price header, and a Buy long / Sell short
 * bar opening the form in a bottom sheet. The route's guard has already asked a visitor to log in.
 */
export const LeverPage = ({ loadEngine }: { loadEngine?: ChartEngineLoader }): ReactElement => {
  const { t } = useTranslation('lever');
  const quotes = useQuoteGroups();
  const stale = useLiveStale();
  const groups = useMemo(() => leverGroups(quotes.groups), [quotes.groups]);
  const phone = useIsPhone();
  const [pairsOpen, setPairsOpen] = useState(false);
  const [saved] = useState(readLeverPair);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const pair = selectLeverPair(groups, saved, chosenId);
  const pairId = pair?.id ?? null;

  const [picked, setPicked] = useState<PickedPrice | null>(null);
  const select = useCallback((match: Match) => {
    saveLeverPair(match);
    setPairsOpen(false);
    // The whole page re-renders for the new pair: as a transition it yields to input (INP).
    startTransition(() => {
      setChosenId(match.id);
      setPicked(null);
    });
  }, []);
  const pick = useCallback(
    (price: string) => setPicked((current) => ({ price, nonce: (current?.nonce ?? 0) + 1 })),
    [],
  );

  const feed$ = useLeverFeed(pairId, pair?.symbol ?? null);
  const deal = useRequest(
    async () => (pairId === null ? null : { pairId, answer: await leverApi.deal(pairId) }),
    [pairId],
  );
  const [round, setRound] = useState(0);
  const reloadDeal = deal.reload;
  const placed = useCallback(() => {
    setRound((value) => value + 1);
    reloadDeal();
  }, [reloadDeal]);
  // A reload keeps the figures on screen; the deal of another pair never reaches this form.
  // The lever balance follows the account stream; after a reconnect the balance and the
  // positions are read again, as after an order (docs/architecture.md#account-stream).
  const dealOfPair = useLiveDeal(
    deal.data?.pairId === pairId ? deal.data.answer : null,
    pair?.quote_currency_id ?? null,
    placed,
  );

  const loading = quotes.status === 'loading' && groups.length === 0;
  const noPair = !loading && pair === null;
  const chartHeight = phone ? PHONE_CHART_HEIGHT : TRADE_CHART_HEIGHT;
  // Stable: the chart is memoised and redraws nothing when the page re-renders.
  const pairsButton = useMemo(
    () => (phone ? { label: t('phone.pairs'), onClick: () => setPairsOpen(true) } : undefined),
    [phone, t],
  );

  const pairs = (
    <>
      <LeverPairPanel
        groups={groups}
        loading={quotes.status === 'loading'}
        selectedId={pairId}
        onSelect={select}
        stale={stale}
      />
      {quotes.status === 'failed' && groups.length === 0 ? (
        <EmptyState message={t('pairsFailed')} />
      ) : undefined}
    </>
  );
  const chart = pair ? (
    <PairChart
      pair={pair}
      stale={stale}
      height={chartHeight}
      loadEngine={loadEngine}
      initialView={readLeverPeriod() ?? undefined}
      onViewChange={saveLeverPeriod}
      testId="lever-chart"
      pairsButton={pairsButton}
    />
  ) : noPair ? (
    <EmptyState message={t('noPairs')} />
  ) : (
    <Skeleton variant="rectangular" height={chartHeight + CHART_CHROME_HEIGHT} />
  );
  const form = (direction?: Direction, close?: () => void): ReactNode =>
    pair ? (
      <LeverOrderForm
        key={pair.id}
        pair={pair}
        deal={dealOfPair}
        dealFailed={deal.status === 'failed'}
        onRetry={reloadDeal}
        picked={picked}
        onPlaced={() => {
          placed();
          close?.();
        }}
        direction={direction}
      />
    ) : (
      <Skeleton variant="rectangular" height={300} />
    );
  const book = (show: 'book' | 'trades'): ReactNode =>
    pair && feed$ ? (
      <LeverBookPanel pair={pair} feed$={feed$} onPick={pick} stale={stale} show={show} />
    ) : (
      <Skeleton variant="rectangular" height={600} />
    );
  const positions = pair ? (
    <PositionsPanel
      pairId={pair.id}
      quoteId={pair.quote_currency_id}
      round={round}
      onChanged={reloadDeal}
    />
  ) : (
    <Skeleton variant="rectangular" height={160} />
  );
  const staleAlert = stale ? (
    <Alert severity="warning" sx={{ mb: 1 }}>
      {t('stale')}
    </Alert>
  ) : undefined;

  if (phone) {
    const sides: PhoneTradeSides<Direction> = [
      { value: 'long', label: t('form.buyLong'), tone: 'up' },
      { value: 'short', label: t('form.sellShort'), tone: 'down' },
    ];
    return (
      <Box
        data-testid="lever-page"
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
            { value: 'positions', label: t('phone.positions'), content: () => positions },
          ]}
          tabsLabel={t('phone.tabs')}
          sides={sides}
          sheetTitle={pair?.symbol ?? ''}
          closeLabel={t('phone.close')}
          form={form}
        />
        <PhonePairsDrawer
          open={pairsOpen}
          onClose={() => setPairsOpen(false)}
          label={t('phone.pairs')}
        >
          <Paper variant="outlined" sx={{ overflow: 'hidden', minWidth: 0 }}>
            {pairs}
          </Paper>
        </PhonePairsDrawer>
      </Box>
    );
  }

  return (
    <Box
      data-testid="lever-page"
      data-pair={pair?.symbol ?? ''}
      data-layout="desktop"
      sx={{ py: 1, px: { xs: 1, md: 1.5 } }}
    >
      {staleAlert}
      <Box sx={LAYOUT}>
        <Paper variant="outlined" sx={area('pairs')}>
          {pairs}
        </Paper>
        <Paper variant="outlined" sx={area('chart')}>
          {chart}
        </Paper>
        <Paper variant="outlined" sx={area('form')}>
          {form()}
        </Paper>
        <Paper variant="outlined" sx={area('book')}>
          {book('book')}
        </Paper>
      </Box>
      <Paper variant="outlined" sx={{ mt: 1, overflow: 'hidden', minWidth: 0 }}>
        {positions}
      </Paper>
    </Box>
  );
};
