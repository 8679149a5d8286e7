import type { Database } from 'better-sqlite3';
import { Dec } from '../money/decimal';
import { type AccountRow, type BalanceRules, createBalanceWriter } from './balance-write';

export type { AccountRow } from './balance-write';

/** docs/decisions.md#accounts: the account type ids. */
export const ACCOUNT_TYPE = {
  spot: 1,
  legal: 2,
  lever: 3,
  micro: 4,
  financial: 5,
} as const;
export type AccountTypeId = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];

export type BalanceChange = {
  userId: number;
  currencyId: number;
  accountTypeId: number;
  /** Signed change of the available balance (a decimal string or Dec). */
  amount: string | Dec;
  /** Machine-readable cause, e.g. `welcome_bonus`. */
  reason: string;
  memo?: string;
  extra?: Record<string, unknown>;
};

export type AccountsRepo = {
  /**
   * Opens every account (each account type x each currency) the user does not have yet, with
   * zero balances. Idempotent; returns how many rows it added.
   */
  open(userId: number): number;
  list(userId: number): AccountRow[];
  find(userId: number, currencyId: number, accountTypeId: number): AccountRow | undefined;
  currencyIdByCode(code: string): number | undefined;
  /**
   * Moves the available balance by `amount` and writes the balance log row, atomically (a
   * savepoint inside the caller's transaction). Throws when the account is missing or the
   * balance would go negative.
   */
  change(change: BalanceChange): AccountRow;
};

const RULES: BalanceRules = {
  open: false,
  missing: (key) =>
    new Error(
      `no account for user ${key.userId}, currency ${key.currencyId}, type ${key.accountTypeId}`,
    ),
  negative: (account) => new Error(`balance of account ${account.id} would go negative`),
};

export function createAccountsRepo(db: Database): AccountsRepo {
  const writer = createBalanceWriter(db);
  const listStmt = db.prepare(
    'SELECT * FROM accounts WHERE user_id = ? ORDER BY account_type_id, currency_id',
  );
  const currencyStmt = db.prepare('SELECT id FROM currencies WHERE code = ?');

  const change = db.transaction((input: BalanceChange): AccountRow =>
    writer.write(
      {
        userId: input.userId,
        currencyId: input.currencyId,
        accountTypeId: input.accountTypeId,
        balance: input.amount,
        reason: input.reason,
        memo: input.memo ?? '',
        extra: input.extra ?? {},
      },
      RULES,
    ),
  );

  return {
    open: writer.open,
    list: (userId) => listStmt.all(userId) as AccountRow[],
    find: (userId, currencyId, accountTypeId) => writer.find({ userId, currencyId, accountTypeId }),
    currencyIdByCode(code) {
      const row = currencyStmt.get(code) as { id: number } | undefined;
      return row?.id;
    },
    change: (input) => change(input),
  };
}

/** balance_logs.reason of the welcome credit. */
export const WELCOME_REASON = 'welcome_bonus';

/**
 * Credits the welcome amount (a decimal string, "0" = nothing) of USDT to the user's spot
 * account with its balance log row. Call inside the transaction that opened the accounts.
 */
export function creditWelcome(accounts: AccountsRepo, userId: number, amount: string): void {
  const value = new Dec(amount);
  if (!value.gt(0)) return;
  const usdt = accounts.currencyIdByCode('USDT');
  if (usdt === undefined) throw new Error('a welcome balance is configured but there is no USDT');
  accounts.change({
    userId,
    currencyId: usdt,
    accountTypeId: ACCOUNT_TYPE.spot,
    amount: value,
    reason: WELCOME_REASON,
    memo: 'Welcome bonus',
  });
}
