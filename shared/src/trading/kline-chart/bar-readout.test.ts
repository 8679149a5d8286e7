import { barReadout, pointedBarIndex } from './bar-readout';
import { bars, look } from './kline-fixtures.test-support';
import { buildSeries } from './kline-series';

describe('barReadout', () => {
  it('reads out a bar at the chart precision, with the MAs coloured as their lines', () => {
    const series = buildSeries(bars(30));
    const readout = barReadout(series, look(), 0);
    expect(readout?.rows.slice(0, 5)).toEqual([
      { label: 'Open', value: '99.50' },
      { label: 'High', value: '101.00' },
      { label: 'Low', value: '99.00' },
      { label: 'Close', value: '100.00' },
      // Volumes at 4 places, whatever the price precision.
      { label: 'Volume', value: '1.0000' },
    ]);
    // MA15 is not defined on the first bar yet.
    expect(readout?.rows.slice(5)).toEqual([
      { label: 'MA10', value: '--', colour: '#f0b90b' },
      { label: 'MA15', value: '--', colour: '#3d8bfd' },
      { label: 'MA20', value: '--', colour: '#c86bfa' },
    ]);
    // 0 ms is 09:00 in Tokyo.
    expect(barReadout(series, look({ timeZone: 'Asia/Tokyo' }), 0)?.time).toContain('09:00');
    const later = barReadout(series, look({ precision: 3 }), 20);
    expect(later?.rows[3]).toEqual({ label: 'Close', value: series.candles[20][1].toFixed(3) });
    expect(later?.rows[6].value).toBe((series.ma[15][20] as number).toFixed(3));
  });

  it("prints the values in the page language's separators", () => {
    const series = buildSeries(bars(30).map((bar) => ({ ...bar, close: '96600.5' })));
    const readout = barReadout(series, look({ language: 'de' }), 0);
    expect(readout?.rows[3]).toEqual({ label: 'Close', value: '96.600,50' });
    expect(readout?.rows[4]).toEqual({ label: 'Volume', value: '1,0000' });
  });

  it('has no MA rows on the line view, and names a cross on its bar', () => {
    const series = buildSeries(bars(120));
    expect(barReadout(series, look({ view: 'line' }), 50)?.rows.map((row) => row.label)).toEqual([
      'Open',
      'High',
      'Low',
      'Close',
      'Volume',
    ]);
    const [index, , kind] = series.crosses[0];
    expect(barReadout(series, look(), index)?.cross).toBe(kind);
    expect(barReadout(series, look(), index === 0 ? 1 : index - 1)?.cross).toBeNull();
  });

  it('is null for a bar the series does not hold', () => {
    const series = buildSeries(bars(30));
    expect(barReadout(series, look(), 30)).toBeNull();
    expect(barReadout(series, look(), -1)).toBeNull();
    expect(barReadout(series, look(), 1.5)).toBeNull();
  });
});

describe('pointedBarIndex', () => {
  const times = ['0', '60000', '120000'];
  it('reads the candles x axis (index 0): an ordinal, or a category value', () => {
    const event = (value: number | string): unknown => ({
      axesInfo: [
        { axisDim: 'y', axisIndex: 0, value: 101.5 },
        { axisDim: 'x', axisIndex: 1, value: 0 },
        { axisDim: 'x', axisIndex: 0, value },
      ],
    });
    expect(pointedBarIndex(event(2), times)).toBe(2);
    expect(pointedBarIndex(event('60000'), times)).toBe(1);
  });

  it('is null when the pointer left or points past the data', () => {
    expect(pointedBarIndex({ axesInfo: [] }, times)).toBeNull();
    expect(pointedBarIndex({}, times)).toBeNull();
    expect(pointedBarIndex(null, times)).toBeNull();
    expect(pointedBarIndex({ axesInfo: [{ axisDim: 'x', axisIndex: 0, value: 3 }] }, times)).toBe(
      null,
    );
    expect(
      pointedBarIndex({ axesInfo: [{ axisDim: 'x', axisIndex: 0, value: '999' }] }, times),
    ).toBeNull();
  });
});
