import {
  animationFrameScheduler,
  auditTime,
  type Depth,
  type GlobalTxPush,
  type MarketDepthPush,
  Observable,
  type Quotation,
  type SchedulerLike,
  Subject,
  Subscription,
  type TxComplete,
} from '@exchange/shared';
import { acceptsSnapshot, needsResync, relateSeq, type StreamPosition } from './depth-seq';
import { mergeTrades } from './merge-trades';

/** What market/deal gives a book: levels, their seq, recent trades and the quotation. */
export type MarketSnapshot = {
  depth: Depth;
  seq: number;
  /** The server run `seq` counts in. */
  epoch: string;
  trades: TxComplete[];
  quotation: Quotation | null;
};

export type MarketFeedState = {
  /** `failed`: the first snapshot failed and no push has filled the book yet. */
  status: 'loading' | 'ready' | 'failed';
  depth: Depth;
  /** The seq of the book on screen (snapshot or push). */
  seq: number | null;
  /** The server run that seq counts in. */
  epoch: string | null;
  /** Newest first, at most 30. */
  trades: TxComplete[];
  quotation: Quotation | null;
  /**
   * The book on screen may be behind the server: the pushes had a gap, the server restarted,
   * or the live channel dropped. True until a snapshot has been applied (or has failed).
   */
  resyncing: boolean;
  /** Snapshots requested so far (the first one included). */
  snapshots: number;
};

export const EMPTY_DEPTH: Depth = { in: [], out: [] };

export const initialMarketState = (): MarketFeedState => ({
  status: 'loading',
  depth: EMPTY_DEPTH,
  seq: null,
  epoch: null,
  trades: [],
  quotation: null,
  resyncing: false,
  snapshots: 0,
});

/**
 * A depth push against the book. Every push carries the whole top 20 of each side, so even one
 * after a gap is drawn; the gap still asks for a snapshot, as the seq rule says (docs/decisions.md).
 */
const positionOf = (state: MarketFeedState): StreamPosition | null =>
  state.seq === null || state.epoch === null ? null : { seq: state.seq, epoch: state.epoch };

export const applyDepthPush = (
  state: MarketFeedState,
  push: MarketDepthPush,
): { state: MarketFeedState; resync: boolean } => {
  const relation = relateSeq(positionOf(state), push);
  if (relation === 'stale') return { state, resync: false };
  const resync = needsResync(relation) && !state.resyncing;
  return {
    state: {
      ...state,
      status: 'ready',
      depth: push.depth,
      seq: push.seq,
      epoch: push.epoch,
      resyncing: state.resyncing || resync,
    },
    resync,
  };
};

export const applySnapshot = (
  state: MarketFeedState,
  snapshot: MarketSnapshot,
): MarketFeedState => {
  const trades = mergeTrades(state.trades, snapshot.trades);
  const quotation = snapshot.quotation ?? state.quotation;
  if (!acceptsSnapshot(positionOf(state), snapshot)) {
    return { ...state, status: 'ready', trades, quotation, resyncing: false };
  }
  return {
    ...state,
    status: 'ready',
    depth: snapshot.depth,
    seq: snapshot.seq,
    epoch: snapshot.epoch,
    trades,
    quotation,
    resyncing: false,
  };
};

export const applyTradesPush = (state: MarketFeedState, push: GlobalTxPush): MarketFeedState => ({
  ...state,
  trades: mergeTrades(state.trades, push.completes),
});

/**
 * The live channel dropped: pushes are being missed, so the book on screen stays (marked) but
 * is no longer live until the snapshot that follows the reconnect.
 */
export const markChannelDown = (state: MarketFeedState): MarketFeedState =>
  state.resyncing ? state : { ...state, resyncing: true };

export type MarketFeedDeps = {
  loadSnapshot: () => Promise<MarketSnapshot>;
  depth$: Observable<MarketDepthPush>;
  trades$: Observable<GlobalTxPush>;
  /**
   * Whether the live channel is open (true) or down (false). Each return to true after a false
   * loads a fresh snapshot: pushes sent while the page was away are gone, and after a server
   * restart no push may come for a while. Without it the feed trusts the pushes alone.
   */
  channelOpen$?: Observable<boolean>;
  /** Screens get at most one state per animation frame; tests pass another scheduler. */
  frameScheduler?: SchedulerLike;
};

/**
 * One pair's order book and recent trades: subscribes the pushes first, then loads the
 * snapshot (so nothing falls between them), re-syncs from a snapshot when the depth seq jumps,
 * the server's epoch changes or the live channel comes back,
 * and hands the screen at most one state per animation frame however fast pushes come
 * (docs/performance.md: ≤ 1 React commit per frame).
 */
export const createMarketFeed = (deps: MarketFeedDeps): Observable<MarketFeedState> =>
  new Observable<MarketFeedState>((subscriber) => {
    let state = initialMarketState();
    const subscriptions = new Subscription();
    const changed = new Subject<void>();
    subscriptions.add(
      changed
        .pipe(auditTime(0, deps.frameScheduler ?? animationFrameScheduler))
        .subscribe(() => subscriber.next(state)),
    );

    const loadSnapshot = (): void => {
      state = { ...state, snapshots: state.snapshots + 1 };
      deps.loadSnapshot().then(
        (snapshot) => {
          if (subscriber.closed) return;
          state = applySnapshot(state, snapshot);
          changed.next();
        },
        () => {
          if (subscriber.closed) return;
          // A failed re-sync leaves the pushed book on screen; the next gap tries again.
          state = {
            ...state,
            resyncing: false,
            status: state.status === 'loading' ? 'failed' : state.status,
          };
          changed.next();
        },
      );
    };

    subscriptions.add(
      deps.depth$.subscribe((push) => {
        const result = applyDepthPush(state, push);
        if (result.state === state) return;
        state = result.state;
        if (result.resync) loadSnapshot();
        changed.next();
      }),
    );
    subscriptions.add(
      deps.trades$.subscribe((push) => {
        state = applyTradesPush(state, push);
        changed.next();
      }),
    );
    if (deps.channelOpen$) {
      let wasDown = false;
      subscriptions.add(
        deps.channelOpen$.subscribe((open) => {
          if (!open) {
            wasDown = true;
            state = markChannelDown(state);
            changed.next();
          } else if (wasDown) {
            wasDown = false;
            loadSnapshot();
          }
        }),
      );
    }
    subscriber.next(state);
    loadSnapshot();
    return () => subscriptions.unsubscribe();
  });
