import { Worker } from 'node:worker_threads';
import type { Database } from 'better-sqlite3';

/** How often the worker copies the WAL back into the database file. */
export const CHECKPOINT_INTERVAL_MS = 200;
/**
 * The server's own connection still checkpoints past this many WAL pages (~80 MB): a safety
 * net should the worker ever stop, so the WAL cannot grow without bound.
 */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 20_000;

// Plain JavaScript run with `eval`, so it needs no TypeScript loader under tsx, jest or the build.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
const checkpoint = () => {
  try {
    const [row] = db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ checkpointed: row.checkpointed });
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message === 'checkpoint') checkpoint();
  if (message === 'stop') {
    clearInterval(timer);
    db.close();
    parentPort.close();
  }
});
`;

export type WalCheckpointer = {
  /** Asks for a checkpoint now; resolves with the WAL frames it copied. */
  checkpointNow(): Promise<number>;
  stop(): Promise<void>;
};

/**
 * Moves WAL checkpoints off the event loop. In WAL mode SQLite checkpoints inside the commit that
 * crosses 1000 WAL pages, and a checkpoint fsyncs: a stall of milliseconds in the middle of
 * the order path (`pnpm bench ack`). Here the server's connection stops doing it (up to the
 * fallback) and a worker thread with its own connection runs a PASSIVE checkpoint every
 * CHECKPOINT_INTERVAL_MS, which never blocks the writer. Durability is unchanged: a commit is
 * still in the WAL before it is answered.
 */
export function startWalCheckpointer(
  db: Database,
  intervalMs = CHECKPOINT_INTERVAL_MS,
): WalCheckpointer {
  db.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driver: require.resolve('better-sqlite3'), file: db.name, intervalMs },
  });
  worker.unref();
  let waiting: ((frames: number) => void)[] = [];
  worker.on('message', (message: { checkpointed?: number; error?: string }) => {
    // A failed checkpoint (a busy database) is retried on the next interval; nothing is lost.
    const frames = message.checkpointed ?? 0;
    const resolvers = waiting;
    waiting = [];
    for (const resolve of resolvers) resolve(frames);
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  // Should the worker die, the fallback above keeps checkpointing on the server's connection.
  worker.on('error', () => db.pragma('wal_autocheckpoint = 1000'));
  return {
    checkpointNow() {
      return new Promise((resolve) => {
        waiting.push(resolve);
        worker.postMessage('checkpoint');
      });
    },
    async stop() {
      worker.postMessage('stop');
      await exited;
    },
  };
}
