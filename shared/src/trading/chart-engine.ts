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

/** Which axis a pixel is read on (ECharts' finder). */
export type ChartAxisFinder = { xAxisIndex?: number; yAxisIndex?: number };

export type ChartInstance = {
  setOption: (option: object, options?: ChartSetOptionOptions) => void;
  resize: () => void;
  dispose: () => void;
  /** The axis value at a pixel (optional: test fakes leave it out). */
  convertFromPixel?: (finder: ChartAxisFinder, pixel: number) => number;
  /** Listens to a chart event ('datazoom'); returns the unsubscribe. */
  on?: (event: string, handler: (params: unknown) => void) => () => void;
};

export type ChartEngine = {
  init: (element: HTMLElement, options?: { renderer?: 'canvas' | 'svg' }) => ChartInstance;
};

/** Resolves the chart library; called once per mounted chart, after the first paint. */
export type ChartEngineLoader = () => Promise<ChartEngine>;
