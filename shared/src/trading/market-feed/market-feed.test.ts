import { Subject } from '@exchange/shared';
// Test only: the product never schedules on asap, so the core does not re-export it.
import { asapScheduler } from 'rxjs';
import type { Depth, GlobalTxPush, MarketDepthPush, TxComplete } from '../../contract';
import {
  applyDepthPush,
  applySnapshot,
  createMarketFeed,
  initialMarketState,
  type MarketFeedState,
  type MarketSnapshot,
} from './market-feed';

const depth = (bid: string, ask: string): Depth => ({
  in: [{ index: 0, price: bid, number: '1', amount: '1', sum: '1' }],
  out: [{ index: 0, price: ask, number: '1', amount: '1', sum: '1' }],
});

const depthPush = (seq: number, bid = '99', ask = '101', epoch = 'run-1'): MarketDepthPush => ({
  type: 'MARKET_DEPTH',
  topic: 'MARKET_DEPTH.BTC/USDT',
  seq,
  epoch,
  currency_match_id: 1,
  symbol: 'BTC/USDT',
  depth: depth(bid, ask),
});

const trade = (id: number): TxComplete => ({
  id,
  timestamp: id * 1000,
  time: '00:00:00',
  price: '100',
  number: '1',
  amount: '1',
  way: 2,
});

const tradesPush = (...ids: number[]): GlobalTxPush => ({
  type: 'GLOBAL_TX',
  topic: 'GLOBAL_TX.BTC/USDT',
  seq: 1,
  epoch: 'run-1',
  currency_match_id: 1,
  symbol: 'BTC/USDT',
  completes: ids.map(trade),
});

const snapshot = (seq: number, bid = '98', ask = '102', epoch = 'run-1'): MarketSnapshot => ({
  depth: depth(bid, ask),
  seq,
  epoch,
  trades: [trade(1)],
  quotation: null,
});

describe('applyDepthPush / applySnapshot', () => {
  it('a push in sequence replaces the book', () => {
    const start = applySnapshot(initialMarketState(), snapshot(10));
    const { state, resync } = applyDepthPush(start, depthPush(11, '99.5'));
    expect(resync).toBe(false);
    expect(state.seq).toBe(11);
    expect(state.depth.in[0].price).toBe('99.5');
  });

  it('a gap draws the push (it carries whole levels) and asks for a snapshot once', () => {
    const start = applySnapshot(initialMarketState(), snapshot(10));
    const first = applyDepthPush(start, depthPush(13, '97'));
    expect(first.resync).toBe(true);
    expect(first.state.resyncing).toBe(true);
    expect(first.state.depth.in[0].price).toBe('97');
    // Another gap while the snapshot is on its way does not ask again.
    expect(applyDepthPush(first.state, depthPush(20)).resync).toBe(false);
  });

  it('a late push is dropped', () => {
    const start = applySnapshot(initialMarketState(), snapshot(10));
    expect(applyDepthPush(start, depthPush(9)).state).toBe(start);
  });

  it('an older snapshot does not step the book back, but ends the re-sync', () => {
    const pushed = applyDepthPush(applySnapshot(initialMarketState(), snapshot(10)), depthPush(13));
    const after = applySnapshot(pushed.state, snapshot(12, '1', '2'));
    expect(after.seq).toBe(13);
    expect(after.depth.in[0].price).toBe('99');
    expect(after.resyncing).toBe(false);
    const newer = applySnapshot(pushed.state, snapshot(15, '1', '2'));
    expect(newer.seq).toBe(15);
    expect(newer.depth.in[0].price).toBe('1');
  });

  it('after a server restart the first push of the new run is drawn and a snapshot asked for', () => {
    const old = applySnapshot(initialMarketState(), snapshot(4_000));
    const { state, resync } = applyDepthPush(old, depthPush(1, '70', '71', 'run-2'));
    expect(resync).toBe(true);
    expect(state).toMatchObject({ seq: 1, epoch: 'run-2', resyncing: true });
    expect(state.depth.out[0].price).toBe('71');
    const synced = applySnapshot(state, snapshot(3, '72', '73', 'run-2'));
    expect(synced).toMatchObject({ seq: 3, epoch: 'run-2', resyncing: false });
    // A late push of the new run is now ordered by the new count.
    expect(applyDepthPush(synced, depthPush(2, '1', '2', 'run-2')).state).toBe(synced);
  });

  it("a restarted server's snapshot replaces the book though its seq is lower", () => {
    const old = applySnapshot(initialMarketState(), snapshot(4_000));
    const after = applySnapshot(old, snapshot(2, '60', '61', 'run-2'));
    expect(after).toMatchObject({ seq: 2, epoch: 'run-2' });
    expect(after.depth.in[0].price).toBe('60');
  });
});

describe('createMarketFeed', () => {
  type Setup = {
    states: MarketFeedState[];
    depth$: Subject<MarketDepthPush>;
    trades$: Subject<GlobalTxPush>;
    channelOpen$: Subject<boolean>;
    loadSnapshot: jest.Mock<Promise<MarketSnapshot>, []>;
    answer: (value: MarketSnapshot) => void;
    stop: () => void;
  };

  const setup = (): Setup => {
    const depth$ = new Subject<MarketDepthPush>();
    const trades$ = new Subject<GlobalTxPush>();
    const channelOpen$ = new Subject<boolean>();
    const answers: ((value: MarketSnapshot) => void)[] = [];
    const loadSnapshot = jest.fn(
      () => new Promise<MarketSnapshot>((resolve) => answers.push(resolve)),
    );
    const states: MarketFeedState[] = [];
    const subscription = createMarketFeed({
      loadSnapshot,
      depth$,
      trades$,
      channelOpen$,
      frameScheduler: asapScheduler,
    }).subscribe((state) => states.push(state));
    return {
      states,
      depth$,
      trades$,
      channelOpen$,
      loadSnapshot,
      answer: (value) => answers.shift()?.(value),
      stop: () => subscription.unsubscribe(),
    };
  };

  const frame = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

  it('listens to the pushes before asking for the snapshot, and starts loading', () => {
    const { states, depth$, loadSnapshot, stop } = setup();
    expect(depth$.observed).toBe(true);
    expect(loadSnapshot).toHaveBeenCalledTimes(1);
    expect(states).toHaveLength(1);
    expect(states[0].status).toBe('loading');
    stop();
  });

  it('hands over one state per frame however many pushes came in it', async () => {
    const { states, depth$, trades$, answer, stop } = setup();
    answer(snapshot(10));
    await frame();
    states.length = 0;
    for (let seq = 11; seq <= 110; seq += 1) depth$.next(depthPush(seq, String(seq)));
    for (let id = 2; id <= 201; id += 1) trades$.next(tradesPush(id));
    expect(states).toHaveLength(0);
    await frame();
    expect(states).toHaveLength(1);
    expect(states[0].seq).toBe(110);
    expect(states[0].depth.in[0].price).toBe('110');
    expect(states[0].trades).toHaveLength(30);
    expect(states[0].trades[0].id).toBe(201);
    stop();
  });

  it('re-syncs from the snapshot when the seq jumps', async () => {
    const { states, depth$, loadSnapshot, answer, stop } = setup();
    answer(snapshot(10));
    await frame();
    depth$.next(depthPush(11));
    depth$.next(depthPush(14));
    expect(loadSnapshot).toHaveBeenCalledTimes(2);
    await frame();
    expect(states.at(-1)?.resyncing).toBe(true);
    answer(snapshot(15, '50', '60'));
    await frame();
    expect(states.at(-1)).toMatchObject({ seq: 15, resyncing: false, snapshots: 2 });
    expect(states.at(-1)?.depth.out[0].price).toBe('60');
    depth$.next(depthPush(16));
    expect(loadSnapshot).toHaveBeenCalledTimes(2);
    stop();
  });

  it('marks the book as resyncing while the channel is down and loads a snapshot when it is back', async () => {
    const { states, depth$, channelOpen$, loadSnapshot, answer, stop } = setup();
    channelOpen$.next(true);
    answer(snapshot(10));
    await frame();
    expect(loadSnapshot).toHaveBeenCalledTimes(1);
    channelOpen$.next(false);
    await frame();
    expect(states.at(-1)).toMatchObject({ seq: 10, resyncing: true });
    expect(loadSnapshot).toHaveBeenCalledTimes(1);
    channelOpen$.next(true);
    expect(loadSnapshot).toHaveBeenCalledTimes(2);
    // No push may come after a reconnect (a quiet pair): the snapshot alone ends the re-sync.
    answer(snapshot(12, '80', '81'));
    await frame();
    expect(states.at(-1)).toMatchObject({ seq: 12, resyncing: false });
    expect(states.at(-1)?.depth.out[0].price).toBe('81');
    // Pushes the snapshot already covers are dropped; newer ones apply.
    depth$.next(depthPush(12, '1', '2'));
    depth$.next(depthPush(13, '79', '82'));
    await frame();
    expect(states.at(-1)?.depth.out[0].price).toBe('82');
    stop();
  });

  it('re-syncs after a reconnect to a restarted server, whose pushes count from 1 again', async () => {
    const { states, depth$, channelOpen$, answer, stop } = setup();
    answer(snapshot(5_000));
    await frame();
    channelOpen$.next(false);
    channelOpen$.next(true);
    depth$.next(depthPush(2, '70', '71', 'run-2'));
    await frame();
    expect(states.at(-1)).toMatchObject({ seq: 2, epoch: 'run-2', resyncing: true });
    answer(snapshot(3, '72', '73', 'run-2'));
    await frame();
    expect(states.at(-1)).toMatchObject({ seq: 3, epoch: 'run-2', resyncing: false });
    expect(states.at(-1)?.depth.out[0].price).toBe('73');
    stop();
  });

  it('a failed first snapshot says so, and pushes still fill the book', async () => {
    const depth$ = new Subject<MarketDepthPush>();
    const states: MarketFeedState[] = [];
    const subscription = createMarketFeed({
      loadSnapshot: () => Promise.reject(new Error('down')),
      depth$,
      trades$: new Subject<GlobalTxPush>(),
      frameScheduler: asapScheduler,
    }).subscribe((state) => states.push(state));
    await frame();
    expect(states.at(-1)?.status).toBe('failed');
    depth$.next(depthPush(3));
    await frame();
    expect(states.at(-1)?.status).toBe('ready');
    subscription.unsubscribe();
  });

  it('unsubscribes the pushes when the screen leaves', () => {
    const { depth$, trades$, channelOpen$, stop } = setup();
    stop();
    expect(depth$.observed).toBe(false);
    expect(trades$.observed).toBe(false);
    expect(channelOpen$.observed).toBe(false);
  });
});
