import type { Database } from 'better-sqlite3';
import { pageOfRows } from '../db/page-of-rows';
import type {
  LeverCloseReason,
  LeverDirection,
  LeverListView,
  LeverOrderStatus,
} from '@exchange/shared/contract/lever';

/** A stored lever order / position (decimal strings, times in ms). */
export type LeverRow = {
  id: number;
  user_id: number;
  currency_match_id: number;
  base_currency_id: number;
  quote_currency_id: number;
  type: LeverDirection;
  status: LeverOrderStatus;
  multiple: number;
  share: number;
  number: string;
  origin_price: string;
  price: string;
  target_profit_price: string;
  stop_loss_price: string;
  caution_money: string;
  origin_caution_money: string;
  trade_fee: string;
  overnight_money: string;
  lock_amount: string;
  close_price: string | null;
  profits: string;
  close_reason: LeverCloseReason | null;
  created_ms: number;
  opened_ms: number | null;
  closed_ms: number | null;
  updated_ms: number;
};

export type NewLeverRow = Omit<
  LeverRow,
  | 'id'
  | 'target_profit_price'
  | 'stop_loss_price'
  | 'overnight_money'
  | 'close_price'
  | 'profits'
  | 'close_reason'
  | 'closed_ms'
  | 'updated_ms'
>;

export type LeverSettings = { liquidationRate: string; overnightRate: string };

export type ListQuery = { userId: number; view: LeverListView; pairId?: number; page: number };

export type LeverStore = {
  insert(row: NewLeverRow): number;
  find(id: number): LeverRow | undefined;
  /** Open (1) or pending (0) rows of a pair, oldest first. */
  liveOfPair(pairId: number, status: 0 | 1): LeverRow[];
  /** The user's open positions in one quote currency (every pair), oldest first. */
  openOfUser(userId: number, quoteCurrencyId: number): LeverRow[];
  /** Users with open positions in a quote currency. */
  usersWithOpen(quoteCurrencyId: number): number[];
  /** Every open position (the overnight job). */
  allOpen(): LeverRow[];
  list(query: ListQuery, perPage: number): { total: number; rows: LeverRow[] };
  /** Writes the changed columns of a row. */
  update(id: number, changes: Partial<Omit<LeverRow, 'id'>>): void;
  multiples(): number[];
  settings(): LeverSettings;
};

/** The stored statuses (and pair filter) of each list view (docs/decisions.md#lever). */
function viewFilter(view: LeverListView): { status: number; pairScoped: boolean } {
  switch (view) {
    case 5:
      return { status: 1, pairScoped: true };
    case 1:
      return { status: 1, pairScoped: false };
    case 0:
      return { status: 0, pairScoped: false };
    case 3:
      return { status: 3, pairScoped: false };
    case 4:
      return { status: 4, pairScoped: false };
    case 6:
      return { status: 0, pairScoped: true };
  }
}

const UPDATABLE = new Set([
  'status',
  'origin_price',
  'price',
  'target_profit_price',
  'stop_loss_price',
  'caution_money',
  'origin_caution_money',
  'trade_fee',
  'overnight_money',
  'lock_amount',
  'close_price',
  'profits',
  'close_reason',
  'opened_ms',
  'closed_ms',
  'updated_ms',
]);

export function createLeverStore(db: Database): LeverStore {
  const insert = db.prepare(
    `INSERT INTO lever_orders (user_id, currency_match_id, base_currency_id, quote_currency_id,
       type, status, multiple, share, number, origin_price, price, caution_money,
       origin_caution_money, trade_fee, lock_amount, created_ms, opened_ms, updated_ms)
     VALUES (@user_id, @currency_match_id, @base_currency_id, @quote_currency_id, @type, @status,
       @multiple, @share, @number, @origin_price, @price, @caution_money, @origin_caution_money,
       @trade_fee, @lock_amount, @created_ms, @opened_ms, @created_ms)`,
  );
  const find = db.prepare('SELECT * FROM lever_orders WHERE id = ?');
  const liveOfPair = db.prepare(
    'SELECT * FROM lever_orders WHERE currency_match_id = ? AND status = ? ORDER BY id',
  );
  const openOfUser = db.prepare(
    `SELECT * FROM lever_orders WHERE user_id = ? AND quote_currency_id = ? AND status = 1
      ORDER BY id`,
  );
  const usersWithOpen = db.prepare(
    'SELECT DISTINCT user_id FROM lever_orders WHERE quote_currency_id = ? AND status = 1',
  );
  const allOpen = db.prepare('SELECT * FROM lever_orders WHERE status = 1 ORDER BY id');
  const multiples = db.prepare('SELECT value FROM lever_multiples ORDER BY value');
  const setting = db.prepare('SELECT value FROM lever_settings WHERE key = ?');
  const updates = new Map<string, ReturnType<Database['prepare']>>();

  return {
    insert: (row) => Number(insert.run(row).lastInsertRowid),
    find: (id) => find.get(id) as LeverRow | undefined,
    liveOfPair: (pairId, status) => liveOfPair.all(pairId, status) as LeverRow[],
    openOfUser: (userId, quoteId) => openOfUser.all(userId, quoteId) as LeverRow[],
    usersWithOpen: (quoteId) =>
      (usersWithOpen.all(quoteId) as Array<{ user_id: number }>).map((row) => row.user_id),
    allOpen: () => allOpen.all() as LeverRow[],
    list({ userId, view, pairId, page }, perPage) {
      const { status, pairScoped } = viewFilter(view);
      // Only views 5 and 6 are of one pair; the others list every pair.
      const scoped = pairScoped;
      return pageOfRows<LeverRow>(db, {
        table: 'lever_orders',
        where: `user_id = @userId AND status = @status${scoped ? ' AND currency_match_id = @pairId' : ''}`,
        orderBy: 'id DESC',
        params: { userId, status, pairId: pairId ?? 0 },
        page,
        limit: perPage,
      });
    },
    update(id, changes) {
      const keys = Object.keys(changes).filter((key) => UPDATABLE.has(key));
      if (keys.length === 0) return;
      const sql = `UPDATE lever_orders SET ${keys.map((key) => `${key} = @${key}`).join(', ')}
                    WHERE id = @id`;
      let statement = updates.get(sql);
      if (!statement) {
        statement = db.prepare(sql);
        updates.set(sql, statement);
      }
      const values: Record<string, unknown> = { id };
      for (const key of keys) values[key] = changes[key as keyof typeof changes];
      statement.run(values);
    },
    multiples: () => (multiples.all() as Array<{ value: number }>).map((row) => row.value),
    settings() {
      const read = (key: string, fallback: string): string =>
        (setting.get(key) as { value: string } | undefined)?.value ?? fallback;
      return {
        liquidationRate: read('liquidation_rate', '50'),
        overnightRate: read('overnight_rate', '0'),
      };
    },
  };
}
