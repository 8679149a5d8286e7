import type { Match } from '@exchange/shared';
import { Box } from '@exchange/shared/ui-kit';
import { memo, type ReactElement } from 'react';
import type { ChartEngineLoader } from '../chart-engine';
import { loadEcharts } from '../load-echarts';
import { KlineChart } from './kline-chart';
import type { ChartView } from './kline-math';
import { useKlineSource } from './kline-source';
import { MarketHeader } from './market-header';

export type PairChartProps = {
  pair: Match;
  stale?: boolean;
  height?: number;
  /** The view the page remembers for this area (leverPeriod, secondPeriod). */
  initialView?: ChartView;
  onViewChange?: (view: ChartView) => void;
  testId?: string;
  /** Test seam: the chart library loader. */
  loadEngine?: ChartEngineLoader;
};

/**
 * A pair's header stats (latest, 24 h change, high, low, volume) above its candles: the chart
 * of the lever and second pages. (The spot page adds a depth view: its own ChartPanel.)
 */
export const PairChart = memo(function PairChart({
  pair,
  stale = false,
  height,
  initialView,
  onViewChange,
  testId,
  loadEngine = loadEcharts,
}: PairChartProps): ReactElement {
  const source = useKlineSource(pair);
  return (
    <Box data-testid={testId}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <MarketHeader symbol={pair.symbol} quotation={pair.currency_quotation} stale={stale} />
      </Box>
      <KlineChart
        {...source}
        height={height}
        latestPrice={pair.currency_quotation.close}
        fallbackPrecision={pair.price_decimals}
        loadEngine={loadEngine}
        initialView={initialView}
        onViewChange={onViewChange}
      />
    </Box>
  );
});
