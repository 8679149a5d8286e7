import { historyRows } from './history-rows.test-support';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Subject, I18nProvider, type Translator } from '@exchange/shared';
import { chooseTimeZone } from '../time-zone';
import type { KlineBar, Quotation } from '../../contract';
import common from '../../i18n/locales/en.json';
import widgets from '../../i18n/widgets/locales/en.json';
import { createTestI18n } from '@exchange/shared/testing';
import type { ChartEngine, ChartInstance } from '../chart-engine';
import { KlineChart, type KlineChartProps } from './kline-chart';
import type { ChartView } from './kline-math';
import type { KlineTick, KlineWindow } from './kline-feed';
import { MarketHeader } from './market-header';

const bar = (minute: number, close: string): KlineBar => ({
  time: minute * 60_000,
  open: close,
  high: close,
  low: close,
  close,
  volume: '2',
});

type FakeChart = ChartInstance & {
  options: { option: Record<string, unknown>; opts?: object }[];
  handlers: Map<string, (params: unknown) => void>;
};

/** Charts in creation order: [0] the base chart, [1] the live chart over it. */
const fakeEngine = (
  convertFromPixel?: ChartInstance['convertFromPixel'],
): { engine: ChartEngine; charts: FakeChart[] } => {
  const charts: FakeChart[] = [];
  const engine: ChartEngine = {
    init: () => {
      const chart: FakeChart = {
        options: [],
        handlers: new Map(),
        setOption: (option, opts) =>
          chart.options.push({ option: option as Record<string, unknown>, opts }),
        resize: jest.fn(),
        dispose: jest.fn(),
        convertFromPixel,
        on: (event, handler) => {
          chart.handlers.set(event, handler);
          return () => chart.handlers.delete(event);
        },
      };
      charts.push(chart);
      return chart;
    },
  };
  return { engine, charts };
};

let i18n: Translator;
beforeAll(async () => {
  i18n = await createTestI18n({ common });
});
beforeEach(() => {
  // The page clock is one per page: every test starts on New York (the labels below assume it).
  chooseTimeZone('America/New_York');
  window.localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

type Setup = {
  charts: FakeChart[];
  ticks: Subject<KlineTick>;
  fetchBars: jest.Mock<Promise<KlineBar[]>, [KlineWindow]>;
  unmount: () => void;
};

const setup = (
  answer: () => KlineBar[],
  convertFromPixel?: ChartInstance['convertFromPixel'],
  extra: Partial<Pick<KlineChartProps, 'initialView' | 'onViewChange'>> = {},
): Setup => {
  const { engine, charts } = fakeEngine(convertFromPixel);
  const ticks = new Subject<KlineTick>();
  const fetchBars = jest.fn((_window: KlineWindow) => Promise.resolve(answer()));
  const view = render(
    <I18nProvider i18n={i18n}>
      <KlineChart
        fetchBars={fetchBars}
        ticks$={ticks}
        loadEngine={() => Promise.resolve(engine)}
        priceDecimals={3}
        {...extra}
      />
    </I18nProvider>,
  );
  return { charts, ticks, fetchBars, unmount: view.unmount };
};

/**
 * Advances time a frame (16 ms) at a time, each in its own act(), so React's effects run between
 * frames as in a browser. The default covers the feed's frame that draws the base chart and the
 * next one, the live chart's first draw.
 */
const settle = async (ms = 48): Promise<void> => {
  for (let left = ms; left > 0; left -= 16) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(Math.min(16, left));
    });
  }
};

describe('KlineChart', () => {
  it('shows a skeleton, then draws candles of the default 1min period at the price precision', async () => {
    const { charts, fetchBars } = setup(() => [bar(1, '100'), bar(2, '101')]);
    expect(screen.getByTestId('kline-loading')).toBeInTheDocument();
    await settle(20);
    expect(screen.queryByTestId('kline-loading')).not.toBeInTheDocument();
    // The base chart is drawn first; the live chart's first draw waits for the next frame, so
    // two cold ECharts draws never share one task.
    expect(charts[0].options).toHaveLength(1);
    expect(charts[1].options).toHaveLength(0);
    await settle(17);
    expect(fetchBars.mock.calls[0][0].period).toBe('1min');
    expect(screen.getByTestId('kline-view-1min')).toHaveAttribute('aria-pressed', 'true');
    const full = charts[0].options.at(-1) as {
      option: {
        series: { id: string }[];
        yAxis: { axisLabel: { formatter: (v: number) => string } }[];
      };
      opts: { notMerge: boolean };
    };
    expect(full.opts).toEqual({ notMerge: true });
    expect(full.option.series.map((item) => item.id)).toEqual([
      'candles',
      'ma10',
      'ma15',
      'ma20',
      'crosses',
      'volume',
      'extent',
      'volume-extent',
    ]);
    // The live chart over it draws the forming bar.
    const live = charts[1].options.at(-1) as { option: { series: { id: string }[] } };
    expect(live.option.series.map((item) => item.id)).toEqual([
      'candles-live',
      'ma10-live',
      'ma15-live',
      'ma20-live',
      'crosses-live',
      'volume-live',
    ]);
    // Latest price 100.125 has 3 decimals.
    expect(full.option.yAxis[0].axisLabel.formatter(1)).toBe('1.000');
  });

  it('a live tick of the forming bar sends only the live series to the live chart, once per frame', async () => {
    const { charts, ticks } = setup(() => [bar(1, '100'), bar(2, '101')]);
    await settle();
    const [base, live] = [charts[0].options.length, charts[1].options.length];
    act(() => {
      ticks.next({ period: '1min', kline: bar(2, '102') });
      ticks.next({ period: '1min', kline: bar(2, '103') });
    });
    await settle(17);
    expect(charts[0].options).toHaveLength(base);
    expect(charts[1].options).toHaveLength(live + 1);
    const update = charts[1].options.at(-1) as {
      option: { series: { id: string; data: unknown }[]; xAxis?: unknown };
      opts: object;
    };
    // Drawn in this frame, not ECharts' next one.
    expect(update.opts).toBeUndefined();
    expect(Object.keys(update.option)).toEqual(['series']);
    expect(update.option.series.every((item) => item.id.endsWith('-live'))).toBe(true);
    const candles = update.option.series.find((item) => item.id === 'candles-live')?.data;
    // Bar index 1 (the second bar), then open, close, low, high.
    expect(candles).toEqual([[1, 103, 103, 103, 103]]);
  });

  it("a tick leaving the base chart's ranges redraws its extent and pins the live chart anew", async () => {
    const height = jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(500);
    try {
      // Prices 95..105 on the base chart's price grid, volumes 0..10 on its volume grid.
      let top = 105;
      const { charts, ticks } = setup(
        () => [bar(1, '100'), bar(2, '101')],
        (finder, pixel) =>
          finder.yAxisIndex === 0 ? (pixel <= 12 ? top : 95) : pixel <= 400 ? 10 : 0,
      );
      await settle();
      const base = charts[0].options.length;
      act(() => ticks.next({ period: '1min', kline: bar(2, '104') }));
      await settle(17);
      expect(charts[0].options).toHaveLength(base);
      top = 120;
      act(() => ticks.next({ period: '1min', kline: bar(2, '110') }));
      await settle(17);
      expect(charts[0].options).toHaveLength(base + 1);
      const extent = charts[0].options.at(-1)?.option as {
        series: { id: string; data: unknown }[];
      };
      expect(extent.series.find((item) => item.id === 'extent')?.data).toEqual([
        [1, 110],
        [1, 110],
      ]);
      const live = charts[1].options.at(-1)?.option as { yAxis: object[] };
      expect(live.yAxis).toEqual([
        { min: 95, max: 120 },
        { min: 0, max: 10 },
      ]);
    } finally {
      height.mockRestore();
    }
  });

  it("a zoom before the live chart's first draw leaves it to that draw", async () => {
    const { charts } = setup(() => [bar(1, '100'), bar(2, '101')]);
    await settle(20);
    expect(charts[1].options).toHaveLength(0);
    act(() => charts[0].handlers.get('datazoom')?.({ batch: [{ start: 25, end: 75 }] }));
    expect(charts[1].options).toHaveLength(0);
    await settle(17);
    // Its first option is the whole chart, not a partial update merged into nothing.
    expect(charts[1].options).toHaveLength(1);
    expect(charts[1].options[0].opts).toEqual({ notMerge: true });
  });

  it("the live chart follows the base chart's zoom", async () => {
    const { charts } = setup(() => [bar(1, '100'), bar(2, '101')]);
    await settle();
    act(() => charts[0].handlers.get('datazoom')?.({ batch: [{ start: 25, end: 75 }] }));
    const update = charts[1].options.at(-1)?.option as { dataZoom: object[] };
    expect(update.dataZoom).toEqual([
      { start: 25, end: 75, startValue: undefined, endValue: undefined },
    ]);
  });

  it('relabels the time axis when a zoom changes the round step, and not otherwise', async () => {
    const minutes = Array.from({ length: 600 }, (_, index) => bar(index, '100'));
    const { charts } = setup(() => minutes);
    await settle();
    type Labels = { xAxis?: { axisLabel?: { interval?: (index: number) => boolean } }[] };
    const labelled = (option: Labels | undefined): number[] =>
      minutes
        .map((_, index) => index)
        .filter((index) => option?.xAxis?.[0]?.axisLabel?.interval?.(index));
    // Unmeasured (jsdom): 120 bars across ~720 px, a label every 15 minutes.
    expect(labelled(charts[0].options.at(-1)?.option as Labels).slice(0, 3)).toEqual([15, 30, 45]);
    const drawn = charts[0].options.length;
    // All 600 bars (1.2 px each): 67 minutes at least, so 2 hours of New York time (UTC−5:
    // the odd UTC hours).
    await act(async () => {
      charts[0].handlers.get('datazoom')?.({ batch: [{ startValue: 0, endValue: 599 }] });
    });
    expect(charts[0].options).toHaveLength(drawn + 1);
    expect(labelled(charts[0].options.at(-1)?.option as Labels).slice(0, 3)).toEqual([
      60, 180, 300,
    ]);
    // A window of the same size elsewhere: the same step, nothing redrawn.
    await act(async () => {
      charts[0].handlers.get('datazoom')?.({ batch: [{ start: 0, end: 100 }] });
    });
    expect(charts[0].options).toHaveLength(drawn + 1);
  });

  it('reads out the bar under the pointer while the pointer is over the chart', async () => {
    const { charts, ticks } = setup(() => [bar(1, '100'), bar(2, '101.5')]);
    await settle();
    expect(screen.queryByTestId('kline-readout')).not.toBeInTheDocument();
    const point = (value: number): void =>
      act(() =>
        charts[0].handlers.get('updateAxisPointer')?.({
          axesInfo: [{ axisDim: 'x', axisIndex: 0, value }],
        }),
      );
    point(1);
    const rows = (): string[] =>
      screen.getAllByTestId('kline-readout-row').map((row) => row.textContent ?? '');
    // The latest price 100.125 sets 3 places.
    expect(rows().slice(0, 5)).toEqual([
      `${widgets.kline.open}101.500`,
      `${widgets.kline.high}101.500`,
      `${widgets.kline.low}101.500`,
      `${widgets.kline.close}101.500`,
      `${widgets.kline.volume}2.0000`,
    ]);
    // A bar that arrived after the chart was drawn is read from the live series.
    act(() => ticks.next({ period: '1min', kline: bar(3, '105') }));
    await settle(17);
    point(2);
    expect(rows()[3]).toBe(`${widgets.kline.close}105.000`);
    act(() => charts[0].handlers.get('globalout')?.({}));
    expect(screen.queryByTestId('kline-readout')).not.toBeInTheDocument();
    point(0);
    expect(rows()[3]).toBe(`${widgets.kline.close}100.000`);
    // The pointer leaving the axes (an empty axesInfo) hides it too.
    act(() => charts[0].handlers.get('updateAxisPointer')?.({ axesInfo: [] }));
    expect(screen.queryByTestId('kline-readout')).not.toBeInTheDocument();
  });

  it('a new bar moves the previous one into the history series and the axis', async () => {
    const { charts, ticks } = setup(() => [bar(1, '100'), bar(2, '101')]);
    await settle();
    act(() => ticks.next({ period: '1min', kline: bar(3, '105') }));
    await settle(17);
    const update = charts[0].options.at(-1) as {
      option: { series: { id: string; data: unknown }[]; xAxis: { data: string[] }[] };
    };
    expect(update.option.xAxis[0].data).toEqual(['60000', '120000', '180000']);
    const data = (id: string): unknown => update.option.series.find((item) => item.id === id)?.data;
    expect(historyRows(data('candles'), 5)).toEqual([
      [100, 100, 100, 100],
      [101, 101, 101, 101],
    ]);
    const live = charts[1].options.at(-1) as {
      option: { series: { id: string; data: unknown }[]; xAxis: { data: string[] }[] };
    };
    expect(live.option.xAxis[0].data).toEqual(['60000', '120000', '180000']);
    expect(live.option.series.find((item) => item.id === 'candles-live')?.data).toEqual([
      [2, 105, 105, 105, 105],
    ]);
  });

  it('a new bar scrolls a window at the newest bar along (both charts) and counts it in data-bars', async () => {
    const minutes = Array.from({ length: 200 }, (_, index) => bar(index, '100'));
    const { charts, ticks } = setup(() => minutes);
    await settle();
    const root = screen.getByTestId('kline-chart');
    expect(root).toHaveAttribute('data-bars', '200');
    act(() => ticks.next({ period: '1min', kline: bar(200, '105') }));
    await settle(17);
    expect(root).toHaveAttribute('data-bars', '201');
    expect(root).toHaveAttribute('data-last-bar', String(200 * 60_000));
    // The view opened on bars 80..199; ECharts would keep that window, leaving bar 200 unseen.
    const moved = [{ startValue: 81, endValue: 200 }];
    expect((charts[0].options.at(-1)?.option as { dataZoom: object[] }).dataZoom).toEqual(moved);
    expect((charts[1].options.at(-1)?.option as { dataZoom: object[] }).dataZoom).toEqual(moved);
    // Scrolled back into history: the window stays where the trader put it.
    act(() => charts[0].handlers.get('datazoom')?.({ batch: [{ startValue: 10, endValue: 60 }] }));
    act(() => ticks.next({ period: '1min', kline: bar(201, '106') }));
    await settle(17);
    expect(root).toHaveAttribute('data-bars', '202');
    expect(charts[0].options.at(-1)?.option).not.toHaveProperty('dataZoom');
  });

  it('opens on the remembered view and reports each view the trader picks', async () => {
    const picked: string[] = [];
    const { fetchBars } = setup(() => [bar(1, '100'), bar(2, '101')], undefined, {
      initialView: '15min',
      onViewChange: (next) => picked.push(next),
    });
    await settle();
    expect(fetchBars.mock.calls[0][0].period).toBe('15min');
    expect(screen.getByTestId('kline-view-15min')).toHaveAttribute('aria-pressed', 'true');
    expect(picked).toEqual([]);
    fireEvent.click(screen.getByTestId('kline-view-1day'));
    fireEvent.click(screen.getByTestId('kline-view-line'));
    expect(picked).toEqual(['1day', 'line']);
  });

  it('falls back to 1min when the remembered view is not one it offers', async () => {
    const { fetchBars } = setup(() => [bar(1, '100'), bar(2, '101')], undefined, {
      initialView: 'nonsense' as ChartView,
    });
    await settle();
    expect(fetchBars.mock.calls[0][0].period).toBe('1min');
  });

  it('switches interval: 1hour asks market/kline for 60min, time-line draws a line', async () => {
    const { charts, fetchBars } = setup(() => [bar(1, '100'), bar(2, '101')]);
    await settle();
    fireEvent.click(screen.getByTestId('kline-view-60min'));
    await settle();
    expect(fetchBars.mock.calls.at(-1)?.[0].period).toBe('60min');
    fireEvent.click(screen.getByTestId('kline-view-line'));
    await settle();
    expect(fetchBars.mock.calls.at(-1)?.[0].period).toBe('1min');
    const last = charts[0].options.at(-1)?.option as { series: { id: string }[] };
    expect(last.series.map((item) => item.id)).toEqual([
      'line',
      'volume',
      'extent',
      'volume-extent',
    ]);
    const live = charts[1].options.at(-1)?.option as { series: { id: string }[] };
    expect(live.series.map((item) => item.id)).toEqual(['line-live', 'volume-live']);
  });

  it('shows the error state when an answer has fewer than 2 bars, and retries', async () => {
    let bars = [bar(1, '100')];
    const { fetchBars } = setup(() => bars);
    await settle();
    expect(screen.getByTestId('kline-error')).toHaveTextContent(widgets.kline.failed);
    bars = [bar(1, '100'), bar(2, '101')];
    fireEvent.click(screen.getByRole('button', { name: common.retry }));
    await settle();
    expect(fetchBars).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('kline-error')).not.toBeInTheDocument();
  });

  it('a poll with fewer than 2 bars raises the error state', async () => {
    let bars = [bar(1, '100'), bar(2, '101')];
    setup(() => bars);
    await settle();
    bars = [];
    await settle(10_000);
    expect(screen.getByTestId('kline-error')).toBeInTheDocument();
    bars = [bar(2, '101'), bar(3, '102')];
    await settle(10_000);
    expect(screen.queryByTestId('kline-error')).not.toBeInTheDocument();
  });

  it('shows the page clock and changes it for the page, remembered in this browser', async () => {
    const { charts } = setup(() => [bar(1, '100'), bar(2, '101')]);
    await settle();
    expect(screen.getByTestId('kline-timezone')).toHaveValue('America/New_York');
    const selector = screen.getByRole('combobox', { name: widgets.kline.timezone });
    // The closed selector shows the chosen zone's name and offset.
    expect(selector).toHaveTextContent(/^GMT-[45] Eastern Time$/);
    fireEvent.mouseDown(selector);
    expect(screen.getAllByRole('option')).toHaveLength(16);
    fireEvent.click(screen.getByRole('option', { name: /Japan/ }));
    expect(window.localStorage.getItem('chartTimezone')).toBe('Asia/Tokyo');
    expect(selector).toHaveTextContent(/^GMT\+9 Japan/);
    await waitFor(() => {
      const option = charts[0].options.at(-1)?.option as {
        xAxis: { axisLabel: { formatter: (v: string) => string } }[];
      };
      expect(option.xAxis[0].axisLabel.formatter('0')).toBe('09:00');
    });
  });

  it('says so when the chart library cannot be loaded', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <KlineChart
          fetchBars={() => Promise.resolve([bar(1, '1'), bar(2, '2')])}
          ticks$={new Subject<KlineTick>()}
          loadEngine={() => Promise.reject(new Error('chunk failed'))}
          priceDecimals={2}
        />
      </I18nProvider>,
    );
    await settle();
    expect(screen.getByTestId('kline-error')).toHaveTextContent(widgets.kline.engineFailed);
  });

  it('stops listening when it leaves', async () => {
    const { ticks, charts, unmount } = setup(() => [bar(1, '100'), bar(2, '101')]);
    await settle();
    unmount();
    expect(ticks.observed).toBe(false);
    expect(charts[0].dispose).toHaveBeenCalled();
    expect(charts[1].dispose).toHaveBeenCalled();
  });
});

describe('MarketHeader', () => {
  const quotation: Quotation = {
    currency_match_id: 1,
    close: '97120.35',
    change: '-1.256',
    high: '97980.00',
    low: '95210.55',
    volume: '18452.318406',
  };

  it('shows symbol, latest, change %, high, low and volume', async () => {
    jest.useRealTimers();
    render(
      <I18nProvider i18n={i18n}>
        <MarketHeader symbol="BTC/USDT" quotation={quotation} />
      </I18nProvider>,
    );
    expect(screen.getByTestId('market-symbol')).toHaveTextContent('BTC/USDT');
    expect(screen.getByTestId('market-latest')).toHaveTextContent('97,120.35');
    expect(screen.getByTestId('market-change')).toHaveTextContent('-1.26%');
    expect(screen.getByTestId('market-high')).toHaveTextContent('97,980.00');
    expect(screen.getByTestId('market-low')).toHaveTextContent('95,210.55');
    expect(screen.getByTestId('market-volume')).toHaveTextContent('18,452.318406');
  });

  it("shows prices and the volume with the pair's decimals when it gives them", () => {
    jest.useRealTimers();
    render(
      <I18nProvider i18n={i18n}>
        <MarketHeader
          symbol="BTC/USDT"
          quotation={{ ...quotation, close: '97120.35947' }}
          decimals={{ price_decimals: 2, number_decimals: 4 }}
        />
      </I18nProvider>,
    );
    expect(screen.getByTestId('market-latest')).toHaveTextContent(/^97,120.35$/);
    expect(screen.getByTestId('market-volume')).toHaveTextContent(/18,452.3184$/);
  });
});
