// @exchange/shared/echarts: the one module that imports echarts (ESLint forbids it elsewhere).
// It registers only the chart types, components and renderer the trading widgets draw, so the
// shared chunk is a tree-shaken ECharts, loaded after a chart screen painted.
import { BarChart, CandlestickChart, LineChart } from 'echarts/charts';
import { AxisPointerComponent, DataZoomInsideComponent, GridComponent } from 'echarts/components';
// Aliased: a bare `use(...)` reads as a React hook to the linter.
import { init, use as registerParts, type EChartsCoreOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
// The type from the file that defines it, not from the trading barrel: the barrel also exports
// loadEcharts, which imports this entry, so taking the barrel closed an import loop. Type-only,
// erased at build time: no trading code is copied into this entry (what the rule prevents).
// eslint-disable-next-line no-restricted-imports -- type-only import, see above
import type { ChartEngine } from '../trading/chart-engine';

// Only what the candles, volume, MA lines, cross markers (line symbols) and depth curves draw.
// No TooltipComponent (8.3 KB gzip): the charts read values out with axis pointers and the
// kline chart's own readout panel.
registerParts([
  BarChart,
  CandlestickChart,
  LineChart,
  AxisPointerComponent,
  DataZoomInsideComponent,
  GridComponent,
  CanvasRenderer,
]);

/** ECharts behind the shared charts' engine interface. */
export const echartsEngine: ChartEngine = {
  init: (element, options) => {
    const chart = init(element, null, { renderer: options?.renderer ?? 'canvas' });
    return {
      setOption: (option, setOptions) =>
        chart.setOption(option as EChartsCoreOption, setOptions ?? {}),
      // A ResizeObserver reports every container once as it starts observing, right after the
      // first draw; ECharts' resize() re-lays out and redraws the whole chart whatever the size
      // (≈ 40 ms on /trade's cold load), so an unchanged size is left alone.
      resize: () => {
        if (
          element.clientWidth === chart.getWidth() &&
          element.clientHeight === chart.getHeight()
        ) {
          return;
        }
        chart.resize();
      },
      dispose: () => chart.dispose(),
      convertFromPixel: (finder, pixel) => Number(chart.convertFromPixel(finder, pixel)),
      on: (event, handler) => {
        chart.on(event, handler);
        return () => chart.off(event, handler);
      },
    };
  },
};
