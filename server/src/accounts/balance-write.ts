import type { Database } from 'better-sqlite3';
import { sqlTimestamp } from '../db/sql-time';
import { Dec } from '../money/decimal';
import { balanceWritten } from './balance-watch';

export type AccountRow = {
  id: number;
  user_id: number;
  currency_id: number;
  account_type_id: number;
  /** Available amount, a plain decimal string. */
  balance: string;
  /** Held by open orders or pending withdrawals, a plain decimal string. */
  lock_balance: string;
};

/** Which account: one per user × currency × account type. */
export type AccountKey = { userId: number; currencyId: number; accountTypeId: number };

/** One change of one account, and what its balance_logs rows say. */
export type BalanceWrite = AccountKey & {
  /** Signed change of `balance` (Dec or decimal text). When given (zero too) it is written with its log row. */
  balance?: Dec | string;
  /** Signed change of `lock_balance`, likewise. */
  lock_balance?: Dec | string;
  /** balance_logs.reason, machine-readable, e.g. `transfer`. */
  reason: string;
  /** balance_logs.memo: stored English (memo-text.ts translates it by reason when read). */
  memo: string;
  /** balance_logs.extra_data, stored as JSON. */
  extra: Record<string, unknown>;
};

/** How a writer treats a missing account and a refused change; its errors are its own. */
export type BalanceRules = {
  /** Opens the user's accounts (every type × currency) when this one does not exist yet. */
  open: boolean;
  /** Thrown when the account does not exist (after opening, when `open`). */
  missing: (key: AccountKey) => Error;
  /** Thrown, before anything is written, when a changed field would go negative. */
  negative: (account: AccountRow, write: BalanceWrite) => Error;
};

export type BalanceWriter = {
  /**
   * Opens every account (each account type × each currency) the user does not have yet, with
   * zero balances. Idempotent; answers how many rows it added.
   */
  open(userId: number): number;
  find(key: AccountKey): AccountRow | undefined;
  /** The account row, opened first when missing and `rules.open`; throws `rules.missing`. */
  account(key: AccountKey, rules: Pick<BalanceRules, 'open' | 'missing'>): AccountRow;
  /**
   * The one balance write of the server: reads the account row, adds the signed changes to
   * `balance` and/or `lock_balance`, refuses a negative result (throws `rules.negative` before
   * writing anything), updates the row and inserts one balance_logs row per changed field
   * (`balance` first). Answers the row as it now stands. Not a transaction of its own: call
   * it inside the caller's, which a throw rolls back.
   */
  write(write: BalanceWrite, rules: BalanceRules): AccountRow;
};

/** A signed change as Dec (decimal text is parsed; Dec is used as is). */
const decimal = (value: Dec | string | undefined): Dec | undefined =>
  typeof value === 'string' ? new Dec(value) : value;

/**
 * Every balance change goes through `write`, so every change has its balance_logs row: the
 * accounts repo, the account mover (spot and lever ledgers) and the assets module's funds.
 */
export function createBalanceWriter(db: Database): BalanceWriter {
  const openAll = db.prepare(
    `INSERT OR IGNORE INTO accounts (user_id, currency_id, account_type_id)
     SELECT ?, c.id, t.id FROM currencies c CROSS JOIN account_types t`,
  );
  const findStmt = db.prepare(
    'SELECT * FROM accounts WHERE user_id = ? AND currency_id = ? AND account_type_id = ?',
  );
  const setBoth = db.prepare('UPDATE accounts SET balance = ?, lock_balance = ? WHERE id = ?');
  const setBalance = db.prepare('UPDATE accounts SET balance = ? WHERE id = ?');
  const setLock = db.prepare('UPDATE accounts SET lock_balance = ? WHERE id = ?');
  const log = db.prepare(
    `INSERT INTO balance_logs (user_id, account_id, currency_id, account_type_id, field, value,
                               balance_before, balance_after, reason, memo, extra_data, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  const find = (key: AccountKey): AccountRow | undefined =>
    findStmt.get(key.userId, key.currencyId, key.accountTypeId) as AccountRow | undefined;

  const account: BalanceWriter['account'] = (key, rules) => {
    let row = find(key);
    if (!row && rules.open) {
      // A currency added after the user signed up: open its accounts on first use.
      openAll.run(key.userId);
      row = find(key);
    }
    if (!row) throw rules.missing(key);
    return row;
  };

  return {
    open: (userId) => openAll.run(userId).changes,
    find,
    account,
    write(entry, rules) {
      const row = account(entry, rules);
      const balanceDelta = decimal(entry.balance);
      const lockedDelta = decimal(entry.lock_balance);
      const balance = new Dec(row.balance);
      const locked = new Dec(row.lock_balance);
      const nextBalance = balanceDelta ? balance.plus(balanceDelta) : balance;
      const nextLocked = lockedDelta ? locked.plus(lockedDelta) : locked;
      if ((balanceDelta && nextBalance.lt(0)) || (lockedDelta && nextLocked.lt(0))) {
        throw rules.negative(row, entry);
      }
      const after = { ...row };
      if (balanceDelta) after.balance = nextBalance.toFixed();
      if (lockedDelta) after.lock_balance = nextLocked.toFixed();
      if (balanceDelta && lockedDelta) {
        setBoth.run(after.balance, after.lock_balance, row.id);
      } else if (balanceDelta) {
        setBalance.run(after.balance, row.id);
      } else if (lockedDelta) {
        setLock.run(after.lock_balance, row.id);
      } else {
        return row;
      }
      const at = sqlTimestamp();
      const extra = JSON.stringify(entry.extra);
      const logField = (field: 'balance' | 'lock_balance', value: Dec, before: Dec): void => {
        log.run(
          row.user_id,
          row.id,
          row.currency_id,
          row.account_type_id,
          field,
          value.toFixed(),
          before.toFixed(),
          after[field],
          entry.reason,
          entry.memo,
          extra,
          at,
        );
      };
      if (balanceDelta) logField('balance', balanceDelta, balance);
      if (lockedDelta) logField('lock_balance', lockedDelta, locked);
      balanceWritten(db, {
        userId: row.user_id,
        currencyId: row.currency_id,
        accountTypeId: row.account_type_id,
      });
      return after;
    },
  };
}
