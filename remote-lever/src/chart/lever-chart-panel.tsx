import type { Match } from '@exchange/shared';
import {
  type ChartEngineLoader,
  KlineChart,
  loadEcharts,
  MarketHeader,
  useKlineSource,
} from '@exchange/shared/trading';
import { Box } from '@exchange/shared/ui-kit';
import { memo, type ReactElement } from 'react';
import { readLeverPeriod, saveLeverPeriod } from '../lever/lever-pairs';

/** Header stats (latest, 24 h change, high, low, volume) and the candles of the pair. */
export const LeverChartPanel = memo(function LeverChartPanel({
  pair,
  stale,
  loadEngine = loadEcharts,
}: {
  pair: Match;
  stale: boolean;
  /** Test seam: the chart library loader. */
  loadEngine?: ChartEngineLoader;
}): ReactElement {
  const source = useKlineSource(pair);
  return (
    <Box data-testid="lever-chart">
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <MarketHeader symbol={pair.symbol} quotation={pair.currency_quotation} stale={stale} />
      </Box>
      <KlineChart
        {...source}
        latestPrice={pair.currency_quotation.close}
        fallbackPrecision={pair.price_decimals}
        loadEngine={loadEngine}
        initialView={readLeverPeriod() ?? undefined}
        onViewChange={saveLeverPeriod}
      />
    </Box>
  );
});
