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
  POLL_BAR_COUNT,
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

/**
 * One view's bars: the first answer, live KLINE ticks (coalesced to one draw per animation
 * frame), and the 10 s poll of docs/product.md#public-and-spot-calls that repairs what pushes missed.
 */
export const createKlineFeed = (deps: KlineFeedDeps): Observable<KlineFeedEvent> =>
  new Observable<KlineFeedEvent>((subscriber) => {
    const now = deps.now ?? Date.now;
    const subscriptions = new Subscription();
    const drawTick = new Subject<void>();
    let bars: KlineBar[] = [];
    let loaded = false;
    let failing = false;

    const fetchWindow = (count: number): Promise<KlineBar[]> =>
      deps.fetchBars({ period: deps.period, ...klineWindow(deps.period, now(), count) });

    const fail = (): void => {
      failing = true;
      subscriber.next({ type: 'error' });
    };

    subscriptions.add(
      drawTick
        .pipe(auditTime(0, deps.frameScheduler ?? animationFrameScheduler))
        .subscribe(() => loaded && !failing && subscriber.next({ type: 'tick', bars })),
    );
    subscriptions.add(
      deps.ticks$.pipe(filter((tick) => tick.period === deps.period)).subscribe((tick) => {
        const result = applyTick(bars, tick.kline);
        if (result.change === 'ignore') return;
        bars = result.bars;
        drawTick.next();
      }),
    );

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
