import type { Database } from 'better-sqlite3';
import { MIGRATIONS, type Migration } from './migrations';

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own
 * transaction, and returns the versions it applied (empty on an up-to-date database).
 */
export function runMigrations(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => (row as { version: number }).version),
  );
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  const done: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    const apply = (): void => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    };
    if (migration.rebuildsTables) applyWithoutForeignKeys(db, apply);
    else db.transaction(apply)();
    done.push(migration.version);
  }
  return done;
}

/**
 * SQLite's way to rebuild a referenced table: foreign keys off (outside any transaction), the
 * change in a transaction that commits only when foreign_key_check finds nothing, keys back on.
 */
function applyWithoutForeignKeys(db: Database, apply: () => void): void {
  const enforced = db.pragma('foreign_keys', { simple: true }) === 1;
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      apply();
      const broken = db.pragma('foreign_key_check') as unknown[];
      if (broken.length > 0) throw new Error(`migration broke ${broken.length} foreign keys`);
    })();
  } finally {
    if (enforced) db.pragma('foreign_keys = ON');
  }
}
