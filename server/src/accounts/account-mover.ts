import type { Database } from 'better-sqlite3';
import { sqlTimestamp } from '../db/sql-time';
import { Dec } from '../money/decimal';

type AccountRow = { id: number; balance: string; lock_balance: string };

/** One move of an account of the mover's type: signed changes of both fields. */
export type AccountMove = {
  userId: number;
  currencyId: number;
  /** Signed change of `balance`. */
  available: Dec;
  /** Signed change of `lock_balance`. */
  locked: Dec;
  reason: string;
  /** Stored English memo (memo-text.ts translates it by reason when read). */
  memo: string;
  extra: Record<string, unknown>;
};

export type AccountMover = {
  /** The account row, opening the user's accounts first when a currency is new to them. */
  account(userId: number, currencyId: number): AccountRow;
  /** Available and locked balance (zeros when the account does not exist yet). */
  balances(userId: number, currencyId: number): { balance: Dec; locked: Dec };
  /**
   * Moves both fields and writes one balance_logs row per changed field. Runs inside the
   * caller's transaction; throws (rolling it back) before writing when a field would go negative.
   */
  move(move: AccountMove): void;
};

/**
 * Balance moves of one account type that hold money back (`lock_balance`): the spot engine's
 * ledger (orders) and the lever book (pending orders) move through it.
 */
export function createAccountMover(
  db: Database,
  accountTypeId: number,
  label: string,
): AccountMover {
  const find = db.prepare(
    `SELECT id, balance, lock_balance FROM accounts
      WHERE user_id = ? AND currency_id = ? AND account_type_id = ${accountTypeId}`,
  );
  const openAll = db.prepare(
    `INSERT OR IGNORE INTO accounts (user_id, currency_id, account_type_id)
     SELECT ?, c.id, t.id FROM currencies c CROSS JOIN account_types t`,
  );
  const update = db.prepare('UPDATE accounts SET balance = ?, lock_balance = ? WHERE id = ?');
  const log = db.prepare(
    `INSERT INTO balance_logs (user_id, account_id, currency_id, account_type_id, field, value,
                               balance_before, balance_after, reason, memo, extra_data, created_at)
     VALUES (?, ?, ?, ${accountTypeId}, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  const account = (userId: number, currencyId: number): AccountRow => {
    let row = find.get(userId, currencyId) as AccountRow | undefined;
    if (!row) {
      // A currency added after the user signed up: open its accounts on first use.
      openAll.run(userId);
      row = find.get(userId, currencyId) as AccountRow | undefined;
    }
    if (!row) throw new Error(`no ${label} account for user ${userId}, currency ${currencyId}`);
    return row;
  };

  return {
    account,
    balances(userId, currencyId) {
      const row = find.get(userId, currencyId) as AccountRow | undefined;
      return { balance: new Dec(row?.balance ?? '0'), locked: new Dec(row?.lock_balance ?? '0') };
    },
    move(entry) {
      const row = account(entry.userId, entry.currencyId);
      const balance = new Dec(row.balance);
      const locked = new Dec(row.lock_balance);
      const nextBalance = balance.plus(entry.available);
      const nextLocked = locked.plus(entry.locked);
      if (nextBalance.lt(0) || nextLocked.lt(0)) {
        throw new Error(`${label} account ${row.id} would go negative (${entry.reason})`);
      }
      update.run(nextBalance.toFixed(), nextLocked.toFixed(), row.id);
      const at = sqlTimestamp();
      const extra = JSON.stringify(entry.extra);
      const write = (field: string, delta: Dec, before: Dec, after: Dec): void => {
        if (delta.isZero()) return;
        log.run(
          entry.userId,
          row.id,
          entry.currencyId,
          field,
          delta.toFixed(),
          before.toFixed(),
          after.toFixed(),
          entry.reason,
          entry.memo,
          extra,
          at,
        );
      };
      write('balance', entry.available, balance, nextBalance);
      write('lock_balance', entry.locked, locked, nextLocked);
    },
  };
}
