/** The bars the time axis shows, as first and last bar index (ECharts' startValue / endValue). */
export type BarWindow = { start: number; end: number };

/** A dataZoom event's window (percent or bar index). */
export type ZoomEvent = { start?: number; end?: number; startValue?: number; endValue?: number };

/** The window a view opens with: the newest `visible` bars. */
export const latestWindow = (count: number, visible: number): BarWindow => ({
  start: Math.max(0, count - visible),
  end: Math.max(0, count - 1),
});

/** The window a zoom or pan moved to, over `count` bars (percent events map onto the indexes). */
export const windowOfZoom = (zoom: ZoomEvent, count: number): BarWindow => {
  if (zoom.startValue !== undefined && zoom.endValue !== undefined) {
    return { start: zoom.startValue, end: zoom.endValue };
  }
  const last = Math.max(0, count - 1);
  return {
    start: Math.round(((zoom.start ?? 0) / 100) * last),
    end: Math.round(((zoom.end ?? 100) / 100) * last),
  };
};

/**
 * Where the window goes when bars were added. ECharts keeps a window set by index where it is,
 * so a chart showing the newest bar would leave every new bar off its right edge; a window at
 * the newest bar moves with the new bars (keeping its width), one scrolled back into history
 * stays put (null).
 */
export const followWindow = (
  window: BarWindow | null,
  before: number,
  after: number,
): BarWindow | null => {
  if (!window || after <= before || window.end < before - 1) return null;
  const added = after - before;
  return { start: window.start + added, end: window.end + added };
};

/** The option that moves a chart's zoom to `window` (both charts take it). */
export const zoomOption = (window: BarWindow | null): object =>
  window ? { dataZoom: [{ startValue: window.start, endValue: window.end }] } : {};
