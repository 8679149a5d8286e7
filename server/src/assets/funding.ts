import type { Database } from 'better-sqlite3';
import type { DepositRequestRow, ReviewState, WithdrawalRow } from '@exchange/shared/contract';
import { ACCOUNT_TYPE } from '../accounts/accounts-repo';
import { sqlTimestamp } from '../db/sql-time';
import { ApiError } from '../http/api-error';
import { Dec } from '../money/decimal';
import { createFunds, InsufficientFunds } from './funds';

export type DepositInput = {
  userId: number;
  currencyId: number;
  protocolId: number;
  amount: Dec;
  inAddress: string;
  fromAddress: string;
};

export type DrawInput = {
  userId: number;
  currencyId: number;
  protocolId: number;
  number: Dec;
  fee: Dec;
  address: string;
  memo: string;
  /** What the withdrawal is worth in USDT now: it counts against today's limit. */
  usdtValue: Dec;
};

export type Decision = 'approve' | 'reject';
/** Operator views: the request plus the user's uid. */
export type PendingDeposit = DepositRequestRow & { uid: string };
export type PendingWithdrawal = WithdrawalRow & { uid: string };

export type Funding = {
  requestDeposit(input: DepositInput): DepositRequestRow;
  /** Moves `number` from balance to lock_balance and stores the pending withdrawal. */
  requestDraw(input: DrawInput): WithdrawalRow;
  pendingDeposits(): PendingDeposit[];
  pendingWithdrawals(): PendingWithdrawal[];
  /** Approve credits the spot account; both only from pending. Undefined: no such pending id. */
  decideDeposit(id: number, decision: Decision, note?: string): DepositRequestRow | undefined;
  /** Approve burns the lock; reject gives it back to the balance. */
  decideWithdrawal(id: number, decision: Decision, note?: string): WithdrawalRow | undefined;
};

const STATUS: Record<Decision, ReviewState> = { approve: 1, reject: 2 };

/**
 * Manual deposits and withdrawals (docs/product.md#logged-in-areas-states, docs/product.md#logged-in-areas-validation), one SQLite transaction per step with a
 * balance_logs row for every changed field. The operator CLI decides them.
 */
export function createFunding(db: Database): Funding {
  const funds = createFunds(db);
  const depositSelect = `SELECT d.id, d.currency_id, c.code AS currency_code,
    d.currency_protocol_id, d.amount, d.in_address, d.from_address, d.status, d.created_at,
    u.uid, d.user_id
    FROM deposit_requests d JOIN currencies c ON c.id = d.currency_id
    JOIN users u ON u.id = d.user_id`;
  const drawSelect = `SELECT w.id, w.currency_id, c.code AS currency_code, w.currency_protocol_id,
    w.number, w.fee, w.real_number, w.address, w.memo, ch.code AS chain, w.usdt_value, w.status,
    w.created_at, u.uid, w.user_id
    FROM withdrawals w JOIN currencies c ON c.id = w.currency_id
    JOIN currency_protocols p ON p.id = w.currency_protocol_id
    JOIN chain_protocols ch ON ch.id = p.chain_protocol_id
    JOIN users u ON u.id = w.user_id`;
  const depositById = db.prepare(`${depositSelect} WHERE d.id = ?`);
  const depositsPending = db.prepare(`${depositSelect} WHERE d.status = 0 ORDER BY d.id`);
  const drawById = db.prepare(`${drawSelect} WHERE w.id = ?`);
  const drawsPending = db.prepare(`${drawSelect} WHERE w.status = 0 ORDER BY w.id`);
  const insertDeposit = db.prepare(
    `INSERT INTO deposit_requests (user_id, currency_id, currency_protocol_id, amount, in_address,
       from_address, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertDraw = db.prepare(
    `INSERT INTO withdrawals (user_id, currency_id, currency_protocol_id, number, fee,
       real_number, address, memo, usdt_value, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const decideDepositStmt = db.prepare(
    'UPDATE deposit_requests SET status = ?, note = ?, decided_at = ? WHERE id = ? AND status = 0',
  );
  const decideDrawStmt = db.prepare(
    'UPDATE withdrawals SET status = ?, note = ?, decided_at = ? WHERE id = ? AND status = 0',
  );

  type WithUser<T> = T & { uid: string; user_id: number };
  const strip = <T extends object>(row: WithUser<T>): T => {
    const { uid: _uid, user_id: _userId, ...rest } = row;
    return rest as unknown as T;
  };
  const deposit = (id: number) => depositById.get(id) as WithUser<DepositRequestRow> | undefined;
  const draw = (id: number) => drawById.get(id) as WithUser<WithdrawalRow> | undefined;

  return {
    requestDeposit(input) {
      const info = insertDeposit.run(
        input.userId,
        input.currencyId,
        input.protocolId,
        input.amount.toFixed(),
        input.inAddress,
        input.fromAddress,
        sqlTimestamp(),
      );
      return strip(deposit(Number(info.lastInsertRowid))!);
    },
    requestDraw(input) {
      const id = db.transaction((): number => {
        const info = insertDraw.run(
          input.userId,
          input.currencyId,
          input.protocolId,
          input.number.toFixed(),
          input.fee.toFixed(),
          input.number.minus(input.fee).toFixed(),
          input.address,
          input.memo,
          input.usdtValue.toFixed(),
          sqlTimestamp(),
        );
        const drawId = Number(info.lastInsertRowid);
        const move = {
          userId: input.userId,
          currencyId: input.currencyId,
          accountTypeId: ACCOUNT_TYPE.spot,
          reason: 'withdraw_lock',
          memo: `Withdrawal #${drawId}`,
          extra: { withdrawal_id: drawId },
        };
        try {
          funds.available({ ...move, amount: input.number.neg() });
        } catch (error) {
          if (error instanceof InsufficientFunds) throw new ApiError('insufficientBalance');
          throw error;
        }
        funds.locked({ ...move, amount: input.number });
        return drawId;
      })();
      return strip(draw(id)!);
    },
    pendingDeposits: () =>
      (depositsPending.all() as WithUser<DepositRequestRow>[]).map((row) => ({
        ...strip(row),
        uid: row.uid,
      })),
    pendingWithdrawals: () =>
      (drawsPending.all() as WithUser<WithdrawalRow>[]).map((row) => ({
        ...strip(row),
        uid: row.uid,
      })),
    decideDeposit(id, decision, note = '') {
      return db.transaction(() => {
        const row = deposit(id);
        if (
          !row ||
          decideDepositStmt.run(STATUS[decision], note, sqlTimestamp(), id).changes !== 1
        ) {
          return undefined;
        }
        if (decision === 'approve') {
          funds.available({
            userId: row.user_id,
            currencyId: row.currency_id,
            accountTypeId: ACCOUNT_TYPE.spot,
            amount: row.amount,
            reason: 'deposit',
            memo: `Deposit #${id}`,
            extra: { deposit_id: id },
          });
        }
        return strip(deposit(id)!);
      })();
    },
    decideWithdrawal(id, decision, note = '') {
      return db.transaction(() => {
        const row = draw(id);
        if (!row || decideDrawStmt.run(STATUS[decision], note, sqlTimestamp(), id).changes !== 1) {
          return undefined;
        }
        const move = {
          userId: row.user_id,
          currencyId: row.currency_id,
          accountTypeId: ACCOUNT_TYPE.spot,
          extra: { withdrawal_id: id },
        };
        const amount = new Dec(row.number);
        if (decision === 'approve') {
          funds.locked({
            ...move,
            amount: amount.neg(),
            reason: 'withdraw_done',
            memo: `Withdrawal #${id} sent`,
          });
        } else {
          funds.locked({
            ...move,
            amount: amount.neg(),
            reason: 'withdraw_reject',
            memo: `Withdrawal #${id} rejected`,
          });
          funds.available({
            ...move,
            amount,
            reason: 'withdraw_reject',
            memo: `Withdrawal #${id} rejected`,
          });
        }
        return strip(draw(id)!);
      })();
    },
  };
}
