import type { Database } from 'better-sqlite3';
import type { AccountBalancePush, PushBody, PushedAccount } from '@exchange/shared/contract';
import { watchBalances } from '../accounts/balance-watch';
import type { AccountKey } from '../accounts/balance-write';
import type { Hub } from './hub';

export const ACCOUNT_BALANCE_TOPIC = 'ACCOUNT_BALANCE';

/**
 * The private account stream (docs/architecture.md#account-stream): every balance write is
 * noted, and once the writing transaction has committed (a microtask later: SQLite
 * transactions here are synchronous, group commits included) each touched user gets one
 * ACCOUNT_BALANCE push with the accounts as they now stand. Reading the rows after the commit
 * means a rolled-back change pushes the unchanged balance, never one that did not happen.
 * Only users with a subscribed connection cost a read. Answers the function that stops it.
 */
export function startAccountStream(db: Database, hub: Hub): () => void {
  const pending = new Map<number, Map<string, AccountKey>>();
  let scheduled = false;
  const read = db.prepare(
    `SELECT a.account_type_id, a.currency_id, c.code AS currency_code, a.balance, a.lock_balance
       FROM accounts a JOIN currencies c ON c.id = a.currency_id
      WHERE a.user_id = ? AND a.currency_id = ? AND a.account_type_id = ?`,
  );

  const flush = (): void => {
    scheduled = false;
    if (!db.open) return;
    if (db.inTransaction) {
      // A transaction that spans turns (none does today): push once it is over.
      scheduled = true;
      setImmediate(flush);
      return;
    }
    const users = [...pending];
    pending.clear();
    for (const [userId, keys] of users) {
      let body: PushBody<AccountBalancePush> | undefined;
      hub.publishToUser(userId, ACCOUNT_BALANCE_TOPIC, () => {
        body ??= {
          accounts: [...keys.values()]
            .map((key) => read.get(key.userId, key.currencyId, key.accountTypeId))
            .filter((row): row is PushedAccount => row !== undefined),
        };
        return body;
      });
    }
  };

  return watchBalances(db, (key) => {
    let keys = pending.get(key.userId);
    if (!keys) pending.set(key.userId, (keys = new Map()));
    keys.set(`${key.accountTypeId}:${key.currencyId}`, key);
    if (!scheduled) {
      scheduled = true;
      queueMicrotask(flush);
    }
  });
}
