import type { Database } from 'better-sqlite3';
import type { StopOrderStatus } from '@exchange/shared/contract';
import { type Page, pageOfRows } from '../db/page-of-rows';

/** A `spot_stop_orders` row (migration 12): amounts as decimal text at the pair's scales. */
export type StopRow = {
  id: number;
  user_id: number;
  currency_match_id: number;
  way: 1 | 2;
  stop_price: string;
  price: string;
  number: string;
  /** Quote (buy) or base (sell) held in the owner's locked balance while the stop waits. */
  lock_amount: string;
  status: StopOrderStatus;
  order_id: number | null;
  reject_key: string | null;
  created_ms: number;
  updated_ms: number;
};

export type NewStop = Pick<
  StopRow,
  'user_id' | 'currency_match_id' | 'way' | 'stop_price' | 'price' | 'number' | 'lock_amount'
>;

export const STOP_STATUS = { pending: 1, triggered: 2, cancelled: 3, rejected: 4 } as const;

export type StopStore = {
  insert(stop: NewStop, now: number): number;
  find(id: number): StopRow | undefined;
  /** The waiting stops of a pair in creation order. */
  pendingOfPair(pairId: number): StopRow[];
  /** Pairs with waiting stops. */
  pairsWithPending(): number[];
  /** The caller's waiting stops, newest first. */
  listPending(filter: {
    userId: number;
    pairId?: number;
    page: number;
    limit: number;
  }): Page<StopRow>;
  /** Closes a waiting stop; false when it is not waiting any more (nothing written). */
  close(
    id: number,
    change: { status: 2 | 3 | 4; orderId?: number; rejectKey?: string },
    now: number,
  ): boolean;
};

export function createStopStore(db: Database): StopStore {
  const insert = db.prepare(
    `INSERT INTO spot_stop_orders (user_id, currency_match_id, way, stop_price, price, number,
       lock_amount, status, created_ms, updated_ms)
     VALUES (@user_id, @currency_match_id, @way, @stop_price, @price, @number, @lock_amount,
       ${STOP_STATUS.pending}, @now, @now)`,
  );
  const find = db.prepare('SELECT * FROM spot_stop_orders WHERE id = ?');
  const pendingOfPair = db.prepare(
    `SELECT * FROM spot_stop_orders WHERE currency_match_id = ? AND status = ${STOP_STATUS.pending}
      ORDER BY id`,
  );
  const pairs = db.prepare(
    `SELECT DISTINCT currency_match_id AS id FROM spot_stop_orders
      WHERE status = ${STOP_STATUS.pending} ORDER BY id`,
  );
  const close = db.prepare(
    `UPDATE spot_stop_orders SET status = @status, order_id = @orderId, reject_key = @rejectKey,
       updated_ms = @now WHERE id = @id AND status = ${STOP_STATUS.pending}`,
  );
  return {
    insert: (stop, now) => Number(insert.run({ ...stop, now }).lastInsertRowid),
    find: (id) => find.get(id) as StopRow | undefined,
    pendingOfPair: (pairId) => pendingOfPair.all(pairId) as StopRow[],
    pairsWithPending: () => (pairs.all() as Array<{ id: number }>).map((row) => row.id),
    listPending: (filter) =>
      pageOfRows<StopRow>(db, {
        table: 'spot_stop_orders',
        where:
          `user_id = @userId AND status = ${STOP_STATUS.pending}` +
          (filter.pairId === undefined ? '' : ' AND currency_match_id = @pairId'),
        orderBy: 'id DESC',
        params: { userId: filter.userId, pairId: filter.pairId ?? null },
        page: filter.page,
        limit: filter.limit,
      }),
    close: (id, change, now) =>
      close.run({
        id,
        status: change.status,
        orderId: change.orderId ?? null,
        rejectKey: change.rejectKey ?? null,
        now,
      }).changes === 1,
  };
}
