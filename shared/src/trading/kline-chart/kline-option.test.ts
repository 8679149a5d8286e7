import { historyRows } from './history-rows.test-support';
import { bars, look } from './kline-fixtures.test-support';
import { KLINE_GRIDS } from './kline-ranges';
import { buildSeries } from './kline-series';
import { buildKlineOption, buildLiveOption, fixedOrDash, shownFixed } from './kline-option';

type Axis = {
  data: string[];
  gridIndex?: number;
  boundaryGap?: boolean;
  axisLabel: { formatter?: (value: number) => string };
};
type Series = { id: string; data: unknown; xAxisIndex?: number };
type Option = {
  xAxis: Axis[];
  yAxis: Axis[];
  series: Series[];
  dataZoom?: { xAxisIndex: number[] }[];
};

/** The x (bar index) of each row of a base-chart history series. */
const indexesOf = (data: unknown, width: number): number[] => {
  const rows = data as Float64Array;
  const indexes: number[] = [];
  for (let offset = 0; offset < rows.length; offset += width) indexes.push(rows[offset]);
  return indexes;
};

describe('candles and volume line up bar for bar', () => {
  const series = buildSeries(bars(300));

  it('each volume bar is drawn at the x of its candle, on axes that zoom together', () => {
    const option = buildKlineOption(series, look(), { resetZoom: true }) as Option;
    const data = (id: string): unknown => option.series.find((item) => item.id === id)?.data;
    const candles = indexesOf(data('candles'), 5);
    const volumes = indexesOf(data('volume'), 2);
    expect(candles).toHaveLength(299); // every bar but the forming one (the live chart's)
    expect(volumes).toEqual(candles);
    expect(historyRows(data('volume'), 2).map(([value]) => value)).toEqual(
      series.volumes.slice(0, 299),
    );
    // Same categories, same band layout, same grid edges, one zoom for both axes.
    const [price, volume] = option.xAxis;
    expect(volume.data).toBe(price.data);
    expect(volume.boundaryGap).toBe(price.boundaryGap);
    expect(volume.gridIndex).toBe(1);
    expect([KLINE_GRIDS[1].left, KLINE_GRIDS[1].right]).toEqual([
      KLINE_GRIDS[0].left,
      KLINE_GRIDS[0].right,
    ]);
    expect(option.dataZoom?.[0].xAxisIndex).toEqual([0, 1]);
  });

  it('the forming bar and its volume share an x on the live chart', () => {
    const option = buildLiveOption(series, look(), { resetZoom: true, ranges: null }) as Option;
    const data = (id: string): unknown => option.series.find((item) => item.id === id)?.data;
    expect((data('candles-live') as number[][])[0][0]).toBe(299);
    expect((data('volume-live') as number[][])[0][0]).toBe(299);
  });
});

describe('price axis precision', () => {
  it("labels at the pair's decimals with trailing zeros kept", () => {
    const option = buildKlineOption(buildSeries(bars(30)), look({ precision: 2 }), {
      resetZoom: true,
    }) as Option;
    const label = option.yAxis[0].axisLabel.formatter as (value: number) => string;
    expect(label(98000)).toBe('98,000.00');
    expect(label(98000.1)).toBe('98,000.10');
    expect(label(0.1 + 0.2)).toBe('0.30');
  });

  it("labels the price axis and its pointer in the page language's separators", () => {
    const option = buildKlineOption(buildSeries(bars(30)), look({ precision: 2, language: 'de' }), {
      resetZoom: true,
    }) as Option;
    const axis = option.yAxis[0] as unknown as {
      axisLabel: { formatter: (value: number) => string };
      axisPointer: { label: { formatter: (item: { value: number }) => string } };
    };
    expect(axis.axisLabel.formatter(96600)).toBe('96.600,00');
    expect(axis.axisPointer.label.formatter({ value: 96600.125 })).toBe('96.600,13');
    expect(shownFixed(null, 2, 'de')).toBe('--');
  });

  it('rounds half up exactly, and shows -- for a missing value', () => {
    expect(fixedOrDash(1.005, 2)).toBe('1.01');
    expect(fixedOrDash(0.00070001, 4)).toBe('0.0007');
    expect(fixedOrDash(42, 0)).toBe('42');
    expect(fixedOrDash(null, 2)).toBe('--');
    expect(fixedOrDash(Number.NaN, 2)).toBe('--');
  });
});
