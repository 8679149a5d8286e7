import type { ChartInstance } from '../chart-engine';
import type { ChartView } from './kline-math';
import type { KlineSeries } from './kline-series';

/**
 * Value ranges of the base chart's two axes: [min, max] of prices and of volumes. The live
 * chart (drawn over it) is pinned to them so the forming bar lands on the same pixels.
 */
export type ValueRanges = { price: [number, number]; volume: [number, number] };

/**
 * Grid layout shared by the base and the live chart: the price grid above the volume grid.
 * `outerBoundsMode: 'none'`: the grids sit exactly where these numbers say. By default ECharts
 * measures every axis label on each layout and moves a grid whose labels would overflow the
 * chart, which would break `gridEdges` and the live chart's overlay, and cost ≈ 28 ms of the
 * first draw on a cold /trade (the margins leave room for the labels).
 */
/**
 * The price and volume grids share their left and right edges, so a candle and its volume bar
 * sit on one x. The left margin holds half of the widest time label ("2024-02", "12/31"): the
 * first label is centred on the first bar and was cut off at 8 px.
 */
export const KLINE_GRIDS = [
  { left: 36, right: 72, top: 12, height: '70%', outerBoundsMode: 'none' },
  { left: 36, right: 72, top: '80%', bottom: 24, outerBoundsMode: 'none' },
] as const;

/** Pixel rows of the grids' top and bottom edges in a chart `height` px tall (as ECharts lays them). */
export const gridEdges = (
  height: number,
): { price: [number, number]; volume: [number, number] } => ({
  price: [12, 12 + 0.7 * height],
  volume: [0.8 * height, height - 24],
});

/** Every price the live series draw for the forming bar (its range, averages, cross marker). */
export const liveValues = (series: KlineSeries, view: ChartView): number[] => {
  const last = series.times.length - 1;
  if (last < 0) return [];
  if (view === 'line') return [series.closes[last]];
  const [, , low, high] = series.candles[last];
  const values = [low, high];
  for (const ma of [series.ma[10], series.ma[15], series.ma[20]]) {
    const value = ma[last];
    if (value != null) values.push(value);
  }
  return values;
};

/**
 * Whether the forming bar still fits the ranges the live chart is pinned to; if not, the base
 * chart is redrawn so its axes grow. Unknown ranges (no reading) never ask for a redraw.
 */
export const fitsRanges = (
  series: KlineSeries,
  view: ChartView,
  ranges: ValueRanges | null,
): boolean => {
  if (!ranges) return true;
  const last = series.times.length - 1;
  if (last < 0) return true;
  const [min, max] = ranges.price;
  const volume = series.volumes[last];
  return (
    liveValues(series, view).every((value) => value >= min && value <= max) &&
    volume >= ranges.volume[0] &&
    volume <= ranges.volume[1]
  );
};

/** Reads the base chart's value ranges at its grid edges; null where the engine cannot say. */
export const readRanges = (chart: ChartInstance, height: number): ValueRanges | null => {
  const at = chart.convertFromPixel;
  if (!at || height <= 0) return null;
  const edges = gridEdges(height);
  const read = (axis: number, [top, bottom]: [number, number]): [number, number] => [
    at({ yAxisIndex: axis }, bottom),
    at({ yAxisIndex: axis }, top),
  ];
  const ranges = { price: read(0, edges.price), volume: read(1, edges.volume) };
  const valid = [...ranges.price, ...ranges.volume].every(Number.isFinite);
  return valid ? ranges : null;
};
