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
import { type ChartEngineLoader, PairChart } from '@exchange/shared/trading';
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

/** The form column's body: the form once the setup is known, else its loading/error state. */
const FormSlot = ({
  pair,
  loggedIn,
  setup,
  onPlaced,
}: {
  pair: Match;
  loggedIn: boolean;
  setup: SecondSetup;
  onPlaced: () => void;
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
 * /second (docs/product.md#logged-in-areas-screens "Second (option) page"): the option pairs as tabs, chart, the up/down form
 * with its risk note, and the history. The pair is remembered in `secondData`.
 */
export const SecondPage = ({ loadEngine }: { loadEngine?: ChartEngineLoader }): ReactElement => {
  const { t } = useTranslation('second');
  const { status, groups } = useQuoteGroups();
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

  return (
    <Box data-testid="second-page" data-pair={pair.symbol} sx={{ py: 1, px: { xs: 1, md: 1.5 } }}>
      {stale ? (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="second-stale">
          {t('stale')}
        </Alert>
      ) : undefined}
      <Paper variant="outlined" sx={{ ...PANEL, mb: 1 }}>
        <SecondPairTabs pairs={pairs} selectedId={pair.id} onSelect={select} />
      </Paper>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 380px' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={PANEL}>
          <PairChart
            pair={pair}
            height={420}
            loadEngine={loadEngine}
            initialView={readSecondPeriod() ?? undefined}
            onViewChange={saveSecondPeriod}
            testId="second-chart"
            priceLines={entryLines}
          />
        </Paper>
        <Paper variant="outlined" sx={PANEL} component="section" aria-label={t('form.title')}>
          <FormSlot pair={pair} loggedIn={loggedIn} setup={setup} onPlaced={onPlaced} />
          <RiskNote />
        </Paper>
      </Box>
      <Paper variant="outlined" sx={{ ...PANEL, mt: 1 }}>
        <HistoryPanel
          key={pair.id}
          pairId={pair.id}
          livePrice={pair.currency_quotation.close}
          loggedIn={loggedIn}
          placed$={placed$}
          onClosed={reloadBalances}
        />
      </Paper>
    </Box>
  );
};
