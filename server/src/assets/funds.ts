import type { Database } from 'better-sqlite3';
import type { AccountRow, AccountsRepo } from '../accounts/accounts-repo';
import { sqlTimestamp } from '../db/sql-time';
import { Dec } from '../money/decimal';

export type FundsMove = {
  userId: number;
  currencyId: number;
  accountTypeId: number;
  /** Signed change (a decimal string or Dec). */
  amount: string | Dec;
  /** balance_logs.reason, e.g. `transfer`, `withdraw_lock`. */
  reason: string;
  memo: string;
  extra?: Record<string, unknown>;
};

/** Thrown inside a transaction when a move would make a field negative (rolls it back). */
export class InsufficientFunds extends Error {}

export type Funds = {
  /** The account, opened (every type x currency) on first use. */
  account(userId: number, currencyId: number, accountTypeId: number): AccountRow;
  /** Moves `balance` through the accounts repo (its balance_logs row). */
  available(move: FundsMove): AccountRow;
  /** Moves `lock_balance` with a `lock_balance` balance_logs row. */
  locked(move: FundsMove): AccountRow;
};

/**
 * Balance moves of the assets module. Call inside the caller's transaction: each move checks
 * for a negative result before writing, so a failed step throws and nothing of the
 * transaction stays.
 */
export function createFunds(db: Database, accounts: AccountsRepo): Funds {
  const setLock = db.prepare('UPDATE accounts SET lock_balance = ? WHERE id = ?');
  const log = db.prepare(
    `INSERT INTO balance_logs (user_id, account_id, currency_id, account_type_id, field, value,
                               balance_before, balance_after, reason, memo, extra_data, created_at)
     VALUES (?, ?, ?, ?, 'lock_balance', ?, ?, ?, ?, ?, ?, ?)`,
  );

  const account = (userId: number, currencyId: number, accountTypeId: number): AccountRow => {
    let row = accounts.find(userId, currencyId, accountTypeId);
    if (!row) {
      accounts.open(userId);
      row = accounts.find(userId, currencyId, accountTypeId);
    }
    if (!row) throw new Error(`no account ${userId}/${currencyId}/${accountTypeId}`);
    return row;
  };

  return {
    account,
    available(move) {
      const row = account(move.userId, move.currencyId, move.accountTypeId);
      if (new Dec(row.balance).plus(move.amount).lt(0)) throw new InsufficientFunds();
      return accounts.change({ ...move });
    },
    locked(move) {
      const row = account(move.userId, move.currencyId, move.accountTypeId);
      const amount = new Dec(move.amount);
      const before = new Dec(row.lock_balance);
      const after = before.plus(amount);
      if (after.lt(0)) throw new InsufficientFunds();
      setLock.run(after.toFixed(), row.id);
      log.run(
        row.user_id,
        row.id,
        row.currency_id,
        row.account_type_id,
        amount.toFixed(),
        before.toFixed(),
        after.toFixed(),
        move.reason,
        move.memo,
        JSON.stringify(move.extra ?? {}),
        sqlTimestamp(),
      );
      return { ...row, lock_balance: after.toFixed() };
    },
  };
}
