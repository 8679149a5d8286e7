import { createAccountMover, type AccountMover } from '../accounts/account-mover';
import { ACCOUNT_TYPE } from '../accounts/accounts-repo';
import type { Database } from 'better-sqlite3';
import { Dec } from '../money/decimal';

/** balance_logs reasons of the P2P escrow (translated for users in memo-text.ts). */
export const P2P_REASON = {
  adLock: 'p2p_ad_lock',
  adUnlock: 'p2p_ad_unlock',
  escrow: 'p2p_escrow',
  release: 'p2p_release',
  refund: 'p2p_refund',
} as const;
type Reason = (typeof P2P_REASON)[keyof typeof P2P_REASON];

const MEMO: Record<Reason, string> = {
  p2p_ad_lock: 'P2P ad locked',
  p2p_ad_unlock: 'P2P ad unlocked',
  p2p_escrow: 'P2P order escrow',
  p2p_release: 'P2P order released',
  p2p_refund: 'P2P order refunded',
};

/**
 * The escrow moves of docs/p2p.md#decisions, all in the legal account (type 2). Each runs
 * inside the caller's transaction and writes one balance-log row per changed field; a move that
 * would make a field negative throws, rolling the whole transaction back.
 */
export type P2PMoney = {
  available(userId: number, currencyId: number): Dec;
  /** balance → lock_balance (an ad's total, or a taker-seller's order quantity). */
  lock(userId: number, currencyId: number, amount: Dec, reason: Reason, ref: Ref): void;
  /** lock_balance → balance (an ad's unused lock, or a cancelled order's escrow). */
  unlock(userId: number, currencyId: number, amount: Dec, reason: Reason, ref: Ref): void;
  /** The seller's lock_balance falls, the buyer's balance rises: a completed order. */
  release(sellerId: number, buyerId: number, currencyId: number, amount: Dec, ref: Ref): void;
};

type Ref = { adId?: number; orderId?: number };

function memoOf(reason: Reason, ref: Ref): string {
  const id = ref.orderId !== undefined ? ` #${ref.orderId}` : ` ad #${ref.adId ?? 0}`;
  return `${MEMO[reason]}${id}`;
}

function extraOf(ref: Ref): Record<string, unknown> {
  const extra: Record<string, unknown> = {};
  if (ref.adId !== undefined) extra.ad_id = ref.adId;
  if (ref.orderId !== undefined) extra.order_id = ref.orderId;
  return extra;
}

export function createP2PMoney(db: Database): P2PMoney {
  const mover: AccountMover = createAccountMover(db, ACCOUNT_TYPE.legal, 'legal');
  const move = (
    userId: number,
    currencyId: number,
    available: Dec,
    locked: Dec,
    reason: Reason,
    ref: Ref,
  ): void => {
    if (available.isZero() && locked.isZero()) return;
    mover.move({
      userId,
      currencyId,
      available,
      locked,
      reason,
      memo: memoOf(reason, ref),
      extra: extraOf(ref),
    });
  };
  return {
    available: (userId, currencyId) => mover.balances(userId, currencyId).balance,
    lock: (userId, currencyId, amount, reason, ref) =>
      move(userId, currencyId, amount.neg(), amount, reason, ref),
    unlock: (userId, currencyId, amount, reason, ref) =>
      move(userId, currencyId, amount, amount.neg(), reason, ref),
    release(sellerId, buyerId, currencyId, amount, ref) {
      move(sellerId, currencyId, new Dec(0), amount.neg(), P2P_REASON.release, ref);
      move(buyerId, currencyId, amount, new Dec(0), P2P_REASON.release, ref);
    },
  };
}
