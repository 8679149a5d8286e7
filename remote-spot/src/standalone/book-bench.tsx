import {
  createMarketFeed,
  OrderBook,
  RecentTrades,
  mergeTrades,
  type Depth,
  type GlobalTxPush,
  type MarketDepthPush,
  type MarketFeedState,
  type MarketSnapshot,
  type TxComplete,
} from '@exchange/shared';
import Box from '@mui/material/Box';
import { useEffect, useLayoutEffect, useMemo, useState, type ReactElement } from 'react';
import { shareReplay, Subject, type Observable } from 'rxjs';
import { BookPanel } from '../book/book-panel';
import { pairOf } from '../test-kit/spot-fixtures';

/**
 * Benchmark page (standalone build only, `bench/book-ui.mjs` drives it): the order book and
 * trades fed 100 depth pushes/s and 200 trades/s, either through the product's feed (one state
 * per animation frame) or naively (setState on every message). Numbers land on
 * `window.__bookBench`; nothing here is product UI.
 */
export type BookBenchStats = {
  mode: 'feed' | 'naive';
  running: boolean;
  pushes: number;
  commits: number;
  frames: number;
  maxCommitsPerFrame: number;
  /**
   * Push-to-screen delays (ms): from a depth push to the DOM update that first shows it or a
   * newer one. Commits are counted as DOM-mutating tasks (a MutationObserver callback each):
   * React's Profiler is silent in production builds.
   */
  latencies: number[];
};

declare global {
  interface Window {
    __bookBench?: BookBenchStats;
  }
}

const PAIR = pairOf('BTC/USDT', 1, { price_decimals: 2, number_decimals: 6 });
const DEPTH_PER_SECOND = 100;
const TRADES_PER_SECOND = 200;

const levelsOf = (mid: number, side: 1 | -1, seed: number): Depth['in'] =>
  Array.from({ length: 20 }, (_, index) => {
    const amount = (((seed * 7919 + index * 104729) % 1000) / 1000 + 0.001).toFixed(6);
    return {
      index,
      price: (mid + side * (0.5 + index * 0.5)).toFixed(2),
      number: amount,
      amount,
      sum: amount,
    };
  });

const depthAt = (seq: number): Depth => {
  const mid = 97_000 + Math.sin(seq / 50) * 40;
  return { in: levelsOf(mid, -1, seq), out: levelsOf(mid, 1, seq + 1) };
};

type Source = {
  depth$: Subject<MarketDepthPush>;
  trades$: Subject<GlobalTxPush>;
  sentAt: Map<number, number>;
  start: (seconds: number) => void;
};

const createSource = (stats: BookBenchStats): Source => {
  const depth$ = new Subject<MarketDepthPush>();
  const trades$ = new Subject<GlobalTxPush>();
  const sentAt = new Map<number, number>();
  let seq = 1;
  let tradeId = 1;
  const start = (seconds: number): void => {
    stats.running = true;
    // Separate timers: each message is its own task, as messages off a WebSocket are.
    const depthTimer = window.setInterval(() => {
      seq += 1;
      sentAt.set(seq, performance.now());
      stats.pushes += 1;
      depth$.next({
        type: 'MARKET_DEPTH',
        topic: 'MARKET_DEPTH.BTC/USDT',
        seq,
        currency_match_id: 1,
        symbol: 'BTC/USDT',
        depth: depthAt(seq),
      });
    }, 1000 / DEPTH_PER_SECOND);
    const tradeTimer = window.setInterval(() => {
      tradeId += 1;
      stats.pushes += 1;
      const trade: TxComplete = {
        id: tradeId,
        timestamp: Date.now(),
        time: '',
        price: (97_000 + Math.sin(tradeId / 90) * 40).toFixed(2),
        number: '0.010000',
        amount: '0.010000',
        way: tradeId % 2 === 0 ? 2 : 1,
      };
      trades$.next({
        type: 'GLOBAL_TX',
        topic: 'GLOBAL_TX.BTC/USDT',
        seq: tradeId,
        currency_match_id: 1,
        symbol: 'BTC/USDT',
        completes: [trade],
      });
    }, 1000 / TRADES_PER_SECOND);
    window.setTimeout(() => {
      window.clearInterval(depthTimer);
      window.clearInterval(tradeTimer);
      stats.running = false;
    }, seconds * 1000);
  };
  return { depth$, trades$, sentAt, start };
};

/** The naive baseline: one setState per message, the same shared components. */
const NaiveBook = ({
  source,
  onShown,
}: {
  source: Source;
  onShown: (seq: number) => void;
}): ReactElement => {
  const [state, setState] = useState<{ depth: Depth; trades: TxComplete[]; seq: number }>({
    depth: depthAt(1),
    trades: [],
    seq: 1,
  });
  useEffect(() => {
    const subscriptions = [
      source.depth$.subscribe((push) =>
        setState((current) => ({ ...current, depth: push.depth, seq: push.seq })),
      ),
      source.trades$.subscribe((push) =>
        setState((current) => ({
          ...current,
          trades: mergeTrades(current.trades, push.completes),
        })),
      ),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [source]);
  // Layout phase: runs in the commit, before the MutationObserver callback of that task.
  useLayoutEffect(() => onShown(state.seq), [state.seq, onShown]);
  return (
    <>
      <OrderBook
        depth={state.depth}
        loading={false}
        lastPrice={state.trades[0]?.price ?? null}
        lastSide={state.trades[0]?.way ?? null}
        priceDecimals={2}
        quantityDecimals={6}
        baseCode="BTC"
        quoteCode="USDT"
        onPick={() => undefined}
      />
      <RecentTrades
        trades={state.trades}
        loading={false}
        quantityDecimals={6}
        baseCode="BTC"
        quoteCode="USDT"
      />
    </>
  );
};

type Recorder = {
  stats: BookBenchStats;
  source: Source;
  /** The push seq on screen, the last one measured, commits since the last frame. */
  shown: { seq: number; measured: number; commitsThisFrame: number };
};

let recorder: Recorder | null = null;

/** One recorder per page load: the driver reads it from `window.__bookBench`. */
const recorderOf = (mode: BookBenchStats['mode']): Recorder => {
  if (!recorder) {
    const stats: BookBenchStats = {
      mode,
      running: false,
      pushes: 0,
      commits: 0,
      frames: 0,
      maxCommitsPerFrame: 0,
      latencies: [],
    };
    recorder = {
      stats,
      source: createSource(stats),
      shown: { seq: 1, measured: 1, commitsThisFrame: 0 },
    };
  }
  return recorder;
};

/** Counts commits as tasks that changed the book's DOM, and measures push-to-screen. */
const observeCommits = ({ stats, shown, source }: Recorder, element: HTMLElement): (() => void) => {
  const observer = new MutationObserver(() => {
    if (!stats.running) return;
    const now = performance.now();
    stats.commits += 1;
    shown.commitsThisFrame += 1;
    // Each newly shown push counts once: the delay from its send to this DOM update.
    if (shown.seq > shown.measured) {
      const sent = source.sentAt.get(shown.seq);
      if (sent !== undefined) stats.latencies.push(now - sent);
      shown.measured = shown.seq;
    }
  });
  observer.observe(element, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
  return () => observer.disconnect();
};

const showSeqOf = (target: Recorder) => (seq: number) => {
  target.shown.seq = seq;
};

export const BookBench = (): ReactElement => {
  const params = new URLSearchParams(window.location.search);
  const mode = params.get('mode') === 'naive' ? 'naive' : 'feed';
  const seconds = Number(params.get('seconds') ?? '30') || 30;
  const bench = recorderOf(mode);
  const { source } = bench;
  const feed$ = useMemo(() => {
    const snapshot: MarketSnapshot = { depth: depthAt(1), seq: 1, trades: [], quotation: null };
    return createMarketFeed({
      loadSnapshot: () => Promise.resolve(snapshot),
      depth$: source.depth$,
      trades$: source.trades$,
    }).pipe(shareReplay({ bufferSize: 1, refCount: true }));
  }, [source]);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => (container ? observeCommits(bench, container) : undefined), [bench, container]);
  const onShown = useMemo(() => showSeqOf(bench), [bench]);

  useEffect(() => startBench(bench, feed$, mode, seconds), [bench, feed$, mode, seconds]);

  return (
    <Box ref={setContainer} sx={{ width: 320, p: 1 }} data-testid="book-bench" data-mode={mode}>
      {mode === 'feed' ? (
        <BookPanel pair={PAIR} feed$={feed$} onPick={() => undefined} stale={false} />
      ) : (
        <NaiveBook source={source} onShown={onShown} />
      )}
    </Box>
  );
};

/** Frame counter, the feed's on-screen seq, and the push generator; returns the cleanup. */
const startBench = (
  bench: Recorder,
  feed$: Observable<MarketFeedState>,
  mode: BookBenchStats['mode'],
  seconds: number,
): (() => void) => {
  const { stats, shown, source } = bench;
  window.__bookBench = stats;
  let frame = 0;
  const loop = (): void => {
    if (stats.running) {
      stats.frames += 1;
      stats.maxCommitsPerFrame = Math.max(stats.maxCommitsPerFrame, shown.commitsThisFrame);
    }
    shown.commitsThisFrame = 0;
    frame = requestAnimationFrame(loop);
  };
  frame = requestAnimationFrame(loop);
  // The feed's state is what BookPanel draws in the same frame.
  const subscription = feed$.subscribe((state) => {
    if (mode === 'feed' && state.seq !== null) shown.seq = state.seq;
  });
  if (!stats.running && stats.pushes === 0) source.start(seconds);
  return () => {
    cancelAnimationFrame(frame);
    subscription.unsubscribe();
  };
};
