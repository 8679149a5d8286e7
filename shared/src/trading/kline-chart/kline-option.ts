import {
  formatFixed,
  type KlinePeriod,
  type Language,
  roundTo,
  type ThemeMode,
  TRADE_COLOR,
} from '@exchange/shared';
import { formatAxisTime, formatBarTime } from './chart-time';
import { PERIOD_MS, type ChartView } from './kline-math';
import { labelStepMs, plotWidth, startsLabelStep } from './axis-labels';
import { KLINE_GRIDS, liveValues, type ValueRanges } from './kline-ranges';
import type { KlineSeries, MaLength } from './kline-series';

export type KlineTexts = {
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  ma: (length: MaLength) => string;
  golden: string;
  death: string;
};

/** Everything about how the chart looks that is not the data itself. */
export type KlineLook = {
  view: ChartView;
  period: KlinePeriod;
  precision: number;
  mode: ThemeMode;
  timeZone: string;
  locale: string;
  /** The page language: its separators print the prices (docs/decisions.md#display-numbers). */
  language: Language;
  texts: KlineTexts;
};

/** Bars visible when a view opens; older ones are a drag or a wheel away. */
export const VISIBLE_BARS = 120;

/** The label step of a chart not measured yet. */
export const defaultLabelStep = (period: KlinePeriod): number =>
  labelStepMs(period, VISIBLE_BARS, plotWidth(0));

/**
 * The time axis labels the first bar of each `stepMs` (axis-labels.ts). A new function for each
 * step: ECharts keeps a category axis's labels by its interval option.
 */
const labelInterval =
  (series: KlineSeries, timeZone: string, stepMs: number) =>
  (index: number): boolean =>
    startsLabelStep(series.times, index, stepMs, timeZone);

const DAY_MS = PERIOD_MS['1day'];

/** A label's text: the time of day, or the date once labels are a day or more apart. */
const labelText =
  (look: KlineLook, stepMs: number) =>
  (value: string | number): string =>
    formatAxisTime(
      Number(value),
      stepMs >= DAY_MS && PERIOD_MS[look.period] < DAY_MS ? '1day' : look.period,
      look.timeZone,
      look.locale,
    );

const timeLabels = (series: KlineSeries, look: KlineLook, stepMs: number): object => ({
  interval: labelInterval(series, look.timeZone, stepMs),
  formatter: labelText(look, stepMs),
});

/** The base chart's time labels at another step (after a zoom). */
export const labelStepOption = (series: KlineSeries, look: KlineLook, stepMs: number): object => ({
  xAxis: [{ axisLabel: timeLabels(series, look, stepMs) }],
});

/** The colours of the MA lines (the readout's MA labels take them too). */
export const MA_COLOURS: Record<MaLength, string> = { 10: '#f0b90b', 15: '#3d8bfd', 20: '#c86bfa' };

/**
 * A drawn value at exactly `places` decimals, trailing zeros kept ("98000.00" on a 2-decimal
 * pair), through the shared money formatting; `--` when there is none (an MA before its first
 * full window). The chart's numbers are floats for drawing: toFixed(places + 8) only turns one
 * into plain text (never an exponent) for the exact rounding.
 */
export const fixedOrDash = (value: number | null | undefined, places: number): string =>
  value == null || !Number.isFinite(value)
    ? '--'
    : roundTo(value.toFixed(Math.min(100, places + 8)), places);

/** `fixedOrDash` in the page language's separators: "96,600.00" (en), "96.600,00" (de). */
export const shownFixed = (
  value: number | null | undefined,
  places: number,
  language: Language,
): string => formatFixed(fixedOrDash(value, places), language);

export const paletteOf = (
  mode: ThemeMode,
): { text: string; grid: string; axis: string; line: string; readout: string } =>
  mode === 'dark'
    ? {
        text: '#848e9c',
        grid: 'rgba(255,255,255,0.06)',
        axis: 'rgba(255,255,255,0.16)',
        line: '#3d8bfd',
        readout: 'rgba(23,27,34,0.88)',
      }
    : {
        text: '#707a8a',
        grid: 'rgba(0,0,0,0.06)',
        axis: 'rgba(0,0,0,0.16)',
        line: '#1f6feb',
        readout: 'rgba(255,255,255,0.88)',
      };

/**
 * Two ECharts instances, one over the other. The base chart holds every bar but the last (and
 * the axes, axis pointers and zoom); the live chart, transparent and pinned to the base chart's
 * ranges, holds the forming bar and the segments joining it to the history ("-live" series).
 * ECharts re-reads every series of an instance on each setOption, so a tick of the forming bar
 * then costs a few points whatever the history holds (bench/kline measures it); the base chart
 * is redrawn when a bar is added or the forming bar leaves its ranges.
 */
const LIVE = '-live';

/** Items of a live series name their bar index (dimension 0) on the category axis. */
const LIVE_ENCODE = { x: 0, y: 1 };

/**
 * History as flat typed arrays of `[index, ...values]` rows. ECharts keeps a typed array as it
 * is: no deep clone of the option and no compatibility pass over each item, which made the base
 * chart's redraw for a new bar about 3x cheaper at 10k bars (ECharts' own setOption, measured
 * in Node). A missing average is NaN: a gap, as null was.
 */
const indexedValues = (values: readonly (number | null)[], count: number): Float64Array => {
  const rows = new Float64Array(count * 2);
  for (let index = 0; index < count; index += 1) {
    rows[index * 2] = index;
    rows[index * 2 + 1] = values[index] ?? NaN;
  }
  return rows;
};

const indexedCandles = (
  candles: readonly [number, number, number, number][],
  count: number,
): Float64Array => {
  const rows = new Float64Array(count * 5);
  for (let index = 0; index < count; index += 1) {
    rows[index * 5] = index;
    rows.set(candles[index], index * 5 + 1);
  }
  return rows;
};

/** A line series that draws no line: its points only (markers, or nothing with no symbol). */
const WITHOUT_LINE = { lineStyle: { width: 0, opacity: 0 }, emphasis: { disabled: true } };

/** How the typed rows read: dimension 0 is the bar index on the category axis. */
const VALUE_ROWS = { dimensions: ['index', 'value'], encode: { x: 0, y: 1 } };
const CANDLE_ROWS = {
  dimensions: ['index', 'open', 'close', 'lowest', 'highest'],
  encode: { x: 0, y: [1, 2, 3, 4] },
};

type SeriesData = { id: string; data: unknown; itemStyle?: object };

const historyData = (series: KlineSeries, look: KlineLook): SeriesData[] => {
  // Every bar but the forming one, which the live chart draws.
  const count = Math.max(0, series.times.length - 1);
  const values = (id: string, list: readonly (number | null)[]): SeriesData => ({
    id,
    data: indexedValues(list, count),
    ...VALUE_ROWS,
  });
  const volume = values('volume', series.volumes);
  if (look.view === 'line') return [values('line', series.closes), volume];
  return [
    { id: 'candles', data: indexedCandles(series.candles, count), ...CANDLE_ROWS },
    values('ma10', series.ma[10]),
    values('ma15', series.ma[15]),
    values('ma20', series.ma[20]),
    { id: 'crosses', data: series.crosses.filter((point) => point[0] < count) },
    volume,
  ];
};

/** The last two points of a line ([index, value]), without missing values. */
const tailSegment = (values: readonly (number | null)[]): [number, number][] => {
  const points: [number, number][] = [];
  for (let index = Math.max(0, values.length - 2); index < values.length; index += 1) {
    const value = values[index];
    if (value != null) points.push([index, value]);
  }
  return points;
};

const liveData = (
  series: KlineSeries,
  look: KlineLook,
): { id: string; data: unknown; itemStyle?: object }[] => {
  const last = series.times.length - 1;
  if (last < 0) return [];
  const colours = TRADE_COLOR[look.mode];
  const volume = {
    id: `volume${LIVE}`,
    data: [[last, series.volumes[last]]],
    itemStyle: { color: series.directions[last] > 0 ? colours.up : colours.down },
  };
  if (look.view === 'line')
    return [{ id: `line${LIVE}`, data: tailSegment(series.closes) }, volume];
  const cross = series.crosses.at(-1);
  return [
    { id: `candles${LIVE}`, data: [[last, ...series.candles[last]]] },
    { id: `ma10${LIVE}`, data: tailSegment(series.ma[10]) },
    { id: `ma15${LIVE}`, data: tailSegment(series.ma[15]) },
    { id: `ma20${LIVE}`, data: tailSegment(series.ma[20]) },
    { id: `crosses${LIVE}`, data: cross && cross[0] === last ? [cross] : [] },
    volume,
  ];
};

/**
 * The forming bar's values as invisible points of the base chart, so its axes make room for
 * them: the live chart is pinned to the base chart's value ranges.
 */
const extentData = (series: KlineSeries, look: KlineLook): { id: string; data: unknown }[] => {
  const last = series.times.length - 1;
  const points = last < 0 ? [] : liveValues(series, look.view).map((value) => [last, value]);
  const volume = last < 0 ? [] : [[last, series.volumes[last]]];
  return [
    { id: 'extent', data: points },
    { id: 'volume-extent', data: volume },
  ];
};

const xAxisData = (series: KlineSeries): object[] => [
  { data: series.times },
  { data: series.times },
];

/**
 * The base chart after a bar was added (the axis and the history move, once per bar) or after
 * the forming bar left the value ranges the live chart is pinned to.
 */
export const baseTickOption = (series: KlineSeries, look: KlineLook, appended: boolean): object =>
  appended
    ? {
        xAxis: xAxisData(series),
        series: [...historyData(series, look), ...extentData(series, look)],
      }
    : { series: extentData(series, look) };

const pinnedYAxes = (ranges: ValueRanges | null): object[] => [
  ranges ? { min: ranges.price[0], max: ranges.price[1] } : { min: undefined, max: undefined },
  ranges ? { min: ranges.volume[0], max: ranges.volume[1] } : { min: undefined, max: undefined },
];

/**
 * What a live tick sends the live chart: its few points, the axis when a bar was added, and the
 * value ranges when the base chart's moved.
 */
export const liveTickOption = (
  series: KlineSeries,
  look: KlineLook,
  { appended, ranges }: { appended: boolean; ranges?: ValueRanges | null },
): object => ({
  ...(appended ? { xAxis: xAxisData(series) } : {}),
  ...(ranges !== undefined ? { yAxis: pinnedYAxes(ranges) } : {}),
  series: liveData(series, look),
});

/** The live chart's value ranges follow the base chart's (after a zoom or a redraw). */
export const liveRangeOption = (
  ranges: ValueRanges | null,
  zoom?: { start?: number; end?: number; startValue?: number; endValue?: number },
): object => ({
  ...(zoom ? { dataZoom: [zoom] } : {}),
  yAxis: pinnedYAxes(ranges),
});

type ViewParts = {
  /** Series definitions without data: price series, then volume. */
  definitions: ({ id: string; type?: string } & Record<string, unknown>)[];
  xAxis: object[];
  yAxis: object[];
  dataZoom: object;
};

const dataZoomOf = (series: KlineSeries, resetZoom: boolean): object =>
  resetZoom
    ? {
        dataZoom: [
          {
            type: 'inside',
            xAxisIndex: [0, 1],
            startValue: Math.max(0, series.times.length - VISIBLE_BARS),
            endValue: Math.max(0, series.times.length - 1),
          },
        ],
      }
    : {};

const viewParts = (
  series: KlineSeries,
  look: KlineLook,
  resetZoom: boolean,
  stepMs = defaultLabelStep(look.period),
): ViewParts => {
  const colours = TRADE_COLOR[look.mode];
  const palette = paletteOf(look.mode);
  const { precision, texts } = look;
  const barTime = (value: string | number): string =>
    formatBarTime(Number(value), look.period, look.timeZone, look.locale);

  type Definition = ViewParts['definitions'][number];
  const line = (id: string, name: string, colour: string): Definition => ({
    id,
    name,
    type: 'line',
    showSymbol: false,
    smooth: false,
    // Zoomed out, more points than pixels: drawn down-sampled (largest-triangle buckets).
    sampling: 'lttb',
    lineStyle: { width: 1, color: colour },
    itemStyle: { color: colour },
    emphasis: { disabled: true },
  });

  const priceSeries =
    look.view === 'line'
      ? [
          {
            ...line('line', texts.close, palette.line),
            lineStyle: { width: 1.5, color: palette.line },
            areaStyle: { color: palette.line, opacity: 0.08 },
          },
        ]
      : [
          {
            id: 'candles',
            type: 'candlestick',
            // Large mode (one path per colour) from 600 visible bars, drawn in one frame.
            large: true,
            largeThreshold: 600,
            progressive: 0,
            itemStyle: {
              color: colours.up,
              color0: colours.down,
              borderColor: colours.up,
              borderColor0: colours.down,
            },
          },
          line('ma10', texts.ma(10), MA_COLOURS[10]),
          line('ma15', texts.ma(15), MA_COLOURS[15]),
          line('ma20', texts.ma(20), MA_COLOURS[20]),
          {
            // Markers only: a line series without its line (ECharts' scatter chart would add
            // ~2 KB gzip to every chart page for this).
            id: 'crosses',
            type: 'line',
            symbol: 'circle',
            symbolSize: 7,
            showSymbol: true,
            showAllSymbol: true,
            ...WITHOUT_LINE,
            progressive: 0,
            itemStyle: {
              color: (item: { data: [number, number, string] }): string =>
                item.data[2] === 'golden' ? colours.up : colours.down,
              borderColor: '#fff',
              borderWidth: 1,
            },
          },
        ];

  const volumeSeries = {
    id: 'volume',
    name: texts.volume,
    type: 'bar',
    xAxisIndex: 1,
    yAxisIndex: 1,
    barMaxWidth: 8,
    // Zoomed out, the tallest bar of each pixel's bucket (its colour by its own bar).
    sampling: 'max',
    progressive: 0,
    // One colour rule for the whole series: per-item style objects cost ECharts a pass over
    // every bar. `series` is read when drawn (ticks mutate it in place); dataIndex is the raw
    // index, also after zoom filtering and sampling.
    itemStyle: {
      color: (item: { dataIndex: number }): string =>
        series.directions[item.dataIndex] > 0 ? colours.up : colours.down,
    },
  };

  return {
    definitions: [...priceSeries, volumeSeries],
    xAxis: [
      {
        type: 'category',
        data: series.times,
        boundaryGap: true,
        axisLine: { lineStyle: { color: palette.axis } },
        axisTick: { show: false },
        axisLabel: {
          color: palette.text,
          hideOverlap: true,
          ...timeLabels(series, look, stepMs),
        },
        axisPointer: {
          snap: true,
          label: { formatter: (item: { value: string }) => barTime(item.value) },
        },
        splitLine: { show: false },
      },
      {
        type: 'category',
        gridIndex: 1,
        data: series.times,
        boundaryGap: true,
        axisLine: { show: false },
        axisTick: { show: false },
        axisLabel: { show: false },
        axisPointer: { label: { show: false } },
      },
    ],
    yAxis: [
      {
        scale: true,
        position: 'right',
        axisLabel: {
          color: palette.text,
          formatter: (value: number) => shownFixed(value, precision, look.language),
        },
        splitLine: { lineStyle: { color: palette.grid } },
        axisPointer: {
          label: {
            formatter: (item: { value: number }) =>
              shownFixed(item.value, precision, look.language),
          },
        },
      },
      {
        gridIndex: 1,
        scale: true,
        position: 'right',
        splitNumber: 2,
        axisLabel: { show: false },
        axisLine: { show: false },
        axisTick: { show: false },
        splitLine: { show: false },
        axisPointer: { label: { show: false } },
      },
    ],
    dataZoom: dataZoomOf(series, resetZoom),
  };
};

const withData =
  (data: { id: string; data: unknown; itemStyle?: object }[]) =>
  (definition: { id: string }): object => ({
    ...definition,
    ...data.find((item) => item.id === definition.id),
  });

/** The base chart's full option (first draw, view/theme/time-zone change, repaired history). */
export const buildKlineOption = (
  series: KlineSeries,
  look: KlineLook,
  { resetZoom, labelStepMs: stepMs }: { resetZoom: boolean; labelStepMs?: number },
): object => {
  const palette = paletteOf(look.mode);
  const { precision } = look;
  const parts = viewParts(series, look, resetZoom, stepMs);

  // Invisible points that make the axes hold the forming bar (drawn by the live chart), so
  // the axis pointer reaches it too.
  const hidden = {
    type: 'line',
    symbol: 'none',
    ...WITHOUT_LINE,
    silent: true,
  };
  const extents = [
    { ...hidden, id: 'extent' },
    { ...hidden, id: 'volume-extent', xAxisIndex: 1, yAxisIndex: 1 },
  ];
  const data = [...historyData(series, look), ...extentData(series, look)];

  return {
    animation: false,
    backgroundColor: 'transparent',
    textStyle: { color: palette.text, fontSize: 11 },
    grid: KLINE_GRIDS,
    // A cross of axis pointers on every axis, without ECharts' tooltip component (8.3 KB of
    // the chart chunk): the bar under the pointer is read out by the chart's own panel, from
    // the `updateAxisPointer` events (bar-readout.ts).
    axisPointer: { show: true, type: 'line', label: { precision }, link: [{ xAxisIndex: 'all' }] },
    xAxis: parts.xAxis,
    yAxis: parts.yAxis,
    ...parts.dataZoom,
    series: [...parts.definitions, ...extents].map(withData(data)),
  };
};

/**
 * The live chart's full option: the same grids, category axes and zoom as the base chart, its
 * value axes pinned to the base chart's ranges, nothing of its own shown but the live series.
 */
export const buildLiveOption = (
  series: KlineSeries,
  look: KlineLook,
  { resetZoom, ranges }: { resetZoom: boolean; ranges: ValueRanges | null },
): object => {
  const parts = viewParts(series, look, resetZoom);
  const hideAxis = {
    show: false,
    axisPointer: { show: false },
  };
  const pinned = pinnedYAxes(ranges);
  const twin = (definition: {
    id: string;
    type?: string;
  }): Record<string, unknown> & { id: string } => ({
    ...definition,
    id: `${definition.id}${LIVE}`,
    encode: definition.type === 'candlestick' ? { x: 0, y: [1, 2, 3, 4] } : LIVE_ENCODE,
    silent: true,
    ...(definition.id === 'volume' ? { itemStyle: undefined } : {}),
  });
  return {
    animation: false,
    backgroundColor: 'transparent',
    grid: KLINE_GRIDS,
    xAxis: parts.xAxis.map((axis) => ({ ...axis, ...hideAxis })),
    yAxis: parts.yAxis.map((axis, index) => ({ ...axis, ...hideAxis, ...pinned[index] })),
    ...(resetZoom
      ? {
          dataZoom: (parts.dataZoom as { dataZoom: object[] }).dataZoom.map((zoom) => ({
            ...zoom,
            // The base chart takes the gestures; this one follows its zoom events.
            zoomOnMouseWheel: false,
            moveOnMouseMove: false,
            moveOnMouseWheel: false,
          })),
        }
      : {}),
    series: parts.definitions.map(twin).map(withData(liveData(series, look))),
  };
};
