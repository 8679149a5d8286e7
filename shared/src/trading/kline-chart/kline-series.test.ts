import { historyRows, historyValues } from './history-rows.test-support';
import { buildSeries, syncSeries } from './kline-series';
import {
  baseTickOption,
  buildKlineOption,
  buildLiveOption,
  labelStepOption,
  liveRangeOption,
  liveTickOption,
} from './kline-option';
import { bars, look } from './kline-fixtures.test-support';

describe('buildSeries', () => {
  it('holds candles in ECharts order (open, close, low, high), volumes and MA 10/15/20', () => {
    const series = buildSeries(bars(30));
    expect(series.candles[0]).toEqual([99.5, 100, 99, 101]);
    expect(series.volumes[29]).toBe(30);
    expect(series.ma[10].slice(0, 10).filter((value) => value === null)).toHaveLength(9);
    expect(series.ma[15][13]).toBeNull();
    expect(series.ma[15][14]).not.toBeNull();
    expect(series.ma[20][19]).not.toBeNull();
  });

  it('finds MA 10/20 crosses', () => {
    const series = buildSeries(bars(120));
    expect(series.crosses.length).toBeGreaterThan(0);
    for (const [, , kind] of series.crosses) expect(['golden', 'death']).toContain(kind);
    expect(series.crosses.every(([index]) => index >= 20)).toBe(true);
  });
});

describe('syncSeries: a tick touches only the tail', () => {
  it('matches a full rebuild after the last bar moves', () => {
    const history = bars(60);
    const series = buildSeries(history);
    const candlesBefore = series.candles;
    const moved = [...history.slice(0, -1), { ...history[59], close: '123.45', high: '124' }];
    expect(syncSeries(series, moved)).toBe('tail');
    expect(series.candles).toBe(candlesBefore);
    expect(series).toEqual(buildSeries(moved));
  });

  it('matches a full rebuild after bars are appended', () => {
    const history = bars(60);
    const series = buildSeries(history);
    const longer = bars(62);
    expect(syncSeries(series, longer)).toBe('append');
    expect(series).toEqual(buildSeries(longer));
  });

  it('rebuilds when the bars do not continue the series', () => {
    const series = buildSeries(bars(60));
    const other = bars(60, 1000);
    expect(syncSeries(series, other)).toBe('full');
    expect(series).toEqual(buildSeries(other));
  });
});

describe('chart options', () => {
  it('a tick of the forming bar carries the live series only: the last bar and its segments', () => {
    const series = buildSeries(bars(30));
    const tick = liveTickOption(series, look(), { appended: false }) as {
      xAxis?: unknown;
      yAxis?: unknown;
      series: { id: string; data: unknown[] }[];
    };
    expect(tick.xAxis).toBeUndefined();
    expect(tick.yAxis).toBeUndefined();
    expect(tick.series.map((item) => item.id)).toEqual([
      'candles-live',
      'ma10-live',
      'ma15-live',
      'ma20-live',
      'crosses-live',
      'volume-live',
    ]);
    const data = (id: string): unknown[] | undefined =>
      tick.series.find((item) => item.id === id)?.data;
    expect(data('candles-live')).toEqual([[29, ...series.candles[29]]]);
    // The average's last segment joins the history line (ends at 28) to the forming bar.
    expect(data('ma10-live')).toEqual([
      [28, series.ma[10][28]],
      [29, series.ma[10][29]],
    ]);
    expect(data('volume-live')).toEqual([[29, series.volumes[29]]]);
    // No point is sent twice: the size of a tick does not grow with the bars.
    const sent = JSON.stringify(tick.series).length;
    const longer = liveTickOption(buildSeries(bars(300)), look(), { appended: false }) as object;
    expect(JSON.stringify((longer as { series: unknown }).series).length).toBeLessThan(sent * 1.2);
  });

  it("new value ranges of the base chart pin the live chart's value axes", () => {
    const series = buildSeries(bars(30));
    const ranges = { price: [90, 110] as [number, number], volume: [0, 40] as [number, number] };
    const tick = liveTickOption(series, look(), { appended: false, ranges }) as {
      yAxis: { min?: number; max?: number }[];
    };
    expect(tick.yAxis).toEqual([
      { min: 90, max: 110 },
      { min: 0, max: 40 },
    ]);
    const zoomed = liveRangeOption(ranges, { start: 50, end: 100 }) as {
      dataZoom: object[];
      yAxis: object[];
    };
    expect(zoomed.dataZoom).toEqual([{ start: 50, end: 100 }]);
    expect(zoomed.yAxis).toEqual(tick.yAxis);
  });

  it('a new bar sends the base chart the axis and the history (every bar but the last) once', () => {
    const series = buildSeries(bars(30));
    const appended = baseTickOption(series, look(), true) as {
      xAxis?: unknown;
      series: { id: string; data: unknown[] }[];
    };
    expect(appended.xAxis).toEqual([{ data: series.times }, { data: series.times }]);
    const data = (id: string): unknown[] | undefined =>
      appended.series.find((item) => item.id === id)?.data;
    expect(historyRows(data('candles'), 5)).toEqual(series.candles.slice(0, 29));
    expect(historyValues(data('volume'))).toEqual(series.volumes.slice(0, 29));
    expect(historyValues(data('ma20'))).toEqual(series.ma[20].slice(0, 29));
    // The forming bar is not drawn by the base chart: only its values, as invisible points.
    expect(data('candles-live')).toBeUndefined();
    const [, , low, high] = series.candles[29];
    expect(data('extent')).toEqual(
      expect.arrayContaining([
        [29, low],
        [29, high],
      ]),
    );
    expect(data('volume-extent')).toEqual([[29, series.volumes[29]]]);
    const live = liveTickOption(series, look(), { appended: true }) as { xAxis?: unknown };
    expect(live.xAxis).toEqual(appended.xAxis);
    // The forming bar left the ranges: only the invisible points move.
    const grown = baseTickOption(series, look(), false) as { xAxis?: unknown; series: object[] };
    expect(grown.xAxis).toBeUndefined();
    expect(grown.series.map((item) => (item as { id: string }).id)).toEqual([
      'extent',
      'volume-extent',
    ]);
  });

  it('the time-line view draws the closes as a line and no averages', () => {
    const series = buildSeries(bars(30));
    const option = buildKlineOption(series, look({ view: 'line' }), { resetZoom: true }) as {
      series: { id: string; type: string; data: unknown }[];
    };
    expect(option.series.map((item) => [item.id, item.type])).toEqual([
      ['line', 'line'],
      ['volume', 'bar'],
      ['extent', 'line'],
      ['volume-extent', 'line'],
    ]);
    expect(historyValues(option.series[0].data)).toEqual(series.closes.slice(0, 29));
    expect(option.series[2].data).toEqual([[29, series.closes[29]]]);
    const live = buildLiveOption(series, look({ view: 'line' }), {
      resetZoom: true,
      ranges: null,
    }) as { series: { id: string; type: string; data: unknown }[] };
    expect(live.series.map((item) => [item.id, item.type])).toEqual([
      ['line-live', 'line'],
      ['volume-live', 'bar'],
    ]);
    expect(live.series[0].data).toEqual([
      [28, series.closes[28]],
      [29, series.closes[29]],
    ]);
  });

  it("the live chart shares the base chart's grids, category axes and zoom, and shows no axis", () => {
    const series = buildSeries(bars(200));
    const base = buildKlineOption(series, look(), { resetZoom: true }) as {
      grid: unknown;
      xAxis: { data: string[] }[];
      dataZoom: { startValue: number; endValue: number }[];
    };
    const live = buildLiveOption(series, look(), {
      resetZoom: true,
      ranges: { price: [1, 2], volume: [0, 3] },
    }) as {
      grid: unknown;
      xAxis: { data: string[]; show: boolean }[];
      yAxis: { show: boolean; min: number; max: number }[];
      dataZoom: { startValue: number; endValue: number }[];
      axisPointer?: unknown;
    };
    expect(live.grid).toEqual(base.grid);
    expect(live.xAxis.map((axis) => axis.data)).toEqual(base.xAxis.map((axis) => axis.data));
    expect(live.xAxis.every((axis) => !axis.show)).toBe(true);
    expect(live.yAxis.map(({ show, min, max }) => [show, min, max])).toEqual([
      [false, 1, 2],
      [false, 0, 3],
    ]);
    expect(live.dataZoom[0]).toMatchObject({ startValue: 80, endValue: 199 });
    expect(base.dataZoom[0]).toMatchObject({ startValue: 80, endValue: 199 });
    // Only the base chart points: the live one over it shows no axis pointer.
    expect(live.axisPointer).toBeUndefined();
    expect(
      [...live.xAxis, ...live.yAxis].every(
        (axis) => (axis as { axisPointer?: { show: boolean } }).axisPointer?.show === false,
      ),
    ).toBe(true);
  });

  it('labels the price axis with the precision and the time axis in the chosen zone', () => {
    const series = buildSeries(bars(5));
    const option = buildKlineOption(series, look({ precision: 3, timeZone: 'Asia/Tokyo' }), {
      resetZoom: true,
    }) as {
      yAxis: { axisLabel: { formatter?: (value: number) => string } }[];
      xAxis: { axisLabel: { formatter?: (value: string) => string } }[];
      dataZoom?: unknown;
    };
    expect(option.yAxis[0].axisLabel.formatter?.(1.5)).toBe('1.500');
    // 0 ms = 1970-01-01 00:00 UTC = 09:00 in Tokyo.
    expect(option.xAxis[0].axisLabel.formatter?.('0')).toBe('09:00');
    expect(option.dataZoom).toBeDefined();
    const kept = buildKlineOption(series, look(), { resetZoom: false }) as { dataZoom?: unknown };
    expect(kept.dataZoom).toBeUndefined();
  });

  it('labels the time axis on round steps: the given step, or a default for the period', () => {
    const series = buildSeries(bars(40, 3)); // one-minute bars from 00:03 UTC
    type Labelled = { xAxis: { axisLabel: { interval: (index: number) => boolean } }[] };
    const labelledAt = (option: object): number[] =>
      series.times
        .map((_, index) => index)
        .filter((index) => (option as Labelled).xAxis[0].axisLabel.interval(index));
    const tenMinutes = buildKlineOption(series, look({ timeZone: 'UTC' }), {
      resetZoom: true,
      labelStepMs: 10 * 60_000,
    });
    // 00:10, 00:20, 00:30, 00:40 are bars 7, 17, 27 and 37.
    expect(labelledAt(tenMinutes)).toEqual([7, 17, 27, 37]);
    // Unmeasured: 120 bars across 720 px, a label every 15 minutes (00:15 and 00:30).
    expect(
      labelledAt(buildKlineOption(series, look({ timeZone: 'UTC' }), { resetZoom: true })),
    ).toEqual([12, 27]);
    expect(labelledAt(labelStepOption(series, look({ timeZone: 'UTC' }), 5 * 60_000))).toEqual([
      2, 7, 12, 17, 22, 27, 32, 37,
    ]);
    // Labels a day or more apart on intraday bars name the day, not "00:00".
    type Texts = { xAxis: { axisLabel: { formatter: (value: string) => string } }[] };
    const textAt = (stepMs: number): string =>
      (
        labelStepOption(series, look({ timeZone: 'UTC' }), stepMs) as Texts
      ).xAxis[0].axisLabel.formatter(String(Date.UTC(2026, 10, 27)));
    expect(textAt(12 * 3_600_000)).toBe('00:00');
    expect(textAt(24 * 3_600_000)).toBe('11/27');
  });

  it('points at every axis without a tooltip, the x pointers linked and snapped to bars', () => {
    const series = buildSeries(bars(30));
    const option = buildKlineOption(series, look(), { resetZoom: true }) as {
      tooltip?: unknown;
      axisPointer: { show: boolean; link: unknown; label: { precision: number } };
      xAxis: { axisPointer: { snap?: boolean } }[];
    };
    // ECharts' tooltip component is not registered (echarts-engine.ts): a tooltip option
    // would be ignored, and the readout would be lost.
    expect(option.tooltip).toBeUndefined();
    expect(option.axisPointer.show).toBe(true);
    expect(option.axisPointer.label.precision).toBe(2);
    expect(option.axisPointer.link).toEqual([{ xAxisIndex: 'all' }]);
    expect(option.xAxis[0].axisPointer.snap).toBe(true);
    const live = buildLiveOption(series, look(), { resetZoom: true, ranges: null }) as {
      tooltip?: unknown;
    };
    expect(live.tooltip).toBeUndefined();
  });
});
