import { BehaviorSubject, type Subscription } from 'rxjs';
import type { Push } from '../contract';
import {
  MAX_RETRY_MS,
  PING_INTERVAL_MS,
  retryDelay,
  SocketBus,
  topicOf,
  type ConnectionState,
  type WebSocketLike,
} from './socket-bus';

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 3;

/** A WebSocket the test drives: it records frames and opens, drops and receives on demand. */
class FakeSocket implements WebSocketLike {
  readyState = CONNECTING;
  readonly sent: string[] = [];
  closedByClient = false;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.readyState !== OPEN) throw new Error('InvalidStateError: socket is not open');
    this.sent.push(data);
  }

  close(): void {
    this.closedByClient = true;
    this.readyState = CLOSED;
  }

  /** Server accepted the connection. */
  open(): void {
    this.readyState = OPEN;
    this.onopen?.(new Event('open'));
  }

  /** Connection lost (or refused). */
  drop(): void {
    this.readyState = CLOSED;
    this.onerror?.(new Event('error'));
    this.onclose?.(new Event('close') as CloseEvent);
  }

  receive(data: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  /** Sent frames, JSON ones parsed; `ping` stays a string. */
  frames(): unknown[] {
    return this.sent.map((frame) => (frame === 'ping' ? frame : JSON.parse(frame)));
  }
}

const T0 = new Date('2024-05-01T10:00:00Z').getTime();

type Harness = {
  bus: SocketBus;
  sockets: FakeSocket[];
  token$: BehaviorSubject<string | null>;
  last: () => FakeSocket;
};

let harness: Harness;
const subscriptions: Subscription[] = [];

const makeBus = (token: string | null): Harness => {
  const sockets: FakeSocket[] = [];
  const token$ = new BehaviorSubject<string | null>(token);
  const bus = new SocketBus({
    url: () => 'ws://exchange.test/ws',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    token$,
  });
  return { bus, sockets, token$, last: () => sockets[sockets.length - 1] };
};

const listen = (topic: string): Push[] => {
  const received: Push[] = [];
  subscriptions.push(harness.bus.topic(topic).subscribe((push) => received.push(push)));
  return received;
};

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
});

afterEach(() => {
  for (const subscription of subscriptions.splice(0)) subscription.unsubscribe();
  harness?.bus.dispose();
  jest.useRealTimers();
});

describe('SocketBus: login', () => {
  it('sends the login frame with the token when the socket opens', () => {
    harness = makeBus('tok-1');
    harness.bus.connect();
    expect(harness.sockets).toHaveLength(1);
    expect(harness.last().url).toBe('ws://exchange.test/ws');
    expect(harness.last().sent).toEqual([]);
    harness.last().open();
    expect(harness.last().sent).toEqual(['{"type":"login","params":"tok-1"}']);
  });

  it('sends no login frame when there is no token', () => {
    harness = makeBus(null);
    listen('DAY_MARKET');
    harness.last().open();
    expect(harness.last().frames()).toEqual([{ type: 'sub', params: 'DAY_MARKET' }]);
  });

  it('logs in again when the token changes and logs out when it becomes null', () => {
    harness = makeBus(null);
    harness.bus.connect();
    const socket = harness.last();
    socket.open();
    harness.token$.next('tok-a');
    harness.token$.next('tok-a');
    harness.token$.next('tok-b');
    harness.token$.next(null);
    harness.token$.next(null);
    expect(socket.frames()).toEqual([
      { type: 'login', params: 'tok-a' },
      { type: 'login', params: 'tok-b' },
      { type: 'logout' },
    ]);
  });

  it('a token set while connecting is used once the socket opens', () => {
    harness = makeBus(null);
    harness.bus.connect();
    harness.token$.next('tok-late');
    expect(harness.last().sent).toEqual([]);
    harness.last().open();
    expect(harness.last().frames()).toEqual([{ type: 'login', params: 'tok-late' }]);
  });

  it('subscribes private topics again after a login', () => {
    harness = makeBus(null);
    listen('TX_MATCHED');
    listen('MARKET_DEPTH.BTC/USDT');
    const socket = harness.last();
    socket.open();
    socket.sent.length = 0;
    harness.token$.next('tok-1');
    expect(socket.frames()).toEqual([
      { type: 'login', params: 'tok-1' },
      { type: 'sub', params: 'TX_MATCHED' },
    ]);
  });
});

describe('SocketBus: ref-counted topics', () => {
  it('two subscribers share one server subscription; only the last unsubscribe sends unsub', () => {
    harness = makeBus(null);
    harness.bus.connect();
    const socket = harness.last();
    socket.open();

    const first = harness.bus.topic('MARKET_DEPTH.BTC/USDT').subscribe();
    const second = harness.bus.topic('MARKET_DEPTH.BTC/USDT').subscribe();
    expect(socket.frames()).toEqual([{ type: 'sub', params: 'MARKET_DEPTH.BTC/USDT' }]);
    expect(harness.bus.liveTopics()).toEqual(['MARKET_DEPTH.BTC/USDT']);

    first.unsubscribe();
    expect(socket.frames()).toHaveLength(1);
    expect(harness.bus.liveTopics()).toEqual(['MARKET_DEPTH.BTC/USDT']);

    second.unsubscribe();
    expect(socket.frames()).toEqual([
      { type: 'sub', params: 'MARKET_DEPTH.BTC/USDT' },
      { type: 'unsub', params: 'MARKET_DEPTH.BTC/USDT' },
    ]);
    expect(harness.bus.liveTopics()).toEqual([]);
  });

  it('subscribing opens the channel lazily and subscribes once it is open', () => {
    harness = makeBus(null);
    expect(harness.sockets).toHaveLength(0);
    const subscription = harness.bus.topic('KLINE.ETH/USDT').subscribe();
    subscriptions.push(subscription);
    expect(harness.sockets).toHaveLength(1);
    harness.last().open();
    expect(harness.last().frames()).toEqual([{ type: 'sub', params: 'KLINE.ETH/USDT' }]);
  });
});

describe('SocketBus: incoming frames', () => {
  it('routes a push by its topic field only to that topic', () => {
    harness = makeBus(null);
    const btc = listen('MARKET_DEPTH.BTC/USDT');
    const eth = listen('MARKET_DEPTH.ETH/USDT');
    harness.last().open();
    harness
      .last()
      .receive(
        JSON.stringify({ type: 'MARKET_DEPTH', topic: 'MARKET_DEPTH.BTC/USDT', seq: 4, in: [] }),
      );
    expect(btc).toEqual([{ type: 'MARKET_DEPTH', topic: 'MARKET_DEPTH.BTC/USDT', seq: 4, in: [] }]);
    expect(eth).toEqual([]);
  });

  it('derives the topic from type and symbol when the push has none', () => {
    harness = makeBus(null);
    const trades = listen('GLOBAL_TX.BTC/USDT');
    const depth = listen('MARKET_DEPTH.BTC/USDT');
    const day = listen('DAY_MARKET');
    harness.last().open();
    harness
      .last()
      .receive(JSON.stringify({ type: 'GLOBAL_TX', symbol: 'BTC/USDT', completes: [] }));
    harness
      .last()
      .receive(JSON.stringify({ type: 'DAY_MARKET', symbol: 'BTC/USDT', currency_match_id: 1 }));
    expect(trades).toHaveLength(1);
    expect(trades[0]).toMatchObject({ type: 'GLOBAL_TX', completes: [] });
    expect(depth).toEqual([]);
    expect(day).toHaveLength(1);
    expect(day[0]).toMatchObject({ type: 'DAY_MARKET', currency_match_id: 1 });
  });

  it('ignores non-JSON frames such as pong and keeps delivering afterwards', () => {
    harness = makeBus(null);
    const day = listen('DAY_MARKET');
    harness.last().open();
    expect(() => {
      harness.last().receive('pong');
      harness.last().receive('{not json');
      harness.last().receive('42');
      harness.last().receive('null');
      harness.last().receive(new ArrayBuffer(2));
    }).not.toThrow();
    harness.last().receive(JSON.stringify({ type: 'DAY_MARKET', topic: 'DAY_MARKET', seq: 1 }));
    expect(day).toEqual([{ type: 'DAY_MARKET', topic: 'DAY_MARKET', seq: 1 }]);
  });

  it('does not deliver answers to control frames as pushes', () => {
    harness = makeBus('tok');
    const matched = listen('TX_MATCHED');
    const day = listen('DAY_MARKET');
    harness.last().open();
    harness.last().receive(JSON.stringify({ type: 'sub', ok: true, params: 'TX_MATCHED' }));
    harness.last().receive(JSON.stringify({ type: 'login', ok: true }));
    harness
      .last()
      .receive(JSON.stringify({ type: 'DAY_MARKET', topic: 'DAY_MARKET', ok: false, msg: 'x' }));
    harness.last().receive(JSON.stringify({ type: 'TX_MATCHED', topic: 'TX_MATCHED', id: 9 }));
    expect(day).toEqual([]);
    expect(matched).toEqual([{ type: 'TX_MATCHED', topic: 'TX_MATCHED', id: 9 }]);
  });

  it('stops delivering to a subscriber after it unsubscribes', () => {
    harness = makeBus(null);
    const received: Push[] = [];
    const subscription = harness.bus.topic('DAY_MARKET').subscribe((push) => received.push(push));
    harness.last().open();
    harness.last().receive(JSON.stringify({ type: 'DAY_MARKET', topic: 'DAY_MARKET', seq: 1 }));
    subscription.unsubscribe();
    harness.last().receive(JSON.stringify({ type: 'DAY_MARKET', topic: 'DAY_MARKET', seq: 2 }));
    expect(received.map((push) => push.seq)).toEqual([1]);
  });
});

describe('topicOf', () => {
  it('prefers the stamped topic, else type.symbol, and DAY_MARKET stays bare', () => {
    expect(topicOf({ type: 'KLINE', topic: 'KLINE.ETH/USDT', symbol: 'BTC/USDT' })).toBe(
      'KLINE.ETH/USDT',
    );
    expect(topicOf({ type: 'KLINE', symbol: 'BTC/USDT' } as unknown as Push)).toBe(
      'KLINE.BTC/USDT',
    );
    expect(topicOf({ type: 'DAY_MARKET', symbol: 'BTC/USDT' } as unknown as Push)).toBe(
      'DAY_MARKET',
    );
    expect(topicOf({ type: 'TX_SUBMIT' } as unknown as Push)).toBe('TX_SUBMIT');
  });
});

describe('SocketBus: keepalive', () => {
  it('sends a bare ping every 5 s while open and none while closed', () => {
    harness = makeBus(null);
    harness.bus.connect();
    const socket = harness.last();
    jest.advanceTimersByTime(PING_INTERVAL_MS * 3);
    expect(socket.sent).toEqual([]);

    socket.open();
    jest.advanceTimersByTime(PING_INTERVAL_MS - 1);
    expect(socket.sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(socket.sent).toEqual(['ping']);
    jest.advanceTimersByTime(PING_INTERVAL_MS * 2);
    expect(socket.sent).toEqual(['ping', 'ping', 'ping']);

    socket.drop();
    jest.advanceTimersByTime(PING_INTERVAL_MS * 3);
    expect(socket.sent).toEqual(['ping', 'ping', 'ping']);
  });

  it('is 5 seconds', () => {
    expect(PING_INTERVAL_MS).toBe(5_000);
  });
});

describe('SocketBus: reconnect', () => {
  it('after a close it waits at most 1 s, announcing attempt 1 and when it retries', () => {
    harness = makeBus(null);
    harness.bus.connect();
    harness.last().open();
    jest.setSystemTime(T0 + 12_345);
    harness.last().drop();

    const state = harness.bus.connectionState;
    expect(state.status).toBe('reconnecting');
    expect(state.attempt).toBe(1);
    expect(state.nextAttemptAt).not.toBeNull();
    const wait = (state.nextAttemptAt as number) - (T0 + 12_345);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(1_000);

    jest.advanceTimersByTime(wait - 1);
    expect(harness.sockets).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(harness.sockets).toHaveLength(2);
  });

  it('waits longer after each failed attempt and resets once a connection opens', () => {
    harness = makeBus(null);
    harness.bus.connect();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      harness.last().drop();
      const state = harness.bus.connectionState;
      expect(state.attempt).toBe(attempt);
      const wait = (state.nextAttemptAt as number) - Date.now();
      waits.push(wait);
      jest.advanceTimersByTime(wait);
    }
    expect(waits).toEqual([1, 2, 3, 4].map(retryDelay));
    for (let index = 1; index < waits.length; index += 1) {
      expect(waits[index]).toBeGreaterThan(waits[index - 1]);
    }

    harness.last().open();
    expect(harness.bus.connectionState).toEqual({
      status: 'open',
      attempt: 0,
      nextAttemptAt: null,
    });
    harness.last().drop();
    expect(harness.bus.connectionState.attempt).toBe(1);
    expect((harness.bus.connectionState.nextAttemptAt as number) - Date.now()).toBe(waits[0]);
  });

  it('retryDelay grows and is capped at 30 s', () => {
    expect(retryDelay(1)).toBeLessThanOrEqual(1_000);
    for (let attempt = 2; attempt <= 40; attempt += 1) {
      expect(retryDelay(attempt)).toBeGreaterThanOrEqual(retryDelay(attempt - 1));
      expect(retryDelay(attempt)).toBeLessThanOrEqual(30_000);
    }
    expect(retryDelay(2)).toBeGreaterThan(retryDelay(1));
    expect(retryDelay(40)).toBe(30_000);
    expect(MAX_RETRY_MS).toBe(30_000);
  });

  it('logs in again and then re-subscribes every live topic', () => {
    harness = makeBus('tok-1');
    listen('DAY_MARKET');
    listen('MARKET_DEPTH.BTC/USDT');
    listen('TX_SUBMIT');
    const released = harness.bus.topic('KLINE.BTC/USDT').subscribe();
    harness.last().open();
    released.unsubscribe();

    harness.last().drop();
    jest.advanceTimersByTime(retryDelay(1));
    const socket = harness.last();
    expect(harness.sockets).toHaveLength(2);
    socket.open();

    const frames = socket.frames() as { type: string; params?: string }[];
    expect(frames[0]).toEqual({ type: 'login', params: 'tok-1' });
    const subscribed = new Set(frames.filter((frame) => frame.type === 'sub').map((f) => f.params));
    expect(subscribed).toEqual(new Set(['DAY_MARKET', 'MARKET_DEPTH.BTC/USDT', 'TX_SUBMIT']));
    expect(frames.every((frame) => frame.type === 'login' || frame.type === 'sub')).toBe(true);
  });

  it('delivers pushes of the new connection to subscribers made before the drop', () => {
    harness = makeBus(null);
    const depth = listen('MARKET_DEPTH.BTC/USDT');
    harness.last().open();
    harness.last().drop();
    jest.advanceTimersByTime(retryDelay(1));
    harness.last().open();
    harness
      .last()
      .receive(JSON.stringify({ type: 'MARKET_DEPTH', topic: 'MARKET_DEPTH.BTC/USDT', seq: 1 }));
    expect(depth).toHaveLength(1);
  });

  it('frames asked for while disconnected are not sent to the dead socket', () => {
    harness = makeBus(null);
    harness.bus.connect();
    const first = harness.last();
    first.open();
    first.drop();
    expect(() => harness.bus.topic('DAY_MARKET').subscribe()).not.toThrow();
    expect(() => harness.token$.next('tok')).not.toThrow();
    expect(first.sent).toEqual([]);
  });

  it('reconnected$ fires after each reopening, after the subscriptions are sent, not on the first open', () => {
    harness = makeBus('tok-1');
    listen('ACCOUNT_BALANCE');
    const seen: number[] = [];
    subscriptions.push(
      harness.bus.reconnected$().subscribe(() => seen.push(harness.last().frames().length)),
    );
    harness.last().open();
    expect(seen).toEqual([]);
    harness.last().drop();
    jest.advanceTimersByTime(retryDelay(1));
    harness.last().open();
    // login + sub ACCOUNT_BALANCE were sent before the resync is asked for.
    expect(seen).toEqual([2]);
    harness.last().drop();
    jest.advanceTimersByTime(retryDelay(1));
    harness.last().open();
    expect(seen).toEqual([2, 2]);
  });

  it('topicLive$ turns true only when the server answers the topic’s sub, after each drop', () => {
    harness = makeBus(null);
    listen('MARKET_DEPTH.BTC/USDT');
    const live: boolean[] = [];
    subscriptions.push(
      harness.bus.topicLive$('MARKET_DEPTH.BTC/USDT').subscribe((value) => live.push(value)),
    );
    harness.last().open();
    expect(live).toEqual([]);
    harness.last().receive(JSON.stringify({ type: 'sub', ok: true, params: 'DAY_MARKET' }));
    expect(live).toEqual([]);
    harness
      .last()
      .receive(JSON.stringify({ type: 'sub', ok: true, params: 'MARKET_DEPTH.BTC/USDT' }));
    expect(live).toEqual([true]);
    harness.last().drop();
    expect(live).toEqual([true, false]);
    jest.advanceTimersByTime(retryDelay(1));
    harness.last().open();
    // Open, but the server may not have taken the sub frame yet.
    expect(live).toEqual([true, false]);
    harness.last().receive(
      JSON.stringify({
        type: 'sub',
        ok: true,
        params: 'market_depth.btc/usdt',
        topic: 'MARKET_DEPTH.BTC/USDT',
      }),
    );
    expect(live).toEqual([true, false, true]);
  });

  it('connectionState$ goes connecting → open → reconnecting → open', () => {
    harness = makeBus(null);
    const statuses: ConnectionState['status'][] = [];
    subscriptions.push(
      harness.bus.connectionState$().subscribe((state) => {
        if (statuses[statuses.length - 1] !== state.status) statuses.push(state.status);
      }),
    );
    harness.bus.connect();
    harness.last().open();
    harness.last().drop();
    jest.advanceTimersByTime(retryDelay(1));
    harness.last().open();
    expect(statuses).toEqual(['idle', 'connecting', 'open', 'reconnecting', 'open']);
  });
});

describe('SocketBus: dispose', () => {
  it('closes the socket and stops pings, reconnects and login frames', () => {
    harness = makeBus('tok-1');
    listen('DAY_MARKET');
    const socket = harness.last();
    socket.open();
    socket.sent.length = 0;

    harness.bus.dispose();
    expect(socket.closedByClient).toBe(true);
    expect(harness.bus.connectionState).toEqual({
      status: 'idle',
      attempt: 0,
      nextAttemptAt: null,
    });

    harness.token$.next('tok-2');
    socket.drop();
    jest.advanceTimersByTime(MAX_RETRY_MS * 2);
    expect(harness.sockets).toHaveLength(1);
    expect(socket.sent).toEqual([]);
  });

  it('cancels a pending reconnect', () => {
    harness = makeBus(null);
    harness.bus.connect();
    harness.last().drop();
    expect(harness.bus.connectionState.status).toBe('reconnecting');
    harness.bus.dispose();
    jest.advanceTimersByTime(MAX_RETRY_MS * 2);
    expect(harness.sockets).toHaveLength(1);
    expect(harness.bus.connectionState.status).toBe('idle');
  });
});
