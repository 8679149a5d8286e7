import fs from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import type { UserInfo } from '@exchange/shared/contract';
import { openDatabase } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { MIGRATIONS } from '../src/db/migrations';
import { loadPairs } from '../src/market/pairs-repo';
import { createNewsRepo } from '../src/news/news-repo';
import { createUserRepo } from '../src/user/user-repo';
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

  it('migration 10 widens the chain formats, keeps bound addresses in the book, keeps keys on', () => {
    const db = openDatabase(tempDir('migration10'));
    try {
      runMigrations(db, MIGRATIONS.slice(0, 9));
      db.exec(`
        INSERT INTO currencies (id, code, name, decimals) VALUES
          (1, 'USDT', 'Tether', 8), (5, 'XRP', 'XRP', 6), (6, 'EOS', 'EOS', 4);
        INSERT INTO currency_protocols (id, currency_id, chain_protocol_id) VALUES (2, 1, 2);
      `);
      const user = createUserRepo(db).create({ email: 'old@example.com', passwordHash: 'x' });
      db.prepare(
        `INSERT INTO draw_addresses (user_id, currency_protocol_id, address, updated_at)
         VALUES (?, 2, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', '2026-11-01 10:00:00')`,
      ).run(user.id);
      expect(runMigrations(db, MIGRATIONS.slice(0, 10))).toEqual([10]);
      expect(
        db
          .prepare('SELECT user_id, currency_protocol_id, address, memo, label FROM address_book')
          .all(),
      ).toEqual([
        {
          user_id: user.id,
          currency_protocol_id: 2,
          address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
          memo: '',
          label: '',
        },
      ]);
      expect(
        db.prepare('SELECT code, address_format FROM chain_protocols ORDER BY id').all(),
      ).toEqual([
        { code: 'ERC20', address_format: 'evm' },
        { code: 'TRC20', address_format: 'tron' },
        { code: 'BTC', address_format: 'btc' },
        { code: 'ETH', address_format: 'evm' },
        { code: 'XRP', address_format: 'xrp' },
        { code: 'EOS', address_format: 'eos' },
      ]);
      // The memo chains' currencies opened on their chains.
      expect(
        db
          .prepare('SELECT currency_id, chain_protocol_id FROM currency_protocols ORDER BY id')
          .all(),
      ).toEqual([
        { currency_id: 1, chain_protocol_id: 2 },
        { currency_id: 5, chain_protocol_id: 5 },
        { currency_id: 6, chain_protocol_id: 6 },
      ]);
      // Foreign keys are back on and still point at the rebuilt table.
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(() =>
        db.exec('INSERT INTO currency_protocols (currency_id, chain_protocol_id) VALUES (6, 99)'),
      ).toThrow(/FOREIGN KEY/);
      expect(() =>
        db.exec("INSERT INTO chain_protocols (id, code, address_format) VALUES (9, 'X', 'nope')"),
      ).toThrow(/CHECK/);
      expect(
        db
          .prepare("SELECT value FROM settings WHERE key = 'draw_daily_limit_unverified'")
          .pluck()
          .get(),
      ).toBe('2000');
    } finally {
      db.close();
    }
  });

  it('migration 11 gives old pairs the minimum order value of their quote currency', () => {
    const db = openDatabase(tempDir('migration11'));
    try {
      runMigrations(db, MIGRATIONS.slice(0, 10));
      db.exec(`
        INSERT INTO currencies (id, code, name, decimals) VALUES
          (1, 'USDT', 'Tether', 8), (2, 'BTC', 'Bitcoin', 8), (3, 'ETH', 'Ether', 8),
          (4, 'DOGE', 'Dogecoin', 8);
        INSERT INTO currency_matches (id, base_currency_id, quote_currency_id, price_decimals,
          number_decimals) VALUES (1, 2, 1, 2, 6), (2, 3, 2, 4, 4), (3, 2, 4, 2, 6);
      `);
      expect(runMigrations(db)).toContain(11);
      const minimum = (id: number): string | undefined =>
        loadPairs(db).find((pair) => pair.id === id)?.minOrderValue;
      expect([minimum(1), minimum(2)]).toEqual(['5', '0.0001']);
      // A quote currency without a default has no minimum; a pair's own value wins.
      expect(minimum(3)).toBe('0');
      db.exec("UPDATE currency_matches SET min_order_value = '12.5' WHERE id = 1");
      expect(minimum(1)).toBe('12.5');
      // A value that is not a plain decimal is no minimum rather than a crash at start.
      db.exec("UPDATE settings SET value = 'five' WHERE key = 'spot_min_order_value_BTC'");
      expect(minimum(2)).toBe('0');
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
