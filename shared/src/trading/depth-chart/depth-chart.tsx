import {
  type Depth,
  formatFixed,
  type Language,
  type ThemeMode,
  TRADE_COLOR,
  useNumberFormat,
  useTranslation,
  WIDGETS_NAMESPACE,
} from '@exchange/shared';
import { Box, Button, Skeleton, Typography, useTheme } from '@exchange/shared/ui-kit';
import { useEffect, useMemo, type ReactElement } from 'react';
import type { ChartEngineLoader } from '../chart-engine';
import { shownFixed } from '../kline-chart/kline-option';
import { useChartInstance } from '../kline-chart/use-chart-instance';
import { depthCurve } from './depth-curve';

export const buildDepthOption = (
  depth: Depth,
  look: { mode: ThemeMode; priceDecimals: number; language: Language; bids: string; asks: string },
): object => {
  const { bids, asks } = depthCurve(depth);
  const colours = TRADE_COLOR[look.mode];
  const text = look.mode === 'dark' ? '#848e9c' : '#707a8a';
  const grid = look.mode === 'dark' ? 'rgba(255,255,255,0.06)' : 'rgba(0,0,0,0.06)';
  const price = (value: number): string => shownFixed(value, look.priceDecimals, look.language);
  // Amount ticks are the axis's own round numbers (0.5, 1, 2.5 …), printed as they are.
  const amount = (value: number): string => formatFixed(String(value), look.language);
  const side = (
    id: string,
    name: string,
    colour: string,
    data: [number, number][],
    step: string,
  ): object => ({
    id,
    name,
    type: 'line',
    step,
    showSymbol: false,
    data,
    lineStyle: { color: colour, width: 1.5 },
    itemStyle: { color: colour },
    areaStyle: { color: colour, opacity: 0.15 },
  });
  return {
    animation: false,
    backgroundColor: 'transparent',
    grid: { left: 8, right: 64, top: 16, bottom: 28 },
    // Price and cumulative amount under the pointer, on the axes (no tooltip component).
    // Prices at the pair's decimals and amounts as the axis rounds them, both in the page
    // language's separators (docs/decisions.md#display-numbers).
    axisPointer: {
      show: true,
      type: 'line',
      label: { formatter: (item: { value: number }) => price(item.value) },
    },
    xAxis: {
      type: 'value',
      scale: true,
      axisLabel: { color: text, formatter: price },
      splitLine: { show: false },
    },
    yAxis: {
      type: 'value',
      position: 'right',
      axisLabel: { color: text, formatter: amount },
      splitLine: { lineStyle: { color: grid } },
    },
    series: [
      side('bids', look.bids, colours.up, bids, 'start'),
      side('asks', look.asks, colours.down, asks, 'end'),
    ],
  };
};

/** Cumulative bids and asks of the book, beside the candles (issue 4). */
export const DepthChart = ({
  depth,
  loadEngine,
  priceDecimals,
  height,
}: {
  depth: Depth | null;
  loadEngine: ChartEngineLoader;
  priceDecimals: number;
  height: number;
}): ReactElement => {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const mode = useTheme().palette.mode;
  const { language } = useNumberFormat();
  const { containerRef, chart, failed, retry } = useChartInstance(loadEngine);
  const option = useMemo(
    () =>
      depth
        ? buildDepthOption(depth, {
            mode,
            priceDecimals,
            language,
            bids: t('depthChart.bids'),
            asks: t('depthChart.asks'),
          })
        : null,
    [depth, mode, priceDecimals, language, t],
  );
  useEffect(() => {
    if (chart && option) chart.setOption(option, { lazyUpdate: true });
  }, [chart, option]);
  const empty = depth !== null && depth.in.length === 0 && depth.out.length === 0;

  return (
    <Box data-testid="depth-chart" sx={{ position: 'relative', height }}>
      <Box ref={containerRef} sx={{ position: 'absolute', inset: 0 }} />
      {!failed && (!chart || !depth) ? (
        <Skeleton
          variant="rectangular"
          data-testid="depth-loading"
          sx={{ position: 'absolute', inset: 8, height: 'auto', borderRadius: 1 }}
        />
      ) : undefined}
      {failed || empty ? (
        <Box
          role={failed ? 'alert' : 'status'}
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: 1.5,
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {failed ? t('kline.engineFailed') : t('depthChart.empty')}
          </Typography>
          {failed ? (
            <Button size="small" variant="outlined" onClick={retry}>
              {t('common:retry')}
            </Button>
          ) : undefined}
        </Box>
      ) : undefined}
    </Box>
  );
};
