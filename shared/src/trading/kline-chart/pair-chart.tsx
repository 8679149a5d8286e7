import type { Match } from '@exchange/shared';
import { Box } from '@exchange/shared/ui-kit';
import { memo, type ReactElement } from 'react';
import type { ChartEngineLoader } from '../chart-engine';
import { loadEcharts } from '../load-echarts';
import { KlineChart } from './kline-chart';
import type { ChartView } from './kline-math';
import { useKlineSource } from './kline-source';
import { MarketHeader } from './market-header';
import type { PriceLine } from './price-lines';

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
  /** Horizontal price lines (e.g. running orders' entry prices), at the pair's price decimals. */
  priceLines?: readonly PriceLine[];
  /** On a phone: the symbol in the header opens the pair list. */
  pairsButton?: { label: string; onClick: () => void };
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
  priceLines,
  pairsButton,
}: PairChartProps): ReactElement {
  const source = useKlineSource(pair);
  return (
    <Box data-testid={testId}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <MarketHeader
          symbol={pair.symbol}
          quotation={pair.currency_quotation}
          decimals={pair}
          stale={stale}
          pairsButton={pairsButton}
        />
      </Box>
      <KlineChart
        {...source}
        height={height}
        priceDecimals={pair.price_decimals}
        loadEngine={loadEngine}
        initialView={initialView}
        onViewChange={onViewChange}
        priceLines={priceLines}
      />
    </Box>
  );
});
