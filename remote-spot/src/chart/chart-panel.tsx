import {
  auditTime,
  type Depth,
  map,
  type Match,
  type Observable,
  useObservable,
  useTranslation,
} from '@exchange/shared';
import {
  type ChartEngineLoader,
  DepthChart,
  KLINE_CHART_HEIGHT,
  KlineChart,
  loadEcharts,
  type MarketFeedState,
  MarketHeader,
  useKlineSource,
  priceDecimalsOf,
} from '@exchange/shared/trading';
import { Box } from '@exchange/shared/ui-kit';
import { ToggleButton, ToggleButtonGroup } from '@exchange/shared/ui-kit/forms';
import { memo, useMemo, useState, type ReactElement } from 'react';

/** The depth chart redraws a few times a second at most: a curve needs no 60 fps. */
const DEPTH_CHART_REFRESH_MS = 250;

const DepthView = ({
  feed$,
  loadEngine,
  priceDecimals,
  height,
}: {
  feed$: Observable<MarketFeedState>;
  loadEngine: ChartEngineLoader;
  priceDecimals: number;
  height: number;
}): ReactElement => {
  const depth$ = useMemo(
    () =>
      feed$.pipe(
        auditTime(DEPTH_CHART_REFRESH_MS),
        map((state) => (state.status === 'loading' ? null : state.depth)),
      ),
    [feed$],
  );
  const depth = useObservable<Depth | null>(depth$, null);
  return (
    <DepthChart
      depth={depth}
      loadEngine={loadEngine}
      priceDecimals={priceDecimals}
      height={height}
    />
  );
};

export type ChartPanelProps = {
  pair: Match;
  feed$: Observable<MarketFeedState>;
  stale: boolean;
  /** Test seam: the chart library loader. */
  loadEngine?: ChartEngineLoader;
  /** Height of the candles (and of the depth curves), without the header and the toolbar. */
  height?: number;
  /** On a phone: the symbol in the header opens the pair list. */
  pairsButton?: { label: string; onClick: () => void };
};

/** Header, candles (or the depth curves) of the selected pair. */
export const ChartPanel = memo(function ChartPanel({
  pair,
  feed$,
  stale,
  loadEngine = loadEcharts,
  height = KLINE_CHART_HEIGHT,
  pairsButton,
}: ChartPanelProps): ReactElement {
  const { t } = useTranslation('spot');
  const [view, setView] = useState<'candles' | 'depth'>('candles');
  const { fetchBars, ticks$ } = useKlineSource(pair);
  const priceDecimals = priceDecimalsOf(pair);
  const switcher = (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      onChange={(_, next: 'candles' | 'depth' | null) => next && setView(next)}
      aria-label={t('chartView.label')}
      sx={{ '& .MuiToggleButton-root': { py: 0.25, px: 1 } }}
    >
      <ToggleButton value="candles" data-testid="chart-view-candles">
        {t('chartView.candles')}
      </ToggleButton>
      <ToggleButton value="depth" data-testid="chart-view-depth">
        {t('chartView.depth')}
      </ToggleButton>
    </ToggleButtonGroup>
  );

  return (
    <Box data-testid="chart-panel">
      <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <MarketHeader
            symbol={pair.symbol}
            quotation={pair.currency_quotation}
            decimals={pair}
            stale={stale}
            pairsButton={pairsButton}
          />
        </Box>
        <Box sx={{ px: 1 }}>{switcher}</Box>
      </Box>
      {view === 'candles' ? (
        <KlineChart
          fetchBars={fetchBars}
          ticks$={ticks$}
          loadEngine={loadEngine}
          priceDecimals={priceDecimals}
          height={height}
        />
      ) : (
        <DepthView
          feed$={feed$}
          loadEngine={loadEngine}
          priceDecimals={priceDecimals}
          height={height}
        />
      )}
    </Box>
  );
});
