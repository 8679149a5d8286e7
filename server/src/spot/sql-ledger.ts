import type { Database } from 'better-sqlite3';
import { ACCOUNT_TYPE } from '../accounts/accounts-repo';
import { sqlTimestamp } from '../db/sql-time';
import { formatUnits, pow10, type Ledger, type LedgerMove } from '../engine';
import { Dec } from '../money/decimal';

type AccountRow = { id: number; balance: string; lock_balance: string };

const MEMO: Record<LedgerMove['reason'], string> = {
  spot_order_lock: 'Spot order locked',
  spot_order_cancel: 'Spot order cancelled',
  spot_trade: 'Spot trade',
  spot_fee: 'Spot trading fee',
};

/**
 * The engine's ledger over the spot accounts (account type 1): every move updates
 * `accounts.balance` / `lock_balance` and writes one `balance_logs` row per changed field.
 * Runs inside the caller's transaction (the order's); throws before writing when a balance
 * would go negative. Fees are credited to the fee income account (a system user).
 */
export function createSqlLedger(db: Database, feeUserId: number): Ledger {
  const find = db.prepare(
    `SELECT id, balance, lock_balance FROM accounts
      WHERE user_id = ? AND currency_id = ? AND account_type_id = ${ACCOUNT_TYPE.spot}`,
  );
  const openAll = db.prepare(
    `INSERT OR IGNORE INTO accounts (user_id, currency_id, account_type_id)
     SELECT ?, c.id, t.id FROM currencies c CROSS JOIN account_types t`,
  );
  const update = db.prepare('UPDATE accounts SET balance = ?, lock_balance = ? WHERE id = ?');
  const log = db.prepare(
    `INSERT INTO balance_logs (user_id, account_id, currency_id, account_type_id, field, value,
                               balance_before, balance_after, reason, memo, extra_data, created_at)
     VALUES (?, ?, ?, ${ACCOUNT_TYPE.spot}, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  const account = (userId: number, currencyId: number): AccountRow => {
    let row = find.get(userId, currencyId) as AccountRow | undefined;
    if (!row) {
      // A currency added after the user signed up: open its accounts on first use.
      openAll.run(userId);
      row = find.get(userId, currencyId) as AccountRow | undefined;
    }
    if (!row) throw new Error(`no spot account for user ${userId}, currency ${currencyId}`);
    return row;
  };

  const move = (entry: LedgerMove): void => {
    const row = account(entry.userId, entry.currencyId);
    const balance = new Dec(row.balance);
    const locked = new Dec(row.lock_balance);
    const availableDelta = new Dec(formatUnits(entry.available, entry.scale));
    const lockedDelta = new Dec(formatUnits(entry.locked, entry.scale));
    const nextBalance = balance.plus(availableDelta);
    const nextLocked = locked.plus(lockedDelta);
    if (nextBalance.lt(0) || nextLocked.lt(0)) {
      throw new Error(`spot account ${row.id} would go negative (${entry.reason})`);
    }
    update.run(nextBalance.toFixed(), nextLocked.toFixed(), row.id);
    const at = sqlTimestamp();
    const extra = JSON.stringify({ order_id: entry.orderId });
    const memo = `${MEMO[entry.reason]} #${entry.orderId}`;
    if (!availableDelta.isZero()) {
      log.run(
        entry.userId,
        row.id,
        entry.currencyId,
        'balance',
        availableDelta.toFixed(),
        balance.toFixed(),
        nextBalance.toFixed(),
        entry.reason,
        memo,
        extra,
        at,
      );
    }
    if (!lockedDelta.isZero()) {
      log.run(
        entry.userId,
        row.id,
        entry.currencyId,
        'lock_balance',
        lockedDelta.toFixed(),
        locked.toFixed(),
        nextLocked.toFixed(),
        entry.reason,
        memo,
        extra,
        at,
      );
    }
  };

  return {
    available(userId, currencyId, scale) {
      const row = account(userId, currencyId);
      const units = new Dec(row.balance).times(new Dec(pow10(scale).toString())).floor();
      return BigInt(units.toFixed());
    },
    move,
    collectFee(currencyId, scale, amount, orderId) {
      move({
        userId: feeUserId,
        currencyId,
        scale,
        available: amount,
        locked: 0n,
        reason: 'spot_fee',
        orderId,
      });
    },
  };
}
