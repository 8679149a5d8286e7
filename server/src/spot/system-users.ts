import type { Database } from 'better-sqlite3';
import { ACCOUNT_TYPE, createAccountsRepo } from '../accounts/accounts-repo';
import { sqlTimestamp } from '../db/sql-time';

/** How many market-maker bot users exist. */
export const BOT_COUNT = 3;

/**
 * What each bot starts with in its spot account (decimal strings, by currency code): large
 * enough that quoting never runs dry, credited once with a `bot_funding` balance log.
 */
export const BOT_FUNDING: Readonly<Record<string, string>> = {
  USDT: '200000000',
  BTC: '2000',
  ETH: '60000',
  LTC: '2000000',
  XRP: '90000000',
  EOS: '300000000',
  BCH: '400000',
  DOGE: '1200000000',
  TRX: '800000000',
};

export const BOT_FUNDING_REASON = 'bot_funding';

export type SystemUsers = {
  /** The fee income account: every spot fee is credited to its spot accounts. */
  feeUserId: number;
  botIds: number[];
};

type IdRow = { id: number };

/**
 * The fee account and the bot users, created once (idempotent). They have no e-mail and no
 * mobile, and their password hash is not a hash: nobody can log in as them or reset them.
 */
export function ensureSystemUsers(db: Database): SystemUsers {
  const accounts = createAccountsRepo(db);
  const byUid = db.prepare('SELECT id FROM users WHERE uid = ?');
  const insert = db.prepare(
    `INSERT INTO users (uid, email, mobile, country_code, password_hash, invite_code, created_at, kind)
     VALUES (?, NULL, NULL, '', '!', ?, ?, ?)`,
  );
  const currencies = db.prepare('SELECT id, code FROM currencies ORDER BY id').all() as Array<{
    id: number;
    code: string;
  }>;

  const ensure = (uid: string, kind: 'bot' | 'system', fund: boolean): number => {
    const found = byUid.get(uid) as IdRow | undefined;
    if (found) return found.id;
    const id = Number(insert.run(uid, uid, sqlTimestamp(), kind).lastInsertRowid);
    accounts.open(id);
    if (fund) {
      for (const currency of currencies) {
        const amount = BOT_FUNDING[currency.code];
        if (!amount) continue;
        accounts.change({
          userId: id,
          currencyId: currency.id,
          accountTypeId: ACCOUNT_TYPE.spot,
          amount,
          reason: BOT_FUNDING_REASON,
          memo: 'Market maker funding',
        });
      }
    }
    return id;
  };

  return db.transaction((): SystemUsers => {
    const feeUserId = ensure('SYS-FEES', 'system', false);
    const botIds: number[] = [];
    for (let i = 1; i <= BOT_COUNT; i++) botIds.push(ensure(`SYS-BOT${i}`, 'bot', true));
    return { feeUserId, botIds };
  })();
}
