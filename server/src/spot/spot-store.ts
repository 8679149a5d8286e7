import type { Database } from 'better-sqlite3';
import { type Page, pageOfRows } from '../db/page-of-rows';
import {
  formatUnits,
  unitsOf,
  type OrderState,
  type OrderStatus,
  type PairScales,
  type Side,
} from '../engine';
import { MINUTE_MS } from './kline';

/** A `spot_orders` row. */
export type OrderRow = {
  id: number;
  user_id: number;
  currency_match_id: number;
  way: 1 | 2;
  price: string;
  total_number: string;
  number: string;
  transacted_amount: string;
  transacted_volume: string;
  fee: string;
  lock_left: string;
  status: OrderStatus;
  created_ms: number;
  updated_ms: number;
};

/** A `spot_trades` row. */
export type TradeRow = {
  id: number;
  currency_match_id: number;
  price: string;
  number: string;
  amount: string;
  taker_side: 1 | 2;
  buy_order_id: number;
  sell_order_id: number;
  buyer_id: number;
  seller_id: number;
  buy_fee: string;
  sell_fee: string;
  created_ms: number;
};

/** What the store needs of a pair to write its numbers. */
export type PairNumbers = {
  id: number;
  priceDecimals: number;
  numberDecimals: number;
  scales: PairScales;
};

export const wayOf = (side: Side): 1 | 2 => (side === 'buy' ? 1 : 2);
export const sideOf = (way: number): Side => (way === 1 ? 'buy' : 'sell');

export type OrderColumns = Pick<
  OrderRow,
  | 'price'
  | 'total_number'
  | 'number'
  | 'transacted_amount'
  | 'transacted_volume'
  | 'fee'
  | 'lock_left'
  | 'status'
>;

/** The stored columns of an engine order (money at the pair's scales). */
export function orderColumns(state: OrderState, pair: PairNumbers): OrderColumns {
  const buy = state.side === 'buy';
  return {
    price: formatUnits(state.price, pair.priceDecimals),
    total_number: formatUnits(state.total, pair.numberDecimals),
    number: formatUnits(state.remaining, pair.numberDecimals),
    transacted_amount: formatUnits(state.filled, pair.numberDecimals),
    transacted_volume: formatUnits(state.filledQuote, pair.scales.quote),
    fee: formatUnits(state.fee, buy ? pair.scales.base : pair.scales.quote),
    lock_left: formatUnits(state.lockLeft, buy ? pair.scales.quote : pair.scales.base),
    status: state.status,
  };
}

/** An engine order from its stored row (rebuilding the book). */
export function orderStateOf(row: OrderRow, pair: PairNumbers): OrderState {
  const side = sideOf(row.way);
  const buy = side === 'buy';
  return {
    id: row.id,
    userId: row.user_id,
    pairId: row.currency_match_id,
    side,
    price: unitsOf(row.price, pair.priceDecimals),
    total: unitsOf(row.total_number, pair.numberDecimals),
    remaining: unitsOf(row.number, pair.numberDecimals),
    filled: unitsOf(row.transacted_amount, pair.numberDecimals),
    filledQuote: unitsOf(row.transacted_volume, pair.scales.quote),
    fee: unitsOf(row.fee, buy ? pair.scales.base : pair.scales.quote),
    lockLeft: unitsOf(row.lock_left, buy ? pair.scales.quote : pair.scales.base),
    status: row.status,
  };
}

export type NewTrade = Omit<TradeRow, 'id'>;

export type ListFilter = {
  userId: number;
  way?: 1 | 2;
  pairId?: number;
  page: number;
  limit: number;
};

export type SpotStore = {
  /** Writes a new order (its `id` is ignored) and answers the id it got. */
  insertOrder(state: OrderState, pair: PairNumbers, now: number): number;
  updateOrder(state: OrderState, pair: PairNumbers, now: number): void;
  findOrder(id: number): OrderRow | undefined;
  openOrdersOfPair(pairId: number): OrderRow[];
  /** The caller's open orders (status 1, 2), newest first. */
  listOpen(filter: ListFilter): Page<OrderRow>;
  /** The caller's filled and cancelled orders, most recently closed first. */
  listHistory(filter: ListFilter): Page<OrderRow>;
  insertTrade(trade: NewTrade): number;
  recentTrades(pairId: number, limit: number): TradeRow[];
  /** Folds a trade into its 1-minute bar (inside the trade's transaction). */
  addToMinuteBar(pair: PairNumbers, time: number, price: bigint, quantity: bigint): void;
  /** Deletes bot orders cancelled without any fill before `beforeMs` (they carry no history). */
  pruneIdleBotOrders(beforeMs: number): number;
};

type BarRow = { open: string; high: string; low: string; close: string; volume: string };

export function createSpotStore(db: Database): SpotStore {
  const insertOrder = db.prepare(
    `INSERT INTO spot_orders (user_id, currency_match_id, way, price, total_number, number,
       transacted_amount, transacted_volume, fee, lock_left, status, created_ms, updated_ms)
     VALUES (@user_id, @currency_match_id, @way, @price, @total_number, @number,
       @transacted_amount, @transacted_volume, @fee, @lock_left, @status, @now, @now)`,
  );
  const updateOrder = db.prepare(
    `UPDATE spot_orders SET number = @number, transacted_amount = @transacted_amount,
       transacted_volume = @transacted_volume, fee = @fee, lock_left = @lock_left,
       status = @status, updated_ms = @now
     WHERE id = @id`,
  );
  const findOrder = db.prepare('SELECT * FROM spot_orders WHERE id = ?');
  const openOfPair = db.prepare(
    'SELECT * FROM spot_orders WHERE currency_match_id = ? AND status IN (1, 2) ORDER BY id',
  );
  const insertTrade = db.prepare(
    `INSERT INTO spot_trades (currency_match_id, price, number, amount, taker_side, buy_order_id,
       sell_order_id, buyer_id, seller_id, buy_fee, sell_fee, created_ms)
     VALUES (@currency_match_id, @price, @number, @amount, @taker_side, @buy_order_id,
       @sell_order_id, @buyer_id, @seller_id, @buy_fee, @sell_fee, @created_ms)`,
  );
  const recent = db.prepare(
    'SELECT * FROM spot_trades WHERE currency_match_id = ? ORDER BY id DESC LIMIT ?',
  );
  const findBar = db.prepare(
    `SELECT open, high, low, close, volume FROM spot_klines
      WHERE currency_match_id = ? AND time = ? AND span_ms = ${MINUTE_MS}`,
  );
  const writeBar = db.prepare(
    `INSERT OR REPLACE INTO spot_klines (currency_match_id, time, span_ms, open, high, low, close, volume)
     VALUES (?, ?, ${MINUTE_MS}, ?, ?, ?, ?, ?)`,
  );
  const pruneBots = db.prepare(
    `DELETE FROM spot_orders AS o
      WHERE o.status = 4 AND o.updated_ms < ?
        AND o.user_id IN (SELECT id FROM users WHERE kind = 'bot')
        AND NOT EXISTS (SELECT 1 FROM spot_trades t WHERE t.buy_order_id = o.id)
        AND NOT EXISTS (SELECT 1 FROM spot_trades t WHERE t.sell_order_id = o.id)`,
  );

  const paged = (
    where: string,
    order: string,
    filter: ListFilter,
    statuses: string,
  ): Page<OrderRow> => {
    const clauses = ['user_id = @userId', `status IN (${statuses})`];
    if (filter.way !== undefined) clauses.push('way = @way');
    if (filter.pairId !== undefined) clauses.push('currency_match_id = @pairId');
    return pageOfRows<OrderRow>(db, {
      table: 'spot_orders',
      where: clauses.join(' AND ') + where,
      orderBy: order,
      params: { userId: filter.userId, way: filter.way ?? null, pairId: filter.pairId ?? null },
      page: filter.page,
      limit: filter.limit,
    });
  };

  return {
    insertOrder(state, pair, now) {
      const info = insertOrder.run({
        user_id: state.userId,
        currency_match_id: pair.id,
        way: wayOf(state.side),
        ...orderColumns(state, pair),
        now,
      });
      return Number(info.lastInsertRowid);
    },
    updateOrder(state, pair, now) {
      const info = updateOrder.run({ id: state.id, ...orderColumns(state, pair), now });
      if (info.changes !== 1) throw new Error(`order ${state.id} is not stored`);
    },
    findOrder: (id) => findOrder.get(id) as OrderRow | undefined,
    openOrdersOfPair: (pairId) => openOfPair.all(pairId) as OrderRow[],
    listOpen: (filter) => paged('', 'id DESC', filter, '1, 2'),
    listHistory: (filter) => paged('', 'updated_ms DESC, id DESC', filter, '3, 4'),
    insertTrade: (trade) => Number(insertTrade.run(trade).lastInsertRowid),
    recentTrades: (pairId, limit) => recent.all(pairId, limit) as TradeRow[],
    addToMinuteBar(pair, time, price, quantity) {
      const minute = Math.floor(time / MINUTE_MS) * MINUTE_MS;
      const found = findBar.get(pair.id, minute) as BarRow | undefined;
      const p = (text: string): bigint => unitsOf(text, pair.priceDecimals);
      let open = price;
      let high = price;
      let low = price;
      let volume = quantity;
      if (found) {
        open = p(found.open);
        high = p(found.high) > price ? p(found.high) : price;
        low = p(found.low) < price ? p(found.low) : price;
        volume += unitsOf(found.volume, pair.numberDecimals);
      }
      writeBar.run(
        pair.id,
        minute,
        formatUnits(open, pair.priceDecimals),
        formatUnits(high, pair.priceDecimals),
        formatUnits(low, pair.priceDecimals),
        formatUnits(price, pair.priceDecimals),
        formatUnits(volume, pair.numberDecimals),
      );
    },
    pruneIdleBotOrders: (beforeMs) => pruneBots.run(beforeMs).changes,
  };
}
