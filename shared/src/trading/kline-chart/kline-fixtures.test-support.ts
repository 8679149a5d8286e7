// Test support: bars along a sine wave and a chart look, shared by the kline option and readout
// tests.
import type { KlineBar } from '@exchange/shared';
import type { KlineLook } from './kline-option';

/** `count` one-minute bars from minute `start`, closes along a sine wave around 100. */
export const bars = (count: number, start = 0): KlineBar[] =>
  Array.from({ length: count }, (_, index) => {
    const close = 100 + Math.round(Math.sin((start + index) / 3) * 1000) / 100;
    return {
      time: (start + index) * 60_000,
      open: String(close - 0.5),
      high: String(close + 1),
      low: String(close - 1),
      close: String(close),
      volume: String(index + 1),
    };
  });

/** The chart's look (1min candles, 2 places, New York time), with `extra` over it. */
export const look = (extra: Partial<KlineLook> = {}): KlineLook => ({
  view: '1min',
  period: '1min',
  precision: 2,
  mode: 'dark',
  timeZone: 'America/New_York',
  locale: 'en',
  language: 'en',
  texts: {
    open: 'Open',
    high: 'High',
    low: 'Low',
    close: 'Close',
    volume: 'Volume',
    ma: (length) => `MA${length}`,
    golden: 'golden',
    death: 'death',
  },
  ...extra,
});
