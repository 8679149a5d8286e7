import type { KlineBar } from '../../contract';
import type { ChartAxisFinder, ChartInstance } from '../chart-engine';
import {
  fitsRanges,
  gridEdges,
  KLINE_GRIDS,
  liveValues,
  readRanges,
  type ValueRanges,
} from './kline-ranges';
import { buildSeries } from './kline-series';

const bar = (minute: number, low: string, high: string, volume = '2'): KlineBar => ({
  time: minute * 60_000,
  open: low,
  high,
  low,
  close: high,
  volume,
});

const series = (count: number, last: KlineBar): ReturnType<typeof buildSeries> =>
  buildSeries([...Array.from({ length: count - 1 }, (_, index) => bar(index, '100', '101')), last]);

const RANGES: ValueRanges = { price: [95, 105], volume: [0, 10] };

describe('live value ranges', () => {
  it("lists the forming bar's range and averages (the close alone on the time-line)", () => {
    const data = series(25, bar(24, '99', '102'));
    const values = liveValues(data, '1min');
    expect(values.slice(0, 2)).toEqual([99, 102]);
    expect(values).toHaveLength(5);
    expect(liveValues(data, 'line')).toEqual([102]);
    expect(liveValues(series(3, bar(2, '99', '102')), '1min')).toEqual([99, 102]);
  });

  it('fits while the forming bar, its averages and its volume stay inside the ranges', () => {
    expect(fitsRanges(series(25, bar(24, '99', '102')), '1min', RANGES)).toBe(true);
    expect(fitsRanges(series(25, bar(24, '99', '106')), '1min', RANGES)).toBe(false);
    expect(fitsRanges(series(25, bar(24, '94', '100')), '1min', RANGES)).toBe(false);
    expect(fitsRanges(series(25, bar(24, '99', '102', '11')), '1min', RANGES)).toBe(false);
    // The time-line draws the close only: a low outside the range does not matter.
    expect(fitsRanges(series(25, bar(24, '94', '100')), 'line', RANGES)).toBe(true);
    // No reading (an engine without pixel conversion): never a redraw.
    expect(fitsRanges(series(25, bar(24, '1', '1000')), '1min', null)).toBe(true);
  });

  it("reads the base chart's ranges at its grid edges", () => {
    const asked: [ChartAxisFinder, number][] = [];
    const chart: ChartInstance = {
      setOption: () => undefined,
      resize: () => undefined,
      dispose: () => undefined,
      // A price axis of 1 unit per pixel from 1000 at pixel 0, volume 10 per pixel.
      convertFromPixel: (finder, pixel) => {
        asked.push([finder, pixel]);
        return finder.yAxisIndex === 0 ? 1000 - pixel : (500 - pixel) * 10;
      },
    };
    const edges = gridEdges(500);
    expect(edges).toEqual({ price: [12, 362], volume: [400, 476] });
    expect(readRanges(chart, 500)).toEqual({ price: [638, 988], volume: [240, 1000] });
    expect(asked).toHaveLength(4);
    expect(readRanges({ ...chart, convertFromPixel: undefined }, 500)).toBeNull();
    expect(readRanges({ ...chart, convertFromPixel: () => NaN }, 500)).toBeNull();
    expect(readRanges(chart, 0)).toBeNull();
  });
});

describe('KLINE_GRIDS', () => {
  it('sit exactly where gridEdges says: no automatic layout around axis labels', () => {
    for (const grid of KLINE_GRIDS) expect(grid.outerBoundsMode).toBe('none');
    const height = 500;
    const [price, volume] = KLINE_GRIDS;
    const edges = gridEdges(height);
    expect(edges.price).toEqual([price.top, price.top + (parseFloat(price.height) / 100) * height]);
    expect(edges.volume).toEqual([(parseFloat(volume.top) / 100) * height, height - volume.bottom]);
  });
});
