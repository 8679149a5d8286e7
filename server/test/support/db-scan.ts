import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { DATABASE_FILE } from '../../src/db/database';

/**
 * Every cell of every table (the schema tables included) of the SQLite file in `dataDir` that
 * holds `needle`: text and blobs containing it, numbers equal to it. Read through a connection
 * of its own, as anyone with the file would. Each hit is `table: <row as JSON>`.
 */
export function cellsHolding(dataDir: string, needle: string): string[] {
  const db = new BetterSqlite3(path.join(dataDir, DATABASE_FILE), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .pluck()
      .all() as string[];
    const holds = (value: unknown): boolean =>
      (typeof value === 'string' && value.includes(needle)) ||
      (Buffer.isBuffer(value) && value.includes(needle)) ||
      ((typeof value === 'number' || typeof value === 'bigint') && String(value) === needle);
    const hits: string[] = [];
    for (const table of ['sqlite_master', ...tables]) {
      const rows = db.prepare(`SELECT * FROM "${table.replace(/"/g, '""')}"`).iterate();
      for (const row of rows as Iterable<Record<string, unknown>>) {
        if (Object.values(row).some(holds)) hits.push(`${table}: ${JSON.stringify(row)}`);
      }
    }
    return hits;
  } finally {
    db.close();
  }
}
