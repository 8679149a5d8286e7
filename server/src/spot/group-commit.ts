import type { Database } from 'better-sqlite3';

/** Most commands one commit carries, so a burst cannot hold the answers of the first for long. */
export const GROUP_COMMIT_MAX = 256;

type Job<T> = {
  work: () => T;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
};

type Settled<T> = { job: Job<T>; ok: true; value: T } | { job: Job<T>; ok: false; error: unknown };

/**
 * Group commit: the commands that arrive in one turn of the event loop run in ONE SQLite
 * transaction, and every promise settles
 * only after that transaction committed, so an answered command is as durable as before while
 * the commit's cost (the WAL write) is paid once per batch instead of once per command.
 *
 * Each command must make its changes in a `db.transaction` of its own: inside the batch that is
 * a savepoint, so a command that throws rolls back its own changes only and rejects alone (a
 * lone command's transaction is simply the commit). If the commit itself
 * fails, every command of the batch is rejected and `onAbort` lets the owner rebuild its
 * in-memory state from storage.
 */
export class GroupCommit {
  private queue: Job<unknown>[] = [];
  private scheduled = false;

  constructor(
    private readonly db: Database,
    private readonly onAbort: () => void,
    private readonly schedule: (flush: () => void) => void = setImmediate,
  ) {}

  /** Runs `work` inside the next batch's transaction; settles after the batch commits. */
  run<T>(work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve, reject } as Job<unknown>);
      if (this.queue.length >= GROUP_COMMIT_MAX) this.flush();
      else if (!this.scheduled) {
        this.scheduled = true;
        this.schedule(() => this.flush());
      }
    });
  }

  /** Commits what is queued now (also called by the scheduled turn). */
  flush(): void {
    this.scheduled = false;
    const jobs = this.queue;
    if (jobs.length === 0) return;
    this.queue = [];
    // The server is shutting down between the request and its turn: refuse, do not throw.
    if (!this.db.open) {
      for (const job of jobs) job.reject(new Error('the database is closed'));
      return;
    }
    // Alone in its turn (the usual case below saturation), a command's own transaction is the
    // commit: no outer transaction, no savepoint, the cost of the plain path.
    const batch = (): Settled<unknown>[] =>
      jobs.map((job): Settled<unknown> => {
        try {
          return { job, ok: true, value: job.work() };
        } catch (error) {
          return { job, ok: false, error };
        }
      });
    let settled: Settled<unknown>[];
    try {
      settled = jobs.length === 1 ? batch() : this.db.transaction(batch)();
    } catch (error) {
      this.onAbort();
      for (const job of jobs) job.reject(error);
      return;
    }
    for (const result of settled) {
      if (result.ok) result.job.resolve(result.value);
      else result.job.reject(result.error);
    }
  }
}
