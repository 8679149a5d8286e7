import { act, render } from '@testing-library/react';
import { I18nProvider, Subject, type Translator } from '@exchange/shared';
import { createTestI18n } from '@exchange/shared/testing';
import type { KlineBar } from '../../contract';
import common from '../../i18n/locales/en.json';
import type { ChartEngine } from '../chart-engine';
import { KlineChart } from './kline-chart';
import type { KlineTick } from './kline-feed';
import type { PriceLine } from './price-lines';
import type { ReactElement } from 'react';

// The chart's wiring of its price lines (price-lines.ts has the option builder's own tests).

const bar = (minute: number, close: string): KlineBar => ({
  time: minute * 60_000,
  ...{ open: close, high: close, low: close, close, volume: '2' },
});

type Sent = { option: { series?: { id: string; data?: unknown }[] }; opts?: object };

/** The base chart's setOption calls (the first chart made; the second is the live one). */
const recording = (): { engine: ChartEngine; base: () => Sent[] } => {
  const charts: Sent[][] = [];
  const engine: ChartEngine = {
    init: () => {
      const sent: Sent[] = [];
      charts.push(sent);
      return {
        setOption: (option, opts) => sent.push({ option: option as Sent['option'], opts }),
        resize: () => undefined,
        dispose: () => undefined,
      };
    },
  };
  return { engine, base: () => charts[0] ?? [] };
};

/** The price-line series of one setOption call: id and its number of points. */
const linesIn = (sent: Sent | undefined): [string, number][] =>
  (sent?.option.series ?? [])
    .filter((item) => item.id.startsWith('price-line-'))
    .map((item) => [item.id, (item.data as ArrayLike<number>).length / 2]);

let i18n: Translator;
beforeAll(async () => {
  i18n = await createTestI18n({ common });
});
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const settle = async (ms = 48): Promise<void> => {
  for (let left = ms; left > 0; left -= 16) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(Math.min(16, left));
    });
  }
};

const ENTRY: PriceLine[] = [{ price: '100.5', label: 'Up', tone: 'up' }];

const show = (
  priceLines: readonly PriceLine[],
): { base: () => Sent[]; ticks: Subject<KlineTick>; rerender: (lines: PriceLine[]) => void } => {
  const { engine, base } = recording();
  const ticks = new Subject<KlineTick>();
  const fetchBars = (): Promise<KlineBar[]> => Promise.resolve([bar(1, '100'), bar(2, '101')]);
  // One loader for every render: a new one would make new chart instances.
  const loadEngine = (): Promise<ChartEngine> => Promise.resolve(engine);
  const chart = (lines: readonly PriceLine[]): ReactElement => (
    <I18nProvider i18n={i18n}>
      <KlineChart
        fetchBars={fetchBars}
        ticks$={ticks}
        loadEngine={loadEngine}
        priceDecimals={3}
        priceLines={lines}
      />
    </I18nProvider>
  );
  const view = render(chart(priceLines));
  return { base, ticks, rerender: (lines) => view.rerender(chart(lines)) };
};

it('draws the lines with the full chart, over every bar', async () => {
  const { base } = show(ENTRY);
  await settle();
  expect(linesIn(base().at(0))).toEqual([['price-line-0', 2]]);
});

it('draws lines given later at once, and takes away lines that are gone', async () => {
  const { base, rerender } = show([]);
  await settle();
  expect(linesIn(base().at(0))).toEqual([]);
  rerender(ENTRY);
  await settle();
  expect(linesIn(base().at(-1))).toEqual([['price-line-0', 2]]);
  rerender([]);
  await settle();
  expect(base().at(-1)?.option.series).toEqual([{ id: 'price-line-0', type: 'line', data: [] }]);
  expect(base()).toHaveLength(3);
});

it('a new bar takes the lines to it', async () => {
  const { base, ticks } = show(ENTRY);
  await settle();
  act(() => ticks.next({ period: '1min', kline: bar(3, '102') }));
  await settle(17);
  expect(linesIn(base().at(-1))).toEqual([['price-line-0', 3]]);
});
