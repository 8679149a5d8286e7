import type { Database } from 'better-sqlite3';
import { Dec } from '../money/decimal';
import { type AccountRow, type BalanceRules, createBalanceWriter } from './balance-write';

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
 * ledger (orders) and the lever book (pending orders) move through it. The write itself is the
 * shared one (balance-write.ts); a field that does not change is neither written nor logged.
 */
export function createAccountMover(
  db: Database,
  accountTypeId: number,
  label: string,
): AccountMover {
  const writer = createBalanceWriter(db);
  const rules: BalanceRules = {
    open: true,
    missing: (key) =>
      new Error(`no ${label} account for user ${key.userId}, currency ${key.currencyId}`),
    negative: (row, write) =>
      new Error(`${label} account ${row.id} would go negative (${write.reason})`),
  };

  return {
    account: (userId, currencyId) => writer.account({ userId, currencyId, accountTypeId }, rules),
    balances(userId, currencyId) {
      const row = writer.find({ userId, currencyId, accountTypeId });
      return { balance: new Dec(row?.balance ?? '0'), locked: new Dec(row?.lock_balance ?? '0') };
    },
    move(entry) {
      writer.write(
        {
          userId: entry.userId,
          currencyId: entry.currencyId,
          accountTypeId,
          balance: entry.available.isZero() ? undefined : entry.available,
          lock_balance: entry.locked.isZero() ? undefined : entry.locked,
          reason: entry.reason,
          memo: entry.memo,
          extra: entry.extra,
        },
        rules,
      );
    },
  };
}
