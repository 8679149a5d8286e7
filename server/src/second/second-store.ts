import type { Database } from 'better-sqlite3';
import { pageOfRows } from '../db/page-of-rows';
import type { SecondResult } from '@exchange/shared/contract/second';

/** A `second_orders` row. */
export type SecondOrderRow = {
  id: number;
  user_id: number;
  currency_match_id: number;
  currency_id: number;
  type: 1 | 2;
  seconds: number;
  profit_ratio: string;
  number: string;
  fee: string;
  opened_ms: number;
  due_ms: number;
  open_trade_id: number;
  open_price: string;
  status: 1 | 3;
  end_trade_id: number | null;
  end_price: string | null;
  result: SecondResult | null;
  payout: string | null;
  settled_ms: number | null;
};

export type NewSecondOrder = Omit<
  SecondOrderRow,
  'id' | 'status' | 'end_trade_id' | 'end_price' | 'result' | 'payout' | 'settled_ms'
>;

export type Settlement = {
  id: number;
  end_trade_id: number;
  end_price: string;
  result: SecondResult;
  payout: string;
  settled_ms: number;
};

/** A recorded spot trade, as an order's price comes from it. */
export type RecordedTrade = { id: number; price: string; created_ms: number };

export type DurationRow = { seconds: number; profit_ratio: string };

/** A payable currency: its `second_currencies` row joined with the currency. */
export type PayableRow = {
  id: number;
  code: string;
  decimals: number;
  presets: string;
  min_number: string;
  max_number: string;
  fee_rate: string;
  stake_decimals: number;
};

export type OrderPage = { total: number; rows: SecondOrderRow[] };

export type SecondStore = {
  durations(): DurationRow[];
  duration(seconds: number): DurationRow | undefined;
  payables(): PayableRow[];
  payable(currencyId: number): PayableRow | undefined;
  /** The last trade of the pair stamped strictly before `ms` (the open price at submit `ms`). */
  lastTradeBefore(pairId: number, ms: number): RecordedTrade | undefined;
  /** The last trade of the pair stamped at or before `ms` (the end price at due `ms`). */
  lastTradeAtOrBefore(pairId: number, ms: number): RecordedTrade | undefined;
  insert(order: NewSecondOrder): number;
  find(id: number): SecondOrderRow | undefined;
  /** Closes an in-progress order; false when it was already closed (settled elsewhere). */
  settle(settlement: Settlement): boolean;
  /** In-progress orders due at or before `ms`, earliest first. */
  dueBy(ms: number, limit: number): SecondOrderRow[];
  /** The earliest due instant of an in-progress order, or null. */
  nextDue(): number | null;
  list(filter: {
    userId: number;
    status: 1 | 3;
    pairId?: number;
    page: number;
    limit: number;
  }): OrderPage;
  /** Every closed order, by id, from `afterId` on (the verification walks them in batches). */
  closedAfter(afterId: number, limit: number): SecondOrderRow[];
};

// "Last" = the latest stamp; two trades of the same millisecond are ordered by id.
const LAST_TRADE = `SELECT id, price, created_ms FROM spot_trades
  WHERE currency_match_id = ? AND created_ms OP ? ORDER BY created_ms DESC, id DESC LIMIT 1`;

export function createSecondStore(db: Database): SecondStore {
  const durations = db.prepare(
    'SELECT seconds, profit_ratio FROM second_durations WHERE enabled = 1 ORDER BY sort, seconds',
  );
  const duration = db.prepare(
    'SELECT seconds, profit_ratio FROM second_durations WHERE enabled = 1 AND seconds = ?',
  );
  const payableSql = `SELECT c.id, c.code, c.decimals, s.presets, s.min_number, s.max_number,
      s.fee_rate, s.stake_decimals
    FROM second_currencies s JOIN currencies c ON c.code = s.code WHERE s.enabled = 1`;
  const payables = db.prepare(`${payableSql} ORDER BY s.sort, c.id`);
  const payable = db.prepare(`${payableSql} AND c.id = ?`);
  const before = db.prepare(LAST_TRADE.replace('OP', '<'));
  const atOrBefore = db.prepare(LAST_TRADE.replace('OP', '<='));
  const insert = db.prepare(
    `INSERT INTO second_orders (user_id, currency_match_id, currency_id, type, seconds,
       profit_ratio, number, fee, opened_ms, due_ms, open_trade_id, open_price)
     VALUES (@user_id, @currency_match_id, @currency_id, @type, @seconds, @profit_ratio,
       @number, @fee, @opened_ms, @due_ms, @open_trade_id, @open_price)`,
  );
  const find = db.prepare('SELECT * FROM second_orders WHERE id = ?');
  const settle = db.prepare(
    `UPDATE second_orders SET status = 3, end_trade_id = @end_trade_id, end_price = @end_price,
       result = @result, payout = @payout, settled_ms = @settled_ms
     WHERE id = @id AND status = 1`,
  );
  const dueBy = db.prepare(
    'SELECT * FROM second_orders WHERE status = 1 AND due_ms <= ? ORDER BY due_ms, id LIMIT ?',
  );
  const nextDue = db.prepare('SELECT MIN(due_ms) AS due FROM second_orders WHERE status = 1');
  const closedAfter = db.prepare(
    'SELECT * FROM second_orders WHERE status = 3 AND id > ? ORDER BY id LIMIT ?',
  );

  return {
    durations: () => durations.all() as DurationRow[],
    duration: (seconds) => duration.get(seconds) as DurationRow | undefined,
    payables: () => payables.all() as PayableRow[],
    payable: (currencyId) => payable.get(currencyId) as PayableRow | undefined,
    lastTradeBefore: (pairId, ms) => before.get(pairId, ms) as RecordedTrade | undefined,
    lastTradeAtOrBefore: (pairId, ms) => atOrBefore.get(pairId, ms) as RecordedTrade | undefined,
    insert: (order) => Number(insert.run(order).lastInsertRowid),
    find: (id) => find.get(id) as SecondOrderRow | undefined,
    settle: (settlement) => settle.run(settlement).changes === 1,
    dueBy: (ms, limit) => dueBy.all(ms, limit) as SecondOrderRow[],
    nextDue: () => (nextDue.get() as { due: number | null }).due,
    list(filter) {
      const clauses = ['user_id = @userId', 'status = @status'];
      if (filter.pairId !== undefined) clauses.push('currency_match_id = @pairId');
      return pageOfRows<SecondOrderRow>(db, {
        table: 'second_orders',
        where: clauses.join(' AND '),
        orderBy: 'id DESC',
        params: { userId: filter.userId, status: filter.status, pairId: filter.pairId ?? null },
        page: filter.page,
        limit: filter.limit,
      });
    },
    closedAfter: (afterId, limit) => closedAfter.all(afterId, limit) as SecondOrderRow[],
  };
}
