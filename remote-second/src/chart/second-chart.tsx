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
import { readSecondPeriod, saveSecondPeriod } from '../second/second-storage';

export type SecondChartProps = {
  pair: Match;
  /** Test seam: the chart library loader. */
  loadEngine?: ChartEngineLoader;
};

/** Header stats and candles of the selected pair; opens on the remembered `secondPeriod`. */
export const SecondChart = memo(function SecondChart({
  pair,
  loadEngine = loadEcharts,
}: SecondChartProps): ReactElement {
  const source = useKlineSource(pair);
  return (
    <Box data-testid="second-chart">
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <MarketHeader symbol={pair.symbol} quotation={pair.currency_quotation} />
      </Box>
      <KlineChart
        {...source}
        height={420}
        latestPrice={pair.currency_quotation.close}
        fallbackPrecision={pair.price_decimals}
        loadEngine={loadEngine}
        initialView={readSecondPeriod() ?? undefined}
        onViewChange={saveSecondPeriod}
      />
    </Box>
  );
});
