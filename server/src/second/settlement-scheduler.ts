import type { SecondService } from './second-service';
import type { SecondOrderRow } from './second-store';

/** The timer never sleeps longer than this (wall-clock jumps, orders stored by another process). */
const MAX_WAIT_MS = 30_000;
/** After a failed settlement the next attempt waits at least this long. */
const RETRY_MS = 5_000;

export type SchedulerDeps = {
  service: SecondService;
  now: () => number;
  onSettled: (row: SecondOrderRow) => void;
  onError: (error: unknown, orderId: number | null) => void;
};

/**
 * One timer, armed for the next order that can be settled (its due instant plus the grace).
 * start() first settles whatever fell due while the server was down, each order at the
 * recorded price of its own due instant.
 */
export class SettlementScheduler {
  private timer: NodeJS.Timeout | null = null;
  private timerAt = Number.POSITIVE_INFINITY;
  private running = false;

  constructor(private readonly deps: SchedulerDeps) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.run();
  }

  stop(): void {
    this.running = false;
    this.clear();
  }

  /** An order was stored: fire sooner when it is due before the armed timer. */
  poke(): void {
    if (!this.running) return;
    const next = this.deps.service.nextSettleAt();
    if (next !== null && next < this.timerAt) this.arm(next, false);
  }

  private run(): void {
    this.clear();
    if (!this.running) return;
    let failed = false;
    try {
      const settled = this.deps.service.settleDue((error, orderId) => {
        failed = true;
        this.deps.onError(error, orderId);
      });
      for (const row of settled) this.deps.onSettled(row);
    } catch (error) {
      failed = true;
      this.deps.onError(error, null);
    }
    let next: number | null;
    try {
      next = this.deps.service.nextSettleAt();
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
