import { TRADE_COLOR } from '@exchange/shared';
import { paletteOf } from './kline-option';
import { type PriceLine, priceLineSeries, priceLineText, withPriceLines } from './price-lines';

type LineSeries = {
  id: string;
  type: string;
  data: Float64Array | unknown[];
  lineStyle?: { type: string; color: string };
  endLabel?: { show: boolean; formatter: string };
};

const LOOK = { decimals: 4, mode: 'light' as const, language: 'en' as const };
const rows = (series: LineSeries): number[][] => {
  const data = Array.from(series.data as Float64Array);
  return data.flatMap((_, index) => (index % 2 === 0 ? [[data[index], data[index + 1]]] : []));
};

describe('price lines', () => {
  it('labels a line with its text and the price at the pair decimals, exactly', () => {
    expect(priceLineText({ price: '100.5', label: 'Up' }, 4, 'en')).toBe('Up 100.5000');
    expect(priceLineText({ price: '0.123456789', label: 'Down' }, 8, 'en')).toBe('Down 0.12345679');
    expect(priceLineText({ price: '12', label: 'Up' }, 0, 'en')).toBe('Up 12');
  });

  it("prints the price in the page language's separators", () => {
    expect(priceLineText({ price: '96600.125', label: 'Entry' }, 2, 'en')).toBe('Entry 96,600.13');
    expect(priceLineText({ price: '96600.125', label: 'Einstieg' }, 2, 'de')).toBe(
      'Einstieg 96.600,13',
    );
    expect(priceLineText({ price: 'n/a', label: 'Entry' }, 2, 'de')).toBe('Entry n/a');
  });

  it('draws one dashed line series per line, a point on every bar at the price', () => {
    const lines: PriceLine[] = [
      { price: '100.5', label: 'Up', tone: 'up' },
      { price: '99.25', label: 'Down', tone: 'down' },
    ];
    const series = priceLineSeries(lines, 3, LOOK) as LineSeries[];
    expect(series.map((item) => item.id)).toEqual(['price-line-0', 'price-line-1']);
    expect(rows(series[0])).toEqual([
      [0, 100.5],
      [1, 100.5],
      [2, 100.5],
    ]);
    expect(rows(series[1])).toEqual([
      [0, 99.25],
      [1, 99.25],
      [2, 99.25],
    ]);
    expect(series[0]).toMatchObject({
      type: 'line',
      lineStyle: { type: 'dashed', color: TRADE_COLOR.light.up },
      endLabel: { show: true, formatter: 'Up 100.5000' },
    });
    expect(series[1].lineStyle?.color).toBe(TRADE_COLOR.light.down);
    expect(series[1].endLabel?.formatter).toBe('Down 99.2500');
  });

  it('takes the chart line colour without a tone', () => {
    const [series] = priceLineSeries([{ price: '1', label: 'Entry' }], 1, {
      decimals: 2,
      mode: 'dark',
      language: 'en',
    }) as LineSeries[];
    expect(series.lineStyle?.color).toBe(paletteOf('dark').line);
  });

  it('empties the lines drawn before that are gone, and skips a malformed price', () => {
    const series = priceLineSeries([{ price: 'abc', label: 'X' }], 5, LOOK, 2) as LineSeries[];
    expect(series).toEqual([
      { id: 'price-line-0', type: 'line', data: [] },
      { id: 'price-line-1', type: 'line', data: [] },
    ]);
    expect(priceLineSeries([], 5, LOOK, 0)).toEqual([]);
  });

  it('adds the lines to an option with series and leaves any other option as it is', () => {
    const option = { xAxis: [], series: [{ id: 'candles' }] };
    const lined = withPriceLines(option, [{ price: '5', label: 'Up' }], 2, LOOK) as {
      series: { id: string }[];
    };
    expect(lined.series.map((item) => item.id)).toEqual(['candles', 'price-line-0']);
    expect(withPriceLines(option, [], 2, LOOK)).toBe(option);
    const noSeries = { yAxis: [] };
    expect(withPriceLines(noSeries, [{ price: '5', label: 'Up' }], 2, LOOK)).toBe(noSeries);
  });
});
