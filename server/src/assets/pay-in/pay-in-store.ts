import type { Database } from 'better-sqlite3';
import type { PayInChannelName } from './pay-in-settings';

export type PaymentState = 'pending' | 'paid' | 'credited' | 'failed' | 'expired';

export type PaymentRow = {
  id: number;
  user_id: number;
  fiat: string;
  fiat_amount: string;
  usdt_amount: string;
  rate: string;
  channel: PayInChannelName;
  reference: string;
  state: PaymentState;
  provider_payment_id: string | null;
  created_at: number;
  updated_at: number;
  paid_at: number | null;
  credited_at: number | null;
  expires_at: number;
};

export type NewPayment = Pick<
  PaymentRow,
  | 'user_id'
  | 'fiat'
  | 'fiat_amount'
  | 'usdt_amount'
  | 'rate'
  | 'channel'
  | 'reference'
  | 'provider_payment_id'
  | 'created_at'
  | 'expires_at'
>;

export type PayInStore = {
  insert(row: NewPayment): number;
  byId(id: number): PaymentRow | undefined;
  byReference(reference: string): PaymentRow | undefined;
  byProvider(providerId: string): PaymentRow | undefined;
  referenceTaken(reference: string): boolean;
  pendingCount(userId: number): number;
  countOf(userId: number): number;
  pageOf(userId: number, limit: number, offset: number): PaymentRow[];
  /** Moves `id` from `from` to `to`; false when it was not in `from` (someone was first). */
  move(id: number, from: PaymentState, to: PaymentState, now: number): boolean;
  /** Pending past their expiry, and paid ones still to credit. */
  due(now: number): PaymentRow[];
  /** The next expiry of a pending payment; 0 when a paid one waits for its credit. */
  nextDeadline(): number | null;
  /** Records a callback id; false when it was seen before (a replay). */
  seeCallback(callbackId: string, paymentId: number | null, now: number): boolean;
  operatorList(state: PaymentState | null): (PaymentRow & { uid: string })[];
};

/** The pay_in_* tables (migration 18). Callers own the transactions. */
export function createPayInStore(db: Database): PayInStore {
  const insert = db.prepare(
    `INSERT INTO pay_in_payments (user_id, fiat, fiat_amount, usdt_amount, rate, channel, reference,
       state, provider_payment_id, created_at, updated_at, expires_at)
     VALUES (@user_id, @fiat, @fiat_amount, @usdt_amount, @rate, @channel, @reference, 'pending',
       @provider_payment_id, @created_at, @created_at, @expires_at)`,
  );
  const byId = db.prepare('SELECT * FROM pay_in_payments WHERE id = ?');
  const byReference = db.prepare('SELECT * FROM pay_in_payments WHERE reference = ?');
  const byProvider = db.prepare('SELECT * FROM pay_in_payments WHERE provider_payment_id = ?');
  const referenceTaken = db.prepare('SELECT 1 FROM pay_in_payments WHERE reference = ?').pluck();
  const pendingOf = db
    .prepare("SELECT COUNT(*) FROM pay_in_payments WHERE user_id = ? AND state = 'pending'")
    .pluck();
  const countOf = db.prepare('SELECT COUNT(*) FROM pay_in_payments WHERE user_id = ?').pluck();
  const pageOf = db.prepare(
    'SELECT * FROM pay_in_payments WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
  );
  const move = db.prepare(
    `UPDATE pay_in_payments SET state = @to, updated_at = @now,
       paid_at = CASE WHEN @to = 'paid' THEN @now ELSE paid_at END,
       credited_at = CASE WHEN @to = 'credited' THEN @now ELSE credited_at END
     WHERE id = @id AND state = @from`,
  );
  const dueStmt = db.prepare(
    `SELECT * FROM pay_in_payments WHERE (state = 'pending' AND expires_at <= ?) OR state = 'paid'
      ORDER BY id LIMIT 500`,
  );
  const nextExpiry = db
    .prepare("SELECT MIN(expires_at) FROM pay_in_payments WHERE state = 'pending'")
    .pluck();
  const anyPaid = db.prepare("SELECT 1 FROM pay_in_payments WHERE state = 'paid' LIMIT 1").pluck();
  const seeCallback = db.prepare(
    'INSERT OR IGNORE INTO pay_in_callbacks (callback_id, payment_id, received_at) VALUES (?, ?, ?)',
  );
  const listStmt = db.prepare(
    `SELECT p.*, u.uid FROM pay_in_payments p JOIN users u ON u.id = p.user_id
      WHERE (? IS NULL OR p.state = ?) ORDER BY p.id DESC LIMIT 200`,
  );

  return {
    insert: (row: NewPayment): number => Number(insert.run(row).lastInsertRowid),
    byId: (id: number) => byId.get(id) as PaymentRow | undefined,
    byReference: (reference: string) => byReference.get(reference) as PaymentRow | undefined,
    byProvider: (providerId: string) => byProvider.get(providerId) as PaymentRow | undefined,
    referenceTaken: (reference: string): boolean => referenceTaken.get(reference) !== undefined,
    pendingCount: (userId: number): number => pendingOf.get(userId) as number,
    countOf: (userId: number): number => countOf.get(userId) as number,
    pageOf: (userId: number, limit: number, offset: number) =>
      pageOf.all(userId, limit, offset) as PaymentRow[],
    move: (id: number, from: PaymentState, to: PaymentState, now: number): boolean =>
      move.run({ id, from, to, now }).changes === 1,
    due: (now: number) => dueStmt.all(now) as PaymentRow[],
    nextDeadline(): number | null {
      if (anyPaid.get() !== undefined) return 0;
      return (nextExpiry.get() as number | null) ?? null;
    },
    seeCallback: (callbackId: string, paymentId: number | null, now: number): boolean =>
      seeCallback.run(callbackId, paymentId, now).changes === 1,
    operatorList: (state: PaymentState | null) =>
      listStmt.all(state, state) as (PaymentRow & { uid: string })[],
  };
}
