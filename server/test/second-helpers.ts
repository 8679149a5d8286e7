import type { Database } from 'better-sqlite3';
import { ACCOUNT_TYPE, createAccountsRepo } from '../src/accounts/accounts-repo';
import { Dec } from '../src/money/decimal';
import { createTrader, type Trader } from './support/traders';

export const BTC_USDT = 1;
export const USDT = 1;
export const MICRO_REASON = 'test_micro_credit';

/**
 * Records a completed spot trade of `price` stamped `createdMs`, as the engine would (two
 * filled orders of a market-maker bot and the trade row). Answers the trade id.
 */
export function recordTrade(
  db: Database,
  pairId: number,
  price: string,
  createdMs: number,
): number {
  const bot = db.prepare("SELECT id FROM users WHERE uid = 'SYS-BOT1'").pluck().get() as number;
  const order = db.prepare(
    `INSERT INTO spot_orders (user_id, currency_match_id, way, price, total_number, number,
       transacted_amount, transacted_volume, fee, lock_left, status, created_ms, updated_ms)
     VALUES (?, ?, ?, ?, '1', '0', '1', ?, '0', '0', 3, ?, ?)`,
  );
  const buy = Number(order.run(bot, pairId, 1, price, price, createdMs, createdMs).lastInsertRowid);
  const sell = Number(
    order.run(bot, pairId, 2, price, price, createdMs, createdMs).lastInsertRowid,
  );
  return Number(
    db
      .prepare(
        `INSERT INTO spot_trades (currency_match_id, price, number, amount, taker_side,
           buy_order_id, sell_order_id, buyer_id, seller_id, buy_fee, sell_fee, created_ms)
         VALUES (?, ?, '1', ?, 2, ?, ?, ?, ?, '0', '0', ?)`,
      )
      .run(pairId, price, price, buy, sell, bot, bot, createdMs).lastInsertRowid,
  );
}

/** Offers a duration (tests use short ones so settlement comes quickly). */
export function offerDuration(db: Database, seconds: number, ratio: string): void {
  db.prepare(
    'INSERT OR REPLACE INTO second_durations (seconds, profit_ratio, enabled, sort) VALUES (?, ?, 1, 0)',
  ).run(seconds, ratio);
}

/** A user with a live token and `amount` USDT in the micro account. */
export function microTrader(db: Database, amount: string): Trader {
  const trader = createTrader(db);
  if (amount !== '0') creditMicro(db, trader.id, amount);
  return trader;
}

export function creditMicro(db: Database, userId: number, amount: string): void {
  createAccountsRepo(db).change({
    userId,
    currencyId: USDT,
    accountTypeId: ACCOUNT_TYPE.micro,
    amount,
    reason: MICRO_REASON,
  });
}

export function microBalance(db: Database, userId: number, currencyId = USDT): string {
  return db
    .prepare(
      `SELECT balance FROM accounts WHERE user_id = ? AND currency_id = ? AND account_type_id = ${ACCOUNT_TYPE.micro}`,
    )
    .pluck()
    .get(userId, currencyId) as string;
}

/** Sum of every micro balance of a currency (users, the house and the fee account). */
export function microTotal(db: Database, currencyId = USDT): string {
  const rows = db
    .prepare(
      `SELECT balance FROM accounts WHERE currency_id = ? AND account_type_id = ${ACCOUNT_TYPE.micro}`,
    )
    .pluck()
    .all(currencyId) as string[];
  return rows.reduce((sum, value) => sum.plus(value), new Dec(0)).toFixed();
}

/** Everything a refused submit must leave alone for that user. */
export function secondSnapshot(db: Database, userId: number): unknown {
  const all = (sql: string): unknown[] => db.prepare(sql).all(userId);
  return {
    accounts: all('SELECT * FROM accounts WHERE user_id = ? ORDER BY id'),
    logs: all('SELECT COUNT(*) AS n FROM balance_logs WHERE user_id = ?'),
    orders: all('SELECT * FROM second_orders WHERE user_id = ?'),
    allLogs: db.prepare('SELECT COUNT(*) AS n FROM balance_logs').get(),
  };
}
