import { formatBarTime } from './chart-time';
import { MA_COLOURS, shownFixed, type KlineLook } from './kline-option';
import type { KlineSeries } from './kline-series';

export type ReadoutRow = { label: string; value: string; colour?: string };

/** What the chart shows for the bar under the pointer (in place of a floating tooltip). */
export type BarReadout = { time: string; rows: ReadoutRow[]; cross: string | null };

/** The readout of bar `index` of `series`, or null when there is no such bar. */
export const barReadout = (
  series: KlineSeries,
  look: KlineLook,
  index: number,
): BarReadout | null => {
  // Read the live length: ticks append bars after the pointer last moved.
  if (!Number.isInteger(index) || index < 0 || index >= series.times.length) return null;
  const { precision, texts, language } = look;
  const [open, close, low, high] = series.candles[index];
  const rows: ReadoutRow[] = [
    { label: texts.open, value: shownFixed(open, precision, language) },
    { label: texts.high, value: shownFixed(high, precision, language) },
    { label: texts.low, value: shownFixed(low, precision, language) },
    { label: texts.close, value: shownFixed(close, precision, language) },
    { label: texts.volume, value: shownFixed(series.volumes[index], 4, language) },
  ];
  if (look.view !== 'line') {
    for (const length of [10, 15, 20] as const) {
      rows.push({
        label: texts.ma(length),
        value: shownFixed(series.ma[length][index], precision, language),
        colour: MA_COLOURS[length],
      });
    }
  }
  const cross = series.crosses.find((point) => point[0] === index);
  return {
    time: formatBarTime(Number(series.times[index]), look.period, look.timeZone, look.locale),
    rows,
    cross: cross ? (cross[2] === 'golden' ? texts.golden : texts.death) : null,
  };
};

/** An ECharts `updateAxisPointer` event, as far as the readout reads it. */
type AxisPointerEvent = {
  axesInfo?: { axisDim?: string; axisIndex?: number; value?: number | string }[];
};

/**
 * The bar index under the pointer, from the base chart's `updateAxisPointer` event: the value
 * of the candles' x axis (index 0), an ordinal on a category axis. Null when the pointer left.
 */
export const pointedBarIndex = (event: unknown, times: readonly string[]): number | null => {
  const axis = (event as AxisPointerEvent | null)?.axesInfo?.find(
    (info) => info.axisDim === 'x' && info.axisIndex === 0,
  );
  if (axis?.value === undefined) return null;
  const index =
    typeof axis.value === 'number' ? Math.round(axis.value) : times.lastIndexOf(axis.value);
  return index >= 0 && index < times.length ? index : null;
};
