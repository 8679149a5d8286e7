import type { Database } from 'better-sqlite3';
import { sqlTimestamp } from '../db/sql-time';
import { Dec } from '../money/decimal';

/** docs/decisions.md#accounts: the account type ids. */
export const ACCOUNT_TYPE = {
  spot: 1,
  legal: 2,
  lever: 3,
  micro: 4,
  financial: 5,
} as const;
export type AccountTypeId = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];

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

export function createAccountsRepo(db: Database): AccountsRepo {
  const openAll = db.prepare(
    `INSERT OR IGNORE INTO accounts (user_id, currency_id, account_type_id)
     SELECT ?, c.id, t.id FROM currencies c CROSS JOIN account_types t`,
  );
  const listStmt = db.prepare(
    'SELECT * FROM accounts WHERE user_id = ? ORDER BY account_type_id, currency_id',
  );
  const findStmt = db.prepare(
    'SELECT * FROM accounts WHERE user_id = ? AND currency_id = ? AND account_type_id = ?',
  );
  const currencyStmt = db.prepare('SELECT id FROM currencies WHERE code = ?');
  const setBalance = db.prepare('UPDATE accounts SET balance = ? WHERE id = ?');
  const log = db.prepare(
    `INSERT INTO balance_logs (user_id, account_id, currency_id, account_type_id, field, value,
                               balance_before, balance_after, reason, memo, extra_data, created_at)
     VALUES (?, ?, ?, ?, 'balance', ?, ?, ?, ?, ?, ?, ?)`,
  );

  const find = (userId: number, currencyId: number, accountTypeId: number) =>
    findStmt.get(userId, currencyId, accountTypeId) as AccountRow | undefined;

  const change = db.transaction((input: BalanceChange): AccountRow => {
    const account = find(input.userId, input.currencyId, input.accountTypeId);
    if (!account) {
      throw new Error(
        `no account for user ${input.userId}, currency ${input.currencyId}, type ${input.accountTypeId}`,
      );
    }
    const amount = new Dec(input.amount);
    const before = new Dec(account.balance);
    const after = before.plus(amount);
    if (after.lt(0)) throw new Error(`balance of account ${account.id} would go negative`);
    setBalance.run(after.toFixed(), account.id);
    log.run(
      account.user_id,
      account.id,
      account.currency_id,
      account.account_type_id,
      amount.toFixed(),
      before.toFixed(),
      after.toFixed(),
      input.reason,
      input.memo ?? '',
      JSON.stringify(input.extra ?? {}),
      sqlTimestamp(),
    );
    return { ...account, balance: after.toFixed() };
  });

  return {
    open: (userId) => openAll.run(userId).changes,
    list: (userId) => listStmt.all(userId) as AccountRow[],
    find,
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
