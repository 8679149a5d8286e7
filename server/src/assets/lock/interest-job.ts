import type { FastifyBaseLogger } from 'fastify';
import type { LockService } from './lock-service';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The daily lock-interest job: runs at start and every hour. Each run pays the days that are
 * due and not yet paid (the job is idempotent), so an hourly tick pays each day once, soon
 * after UTC midnight, and a server that was down catches up. Answers the stop function.
 */
export function startInterestJob(
  locks: LockService,
  log: FastifyBaseLogger,
  everyMs = HOUR_MS,
): () => void {
  const run = (): void => {
    try {
      const result = locks.runInterest();
      if (result.interestRows > 0 || result.returned > 0) log.info(result, 'lock interest paid');
    } catch (error) {
      log.error({ err: error }, 'lock interest job failed');
    }
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
