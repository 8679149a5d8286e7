import fs from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import type { UserInfo } from '@exchange/shared/contract';
import { openDatabase } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { MIGRATIONS } from '../src/db/migrations';
import { loadPairs } from '../src/market/pairs-repo';
import { createNewsRepo } from '../src/news/news-repo';
import { SEED_CONTENT } from '../src/seed/content/all';
import { SEED_ARTICLES, SEED_SYSTEM_NOTIFY } from '../src/seed/news';
import { SEED_TRANSLATIONS_SQL } from '../src/seed/seed-translations';
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

  it('migration 13 lets prices carry 8 decimals and keeps every pair, column and reference', () => {
    const db = openDatabase(tempDir('migration13'));
    try {
      runMigrations(db, MIGRATIONS.slice(0, 12));
      db.exec(`
        INSERT INTO currencies (id, code, name, decimals) VALUES
          (1, 'USDT', 'Tether', 8), (2, 'BTC', 'Bitcoin', 8), (3, 'ETH', 'Ether', 8),
          (4, 'LTC', 'Litecoin', 8), (5, 'DOGE', 'Dogecoin', 8);
        INSERT INTO currency_matches (id, base_currency_id, quote_currency_id, open_lever,
          price_decimals, number_decimals, sort, buy_fee_rate, lever_share_num, min_order_value)
          VALUES (1, 2, 1, 1, 2, 6, 1, '0.002', '0.01', '7'),
                 (2, 3, 2, 0, 4, 4, 2, '0.001', '1', NULL),
                 (3, 4, 2, 0, 4, 2, 3, '0.001', '1', NULL),
                 (4, 5, 3, 0, 4, 1, 4, '0.001', '1', NULL),
                 (5, 1, 2, 0, 3, 2, 5, '0.001', '1', NULL);
        INSERT INTO quotations (currency_match_id, open, close, high, low, volume, updated_at)
          VALUES (1, '95000.00', '97120.35', '98000.00', '95000.00', '12.5', 0),
                 (2, '0.0347', '0.0348', '0.0351', '0.0345', '3.5', 0),
                 (3, '0.0009', '0.0009', '0.0010', '0.0009', '45.27', 0),
                 (4, '0.0000', '0.0000', '0.0000', '0.0000', '0', 0),
                 (5, '1.08340', '1.08340', '1.08340', '1.08340', '0', 0);
      `);
      const user = createUserRepo(db).create({ email: 'old@example.com', passwordHash: 'x' });
      db.prepare(
        `INSERT INTO spot_orders (user_id, currency_match_id, way, price, total_number, number,
           lock_left, status, created_ms, updated_ms)
         VALUES (?, 3, 1, '0.0009', '2.00', '2.00', '0.00180000', 1, 1, 1)`,
      ).run(user.id);
      const rows = (): unknown[] =>
        db.prepare('SELECT * FROM currency_matches ORDER BY id').all() as unknown[];
      const before = rows() as Array<Record<string, unknown>>;

      expect(runMigrations(db, MIGRATIONS.slice(0, 13))).toEqual([13]);

      // Every row and column is kept; only the BTC- and ETH-quoted pairs get finer prices, to
      // about 5 significant digits (a pair without a price all 8); BTC/USDT keeps its 2.
      const decimals = { 1: 2, 2: 6, 3: 8, 4: 8, 5: 4 } as Record<number, number>;
      expect(rows()).toEqual(
        before.map((row) => ({ ...row, price_decimals: decimals[row.id as number] })),
      );
      expect(loadPairs(db).find((pair) => pair.id === 1)).toMatchObject({
        minOrderValue: '7',
        buyFeeRate: '0.002',
        lever: { shareNum: '0.01' },
      });
      // A price with 8 decimals is accepted, 9 are not; keys are back on and still hold.
      db.exec('UPDATE currency_matches SET price_decimals = 8 WHERE id = 1');
      expect(() => db.exec('UPDATE currency_matches SET price_decimals = 9 WHERE id = 1')).toThrow(
        /CHECK/,
      );
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(db.pragma('foreign_key_check')).toEqual([]);
      expect(() =>
        db.exec(`INSERT INTO quotations (currency_match_id, open, close, high, low, volume,
                   updated_at) VALUES (99, '1', '1', '1', '1', '0', 0)`),
      ).toThrow(/FOREIGN KEY/);
      expect(() =>
        db.exec(`INSERT INTO currency_matches (base_currency_id, quote_currency_id,
                   price_decimals, number_decimals) VALUES (2, 1, 2, 6)`),
      ).toThrow(/UNIQUE/);
      expect(db.prepare('SELECT currency_match_id, price FROM spot_orders').all()).toEqual([
        { currency_match_id: 3, price: '0.0009' },
      ]);
    } finally {
      db.close();
    }
  });

  it('migration 12 adds the stop-limit orders table, keeping existing orders', () => {
    const db = openDatabase(tempDir('migration12'));
    try {
      runMigrations(db, MIGRATIONS.slice(0, 11));
      db.exec(`
        INSERT INTO currencies (id, code, name, decimals) VALUES (1, 'USDT', 'Tether', 8),
          (2, 'BTC', 'Bitcoin', 8);
        INSERT INTO currency_matches (id, base_currency_id, quote_currency_id, price_decimals,
          number_decimals) VALUES (1, 2, 1, 2, 6);
        INSERT INTO users (id, uid, email, password_hash, invite_code, created_at)
          VALUES (7, 'u7', 'a@b.c', 'x', 'INV7', '2026-01-01 00:00:00');
      `);
      const tables = (): string[] =>
        (
          db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{
            name: string;
          }>
        ).map((row) => row.name);
      expect(tables()).not.toContain('spot_stop_orders');
      expect(runMigrations(db)).toContain(12);
      expect(tables()).toContain('spot_stop_orders');
      const insert = db.prepare(
        `INSERT INTO spot_stop_orders (user_id, currency_match_id, way, stop_price, price, number,
           lock_amount, status, created_ms, updated_ms) VALUES (7, 1, ?, '10', '11', '1', '11', ?, 0, 0)`,
      );
      expect(insert.run(1, 1).changes).toBe(1);
      // Way and status are held to their values.
      expect(() => insert.run(3, 1)).toThrow(/CHECK/);
      expect(() => insert.run(1, 5)).toThrow(/CHECK/);
      const row = db.prepare('SELECT order_id, reject_key FROM spot_stop_orders').get();
      expect(row).toEqual({ order_id: null, reject_key: null });
    } finally {
      db.close();
    }
  });

  it('migration 14 translates the content of a database seeded before it, not edited rows', () => {
    const db = openDatabase(tempDir('migration14'));
    try {
      runMigrations(
        db,
        MIGRATIONS.filter((migration) => migration.version < 14),
      );
      const old = SEED_ARTICLES.filter((article) => [7, 12, 13].includes(article.id));
      db.exec(`
        INSERT INTO news_categories (id, name, sort) VALUES (3, 'Home notices', 3), (4, 'About', 4);
        INSERT INTO currencies (id, code, name, decimals) VALUES (1, 'USDT', 'Tether', 8);
        INSERT INTO lock_products (name, currency_id, limit_days, rate, display_rate, limit_number)
          VALUES ('USDT 7-day lock', 1, 7, '0.05', '5%', '100');
      `);
      const article = db.prepare(
        'INSERT INTO news (id, category_id, title, content, created_at) VALUES (?, ?, ?, ?, ?)',
      );
      // As first seeded: article 7 with the notice the product never matched, 13 edited since.
      article.run(
        7,
        3,
        'DOGE/USDT and TRX/USDT join the home market strip',
        '<p>The market strip on the home page now rotates through the most active pairs, including DOGE/USDT and TRX/USDT.</p>',
        '2026-01-01 00:00:00',
      );
      article.run(12, 4, old[1].title, old[1].content, '2026-01-01 00:00:00');
      article.run(13, 4, 'Security at a glance', '<p>Edited</p>', '2026-01-01 00:00:00');
      db.prepare(
        'INSERT INTO system_notifications (title, content, created_at) VALUES (?, ?, ?)',
      ).run(SEED_SYSTEM_NOTIFY.title, SEED_SYSTEM_NOTIFY.content, '2026-01-01 00:00:00');

      expect(runMigrations(db)).toContain(14);
      const news = createNewsRepo(db);
      expect(news.find(7, 'en')).toMatchObject({ title: old[0].title, content: old[0].content });
      expect(news.find(7, 'de')?.title).toBe(SEED_CONTENT.de.articles[7].title);
      expect(news.find(12, 'fr')?.title).toBe(SEED_CONTENT.fr.articles[12].title);
      expect(news.find(13, 'de')).toMatchObject({ title: 'Security at a glance' });
      expect(news.categories('de').map((category) => category.name)).toEqual([
        'Startseiten-Hinweise',
        'Über uns',
      ]);
      expect(news.latestSystemNotify('zh')).toEqual(SEED_CONTENT.zh.notify);
      expect(db.prepare(`SELECT name FROM lock_product_names WHERE lang = 'de'`).all()).toEqual([
        { name: SEED_CONTENT.de.lockProducts['USDT 7-day lock'] },
      ]);

      // Idempotent: a second run (the seed's) adds and changes nothing.
      const rows = count(db, 'news_translations');
      expect(rows).toBe(2 * 10);
      db.exec(SEED_TRANSLATIONS_SQL);
      expect(count(db, 'news_translations')).toBe(rows);
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
