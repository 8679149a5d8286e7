import {
  animationFrameScheduler,
  auditTime,
  filter,
  type KlineBar,
  type KlinePeriod,
  Observable,
  type SchedulerLike,
  Subject,
  Subscription,
  timer,
} from '@exchange/shared';
import {
  applyTick,
  INITIAL_BAR_COUNT,
  KLINE_POLL_MS,
  klineWindow,
  mergeBars,
  MIN_POLL_BARS,
  nextPeriodStart,
  periodStartOf,
  POLL_BAR_COUNT,
  rolloverBar,
} from './kline-math';

export type KlineWindow = { period: KlinePeriod; from: number; to: number };

/** A live bar as the KLINE topic carries it. */
export type KlineTick = { period: KlinePeriod; kline: KlineBar };

/**
 * What the chart must draw next. `reset`: redraw from these bars (first answer, repaired
 * history); `tick`: only the last bar(s) moved; `error`: an answer had fewer than 2 bars (or
 * none came back), the chart says so until a later poll succeeds.
 */
export type KlineFeedEvent =
  | { type: 'reset'; bars: KlineBar[]; first: boolean }
  | { type: 'tick'; bars: KlineBar[] }
  | { type: 'error' };

export type KlineFeedDeps = {
  period: KlinePeriod;
  fetchBars: (window: KlineWindow) => Promise<KlineBar[]>;
  ticks$: Observable<KlineTick>;
  now?: () => number;
  pollMs?: number;
  /** Ticks are drawn at most once per frame; tests pass another scheduler. */
  frameScheduler?: SchedulerLike;
};

/** The longest single wait for a period boundary (a month is longer than a timer can wait). */
const MAX_ROLLOVER_WAIT_MS = 6 * 60 * 60_000;

/**
 * One view's bars: the first answer, live KLINE ticks (coalesced to one draw per animation
 * frame), the 10 s poll of docs/product.md#public-and-spot-calls that repairs what pushes missed,
 * and the clock: on each period boundary a new bar opens (docs/product.md#chart-bars) even
 * before the period's first trade is pushed.
 */
export const createKlineFeed = (deps: KlineFeedDeps): Observable<KlineFeedEvent> =>
  new Observable<KlineFeedEvent>((subscriber) => {
    const now = deps.now ?? Date.now;
    const subscriptions = new Subscription();
    const drawTick = new Subject<void>();
    let bars: KlineBar[] = [];
    let loaded = false;
    let failing = false;
    // A push corrected a closed bar: the next draw redraws everything, not just the tail.
    let repaired = false;

    const fetchWindow = (count: number): Promise<KlineBar[]> =>
      deps.fetchBars({ period: deps.period, ...klineWindow(deps.period, now(), count) });

    const fail = (): void => {
      failing = true;
      subscriber.next({ type: 'error' });
    };

    subscriptions.add(
      drawTick.pipe(auditTime(0, deps.frameScheduler ?? animationFrameScheduler)).subscribe(() => {
        if (!loaded || failing) return;
        if (repaired) {
          repaired = false;
          subscriber.next({ type: 'reset', bars, first: false });
        } else {
          subscriber.next({ type: 'tick', bars });
        }
      }),
    );
    subscriptions.add(
      deps.ticks$.pipe(filter((tick) => tick.period === deps.period)).subscribe((tick) => {
        const result = applyTick(bars, tick.kline);
        if (result.change === 'ignore') return;
        bars = result.bars;
        if (result.change === 'history') repaired = true;
        drawTick.next();
      }),
    );

    const rollover = (): void => {
      const opened = rolloverBar(bars, deps.period, now());
      if (opened) {
        bars = [...bars, opened];
        drawTick.next();
      }
      const boundary = nextPeriodStart(deps.period, periodStartOf(deps.period, now()));
      const wait = Math.min(MAX_ROLLOVER_WAIT_MS, Math.max(0, boundary - now()));
      subscriptions.add(timer(wait).subscribe(rollover));
    };
    rollover();

    // Ticks that arrived while the first answer was on its way are newer: they win.
    fetchWindow(INITIAL_BAR_COUNT).then(
      (answer) => {
        if (subscriber.closed) return;
        if (answer.length < MIN_POLL_BARS) return fail();
        bars = mergeBars(answer, bars).bars;
        loaded = true;
        subscriber.next({ type: 'reset', bars, first: true });
      },
      () => !subscriber.closed && fail(),
    );

    const pollMs = deps.pollMs ?? KLINE_POLL_MS;
    subscriptions.add(
      timer(pollMs, pollMs).subscribe(() => {
        fetchWindow(POLL_BAR_COUNT).then(
          (answer) => {
            if (subscriber.closed) return;
            if (answer.length < MIN_POLL_BARS) return fail();
            const merged = mergeBars(bars, answer);
            const recovered = failing || !loaded;
            failing = false;
            if (!merged.changed && !recovered) return;
            bars = merged.bars;
            subscriber.next({ type: 'reset', bars, first: !loaded });
            loaded = true;
          },
          () => !subscriber.closed && fail(),
        );
      }),
    );

    return () => subscriptions.unsubscribe();
  });
