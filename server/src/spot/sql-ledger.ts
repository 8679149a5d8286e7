import type { Database } from 'better-sqlite3';
import { ACCOUNT_TYPE } from '../accounts/accounts-repo';
import { createAccountMover } from '../accounts/account-mover';
import { formatUnits, pow10, type Ledger, type LedgerMove } from '../engine';
import { Dec } from '../money/decimal';

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
  const accounts = createAccountMover(db, ACCOUNT_TYPE.spot, 'spot');

  const move = (entry: LedgerMove): void =>
    accounts.move({
      userId: entry.userId,
      currencyId: entry.currencyId,
      available: new Dec(formatUnits(entry.available, entry.scale)),
      locked: new Dec(formatUnits(entry.locked, entry.scale)),
      reason: entry.reason,
      // A stop's memo does not end in `#<id>`: readers would take it for a spot order's id.
      memo: entry.stop
        ? `${MEMO[entry.reason]} (stop-limit ${entry.orderId})`
        : `${MEMO[entry.reason]} #${entry.orderId}`,
      extra: entry.stop ? { stop_order_id: entry.orderId } : { order_id: entry.orderId },
    });

  return {
    available(userId, currencyId, scale) {
      const row = accounts.account(userId, currencyId);
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
