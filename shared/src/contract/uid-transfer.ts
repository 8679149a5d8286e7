import type { Paged } from './envelope';

/**
 * In-site transfer by UID (docs/uid-transfer.md): a user sends a currency from their spot or
 * fiat (legal) account to another user's spot account, named by that user's UID. Paths are
 * relative to `/api/`; every call needs the token (999 without) and answers the envelope.
 * Amounts travel as decimal strings.
 */
export const UID_TRANSFER_PATH = {
  lookup: 'account/uid_lookup',
  transfer: 'account/uid_transfer',
  list: 'account/uid_transfer_list',
} as const;

/** Account types a UID transfer may be sent from: 1 spot (change), 2 fiat (legal). */
export const UID_TRANSFER_FROM_ACCOUNTS = [1, 2] as const;
export type UidTransferFromAccount = (typeof UID_TRANSFER_FROM_ACCOUNTS)[number];

/** UID transfer records: 15 a page, like the other records (docs/decisions.md#lists). */
export const UID_TRANSFER_PAGE_SIZE = 15;

/**
 * `GET account/uid_lookup { uid }`: the recipient's masked account (`de***@exchange.local`,
 * `138****0000`) before the user confirms. An unknown UID and the caller's own UID are refused
 * with the same message ("counterparty account does not exist"); lookups are rate limited per
 * user.
 */
export type UidLookupRequest = { uid: string };
export type UidLookupAnswer = { uid: string; account: string };

/**
 * `POST account/uid_transfer`: moves `amount` of `currency_id` from the caller's `from` account
 * (1 spot or 2 fiat) to the spot account of the user with `to_uid`, in one transaction with a
 * balance-log row on each side (reasons `uid_transfer_out` / `uid_transfer_in`). Checked in
 * order: currency, from account, UID present and numeric, recipient exists and is not the
 * caller, amount (present, positive, within the currency's decimals), available balance, trade
 * password (set, then right, through the trade-password limiter). Instant and final.
 */
export type UidTransferRequest = {
  currency_id: number;
  from: UidTransferFromAccount;
  to_uid: string;
  amount: string | number;
  pay_password: string;
};
export type UidTransferAnswer = {
  id: number;
  currency_code: string;
  amount: string;
  to_uid: string;
  to_account: string;
  /** The sender's account after the move. */
  from: { account_type_id: number; balance: string; lock_balance: string };
};

/**
 * `GET account/uid_transfer_list { page }`: the caller's UID transfers, sent (`out`) and
 * received (`in`), newest first, 15 a page. `account_type_id` is the caller's side: the
 * account it left for `out`, the spot account (1) for `in`.
 */
export type UidTransferListRequest = { page?: number };
export type UidTransferRow = {
  id: number;
  direction: 'in' | 'out';
  counterparty_uid: string;
  counterparty_account: string;
  currency_code: string;
  amount: string;
  account_type_id: number;
  /** `YYYY-MM-DD HH:MM:SS` (UTC), like the account logs. */
  created_at: string;
};
export type UidTransferListPage = Paged<UidTransferRow>;
