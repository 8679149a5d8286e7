import { followWindow, latestWindow, windowOfZoom, zoomOption } from './zoom-follow';

describe('zoom window', () => {
  it('opens on the newest bars', () => {
    expect(latestWindow(500, 120)).toEqual({ start: 380, end: 499 });
    expect(latestWindow(50, 120)).toEqual({ start: 0, end: 49 });
  });

  it('reads index and percent zoom events', () => {
    expect(windowOfZoom({ startValue: 3, endValue: 9 }, 100)).toEqual({ start: 3, end: 9 });
    expect(windowOfZoom({ start: 50, end: 100 }, 101)).toEqual({ start: 50, end: 100 });
  });

  it('moves a window at the newest bar by the bars added, keeping its width', () => {
    expect(followWindow({ start: 380, end: 499 }, 500, 501)).toEqual({ start: 381, end: 500 });
    expect(followWindow({ start: 380, end: 499 }, 500, 503)).toEqual({ start: 383, end: 502 });
  });

  it('leaves a window scrolled into history, and nothing added, alone', () => {
    expect(followWindow({ start: 100, end: 200 }, 500, 501)).toBeNull();
    expect(followWindow({ start: 380, end: 499 }, 500, 500)).toBeNull();
    expect(followWindow(null, 500, 501)).toBeNull();
    expect(zoomOption(null)).toEqual({});
    expect(zoomOption({ start: 1, end: 2 })).toEqual({
      dataZoom: [{ startValue: 1, endValue: 2 }],
    });
  });
});
