import type { Database } from 'better-sqlite3';
import { ACCOUNT_TYPE } from '../accounts/accounts-repo';
import { createAccountMover } from '../accounts/account-mover';
import { Dec } from '../money/decimal';

/** balance_logs reasons of the lever area (memo-text.ts translates them). */
export const LEVER_REASON = {
  lock: 'lever_order_lock',
  unlock: 'lever_order_cancel',
  margin: 'lever_margin',
  fee: 'lever_fee',
  close: 'lever_close',
  overnight: 'lever_overnight',
} as const;
export type LeverReason = (typeof LEVER_REASON)[keyof typeof LEVER_REASON];

const MEMO: Record<LeverReason, string> = {
  lever_order_lock: 'Lever order reserved',
  lever_order_cancel: 'Lever order released',
  lever_margin: 'Lever margin',
  lever_fee: 'Lever trading fee',
  lever_close: 'Lever position closed',
  lever_overnight: 'Lever overnight fee',
};

export type LeverMove = {
  userId: number;
  currencyId: number;
  /** Signed change of `balance`. */
  available?: Dec;
  /** Signed change of `lock_balance`. */
  locked?: Dec;
  reason: LeverReason;
  orderId: number;
};

export type LeverLedger = {
  /** Available and locked balance of the lever account (zeros when none). */
  balance(userId: number, currencyId: number): { balance: Dec; locked: Dec };
  /**
   * Moves the lever account and writes one balance_logs row per changed field. Call inside
   * the caller's transaction; throws (rolling it back) when a field would go negative.
   */
  move(move: LeverMove): void;
};

export function createLeverLedger(db: Database): LeverLedger {
  const accounts = createAccountMover(db, ACCOUNT_TYPE.lever, 'lever');
  return {
    balance: (userId, currencyId) => accounts.balances(userId, currencyId),
    move: (entry) =>
      accounts.move({
        userId: entry.userId,
        currencyId: entry.currencyId,
        available: entry.available ?? new Dec(0),
        locked: entry.locked ?? new Dec(0),
        reason: entry.reason,
        memo: `${MEMO[entry.reason]} #${entry.orderId}`,
        extra: { lever_order_id: entry.orderId },
      }),
  };
}
