import type { P2POrderService } from './p2p-orders';

/** The timer never sleeps longer than this (wall-clock jumps, orders written by the CLI). */
const MAX_WAIT_MS = 30_000;
/** After a failed run the next attempt waits at least this long. */
const RETRY_MS = 5_000;

export type P2PSchedulerDeps = {
  orders: P2POrderService;
  now: () => number;
  onError: (error: unknown, orderId: number | null) => void;
};

/**
 * One timer for the next deadline (docs/p2p.md#decisions, "Timers"), the pattern of the option
 * settlement: start() first cancels or completes whatever fell due while the server was down.
 */
export class P2PScheduler {
  private timer: NodeJS.Timeout | null = null;
  private timerAt = Number.POSITIVE_INFINITY;
  private running = false;

  constructor(private readonly deps: P2PSchedulerDeps) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.run();
  }

  stop(): void {
    this.running = false;
    this.clear();
  }

  /** A deadline was written: fire sooner when it is due before the armed timer. */
  poke(): void {
    if (!this.running) return;
    const next = this.deps.orders.nextDeadline();
    if (next !== null && next < this.timerAt) this.arm(next, false);
  }

  /** Settles what is due now and re-arms (tests call it after moving their clock). */
  run(): void {
    this.clear();
    if (!this.running) return;
    let failed = false;
    try {
      this.deps.orders.settleDue((error, orderId) => {
        failed = true;
        this.deps.onError(error, orderId);
      });
    } catch (error) {
      failed = true;
      this.deps.onError(error, null);
    }
    let next: number | null;
    try {
      next = this.deps.orders.nextDeadline();
    } catch (error) {
      failed = true;
      this.deps.onError(error, null);
      next = this.deps.now();
    }
    this.arm(next, failed);
  }

  private arm(at: number | null, failed: boolean): void {
    this.clear();
    if (at === null || !this.running) return;
    const now = this.deps.now();
    let delay = Math.min(Math.max(0, at - now), MAX_WAIT_MS);
    if (failed) delay = Math.max(delay, RETRY_MS);
    this.timerAt = now + delay;
    this.timer = setTimeout(() => this.run(), delay);
    this.timer.unref();
  }

  private clear(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.timerAt = Number.POSITIVE_INFINITY;
  }
}
