/**
 * The slice of an ECharts instance the shared charts use. Areas that draw charts own the
 * `echarts` dependency and pass a loader in, so `@exchange/shared` (and the shell that bundles
 * it) never pulls the library and every chart loads it lazily.
 */
export type ChartSetOptionOptions = {
  notMerge?: boolean;
  lazyUpdate?: boolean;
  silent?: boolean;
  replaceMerge?: string | string[];
};

export type ChartInstance = {
  setOption: (option: object, options?: ChartSetOptionOptions) => void;
  resize: () => void;
  dispose: () => void;
};

export type ChartEngine = {
  init: (element: HTMLElement, options?: { renderer?: 'canvas' | 'svg' }) => ChartInstance;
};

/** Resolves the chart library; called once per mounted chart, after the first paint. */
export type ChartEngineLoader = () => Promise<ChartEngine>;

/** ECharts (its own shared module) arrives after the chart screen painted. */
export const loadEcharts: ChartEngineLoader = () =>
  import('@exchange/shared/echarts').then((module) => module.echartsEngine);
