/**
 * Per-user order throttle over a rolling one-second window, in memory (a restart forgets it,
 * which is harmless at this granularity). `perSecond` 0 disables it.
 */
export class OrderThrottle {
  private readonly recent = new Map<number, number[]>();
  private sweeps = 0;

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one order of the user; false when the user already placed `perSecond` in the last second. */
  allow(userId: number): boolean {
    if (this.perSecond <= 0) return true;
    const now = this.now();
    const since = now - 1000;
    const times = (this.recent.get(userId) ?? []).filter((time) => time > since);
    if (times.length >= this.perSecond) {
      this.recent.set(userId, times);
      return false;
    }
    times.push(now);
    this.recent.set(userId, times);
    if (++this.sweeps % 1000 === 0) this.sweep(since);
    return true;
  }

  private sweep(since: number): void {
    for (const [userId, times] of this.recent) {
      if (times.every((time) => time <= since)) this.recent.delete(userId);
    }
  }
}
