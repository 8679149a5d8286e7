import type { Database } from 'better-sqlite3';
import type { RealNameCenter, ReviewStatus } from '@exchange/shared/contract/personal';
import { REVIEW_STATUS } from './constants';
import { sqlTimestamp } from '../db/sql-time';

export type NewRealNameRequest = {
  userId: number;
  name: string;
  cardId: string;
  frontPic: string;
  reversePic: string;
  handPic: string;
};

export type PendingRequest = {
  id: number;
  uid: string;
  account: string;
  name: string;
  card_id: string;
  front_pic: string;
  reverse_pic: string;
  hand_pic: string;
  created_at: string;
};

export type ReviewOutcome = 'approved' | 'rejected';

/**
 * Identity review, shared by the API (submit, center) and the operator CLI (list, approve,
 * reject). users.review_status always mirrors the latest request, written in the same
 * transaction, and is read from the database on every request (no cache), so a CLI decision
 * shows on the next call of a running server.
 */
export type IdentityStore = {
  reviewStatus(userId: number): ReviewStatus;
  center(userId: number): RealNameCenter;
  submit(request: NewRealNameRequest): void;
  pending(): PendingRequest[];
  /** Decides the pending request of the user with this uid; false when there is none. */
  decide(uid: string, outcome: ReviewOutcome, reason?: string): boolean;
};

/** First and last 4 characters; the middle starred (an ID number is not shown in full again). */
export function maskCardId(cardId: string): string {
  if (cardId.length <= 8)
    return `${cardId.slice(0, 2)}${'*'.repeat(Math.max(0, cardId.length - 2))}`;
  return `${cardId.slice(0, 4)}${'*'.repeat(cardId.length - 8)}${cardId.slice(-4)}`;
}

export function createIdentityStore(db: Database): IdentityStore {
  const status = db.prepare('SELECT review_status FROM users WHERE id = ?');
  const latest = db.prepare(
    `SELECT name, card_id, status, reason FROM real_name_requests
      WHERE user_id = ? ORDER BY id DESC LIMIT 1`,
  );
  const insert = db.prepare(
    `INSERT INTO real_name_requests (user_id, name, card_id, front_pic, reverse_pic, hand_pic,
                                     status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 1, ?)`,
  );
  const setStatus = db.prepare('UPDATE users SET review_status = ? WHERE id = ?');
  const pendingAll = db.prepare(
    `SELECT r.id, u.uid, COALESCE(u.email, u.mobile, '') AS account, r.name, r.card_id,
            r.front_pic, r.reverse_pic, r.hand_pic, r.created_at
       FROM real_name_requests r JOIN users u ON u.id = r.user_id
      WHERE r.status = 1 ORDER BY r.id`,
  );
  const pendingOfUid = db.prepare(
    `SELECT r.id, r.user_id FROM real_name_requests r JOIN users u ON u.id = r.user_id
      WHERE u.uid = ? AND r.status = 1 ORDER BY r.id DESC LIMIT 1`,
  );
  const review = db.prepare(
    'UPDATE real_name_requests SET status = ?, reason = ?, reviewed_at = ? WHERE id = ?',
  );

  const reviewStatus = (userId: number): ReviewStatus => {
    const row = status.get(userId) as { review_status: number } | undefined;
    const value = row?.review_status ?? REVIEW_STATUS.none;
    return ([0, 1, 2, 3] as const).find((candidate) => candidate === value) ?? REVIEW_STATUS.none;
  };

  const submit = db.transaction((request: NewRealNameRequest) => {
    insert.run(
      request.userId,
      request.name,
      request.cardId,
      request.frontPic,
      request.reversePic,
      request.handPic,
      sqlTimestamp(),
    );
    setStatus.run(REVIEW_STATUS.reviewing, request.userId);
  });

  const decide = db.transaction((uid: string, outcome: ReviewOutcome, reason = ''): boolean => {
    const row = pendingOfUid.get(uid) as { id: number; user_id: number } | undefined;
    if (!row) return false;
    const next = outcome === 'approved' ? REVIEW_STATUS.verified : REVIEW_STATUS.rejected;
    review.run(next, outcome === 'approved' ? '' : reason, sqlTimestamp(), row.id);
    setStatus.run(next, row.user_id);
    return true;
  });

  return {
    reviewStatus,
    center(userId) {
      const row = latest.get(userId) as
        { name: string; card_id: string; status: number; reason: string } | undefined;
      const review_status = reviewStatus(userId);
      return {
        review_status,
        name: row?.name ?? '',
        card_id: row ? maskCardId(row.card_id) : '',
        reason: review_status === REVIEW_STATUS.rejected ? (row?.reason ?? '') : '',
      };
    },
    submit: (request) => submit(request),
    pending: () => pendingAll.all() as PendingRequest[],
    decide: (uid, outcome, reason) => decide(uid, outcome, reason),
  };
}
