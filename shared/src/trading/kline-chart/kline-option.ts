import { type KlinePeriod, type ThemeMode, TRADE_COLOR } from '@exchange/shared';
import { formatAxisTime, formatBarTime } from './chart-time';
import type { ChartView } from './kline-math';
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
  texts: KlineTexts;
};

/** Bars visible when a view opens; older ones are a drag or a wheel away. */
export const VISIBLE_BARS = 120;

const MA_COLOURS: Record<MaLength, string> = { 10: '#f0b90b', 15: '#3d8bfd', 20: '#c86bfa' };

const paletteOf = (
  mode: ThemeMode,
): { text: string; grid: string; axis: string; line: string; tooltip: string } =>
  mode === 'dark'
    ? {
        text: '#848e9c',
        grid: 'rgba(255,255,255,0.06)',
        axis: 'rgba(255,255,255,0.16)',
        line: '#3d8bfd',
        tooltip: 'rgba(23,27,34,0.94)',
      }
    : {
        text: '#707a8a',
        grid: 'rgba(0,0,0,0.06)',
        axis: 'rgba(0,0,0,0.16)',
        line: '#1f6feb',
        tooltip: 'rgba(255,255,255,0.96)',
      };

const fixed = (value: number | null | undefined, places: number): string =>
  value == null || !Number.isFinite(value) ? '--' : value.toFixed(places);

type TooltipParam = { dataIndex?: number; axisValue?: string | number };

/**
 * The data is split in two: history series hold every bar but the last, live series ("-live")
 * hold the forming bar and the segments joining it to the history. A tick of the forming bar
 * then hands ECharts a few points instead of every array, which ECharts would copy and parse
 * again (bench/kline measures it); the history changes only when a bar is added.
 */
const LIVE = '-live';

/** Items of a live series name their bar index (dimension 0) on the category axis. */
const LIVE_ENCODE = { x: 0, y: 1 };

const historyData = (series: KlineSeries, look: KlineLook): { id: string; data: unknown }[] => {
  const last = series.times.length - 1;
  const head = <T>(values: T[]): T[] => values.slice(0, Math.max(0, last));
  const volume = { id: 'volume', data: head(series.volumes) };
  if (look.view === 'line') return [{ id: 'line', data: head(series.closes) }, volume];
  return [
    { id: 'candles', data: head(series.candles) },
    { id: 'ma10', data: head(series.ma[10]) },
    { id: 'ma15', data: head(series.ma[15]) },
    { id: 'ma20', data: head(series.ma[20]) },
    { id: 'crosses', data: series.crosses.filter((point) => point[0] < last) },
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

const liveData = (series: KlineSeries, look: KlineLook): object[] => {
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
 * What a live tick changes: the live series only while the last bar forms; the axis and the
 * history too when a bar was added (once per bar, not per tick).
 */
export const tickOption = (series: KlineSeries, look: KlineLook, appended: boolean): object =>
  appended
    ? {
        xAxis: [{ data: series.times }, { data: series.times }],
        series: [...historyData(series, look), ...liveData(series, look)],
      }
    : { series: liveData(series, look) };

/** The full option of a view (first draw, view/theme/time-zone change, repaired history). */
export const buildKlineOption = (
  series: KlineSeries,
  look: KlineLook,
  { resetZoom }: { resetZoom: boolean },
): object => {
  const colours = TRADE_COLOR[look.mode];
  const palette = paletteOf(look.mode);
  const { precision, texts } = look;
  const axisTime = (value: string | number): string =>
    formatAxisTime(Number(value), look.period, look.timeZone, look.locale);
  const barTime = (value: string | number): string =>
    formatBarTime(Number(value), look.period, look.timeZone, look.locale);
  const count = series.times.length;

  const tooltip = (params: TooltipParam | TooltipParam[]): string => {
    const first = Array.isArray(params) ? params[0] : params;
    // The bar under the pointer: by its time on the axis (a live series' item 0 is the last
    // bar), else by the item's index.
    const index =
      first?.axisValue !== undefined
        ? series.times.lastIndexOf(String(first.axisValue))
        : first?.dataIndex;
    // Read the live length: ticks append bars after this option was built.
    if (index == null || index < 0 || index >= series.times.length) return '';
    const [open, close, low, high] = series.candles[index];
    const rows: [string, string][] = [
      [texts.open, fixed(open, precision)],
      [texts.high, fixed(high, precision)],
      [texts.low, fixed(low, precision)],
      [texts.close, fixed(close, precision)],
      [texts.volume, fixed(series.volumes[index], 4)],
    ];
    if (look.view !== 'line') {
      for (const length of [10, 15, 20] as const) {
        rows.push([texts.ma(length), fixed(series.ma[length][index], precision)]);
      }
    }
    const cross = series.crosses.find((point) => point[0] === index);
    const lines = rows.map(
      ([label, value]) =>
        `<div style="display:flex;justify-content:space-between;gap:16px"><span>${label}</span><span>${value}</span></div>`,
    );
    if (cross) lines.push(`<div>${cross[2] === 'golden' ? texts.golden : texts.death}</div>`);
    return `<div style="font-variant-numeric:tabular-nums"><div>${barTime(series.times[index])}</div>${lines.join('')}</div>`;
  };

  const line = (id: string, name: string, colour: string): object => ({
    id,
    name,
    type: 'line',
    showSymbol: false,
    smooth: false,
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
            id: 'crosses',
            type: 'scatter',
            symbolSize: 7,
            itemStyle: {
              color: (item: { data: [number, number, string] }): string =>
                item.data[2] === 'golden' ? colours.up : colours.down,
              borderColor: '#fff',
              borderWidth: 1,
            },
            tooltip: { show: false },
          },
        ];

  const volumeSeries = {
    id: 'volume',
    name: texts.volume,
    type: 'bar',
    xAxisIndex: 1,
    yAxisIndex: 1,
    barMaxWidth: 8,
    // One colour rule for the whole series: per-item style objects cost ECharts a pass over
    // every bar. `series` is read when drawn (ticks mutate it in place).
    itemStyle: {
      color: (item: { dataIndex: number }): string =>
        series.directions[item.dataIndex] > 0 ? colours.up : colours.down,
    },
  };
  // A live twin of each series: the same look, items that carry their bar index.
  const liveTwin = (definition: { id: string; type?: string }): object => ({
    ...definition,
    id: `${definition.id}${LIVE}`,
    encode: definition.type === 'candlestick' ? { x: 0, y: [1, 2, 3, 4] } : LIVE_ENCODE,
    ...(definition.id === 'volume' ? { itemStyle: undefined } : {}),
  });
  const definitions = [...priceSeries, volumeSeries] as { id: string; type?: string }[];
  const data = [...historyData(series, look), ...liveData(series, look)] as {
    id: string;
    data: unknown;
    itemStyle?: object;
  }[];
  const withData = (definition: object & { id: string }): object => {
    const found = data.find((item) => item.id === definition.id);
    return { ...definition, ...found };
  };

  return {
    animation: false,
    backgroundColor: 'transparent',
    textStyle: { color: palette.text, fontSize: 11 },
    grid: [
      { left: 8, right: 72, top: 12, height: '70%' },
      { left: 8, right: 72, top: '80%', bottom: 24 },
    ],
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'cross', label: { precision } },
      backgroundColor: palette.tooltip,
      borderColor: palette.axis,
      textStyle: { color: look.mode === 'dark' ? '#eaecef' : '#1e2329', fontSize: 12 },
      formatter: tooltip,
    },
    axisPointer: { link: [{ xAxisIndex: 'all' }] },
    xAxis: [
      {
        type: 'category',
        data: series.times,
        boundaryGap: true,
        axisLine: { lineStyle: { color: palette.axis } },
        axisTick: { show: false },
        axisLabel: { color: palette.text, formatter: axisTime, hideOverlap: true },
        axisPointer: { label: { formatter: (item: { value: string }) => barTime(item.value) } },
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
        axisLabel: { color: palette.text, formatter: (value: number) => value.toFixed(precision) },
        splitLine: { lineStyle: { color: palette.grid } },
        axisPointer: {
          label: { formatter: (item: { value: number }) => fixed(item.value, precision) },
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
    ...(resetZoom
      ? {
          dataZoom: [
            {
              type: 'inside',
              xAxisIndex: [0, 1],
              startValue: Math.max(0, count - VISIBLE_BARS),
              endValue: Math.max(0, count - 1),
            },
          ],
        }
      : {}),
    series: [...definitions, ...definitions.map(liveTwin)].map((definition) =>
      withData(definition as { id: string }),
    ),
  };
};
