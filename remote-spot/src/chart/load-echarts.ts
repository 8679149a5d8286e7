import type { ChartEngineLoader } from '@exchange/shared';

/** ECharts arrives in its own chunk after the page painted (it is a shared singleton too). */
export const loadEcharts: ChartEngineLoader = () =>
  import(/* webpackChunkName: "echarts-engine" */ './echarts-engine').then(
    (module) => module.echartsEngine,
  );
