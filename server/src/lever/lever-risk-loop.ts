/** Lowest gap between two risk passes of a pair: bots may trade many times a second. */
export const RISK_PASS_GAP_MS = 50;

/**
 * Runs `pass(pairId)` after last-price changes, coalesced per pair: the first change runs at
 * the next turn of the event loop, later ones within the gap fold into one pass. A pass always
 * reads the newest last price, so none is missed.
 */
export class RiskLoop {
  private readonly dirty = new Set<number>();
  private timer: NodeJS.Timeout | null = null;
  private lastRun = 0;
  private stopped = false;

  constructor(
    private readonly pass: (pairId: number) => void,
    private readonly onError: (error: unknown, pairId: number) => void,
  ) {}

  changed(pairId: number): void {
    if (this.stopped) return;
    this.dirty.add(pairId);
    if (this.timer) return;
    const delay = Math.max(0, this.lastRun + RISK_PASS_GAP_MS - Date.now());
    this.timer = setTimeout(() => this.run(), delay);
  }

  /** Runs the pending passes now (tests, shutdown). */
  run(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.lastRun = Date.now();
    const pairs = [...this.dirty];
    this.dirty.clear();
    for (const pairId of pairs) {
      try {
        this.pass(pairId);
      } catch (error) {
        this.onError(error, pairId);
      }
    }
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.dirty.clear();
  }
}
