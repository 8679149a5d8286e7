import fs from 'node:fs';
import { createAccountsRepo } from '../src/accounts/accounts-repo';
import { openDatabase } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { MIGRATIONS } from '../src/db/migrations';
import { tempDir } from './support/test-server';

describe('accounts (migration 2)', () => {
  it('opens the accounts of users that existed before the migration', () => {
    const dir = tempDir('accounts');
    const db = openDatabase(dir);
    try {
      runMigrations(db, [MIGRATIONS[0]]);
      db.exec(`
        INSERT INTO currencies (id, code, name, decimals) VALUES (1, 'USDT', 'Tether', 8), (2, 'BTC', 'Bitcoin', 8);
        INSERT INTO users (uid, email, password_hash, invite_code, created_at)
          VALUES ('10000001', 'old@example.com', 'x', 'AAAAAA', '2025-01-01 00:00:00');
      `);
      expect(runMigrations(db, MIGRATIONS.slice(0, 2))).toEqual([2]);
      const rows = db
        .prepare('SELECT account_type_id, currency_id, balance, lock_balance FROM accounts')
        .all();
      expect(rows).toHaveLength(10);
      expect(rows).toContainEqual({
        account_type_id: 5,
        currency_id: 2,
        balance: '0',
        lock_balance: '0',
      });
    } finally {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('moves balances exactly, logs each change and never goes negative', () => {
    const dir = tempDir('balances');
    const db = openDatabase(dir);
    try {
      runMigrations(db);
      db.exec(`
        INSERT INTO currencies (id, code, name, decimals) VALUES (1, 'USDT', 'Tether', 8);
        INSERT INTO users (id, uid, email, password_hash, invite_code, created_at)
          VALUES (7, '10000001', 'a@example.com', 'x', 'AAAAAA', '2025-01-01 00:00:00');
      `);
      const accounts = createAccountsRepo(db);
      expect(accounts.open(7)).toBe(5);
      expect(accounts.open(7)).toBe(0);
      const change = (amount: string) =>
        accounts.change({ userId: 7, currencyId: 1, accountTypeId: 1, amount, reason: 'test' });
      change('0.1');
      expect(change('0.2').balance).toBe('0.3'); // no binary-float 0.30000000000000004
      expect(() => change('-0.30000001')).toThrow(/negative/);
      expect(accounts.find(7, 1, 1)?.balance).toBe('0.3');
      const logs = db
        .prepare('SELECT value, balance_before, balance_after FROM balance_logs ORDER BY id')
        .all();
      expect(logs).toEqual([
        { value: '0.1', balance_before: '0', balance_after: '0.1' },
        { value: '0.2', balance_before: '0.1', balance_after: '0.3' },
      ]);
    } finally {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
