import {
  type Depth,
  type GlobalTxPush,
  type MarketDepthPush,
  of,
  shareReplay,
  SocketBus,
  TOPIC,
  type TxComplete,
} from '@exchange/shared';
import {
  createMarketFeed,
  EMPTY_DEPTH,
  type MarketSnapshot,
  mergeTrades,
  OrderBook,
  RecentTrades,
} from '@exchange/shared/trading';
import { Box } from '@exchange/shared/ui-kit';
import { useEffect, useLayoutEffect, useMemo, useState, type ReactElement } from 'react';
import { BookPanel } from '../book/book-panel';
import { pairOf } from '../test-kit/spot-fixtures';

/**
 * Benchmark page (standalone build only; `bench/book-ui` drives it). The order book and recent
 * trades listen to a real WebSocket through the product's SocketBus (`?ws=` names the bench's
 * push server), either through the product's feed (one state per animation frame) or naively
 * (setState on every message). Figures land on `window.__bookBench`; nothing here is product UI.
 */
export type BookBenchStats = {
  mode: 'feed' | 'naive';
  /** Set by the driver: only this window is counted. */
  recording: boolean;
  pushes: number;
  /** DOM-mutating tasks of the book and trades (React's Profiler is silent in production). */
  commits: number;
  frames: number;
  maxCommitsPerFrame: number;
  /** Push → DOM delays (ms) of depth pushes: from the server's stamp to the first DOM update
   * showing that push or a newer one. */
  latencies: number[];
  /** The same for trade pushes (a trade on screen, or a newer one). */
  tradeLatencies: number[];
};

declare global {
  interface Window {
    __bookBench?: BookBenchStats;
  }
}

const PAIR = pairOf('BTC/USDT', 1, { price_decimals: 2, number_decimals: 6 });
const SYMBOL = 'BTC/USDT';
/** Wall-clock milliseconds comparable with the server's `sent_at` stamp (same machine). */
const wallNow = (): number => performance.timeOrigin + performance.now();

type Stamped = { sent_at?: number };

type Recorder = {
  stats: BookBenchStats;
  bus: SocketBus;
  /** Send times of depth pushes by seq and of trade pushes by trade id. */
  sentAt: { depth: Map<number, number>; trade: Map<number, number> };
  /** Newest depth seq and trade id on screen, and the last ones measured. */
  shown: {
    seq: number;
    measured: number;
    tradeId: number;
    tradeMeasured: number;
    commitsThisFrame: number;
  };
};

const createRecorder = (mode: BookBenchStats['mode'], url: string): Recorder => {
  const stats: BookBenchStats = {
    mode,
    recording: false,
    pushes: 0,
    commits: 0,
    frames: 0,
    maxCommitsPerFrame: 0,
    latencies: [],
    tradeLatencies: [],
  };
  const bus = new SocketBus({
    url: () => url,
    createSocket: (target) => new WebSocket(target),
    token$: of(null),
  });
  return {
    stats,
    bus,
    sentAt: { depth: new Map(), trade: new Map() },
    shown: { seq: 0, measured: 0, tradeId: 0, tradeMeasured: 0, commitsThisFrame: 0 },
  };
};

/** Records what a commit put on screen: the newest depth seq and trade id. */
const showOf =
  (recorder: Recorder) =>
  (seq: number, tradeId: number): void => {
    recorder.shown.seq = seq;
    recorder.shown.tradeId = tradeId;
  };

/** The naive baseline: one setState per message into the same shared components. */
const NaiveBook = ({
  recorder,
  onShown,
}: {
  recorder: Recorder;
  onShown: (seq: number, tradeId: number) => void;
}): ReactElement => {
  const [state, setState] = useState<{ depth: Depth; trades: TxComplete[]; seq: number }>({
    depth: EMPTY_DEPTH,
    trades: [],
    seq: 0,
  });
  useEffect(() => {
    const subscriptions = [
      recorder.bus
        .topic<MarketDepthPush>(TOPIC.marketDepth(SYMBOL))
        .subscribe((push) =>
          setState((current) => ({ ...current, depth: push.depth, seq: push.seq })),
        ),
      recorder.bus.topic<GlobalTxPush>(TOPIC.globalTx(SYMBOL)).subscribe((push) =>
        setState((current) => ({
          ...current,
          trades: mergeTrades(current.trades, push.completes),
        })),
      ),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [recorder]);
  // Layout phase: runs in the commit, before the MutationObserver callback of that task.
  const tradeId = state.trades[0]?.id ?? 0;
  useLayoutEffect(() => onShown(state.seq, tradeId), [state.seq, tradeId, onShown]);
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
        priceDecimals={2}
        quantityDecimals={6}
        baseCode="BTC"
        quoteCode="USDT"
      />
    </>
  );
};

/**
 * Every push that became visible with a DOM update (superseded ones included) waited until
 * then: each counts once. Returns the new "measured up to" mark.
 */
const measureShown = (
  sentAt: Map<number, number>,
  from: number,
  to: number,
  now: number,
  into: number[],
): number => {
  for (let key = from + 1; key <= to; key++) {
    const sent = sentAt.get(key);
    if (sent !== undefined) into.push(now - sent);
    sentAt.delete(key);
  }
  return Math.max(from, to);
};

/** Counts DOM-mutating tasks and measures push → DOM for depth and trade pushes. */
const observeCommits = (recorder: Recorder, element: HTMLElement): (() => void) => {
  const { stats, shown, sentAt } = recorder;
  const observer = new MutationObserver(() => {
    if (!stats.recording) return;
    const now = wallNow();
    stats.commits += 1;
    shown.commitsThisFrame += 1;
    shown.measured = measureShown(sentAt.depth, shown.measured, shown.seq, now, stats.latencies);
    shown.tradeMeasured = measureShown(
      sentAt.trade,
      shown.tradeMeasured,
      shown.tradeId,
      now,
      stats.tradeLatencies,
    );
  });
  observer.observe(element, { subtree: true, childList: true, characterData: true });
  return () => observer.disconnect();
};

/** Frame counter and the push counter (a bus listener both variants pay for alike). */
const recordFrames = (recorder: Recorder): (() => void) => {
  const { stats, shown, sentAt, bus } = recorder;
  let frame = 0;
  const loop = (): void => {
    if (stats.recording) {
      stats.frames += 1;
      stats.maxCommitsPerFrame = Math.max(stats.maxCommitsPerFrame, shown.commitsThisFrame);
    }
    shown.commitsThisFrame = 0;
    frame = requestAnimationFrame(loop);
  };
  frame = requestAnimationFrame(loop);
  const depth = bus
    .topic<MarketDepthPush & Stamped>(TOPIC.marketDepth(SYMBOL))
    .subscribe((push) => {
      if (!stats.recording) return;
      stats.pushes += 1;
      if (push.sent_at !== undefined) sentAt.depth.set(push.seq, push.sent_at);
    });
  const trades = bus.topic<GlobalTxPush & Stamped>(TOPIC.globalTx(SYMBOL)).subscribe((push) => {
    if (!stats.recording) return;
    stats.pushes += 1;
    const { sent_at: sent } = push;
    if (sent !== undefined) push.completes.forEach((trade) => sentAt.trade.set(trade.id, sent));
  });
  return () => {
    cancelAnimationFrame(frame);
    depth.unsubscribe();
    trades.unsubscribe();
  };
};

let pageRecorder: Recorder | null = null;

/** One recorder per page load; the driver reads its stats from `window.__bookBench`. */
const recorderOf = (mode: BookBenchStats['mode'], url: string): Recorder => {
  if (!pageRecorder) {
    pageRecorder = createRecorder(mode, url);
    window.__bookBench = pageRecorder.stats;
  }
  return pageRecorder;
};

export const BookBench = (): ReactElement => {
  const params = new URLSearchParams(window.location.search);
  const mode = params.get('mode') === 'naive' ? 'naive' : 'feed';
  const url = params.get('ws') ?? `ws://${window.location.host}/ws`;
  const recorder = recorderOf(mode, url);
  const onShown = useMemo(() => showOf(recorder), [recorder]);

  const feed$ = useMemo(() => {
    // Pushes carry the whole top 20, so the book needs no snapshot to start.
    const snapshot: MarketSnapshot = {
      depth: EMPTY_DEPTH,
      seq: 0,
      epoch: 'bench',
      trades: [],
      quotation: null,
    };
    return createMarketFeed({
      loadSnapshot: () => Promise.resolve(snapshot),
      depth$: recorder.bus.topic<MarketDepthPush>(TOPIC.marketDepth(SYMBOL)),
      trades$: recorder.bus.topic<GlobalTxPush>(TOPIC.globalTx(SYMBOL)),
    }).pipe(shareReplay({ bufferSize: 1, refCount: true }));
  }, [recorder]);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(
    () => (container ? observeCommits(recorder, container) : undefined),
    [recorder, container],
  );
  useEffect(() => recordFrames(recorder), [recorder]);
  useEffect(() => {
    if (mode !== 'feed') return undefined;
    // The feed's state is what BookPanel commits in the same animation frame.
    const subscription = feed$.subscribe((state) =>
      onShown(state.seq ?? 0, state.trades[0]?.id ?? 0),
    );
    return () => subscription.unsubscribe();
  }, [feed$, mode, onShown]);

  return (
    <Box ref={setContainer} sx={{ width: 320, p: 1 }} data-testid="book-bench" data-mode={mode}>
      {mode === 'feed' ? (
        <BookPanel pair={PAIR} feed$={feed$} onPick={() => undefined} stale={false} />
      ) : (
        <NaiveBook recorder={recorder} onShown={onShown} />
      )}
    </Box>
  );
};
