import { BehaviorSubject, Observable, Subject, filter, type Subscription } from 'rxjs';
import type { ClientFrame, ControlAnswer, Push } from '../contract';

export const PING_INTERVAL_MS = 5_000;
export const FIRST_RETRY_MS = 800;
export const MAX_RETRY_MS = 30_000;

export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

export type ConnectionState = {
  status: ConnectionStatus;
  /** Failed attempts since the last open connection. */
  attempt: number;
  /** When the next reconnect starts (epoch ms), while reconnecting. */
  nextAttemptAt: number | null;
};

/** The subset of the browser WebSocket the bus uses (a fake one in unit tests). */
export type WebSocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
};

export type SocketBusDeps = {
  url: () => string;
  createSocket: (url: string) => WebSocketLike;
  /** The session token; the bus logs in (again) whenever it changes. */
  token$: Observable<string | null>;
  now?: () => number;
};

const OPEN = 1;

/** Topics the server only serves to a logged-in connection: subscribed again after each login. */
export const PRIVATE_TOPICS: ReadonlySet<string> = new Set([
  'TX_MATCHED',
  'TX_SUBMIT',
  'LEVER_TRADE',
  'LEVER_CLOSED',
  'MICRO_CLOSED',
  'ACCOUNT_BALANCE',
  'P2P_ORDER',
  'P2P_MESSAGE',
]);

/** Delay before reconnect attempt `attempt` (1-based): 0.8 s, 1.6 s, 3.2 s … capped at 30 s. */
export const retryDelay = (attempt: number): number =>
  Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1));

/** Which topic a push belongs to (the server stamps `topic`; older pushes are derived). */
export const topicOf = (push: Push): string => {
  if (typeof push.topic === 'string' && push.topic) return push.topic;
  const symbol = typeof push.symbol === 'string' ? push.symbol : '';
  return symbol && push.type !== 'DAY_MARKET' ? `${push.type}.${symbol}` : push.type;
};

/**
 * The product's one live channel (docs/architecture.md#wire-contract): login with the token, ref-counted topic
 * subscriptions shared by every area, a 5 s keepalive, and reconnects with backoff that log in
 * and subscribe again. Areas never open sockets of their own.
 */
export class SocketBus {
  private socket: WebSocketLike | null = null;
  private readonly refCounts = new Map<string, number>();
  private readonly pushes = new Subject<Push>();
  private readonly reopened = new Subject<void>();
  /** Topics the server answered a `sub` frame for (ok or not), as sent and as renamed. */
  private readonly subAnswers = new Subject<string[]>();
  private opens = 0;
  private readonly state = new BehaviorSubject<ConnectionState>({
    status: 'idle',
    attempt: 0,
    nextAttemptAt: null,
  });
  private token: string | null = null;
  private loggedInToken: string | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private tokenSubscription: Subscription | null = null;
  private readonly now: () => number;

  constructor(private readonly deps: SocketBusDeps) {
    this.now = deps.now ?? Date.now;
  }

  readonly connectionState$ = (): Observable<ConnectionState> => this.state.asObservable();

  get connectionState(): ConnectionState {
    return this.state.value;
  }

  /**
   * Fires each time the channel is open again after a drop, once the login and the
   * subscriptions are sent: pushes may have been missed meanwhile, so whoever keeps state
   * from them (orders, balances) loads it again from the API.
   */
  readonly reconnected$ = (): Observable<void> => this.reopened.asObservable();

  /** Opens the channel if it is not open yet. Called lazily by the first subscriber. */
  connect(): void {
    if (!this.tokenSubscription) {
      this.tokenSubscription = this.deps.token$.subscribe((token) => {
        this.token = token;
        this.syncLogin();
      });
    }
    if (this.socket || this.retryTimer) return;
    this.open();
  }

  /**
   * Pushes of one topic. The server subscription starts with the first subscriber and ends with
   * the last one, whatever area they come from.
   */
  topic<T extends Push = Push>(topic: string): Observable<T> {
    return new Observable<T>((subscriber) => {
      const inner = this.pushes
        .pipe(filter((push) => topicOf(push) === topic))
        .subscribe((push) => subscriber.next(push as T));
      this.retain(topic);
      return () => {
        inner.unsubscribe();
        this.release(topic);
      };
    });
  }

  /**
   * Whether the server is sending this topic's pushes to the page: false while the channel is
   * dropped, true again only once the server has answered the topic's `sub` frame. A snapshot
   * loaded on that true misses nothing: a change after it is pushed, one before it is in it.
   * (On the `open` status alone the snapshot could be served before the `sub` frame arrives,
   * and a change between the two would be in neither.)
   */
  topicLive$(topic: string): Observable<boolean> {
    // Hand-rolled rather than merge(): this file is on every page's first load.
    return new Observable<boolean>((subscriber) => {
      let live: boolean | null = null;
      const set = (value: boolean): void => {
        if (value === live) return;
        live = value;
        subscriber.next(value);
      };
      const down = this.state.subscribe((state) => {
        if (state.status === 'reconnecting') set(false);
      });
      const answered = this.subAnswers.subscribe((topics) => {
        if (topics.includes(topic)) set(true);
      });
      return () => {
        down.unsubscribe();
        answered.unsubscribe();
      };
    });
  }

  /** Topics with at least one subscriber (diagnostics and tests). */
  liveTopics(): string[] {
    return [...this.refCounts.keys()];
  }

  /** Closes the channel for good (tests, page teardown). */
  dispose(): void {
    this.tokenSubscription?.unsubscribe();
    this.tokenSubscription = null;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
    this.state.next({ status: 'idle', attempt: 0, nextAttemptAt: null });
  }

  private retain(topic: string): void {
    const count = this.refCounts.get(topic) ?? 0;
    this.refCounts.set(topic, count + 1);
    if (count === 0) this.send({ type: 'sub', params: topic });
    this.connect();
  }

  private release(topic: string): void {
    const count = this.refCounts.get(topic) ?? 0;
    if (count <= 1) {
      this.refCounts.delete(topic);
      if (count === 1) this.send({ type: 'unsub', params: topic });
    } else {
      this.refCounts.set(topic, count - 1);
    }
  }

  private open(): void {
    const previous = this.state.value;
    this.state.next({
      status: previous.attempt > 0 ? 'reconnecting' : 'connecting',
      attempt: previous.attempt,
      nextAttemptAt: null,
    });
    const socket = this.deps.createSocket(this.deps.url());
    this.socket = socket;
    socket.onopen = () => this.onOpen();
    socket.onmessage = (event) => this.onMessage(event.data);
    socket.onerror = () => undefined; // onclose follows and schedules the retry.
    socket.onclose = () => this.onClose(socket);
  }

  private onOpen(): void {
    this.state.next({ status: 'open', attempt: 0, nextAttemptAt: null });
    this.loggedInToken = null;
    this.syncLogin();
    // Private topics were already subscribed right after the login frame.
    for (const topic of this.refCounts.keys()) {
      if (!PRIVATE_TOPICS.has(topic) || !this.token) this.send({ type: 'sub', params: topic });
    }
    this.pingTimer = setInterval(() => this.sendRaw('ping'), PING_INTERVAL_MS);
    this.opens += 1;
    if (this.opens > 1) this.reopened.next();
  }

  private onMessage(data: unknown): void {
    if (typeof data !== 'string') return;
    let frame: unknown;
    try {
      frame = JSON.parse(data);
    } catch {
      return; // `pong` and other non-JSON frames carry nothing for subscribers.
    }
    if (typeof frame !== 'object' || frame === null) return;
    if (typeof (frame as { type?: unknown }).type !== 'string') return;
    // Answers to our own control frames are not market data.
    if ('ok' in frame) {
      const answer = frame as ControlAnswer;
      if (answer.type === 'sub') {
        this.subAnswers.next(
          [answer.params, answer.topic].filter((name): name is string => typeof name === 'string'),
        );
      }
      return;
    }
    this.pushes.next(frame as Push);
  }

  private onClose(socket: WebSocketLike): void {
    if (this.socket !== socket) return;
    this.socket = null;
    this.loggedInToken = null;
    this.clearTimers();
    const attempt = this.state.value.attempt + 1;
    const delay = retryDelay(attempt);
    this.state.next({ status: 'reconnecting', attempt, nextAttemptAt: this.now() + delay });
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.open();
    }, delay);
  }

  private syncLogin(): void {
    if (!this.isOpen()) return;
    if (this.token && this.token !== this.loggedInToken) {
      this.send({ type: 'login', params: this.token });
      this.loggedInToken = this.token;
      for (const topic of this.refCounts.keys()) {
        if (PRIVATE_TOPICS.has(topic)) this.send({ type: 'sub', params: topic });
      }
    } else if (!this.token && this.loggedInToken) {
      this.send({ type: 'logout' });
      this.loggedInToken = null;
    }
  }

  private isOpen(): boolean {
    return this.socket !== null && this.socket.readyState === OPEN;
  }

  private send(frame: ClientFrame): void {
    this.sendRaw(JSON.stringify(frame));
  }

  private sendRaw(data: string): void {
    if (this.isOpen()) this.socket?.send(data);
  }

  private clearTimers(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.pingTimer = null;
    this.retryTimer = null;
  }
}
