import type { PayInService } from './pay-in-service';

/** The timer never sleeps longer than this (the CLI writes beside the server). */
const MAX_WAIT_MS = 30_000;
const RETRY_MS = 5_000;

/**
 * Expires pending top-ups past their window and credits paid ones (docs/pay-in.md#states), on
 * one timer for the next deadline like the P2P scheduler. start() first settles what fell due
 * while the server was down: the deadlines live in the database, so a restart loses nothing.
 */
export function startPayInSweep(
  service: PayInService,
  onError: (error: unknown) => void,
  now: () => number = Date.now,
): { run(): void; stop(): void } {
  let timer: NodeJS.Timeout | null = null;
  let running = true;
  const run = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!running) return;
    let delay = MAX_WAIT_MS;
    try {
      service.sweep();
      const next = service.nextDeadline();
      if (next !== null) delay = Math.min(Math.max(0, next - now()), MAX_WAIT_MS);
    } catch (error) {
      onError(error);
      delay = RETRY_MS;
    }
    timer = setTimeout(run, delay);
    timer.unref();
  };
  run();
  return {
    run,
    stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
