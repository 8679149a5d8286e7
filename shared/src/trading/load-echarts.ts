import type { ChartEngineLoader } from './chart-engine';

/**
 * ECharts (its own shared module) arrives after the chart screen painted. Kept apart from the
 * engine types in chart-engine.ts: the echarts entry imports those types, and only this file
 * reaches back into the echarts entry, so the two entries form no import loop.
 */
export const loadEcharts: ChartEngineLoader = () =>
  import('@exchange/shared/echarts').then((module) => module.echartsEngine);
