import type { Database } from 'better-sqlite3';
import { sqlTimestamp } from '../db/sql-time';
import { ApiError } from '../http/api-error';
import { Dec } from '../money/decimal';
import { maskAccount } from '../user/mask-account';
import type { CurrencyRow } from './assets-store';
import { createFunds, InsufficientFunds } from './funds';
import { ACCOUNT_TYPE_ID } from './constants';

/** Account types a UID transfer may leave from (contract UID_TRANSFER_FROM_ACCOUNTS). */
export const UID_TRANSFER_FROM_ACCOUNTS: readonly number[] = [
  ACCOUNT_TYPE_ID.change,
  ACCOUNT_TYPE_ID.legal,
];
/** Records page size (contract UID_TRANSFER_PAGE_SIZE). */
export const UID_TRANSFER_PAGE_SIZE = 15;
/** Recipient look-ups one user may make in LOOKUP_WINDOW_MS (docs/uid-transfer.md#decisions). */
export const LOOKUP_LIMIT = 30;
export const LOOKUP_WINDOW_MS = 10 * 60_000;
/** The longest UID accepted as a number (users get 8 digits today). */
const UID_PATTERN = /^\d{1,20}$/;

export type Recipient = { id: number; uid: string; account: string };

export type UidTransferInput = {
  userId: number;
  currency: CurrencyRow;
  fromAccountTypeId: number;
  recipient: Recipient;
  amount: Dec;
};

export type UidTransferDone = {
  id: number;
  from: { account_type_id: number; balance: string; lock_balance: string };
};

export type UidTransferListRow = {
  id: number;
  from_user_id: number;
  to_user_id: number;
  amount: string;
  from_account_type_id: number;
  created_at: string;
  code: string;
  counterparty_uid: string;
  counterparty_email: string | null;
  counterparty_mobile: string | null;
};

export type UidTransfers = {
  /**
   * The recipient named by `rawUid` as seen by `userId`: refuses an absent UID
   * (`uidTransferUidRequired`), a non-numeric one (`uidTransferUidInvalid`), and an unknown UID or
   * the caller's own with the same `uidTransferNoCounterparty`, so a UID cannot be probed.
   */
  recipient(userId: number, rawUid: unknown): Recipient;
  /** Counts one look-up of `userId`; refuses beyond LOOKUP_LIMIT per LOOKUP_WINDOW_MS. */
  countLookup(userId: number): void;
  /**
   * The transfer itself, one transaction: debit the sender's account, credit the recipient's
   * spot account (opened when missing), a balance_logs row on each side, the uid_transfers row.
   * Throws `insufficientBalance` (nothing written) when the balance no longer covers it.
   */
  transfer(input: UidTransferInput): UidTransferDone;
  count(userId: number): number;
  page(userId: number, limit: number, offset: number): UidTransferListRow[];
};

export function createUidTransfers(db: Database, now: () => number = Date.now): UidTransfers {
  const funds = createFunds(db);
  const byUid = db.prepare('SELECT id, uid, email, mobile FROM users WHERE uid = ?');
  const uidOf = db.prepare('SELECT uid FROM users WHERE id = ?').pluck();
  const insert = db.prepare(
    `INSERT INTO uid_transfers (from_user_id, to_user_id, currency_id, amount,
                                from_account_type_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const countStmt = db
    .prepare('SELECT COUNT(*) FROM uid_transfers WHERE from_user_id = ? OR to_user_id = ?')
    .pluck();
  const pageStmt = db.prepare(
    `SELECT t.id, t.from_user_id, t.to_user_id, t.amount, t.from_account_type_id, t.created_at,
            c.code, u.uid AS counterparty_uid, u.email AS counterparty_email,
            u.mobile AS counterparty_mobile
       FROM uid_transfers t
       JOIN currencies c ON c.id = t.currency_id
       JOIN users u ON u.id = CASE WHEN t.from_user_id = ? THEN t.to_user_id ELSE t.from_user_id END
      WHERE t.from_user_id = ? OR t.to_user_id = ?
      ORDER BY t.id DESC LIMIT ? OFFSET ?`,
  );
  const lookups = new Map<number, number[]>();

  return {
    recipient(userId, rawUid) {
      const text =
        typeof rawUid === 'number' && Number.isInteger(rawUid) && rawUid >= 0
          ? String(rawUid)
          : typeof rawUid === 'string'
            ? rawUid.trim()
            : rawUid === undefined || rawUid === null
              ? ''
              : undefined;
      if (text === '') throw new ApiError('uidTransferUidRequired');
      if (text === undefined || !UID_PATTERN.test(text))
        throw new ApiError('uidTransferUidInvalid');
      const row = byUid.get(text) as
        { id: number; uid: string; email: string | null; mobile: string | null } | undefined;
      if (!row || row.id === userId) throw new ApiError('uidTransferNoCounterparty');
      return { id: row.id, uid: row.uid, account: maskAccount(row) };
    },
    countLookup(userId) {
      const at = now();
      const recent = (lookups.get(userId) ?? []).filter((time) => at - time < LOOKUP_WINDOW_MS);
      if (recent.length >= LOOKUP_LIMIT) {
        lookups.set(userId, recent);
        throw new ApiError('uidLookupRateLimited');
      }
      recent.push(at);
      lookups.set(userId, recent);
    },
    transfer({ userId, currency, fromAccountTypeId, recipient, amount }) {
      try {
        return db.transaction((): UidTransferDone => {
          const at = sqlTimestamp(new Date(now()));
          const id = Number(
            insert.run(userId, recipient.id, currency.id, amount.toFixed(), fromAccountTypeId, at)
              .lastInsertRowid,
          );
          const senderUid = uidOf.get(userId) as string;
          const out = funds.available({
            userId,
            currencyId: currency.id,
            accountTypeId: fromAccountTypeId,
            amount: amount.neg(),
            reason: 'uid_transfer_out',
            memo: `UID transfer to UID ${recipient.uid}`,
            extra: { uid_transfer_id: id, to_uid: recipient.uid },
          });
          funds.available({
            userId: recipient.id,
            currencyId: currency.id,
            accountTypeId: ACCOUNT_TYPE_ID.change,
            amount,
            reason: 'uid_transfer_in',
            memo: `UID transfer from UID ${senderUid}`,
            extra: { uid_transfer_id: id, from_uid: senderUid },
          });
          return {
            id,
            from: {
              account_type_id: out.account_type_id,
              balance: new Dec(out.balance).toFixed(),
              lock_balance: new Dec(out.lock_balance).toFixed(),
            },
          };
        })();
      } catch (error) {
        if (error instanceof InsufficientFunds) throw new ApiError('insufficientBalance');
        throw error;
      }
    },
    count: (userId) => countStmt.get(userId, userId) as number,
    page: (userId, limit, offset) =>
      pageStmt.all(userId, userId, userId, limit, offset) as UidTransferListRow[],
  };
}
