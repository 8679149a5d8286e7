import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';

export const DATABASE_FILE = 'exchange.sqlite';

/**
 * Opens `${dataDir}/exchange.sqlite`. WAL lets readers run beside the single writer;
 * synchronous=NORMAL is durable across process crashes in WAL mode (only an OS crash can
 * lose the last commits), which is the usual trade-off for an embedded server.
 */
export function openDatabase(dataDir: string): Database {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new BetterSqlite3(path.join(dataDir, DATABASE_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}
