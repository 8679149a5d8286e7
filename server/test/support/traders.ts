import type { Database } from 'better-sqlite3';
import Decimal from 'decimal.js';
import { ACCOUNT_TYPE, createAccountsRepo } from '../../src/accounts/accounts-repo';
import { createTokenStore } from '../../src/auth/tokens';
import { createUserRepo } from '../../src/user/user-repo';
import { uniqueEmail } from './codes';

/** balance_logs reason of the deposits tests make. */
export const TEST_DEPOSIT = 'test_deposit';
/** Every way money enters the spot accounts from outside. */
export const EXTERNAL_REASONS = ['welcome_bonus', 'bot_funding', TEST_DEPOSIT];

export type Trader = { id: number; token: string; email: string };

/**
 * A user with spot balances (by currency code, e.g. { USDT: '1000' }) and a live token, made
 * directly in the database (same connection as the server under test).
 */
export function createTrader(db: Database, balances: Record<string, string> = {}): Trader {
  const email = uniqueEmail('trader');
  const user = createUserRepo(db).create({ email, passwordHash: 'not-a-hash' });
  const accounts = createAccountsRepo(db);
  accounts.open(user.id);
  deposit(db, user.id, balances);
  return { id: user.id, token: createTokenStore(db).issue(user.id), email };
}

export function deposit(db: Database, userId: number, balances: Record<string, string>): void {
  const accounts = createAccountsRepo(db);
  for (const [code, amount] of Object.entries(balances)) {
    const currencyId = accounts.currencyIdByCode(code);
    if (currencyId === undefined) throw new Error(`no currency ${code}`);
    accounts.change({
      userId,
      currencyId,
      accountTypeId: ACCOUNT_TYPE.spot,
      amount,
      reason: TEST_DEPOSIT,
    });
  }
}

/** A user's spot balance of a currency, as stored. */
export function spotBalance(
  db: Database,
  userId: number,
  code: string,
): { balance: string; lock_balance: string } {
  return db
    .prepare(
      `SELECT a.balance, a.lock_balance FROM accounts a JOIN currencies c ON c.id = a.currency_id
        WHERE a.user_id = ? AND c.code = ? AND a.account_type_id = 1`,
    )
    .get(userId, code) as { balance: string; lock_balance: string };
}

/**
 * The money checks after any amount of trading: per currency, available + locked over every
 * spot account (the fee account included) equals what came in from outside; every account
 * equals the replay of its balance logs; no balance is negative; each user's locked balance
 * equals what their open orders hold. Throws a readable error on the first mismatch.
 */
export function reconcile(db: Database): void {
  const d = (value: string | null | undefined): Decimal => new Decimal(value ?? '0');
  const accounts = db
    .prepare(
      `SELECT a.id, a.user_id, a.currency_id, a.balance, a.lock_balance FROM accounts a
        WHERE a.account_type_id = 1`,
    )
    .all() as Array<{
    id: number;
    user_id: number;
    currency_id: number;
    balance: string;
    lock_balance: string;
  }>;
  const totals = new Map<number, Decimal>();
  for (const account of accounts) {
    if (d(account.balance).lt(0) || d(account.lock_balance).lt(0)) {
      throw new Error(`account ${account.id} is negative`);
    }
    totals.set(
      account.currency_id,
      (totals.get(account.currency_id) ?? new Decimal(0))
        .plus(account.balance)
        .plus(account.lock_balance),
    );
  }
  const credits = new Map<number, Decimal>();
  const logs = db
    .prepare(
      `SELECT account_id, currency_id, field, value, reason FROM balance_logs WHERE account_type_id = 1`,
    )
    .all() as Array<{
    account_id: number;
    currency_id: number;
    field: string;
    value: string;
    reason: string;
  }>;
  const replay = new Map<string, Decimal>();
  for (const log of logs) {
    const key = `${log.account_id}:${log.field}`;
    replay.set(key, (replay.get(key) ?? new Decimal(0)).plus(log.value));
    if (EXTERNAL_REASONS.includes(log.reason)) {
      credits.set(
        log.currency_id,
        (credits.get(log.currency_id) ?? new Decimal(0)).plus(log.value),
      );
    }
  }
  for (const account of accounts) {
    const balance = replay.get(`${account.id}:balance`) ?? new Decimal(0);
    const locked = replay.get(`${account.id}:lock_balance`) ?? new Decimal(0);
    if (!balance.eq(account.balance) || !locked.eq(account.lock_balance)) {
      throw new Error(
        `account ${account.id}: logs say ${balance}/${locked}, stored ${account.balance}/${account.lock_balance}`,
      );
    }
  }
  for (const [currency, total] of totals) {
    const credited = credits.get(currency) ?? new Decimal(0);
    if (!total.eq(credited)) {
      throw new Error(`currency ${currency}: accounts hold ${total}, credited ${credited}`);
    }
  }
  // Locks: each user's lock_balance is what their open orders still hold.
  const held = db
    .prepare(
      `SELECT o.user_id, CASE o.way WHEN 1 THEN m.quote_currency_id ELSE m.base_currency_id END AS currency_id,
              o.lock_left FROM spot_orders o JOIN currency_matches m ON m.id = o.currency_match_id
        WHERE o.status IN (1, 2)`,
    )
    .all() as Array<{ user_id: number; currency_id: number; lock_left: string }>;
  const holds = new Map<string, Decimal>();
  for (const row of held) {
    const key = `${row.user_id}:${row.currency_id}`;
    holds.set(key, (holds.get(key) ?? new Decimal(0)).plus(row.lock_left));
  }
  for (const account of accounts) {
    const hold = holds.get(`${account.user_id}:${account.currency_id}`) ?? new Decimal(0);
    if (!hold.eq(account.lock_balance)) {
      throw new Error(
        `user ${account.user_id} currency ${account.currency_id}: orders hold ${hold}, locked ${account.lock_balance}`,
      );
    }
  }
}
