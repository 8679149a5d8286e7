import fs from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import type { UserInfo } from '@exchange/shared/contract';
import { openDatabase } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { MIGRATIONS } from '../src/db/migrations';
import { createNewsRepo } from '../src/news/news-repo';
import { startTestServer, tempDir as makeTempDir } from './support/test-server';

const created: string[] = [];
const tempDir = (prefix: string): string => {
  const dir = makeTempDir(prefix);
  created.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of created) fs.rmSync(dir, { recursive: true, force: true });
});

const count = (db: Database, table: string): number =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('migrations and seed on restart', () => {
  it('applies each migration once and seeds once across restarts of one data dir', async () => {
    const dataDir = tempDir('restart');
    const first = await startTestServer({ dataDir });
    const token = await first.login();
    const before = {
      news: count(first.db, 'news'),
      users: count(first.db, 'users'),
      pairs: count(first.db, 'currency_matches'),
      settings: count(first.db, 'settings'),
    };
    await first.close();

    const second = await startTestServer({ dataDir });
    try {
      expect(count(second.db, 'schema_migrations')).toBe(MIGRATIONS.length);
      expect({
        news: count(second.db, 'news'),
        users: count(second.db, 'users'),
        pairs: count(second.db, 'currency_matches'),
        settings: count(second.db, 'settings'),
      }).toEqual(before);
      // Sessions survive a restart.
      const info = await second.get<UserInfo>('user/info', { token });
      expect(info.code).toBe(1);
      expect(runMigrations(second.db)).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('migration 4 keeps the categories of an older database, named in English', () => {
    const db = openDatabase(tempDir('migration4'));
    try {
      runMigrations(db, MIGRATIONS.slice(0, 3));
      db.exec(`INSERT INTO news_categories (id, name, sort) VALUES (9, 'Listings', 1)`);
      expect(runMigrations(db, MIGRATIONS.slice(0, 4))).toEqual([4]);
      const named = createNewsRepo(db).categories('de');
      expect(named).toEqual([{ id: 9, name: 'Listings', sort: 1 }]);
    } finally {
      db.close();
    }
  });

  it('uses WAL and foreign keys', () => {
    const dataDir = tempDir('pragmas');
    const db = openDatabase(dataDir);
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(db.pragma('synchronous', { simple: true })).toBe(1); // NORMAL
      expect(runMigrations(db)).toEqual(MIGRATIONS.map((migration) => migration.version));
      expect(runMigrations(db)).toEqual([]);
      expect(fs.existsSync(path.join(dataDir, 'exchange.sqlite'))).toBe(true);
    } finally {
      db.close();
    }
  });

  it('rolls back a failing migration as a whole', () => {
    const db = openDatabase(tempDir('rollback'));
    try {
      const broken = [
        ...MIGRATIONS,
        {
          version: 999,
          name: 'broken',
          sql: 'CREATE TABLE half (id INTEGER); SELECT * FROM missing_table;',
        },
      ];
      expect(() => runMigrations(db, broken)).toThrow();
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").all();
      expect(tables).toEqual([]);
      const versions = db.prepare('SELECT version FROM schema_migrations').all();
      expect(versions).toEqual(MIGRATIONS.map((migration) => ({ version: migration.version })));
    } finally {
      db.close();
    }
  });
});
