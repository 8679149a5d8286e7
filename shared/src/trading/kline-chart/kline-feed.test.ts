import { Subject } from '@exchange/shared';
import type { KlineBar } from '../../contract';
import {
  createKlineFeed,
  type KlineFeedEvent,
  type KlineTick,
  type KlineWindow,
} from './kline-feed';
import { INITIAL_BAR_COUNT, POLL_BAR_COUNT } from './kline-math';

const NOW = 1_700_000_000_000;
const bar = (minute: number, close: string): KlineBar => ({
  time: minute * 60_000,
  open: close,
  high: close,
  low: close,
  close,
  volume: '1',
});

type Setup = {
  events: KlineFeedEvent[];
  ticks: Subject<KlineTick>;
  fetchBars: jest.Mock<Promise<KlineBar[]>, [KlineWindow]>;
  stop: () => void;
};

const setup = (answers: KlineBar[][]): Setup => {
  const ticks = new Subject<KlineTick>();
  const fetchBars = jest.fn<Promise<KlineBar[]>, [KlineWindow]>(() =>
    Promise.resolve(answers.length > 1 ? (answers.shift() as KlineBar[]) : answers[0]),
  );
  const events: KlineFeedEvent[] = [];
  const subscription = createKlineFeed({
    period: '1min',
    fetchBars,
    ticks$: ticks,
  }).subscribe((event) => events.push(event));
  return { events, ticks, fetchBars, stop: () => subscription.unsubscribe() };
};

const flush = (ms = 20): Promise<void> => jest.advanceTimersByTimeAsync(ms);

beforeEach(() => jest.useFakeTimers({ now: NOW }));
afterEach(() => jest.useRealTimers());

describe('createKlineFeed', () => {
  it('draws the first answer, asked for the last 500 bars of the period', async () => {
    const { events, fetchBars, stop } = setup([[bar(1, '1'), bar(2, '2')]]);
    await flush();
    expect(fetchBars).toHaveBeenCalledWith({
      period: '1min',
      from: NOW / 1000 - INITIAL_BAR_COUNT * 60,
      to: NOW / 1000,
    });
    expect(events).toEqual([{ type: 'reset', bars: [bar(1, '1'), bar(2, '2')], first: true }]);
    stop();
  });

  it('an answer with fewer than 2 bars is the error state', async () => {
    const { events, stop } = setup([[bar(1, '1')]]);
    await flush();
    expect(events).toEqual([{ type: 'error' }]);
    stop();
  });

  it('a failed request is the error state too', async () => {
    const ticks = new Subject<KlineTick>();
    const events: KlineFeedEvent[] = [];
    const subscription = createKlineFeed({
      period: '1min',
      fetchBars: () => Promise.reject(new Error('down')),
      ticks$: ticks,
    }).subscribe((event) => events.push(event));
    await flush();
    expect(events).toEqual([{ type: 'error' }]);
    subscription.unsubscribe();
  });

  it('draws live ticks of its period at most once per animation frame', async () => {
    const { events, ticks, stop } = setup([[bar(1, '1'), bar(2, '2')]]);
    await flush();
    events.length = 0;
    ticks.next({ period: '1min', kline: bar(2, '2.1') });
    ticks.next({ period: '1min', kline: bar(2, '2.2') });
    ticks.next({ period: '5min', kline: bar(2, '99') });
    ticks.next({ period: '1min', kline: bar(3, '3') });
    expect(events).toEqual([]);
    await flush(17);
    expect(events).toEqual([{ type: 'tick', bars: [bar(1, '1'), bar(2, '2.2'), bar(3, '3')] }]);
    stop();
  });

  it('keeps ticks that arrive before the first answer (they are newer)', async () => {
    let answer: (bars: KlineBar[]) => void = () => undefined;
    const ticks = new Subject<KlineTick>();
    const events: KlineFeedEvent[] = [];
    const subscription = createKlineFeed({
      period: '1min',
      fetchBars: () => new Promise((resolve) => (answer = resolve)),
      ticks$: ticks,
    }).subscribe((event) => events.push(event));
    ticks.next({ period: '1min', kline: bar(2, '2.5') });
    await flush();
    expect(events).toEqual([]);
    answer([bar(1, '1'), bar(2, '2')]);
    await flush();
    expect(events).toEqual([{ type: 'reset', bars: [bar(1, '1'), bar(2, '2.5')], first: true }]);
    subscription.unsubscribe();
  });

  it('polls every 10 s: repairs changed history, shows the error state below 2 bars, recovers', async () => {
    const { events, fetchBars, stop } = setup([
      [bar(1, '1'), bar(2, '2')],
      [bar(2, '2')],
      [bar(1, '1'), bar(2, '2')],
      [bar(2, '2'), bar(3, '3')],
      [bar(2, '2'), bar(3, '3')],
    ]);
    await flush();
    events.length = 0;

    await flush(10_000);
    expect(fetchBars).toHaveBeenCalledTimes(2);
    expect(fetchBars).toHaveBeenLastCalledWith({
      period: '1min',
      from: NOW / 1000 + 10 - POLL_BAR_COUNT * 60,
      to: NOW / 1000 + 10,
    });
    expect(events).toEqual([{ type: 'error' }]);

    await flush(10_000);
    expect(events.at(-1)).toEqual({
      type: 'reset',
      bars: [bar(1, '1'), bar(2, '2')],
      first: false,
    });

    await flush(10_000);
    expect(events.at(-1)).toEqual({
      type: 'reset',
      bars: [bar(1, '1'), bar(2, '2'), bar(3, '3')],
      first: false,
    });
    const count = events.length;
    await flush(10_000);
    // Nothing changed: nothing is redrawn.
    expect(events).toHaveLength(count);
    stop();
  });

  it('opens a new bar on the period boundary (fake clock), then a push of it replaces that bar', async () => {
    // NOW is 20 s into a minute: the last answer's bar is the current one.
    const minute = Math.floor(NOW / 60_000);
    const { events, ticks, stop } = setup([[bar(minute - 1, '1'), bar(minute, '2')]]);
    await flush();
    expect(events.at(-1)).toMatchObject({ type: 'reset' });
    events.length = 0;
    await jest.advanceTimersByTimeAsync((minute + 1) * 60_000 - Date.now() - 1);
    expect(events).toEqual([]);
    await flush(17);
    const opened = { ...bar(minute + 1, '2'), volume: '0' };
    expect(events).toEqual([
      { type: 'tick', bars: [bar(minute - 1, '1'), bar(minute, '2'), opened] },
    ]);
    ticks.next({ period: '1min', kline: bar(minute + 1, '2.5') });
    // A trade pushed late for the minute that just closed corrects that bar, not the new one.
    ticks.next({ period: '1min', kline: bar(minute, '2.1') });
    await flush(17);
    expect(events.at(-1)).toEqual({
      type: 'reset',
      bars: [bar(minute - 1, '1'), bar(minute, '2.1'), bar(minute + 1, '2.5')],
      first: false,
    });
    stop();
  });

  it('a push of the next period before the boundary timer appends once', async () => {
    const minute = Math.floor(NOW / 60_000);
    const { events, ticks, stop } = setup([[bar(minute - 1, '1'), bar(minute, '2')]]);
    await flush();
    events.length = 0;
    await jest.advanceTimersByTimeAsync((minute + 1) * 60_000 - Date.now() - 5);
    ticks.next({ period: '1min', kline: bar(minute + 1, '3') });
    await flush(100);
    expect(events.at(-1)).toEqual({
      type: 'tick',
      bars: [bar(minute - 1, '1'), bar(minute, '2'), bar(minute + 1, '3')],
    });
    stop();
  });

  it('stops polling and listening when unsubscribed', async () => {
    const { fetchBars, ticks, events, stop } = setup([[bar(1, '1'), bar(2, '2')]]);
    await flush();
    stop();
    events.length = 0;
    ticks.next({ period: '1min', kline: bar(3, '3') });
    await flush(30_000);
    expect(fetchBars).toHaveBeenCalledTimes(1);
    expect(events).toEqual([]);
    expect(ticks.observed).toBe(false);
  });
});
