import type { Database } from 'better-sqlite3';
import {
  type AccountRow,
  type BalanceRules,
  type BalanceWrite,
  createBalanceWriter,
} from '../accounts/balance-write';
import type { Dec } from '../money/decimal';

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
  /** Moves `balance` with a `balance` balance_logs row. */
  available(move: FundsMove): AccountRow;
  /** Moves `lock_balance` with a `lock_balance` balance_logs row. */
  locked(move: FundsMove): AccountRow;
};

const RULES: BalanceRules = {
  open: true,
  missing: (key) => new Error(`no account ${key.userId}/${key.currencyId}/${key.accountTypeId}`),
  negative: () => new InsufficientFunds(),
};

/**
 * Balance moves of the assets module, through the one balance write (balance-write.ts). Call
 * inside the caller's transaction: each move checks for a negative result before writing, so a
 * failed step throws and nothing of the transaction stays.
 */
export function createFunds(db: Database): Funds {
  const writer = createBalanceWriter(db);
  const write = (move: FundsMove, change: Pick<BalanceWrite, 'balance' | 'lock_balance'>) =>
    writer.write(
      {
        userId: move.userId,
        currencyId: move.currencyId,
        accountTypeId: move.accountTypeId,
        ...change,
        reason: move.reason,
        memo: move.memo,
        extra: move.extra ?? {},
      },
      RULES,
    );

  return {
    account: (userId, currencyId, accountTypeId) =>
      writer.account({ userId, currencyId, accountTypeId }, RULES),
    available: (move) => write(move, { balance: move.amount }),
    locked: (move) => write(move, { lock_balance: move.amount }),
  };
}
