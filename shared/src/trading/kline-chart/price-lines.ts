import {
  formatFixed,
  type Language,
  roundTo,
  type ThemeMode,
  toDecimal,
  TRADE_COLOR,
} from '@exchange/shared';
import { paletteOf } from './kline-option';

/**
 * A horizontal line across the price chart at `price` (e.g. a running option's entry price),
 * labelled `label` and the price at the pair's price decimals. `tone` colours it as a rise or a
 * fall; without one it takes the chart's line colour.
 */
export type PriceLine = { price: string; label: string; tone?: 'up' | 'down' };

/** How the lines look: the pair's price decimals, the theme and the page language. */
export type PriceLineLook = { decimals: number; mode: ThemeMode; language: Language };

/** Ids of the line series: `price-line-0`, `price-line-1`, … in the order given. */
export const PRICE_LINE_ID = 'price-line';

const priceLineId = (index: number): string => `${PRICE_LINE_ID}-${index}`;

/**
 * The label: the caller's text and the price, exact, at `decimals`, in the page language's
 * separators (unchanged if malformed).
 */
export const priceLineText = (line: PriceLine, decimals: number, language: Language): string =>
  `${line.label} ${toDecimal(line.price) ? formatFixed(roundTo(line.price, decimals), language) : line.price}`;

/** One point per bar: `[index, price]` rows, as the history series are. */
const levelRows = (value: number, barCount: number): Float64Array => {
  const rows = new Float64Array(barCount * 2);
  for (let index = 0; index < barCount; index += 1) {
    rows[index * 2] = index;
    rows[index * 2 + 1] = value;
  }
  return rows;
};

/**
 * The base chart's series for `lines`: one dashed line series per line, with a point on every
 * bar and its label at the end. Drawn with the line chart ECharts already carries here: a
 * markLine would add the marker component (≈ 5.7 KB gzip) to every chart page, /trade included.
 * A point on every bar, not two end points: the zoom drops the points outside its window, which
 * would take a two-point line away. Being data, the lines also widen the price axis, so an entry
 * price off the visible range still shows. Ids past `lines.length` up to `drawn` (lines shown
 * before) come back empty, which removes those lines on a merge.
 */
export const priceLineSeries = (
  lines: readonly PriceLine[],
  barCount: number,
  look: PriceLineLook,
  drawn = 0,
): object[] => {
  const colours = TRADE_COLOR[look.mode];
  const neutral = paletteOf(look.mode).line;
  const shown = lines.flatMap((line) => {
    const value = Number(line.price);
    return Number.isFinite(value) ? [{ line, value }] : [];
  });
  const series: object[] = shown.map(({ line, value }, index) => {
    const colour = line.tone === 'up' ? colours.up : line.tone === 'down' ? colours.down : neutral;
    return {
      id: priceLineId(index),
      type: 'line',
      silent: true,
      symbol: 'none',
      showSymbol: false,
      sampling: 'lttb',
      progressive: 0,
      z: 3,
      lineStyle: { width: 1, type: 'dashed', color: colour },
      itemStyle: { color: colour },
      emphasis: { disabled: true },
      endLabel: {
        show: true,
        formatter: priceLineText(line, look.decimals, look.language),
        color: '#fff',
        backgroundColor: colour,
        padding: [1, 4],
        borderRadius: 2,
        fontSize: 10,
        distance: 2,
      },
      dimensions: ['index', 'value'],
      encode: { x: 0, y: 1 },
      data: levelRows(value, barCount),
    };
  });
  for (let index = shown.length; index < drawn; index += 1)
    series.push({ id: priceLineId(index), type: 'line', data: [] });
  return series;
};

/** `option` with the price lines added to its series (an option without series is kept). */
export const withPriceLines = (
  option: object,
  lines: readonly PriceLine[],
  barCount: number,
  look: PriceLineLook,
): object => {
  const series = (option as { series?: unknown }).series;
  if (!Array.isArray(series) || lines.length === 0) return option;
  return { ...option, series: [...series, ...priceLineSeries(lines, barCount, look)] };
};
