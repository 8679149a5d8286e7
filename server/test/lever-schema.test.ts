import fs from 'node:fs';
import { openDatabase } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { MIGRATIONS } from '../src/db/migrations';
import { tempDir } from './support/test-server';

describe('lever schema (migration 8)', () => {
  it('sets the lever values of existing pairs by itself (the seed only runs on a fresh DB)', () => {
    const dir = tempDir('lever-schema');
    try {
      const db = openDatabase(dir);
      runMigrations(
        db,
        MIGRATIONS.filter((migration) => migration.version < 8),
      );
      db.exec(`
        INSERT INTO currencies (id, code, name, decimals, is_quote, sort) VALUES
          (1, 'USDT', 'Tether', 8, 1, 1), (2, 'BTC', 'Bitcoin', 8, 1, 2),
          (3, 'XRP', 'XRP', 6, 0, 3);
        INSERT INTO currency_matches (id, base_currency_id, quote_currency_id, open_lever,
          price_decimals, number_decimals) VALUES (1, 2, 1, 1, 2, 6), (2, 3, 1, 0, 4, 2);
      `);
      runMigrations(db);
      const pairs = db
        .prepare(
          `SELECT id, lever_share_num, lever_point_rate, lever_fee_rate, lever_min_share,
                  lever_max_share FROM currency_matches ORDER BY id`,
        )
        .all();
      expect(pairs).toEqual([
        {
          id: 1,
          lever_share_num: '0.01',
          lever_point_rate: '0.1',
          lever_fee_rate: '0.001',
          lever_min_share: 1,
          lever_max_share: 100,
        },
        {
          id: 2,
          lever_share_num: '1',
          lever_point_rate: '0.1',
          lever_fee_rate: '0.001',
          lever_min_share: 1,
          lever_max_share: 100,
        },
      ]);
      const multiples = db.prepare('SELECT value FROM lever_multiples ORDER BY value').all();
      expect(multiples).toEqual([5, 10, 20, 50, 100].map((value) => ({ value })));
      const settings = db.prepare('SELECT key, value FROM lever_settings ORDER BY key').all();
      expect(settings).toEqual([
        { key: 'liquidation_rate', value: '50' },
        { key: 'overnight_rate', value: '0.0005' },
      ]);
      db.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
