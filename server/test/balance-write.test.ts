import fs from 'node:fs';
import type { Database } from 'better-sqlite3';
import {
  type BalanceRules,
  type BalanceWrite,
  createBalanceWriter,
} from '../src/accounts/balance-write';
import { openDatabase } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { Dec } from '../src/money/decimal';
import { tempDir } from './support/test-server';

class Refused extends Error {}

const RULES: BalanceRules = {
  open: false,
  missing: (key) => new Refused(`missing ${key.userId}/${key.currencyId}/${key.accountTypeId}`),
  negative: (account, write) => new Refused(`negative ${account.id} ${write.reason}`),
};

let dir: string;
let db: Database;

beforeEach(() => {
  dir = tempDir('balance-write');
  db = openDatabase(dir);
  runMigrations(db);
  db.exec(`
    INSERT INTO currencies (id, code, name, decimals) VALUES (1, 'USDT', 'Tether', 8);
    INSERT INTO users (id, uid, email, password_hash, invite_code, created_at)
      VALUES (7, '10000001', 'a@example.com', 'x', 'AAAAAA', '2025-01-01 00:00:00');
  `);
});
afterEach(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const move = (change: Partial<BalanceWrite>): BalanceWrite => ({
  userId: 7,
  currencyId: 1,
  accountTypeId: 1,
  reason: 'test',
  memo: 'Test',
  extra: { order_id: 3 },
  ...change,
});
const logs = (): unknown[] =>
  db
    .prepare(
      `SELECT account_type_id, field, value, balance_before, balance_after, reason, memo,
              extra_data FROM balance_logs ORDER BY id`,
    )
    .all();
const stored = (): unknown =>
  db
    .prepare('SELECT balance, lock_balance FROM accounts WHERE user_id = 7 AND account_type_id = 1')
    .get();

describe('the balance write', () => {
  it('moves the given fields exactly and logs each one, balance first', () => {
    const writer = createBalanceWriter(db);
    writer.open(7);
    const row = writer.write(move({ balance: '1.50', lock_balance: new Dec('0.25') }), RULES);
    expect(row).toMatchObject({ user_id: 7, balance: '1.5', lock_balance: '0.25' });
    writer.write(move({ balance: new Dec('-0.25'), lock_balance: new Dec('0.25') }), RULES);
    writer.write(move({ lock_balance: '0', reason: 'zero' }), RULES); // a given zero is logged
    writer.write(move({ reason: 'nothing' }), RULES); // no field given: no write, no row
    expect(stored()).toEqual({ balance: '1.25', lock_balance: '0.5' });
    const row1 = { account_type_id: 1, reason: 'test', memo: 'Test', extra_data: '{"order_id":3}' };
    expect(logs()).toEqual([
      { ...row1, field: 'balance', value: '1.5', balance_before: '0', balance_after: '1.5' },
      {
        ...row1,
        field: 'lock_balance',
        value: '0.25',
        balance_before: '0',
        balance_after: '0.25',
      },
      { ...row1, field: 'balance', value: '-0.25', balance_before: '1.5', balance_after: '1.25' },
      {
        ...row1,
        field: 'lock_balance',
        value: '0.25',
        balance_before: '0.25',
        balance_after: '0.5',
      },
      {
        ...row1,
        reason: 'zero',
        field: 'lock_balance',
        value: '0',
        balance_before: '0.5',
        balance_after: '0.5',
      },
    ]);
  });

  it("refuses a negative result with the caller's error before writing anything", () => {
    const writer = createBalanceWriter(db);
    writer.open(7);
    writer.write(move({ balance: '1' }), RULES);
    const refused = () =>
      writer.write(move({ balance: '1', lock_balance: '-0.00000001', reason: 'over' }), RULES);
    expect(refused).toThrow(Refused);
    expect(refused).toThrow(/^negative \d+ over$/);
    expect(() => writer.write(move({ balance: '-1.00000001' }), RULES)).toThrow(Refused);
    expect(stored()).toEqual({ balance: '1', lock_balance: '0' });
    expect(logs()).toHaveLength(1);
  });

  it('opens the accounts of a user who has none only when the rules say so', () => {
    const writer = createBalanceWriter(db);
    expect(() => writer.write(move({ balance: '1' }), RULES)).toThrow('missing 7/1/1');
    expect(writer.find({ userId: 7, currencyId: 1, accountTypeId: 1 })).toBeUndefined();
    writer.write(move({ balance: '1' }), { ...RULES, open: true });
    expect(stored()).toEqual({ balance: '1', lock_balance: '0' });
    expect(writer.open(7)).toBe(0); // every type × currency is already there
  });
});
