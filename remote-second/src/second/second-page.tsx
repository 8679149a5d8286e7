import {
  session,
  Subject,
  useLiveStale,
  useObservable,
  useQuoteGroups,
  type Match,
  useTranslation,
} from '@exchange/shared';
import { LoadFailed } from '@exchange/shared/area-kit';
import {
  type ChartEngineLoader,
  PairChart,
  PHONE_CHART_HEIGHT,
  PhoneTradeLayout,
  type PhoneTradeSides,
  useIsPhone,
} from '@exchange/shared/trading';
import { EmptyState } from '@exchange/shared/ui';
import { Alert, Box, Skeleton } from '@exchange/shared/ui-kit';
import { Paper } from '@exchange/shared/ui-kit/forms';
import { startTransition, useCallback, useMemo, useState, type ReactElement } from 'react';
import { HistoryPanel } from '../history/history-panel';
import { SecondForm, SecondLoginPrompt } from '../order-form/second-form';
import { type SecondSetup, useSecondSetup } from '../order-form/use-second-setup';
import { SecondPairTabs } from '../pairs/second-pair-tabs';
import { currentSecondPair, secondPairs } from '../pairs/second-pairs-rules';
import { RiskNote } from '../risk/risk-note';
import {
  readSecondPair,
  readSecondPeriod,
  saveSecondPair,
  saveSecondPeriod,
} from './second-storage';
import { useEntryLines } from './entry-lines';
import { useSettlements } from './use-settlements';

const PANEL = { overflow: 'hidden', minWidth: 0 } as const;
/** Candle height on a desktop: the form sits beside the chart, inside a 1440 × 900 window. */
const DESKTOP_CHART_HEIGHT = 420;
type Direction = 'up' | 'down';

/** The form column's body: the form once the setup is known, else its loading/error state. */
const FormSlot = ({
  pair,
  loggedIn,
  setup,
  onPlaced,
  direction,
}: {
  pair: Match;
  loggedIn: boolean;
  setup: SecondSetup;
  onPlaced: () => void;
  /** Only this direction's button (a phone's bottom sheet). */
  direction?: Direction;
}): ReactElement => {
  const { t } = useTranslation('second');
  const { currencies, durations } = setup;
  if (!loggedIn) return <SecondLoginPrompt />;
  if (currencies.data && durations.data) {
    if (currencies.data.length === 0 || durations.data.length === 0)
      return <EmptyState message={t('form.unavailable')} />;
    return (
      <SecondForm
        pair={pair}
        currencies={currencies.data}
        durations={durations.data}
        onPlaced={onPlaced}
        direction={direction}
      />
    );
  }
  if (currencies.status === 'failed' || durations.status === 'failed') {
    return (
      <LoadFailed
        message={t('form.failed')}
        onRetry={() => {
          if (!currencies.data) currencies.reload();
          if (!durations.data) durations.reload();
        }}
      />
    );
  }
  return <Skeleton variant="rectangular" height={300} data-testid="form-loading" />;
};

/**
 * /second (docs/product.md#logged-in-areas-screens "Second (option) page"): the option pairs as
 * tabs, chart, the up/down form with its risk note beside it (inside the first screen at
 * 1440 × 900, docs/product.md#trade-pages-on-a-desktop), and the history. On a phone
 * (docs/product.md#trade-pages-on-a-phone): the pair tabs, the chart, the history, and an
 * Up / Down bar opening the form in a bottom sheet. The pair is remembered in `secondData`.
 */
export const SecondPage = ({ loadEngine }: { loadEngine?: ChartEngineLoader }): ReactElement => {
  const { t } = useTranslation('second');
  const { status, groups } = useQuoteGroups();
  const phone = useIsPhone();
  const stale = useLiveStale();
  const loggedIn$ = useMemo(() => session.isLoggedIn$(), []);
  const loggedIn = useObservable(loggedIn$, session.token !== null);
  const setup = useSecondSetup(loggedIn);
  const reloadBalances = setup.currencies.reload;
  useSettlements(loggedIn, setup.currencies.data ?? null);

  const pairs = useMemo(() => secondPairs(groups), [groups]);
  const [saved] = useState(readSecondPair);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const pair = currentSecondPair(pairs, chosenId, saved);
  const select = useCallback((match: Match) => {
    saveSecondPair(match);
    // The whole page re-renders for the new pair: as a transition it yields to input (INP).
    startTransition(() => setChosenId(match.id));
  }, []);

  const placed$ = useMemo(() => new Subject<void>(), []);
  const onPlaced = useCallback(() => {
    placed$.next();
    reloadBalances();
  }, [placed$, reloadBalances]);
  const entryLines = useEntryLines(pair?.id ?? 0, loggedIn && pair !== null, placed$);

  if (!pair) {
    return (
      <Box data-testid="second-page" sx={{ p: 1 }}>
        <Paper variant="outlined">
          {status === 'failed' ? (
            <EmptyState message={t('pairsFailed')} />
          ) : status === 'loading' ? (
            <Skeleton variant="rectangular" height={480} data-testid="second-loading" />
          ) : (
            <EmptyState message={t('noPairs')} />
          )}
        </Paper>
      </Box>
    );
  }

  const staleAlert = stale ? (
    <Alert severity="warning" sx={{ mb: 1 }} data-testid="second-stale">
      {t('stale')}
    </Alert>
  ) : undefined;
  const pairTabs = (
    <Paper variant="outlined" sx={{ ...PANEL, mb: 1 }}>
      <SecondPairTabs pairs={pairs} selectedId={pair.id} onSelect={select} />
    </Paper>
  );
  const chart = (height: number): ReactElement => (
    <PairChart
      pair={pair}
      height={height}
      loadEngine={loadEngine}
      initialView={readSecondPeriod() ?? undefined}
      onViewChange={saveSecondPeriod}
      testId="second-chart"
      priceLines={entryLines}
    />
  );
  const history = (
    <HistoryPanel
      key={pair.id}
      pairId={pair.id}
      livePrice={pair.currency_quotation.close}
      loggedIn={loggedIn}
      placed$={placed$}
      onClosed={reloadBalances}
    />
  );

  if (phone) {
    const sides: PhoneTradeSides<Direction> = [
      { value: 'up', label: t('form.buyUp'), tone: 'up' },
      { value: 'down', label: t('form.buyDown'), tone: 'down' },
    ];
    return (
      <Box data-testid="second-page" data-pair={pair.symbol} data-layout="phone" sx={{ p: 1 }}>
        {staleAlert}
        {pairTabs}
        <PhoneTradeLayout
          chart={chart(PHONE_CHART_HEIGHT)}
          tabs={[{ value: 'history', label: t('phone.history'), content: () => history }]}
          tabsLabel={t('phone.history')}
          sides={sides}
          sheetTitle={pair.symbol}
          closeLabel={t('phone.close')}
          form={(direction, close) => (
            <Box component="section" aria-label={t('form.title')}>
              <FormSlot
                pair={pair}
                loggedIn={loggedIn}
                setup={setup}
                direction={direction}
                onPlaced={() => {
                  onPlaced();
                  close();
                }}
              />
              <RiskNote />
            </Box>
          )}
        />
      </Box>
    );
  }

  return (
    <Box
      data-testid="second-page"
      data-pair={pair.symbol}
      data-layout="desktop"
      sx={{ py: 1, px: { xs: 1, md: 1.5 } }}
    >
      {staleAlert}
      {pairTabs}
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 380px' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={PANEL}>
          {chart(DESKTOP_CHART_HEIGHT)}
        </Paper>
        <Paper variant="outlined" sx={PANEL} component="section" aria-label={t('form.title')}>
          <FormSlot pair={pair} loggedIn={loggedIn} setup={setup} onPlaced={onPlaced} />
          <RiskNote />
        </Paper>
      </Box>
      <Paper variant="outlined" sx={{ ...PANEL, mt: 1 }}>
        {history}
      </Paper>
    </Box>
  );
};
