import type { Database } from 'better-sqlite3';
import type { P2PAdStatus, P2POrderStatus, P2PSide } from '@exchange/shared/contract/p2p';

export type AdRow = {
  id: number;
  merchant_id: number;
  side: P2PSide;
  currency_id: number;
  fiat: string;
  price: string;
  price_cents: number;
  total: string;
  remaining: string;
  min_fiat: string;
  min_cents: number;
  max_fiat: string;
  max_cents: number;
  pay_methods: string;
  pay_window: number;
  terms: string;
  status: P2PAdStatus;
  created_ms: number;
  updated_ms: number;
};

export type OrderRow = {
  id: number;
  ad_id: number;
  merchant_id: number;
  taker_id: number;
  buyer_id: number;
  seller_id: number;
  currency_id: number;
  fiat: string;
  price: string;
  quantity: string;
  fiat_amount: string;
  pay_window: number;
  terms: string;
  pay_details: string;
  status: P2POrderStatus;
  pay_deadline_ms: number;
  confirm_deadline_ms: number | null;
  delayed: 0 | 1;
  voucher: string | null;
  cancel_reason: 'buyer' | 'timeout' | 'appeal' | 'operator' | null;
  appeal_by: 'buyer' | 'seller' | null;
  appeal_reason: string | null;
  appeal_image: string | null;
  appeal_ms: number | null;
  created_ms: number;
  paid_ms: number | null;
  finished_ms: number | null;
};

export type MerchantRow = {
  user_id: number;
  name: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: string;
  applied_ms: number;
  decided_ms: number | null;
};

export type MessageRow = {
  id: number;
  order_id: number;
  user_id: number | null;
  text: string;
  created_ms: number;
};

export type NewAd = Omit<AdRow, 'id' | 'status' | 'created_ms' | 'updated_ms'> & {
  status: P2PAdStatus;
  now: number;
};

export type NewOrder = Omit<
  OrderRow,
  | 'id'
  | 'status'
  | 'confirm_deadline_ms'
  | 'delayed'
  | 'voucher'
  | 'cancel_reason'
  | 'appeal_by'
  | 'appeal_reason'
  | 'appeal_image'
  | 'appeal_ms'
  | 'paid_ms'
  | 'finished_ms'
>;

export type MarketFilter = {
  side: P2PSide;
  currencyId: number;
  fiat?: string;
  payMethod?: string;
  amountCents?: number;
};

/** Which orders a list shows: running, final, or all. */
export type OrderScope = 'active' | 'done' | 'all';

const SCOPE_SQL: Record<OrderScope, string> = {
  active: 'AND status IN (1, 2, 5, 6, 7)',
  done: 'AND status IN (3, 4)',
  all: '',
};

/** The P2P tables' SQL. Every write runs inside the service's transactions. */
function buildP2PStore(db: Database) {
  const adById = db.prepare('SELECT * FROM p2p_ads WHERE id = ?');
  const orderById = db.prepare('SELECT * FROM p2p_orders WHERE id = ?');
  const merchantById = db.prepare('SELECT * FROM p2p_merchants WHERE user_id = ?');
  const insertAd = db.prepare(
    `INSERT INTO p2p_ads (merchant_id, side, currency_id, fiat, price, price_cents, total,
       remaining, min_fiat, min_cents, max_fiat, max_cents, pay_methods, pay_window, terms,
       status, created_ms, updated_ms)
     VALUES (@merchant_id, @side, @currency_id, @fiat, @price, @price_cents, @total, @remaining,
       @min_fiat, @min_cents, @max_fiat, @max_cents, @pay_methods, @pay_window, @terms, @status,
       @now, @now)`,
  );
  const insertOrder = db.prepare(
    `INSERT INTO p2p_orders (ad_id, merchant_id, taker_id, buyer_id, seller_id, currency_id, fiat,
       price, quantity, fiat_amount, pay_window, terms, pay_details, pay_deadline_ms, created_ms)
     VALUES (@ad_id, @merchant_id, @taker_id, @buyer_id, @seller_id, @currency_id, @fiat, @price,
       @quantity, @fiat_amount, @pay_window, @terms, @pay_details, @pay_deadline_ms, @created_ms)`,
  );

  return {
    ad: (id: number): AdRow | undefined => adById.get(id) as AdRow | undefined,
    order: (id: number): OrderRow | undefined => orderById.get(id) as OrderRow | undefined,
    merchant: (userId: number): MerchantRow | undefined =>
      merchantById.get(userId) as MerchantRow | undefined,

    insertAd: (ad: NewAd): number => Number(insertAd.run(ad).lastInsertRowid),
    /** Writes the given columns of an ad (and its updated_ms). */
    updateAd(id: number, fields: Partial<AdRow>, now: number): void {
      const keys = Object.keys(fields);
      const sets = keys.map((key) => `${key} = @${key}`).join(', ');
      db.prepare(
        `UPDATE p2p_ads SET ${sets}${sets ? ', ' : ''}updated_ms = @updated_ms WHERE id = @id`,
      ).run({ ...fields, updated_ms: now, id });
    },
    insertOrder: (order: NewOrder): number => Number(insertOrder.run(order).lastInsertRowid),
    /** Writes the given columns of an order. */
    updateOrder(id: number, fields: Partial<OrderRow>): void {
      const sets = Object.keys(fields)
        .map((key) => `${key} = @${key}`)
        .join(', ');
      db.prepare(`UPDATE p2p_orders SET ${sets} WHERE id = @id`).run({ ...fields, id });
    },

    /** Listed ads matching the filter (the service sorts them: it needs the merchants' stats). */
    marketAds(filter: MarketFilter): AdRow[] {
      const where = ['a.status = 1', 'a.side = @side', 'a.currency_id = @currencyId'];
      if (filter.fiat !== undefined) where.push('a.fiat = @fiat');
      if (filter.payMethod !== undefined) {
        where.push('EXISTS (SELECT 1 FROM json_each(a.pay_methods) m WHERE m.value = @payMethod)');
      }
      if (filter.amountCents !== undefined) {
        where.push('a.min_cents <= @amountCents AND a.max_cents >= @amountCents');
      }
      return db.prepare(`SELECT a.* FROM p2p_ads a WHERE ${where.join(' AND ')}`).all({
        side: filter.side,
        currencyId: filter.currencyId,
        fiat: filter.fiat ?? null,
        payMethod: filter.payMethod ?? null,
        amountCents: filter.amountCents ?? null,
      }) as AdRow[];
    },
    shopAds(merchantId: number, status: number | undefined, page: number, size: number) {
      const cond = status === undefined ? '' : 'AND status = @status';
      const params = { merchantId, status: status ?? null, limit: size, offset: (page - 1) * size };
      const total = db
        .prepare(`SELECT COUNT(*) FROM p2p_ads WHERE merchant_id = @merchantId ${cond}`)
        .pluck()
        .get(params) as number;
      const rows = db
        .prepare(
          `SELECT * FROM p2p_ads WHERE merchant_id = @merchantId ${cond}
            ORDER BY id DESC LIMIT @limit OFFSET @offset`,
        )
        .all(params) as AdRow[];
      return { total, rows };
    },
    /** Quantity of an ad in running orders and in completed ones. */
    adVolumes(adId: number): { inOrders: string[]; done: string[] } {
      const rows = db
        .prepare('SELECT status, quantity FROM p2p_orders WHERE ad_id = ? AND status != 4')
        .all(adId) as Array<{ status: number; quantity: string }>;
      return {
        inOrders: rows.filter((row) => row.status !== 3).map((row) => row.quantity),
        done: rows.filter((row) => row.status === 3).map((row) => row.quantity),
      };
    },
    runningOrdersOfAd: (adId: number): number =>
      db
        .prepare('SELECT COUNT(*) FROM p2p_orders WHERE ad_id = ? AND status IN (1, 2, 5, 6, 7)')
        .pluck()
        .get(adId) as number,

    /**
     * Orders the user is buyer or seller of (`party`), or on the ads of the given stores
     * (`shop`: the merchant's own and those the caller is an agent of).
     */
    orders(
      kind: 'party' | 'shop',
      ids: number[],
      scope: OrderScope,
      page: number,
      size: number,
    ): { total: number; rows: OrderRow[] } {
      const list = ids.map((id) => Math.trunc(id)).join(', ') || '0';
      const who =
        kind === 'party'
          ? `(buyer_id IN (${list}) OR seller_id IN (${list}))`
          : `merchant_id IN (${list})`;
      const params = { limit: size, offset: (page - 1) * size };
      const total = db
        .prepare(`SELECT COUNT(*) FROM p2p_orders WHERE ${who} ${SCOPE_SQL[scope]}`)
        .pluck()
        .get(params) as number;
      const rows = db
        .prepare(
          `SELECT * FROM p2p_orders WHERE ${who} ${SCOPE_SQL[scope]}
            ORDER BY id DESC LIMIT @limit OFFSET @offset`,
        )
        .all(params) as OrderRow[];
      return { total, rows };
    },

    /** Unpaid orders past their payment deadline, and paid/delayed past their confirmation. */
    overdue(now: number): OrderRow[] {
      return db
        .prepare(
          `SELECT * FROM p2p_orders WHERE status = 1 AND pay_deadline_ms <= @now
           UNION ALL
           SELECT * FROM p2p_orders WHERE status IN (2, 6) AND confirm_deadline_ms <= @now
           ORDER BY id`,
        )
        .all({ now }) as OrderRow[];
    },
    nextDeadline(): number | null {
      const row = db
        .prepare(
          `SELECT MIN(at) FROM (
             SELECT MIN(pay_deadline_ms) AS at FROM p2p_orders WHERE status = 1
             UNION ALL
             SELECT MIN(confirm_deadline_ms) FROM p2p_orders WHERE status IN (2, 6))`,
        )
        .pluck()
        .get() as number | null;
      return row ?? null;
    },

    /** Cancellations counting toward the buyer's daily limit since `since` (epoch ms). */
    buyerCancels(userId: number, since: number): number {
      return db
        .prepare(
          `SELECT COUNT(*) FROM p2p_orders WHERE buyer_id = ? AND status = 4
             AND cancel_reason IN ('buyer', 'timeout') AND finished_ms >= ?`,
        )
        .pluck()
        .get(userId, since) as number;
    },

    stats(userId: number, since: number) {
      const counts = db
        .prepare(
          `SELECT SUM(status = 3) AS completed, SUM(status = 4) AS cancelled FROM p2p_orders
            WHERE (merchant_id = @userId OR taker_id = @userId) AND status IN (3, 4)
              AND finished_ms >= @since`,
        )
        .get({ userId, since }) as { completed: number | null; cancelled: number | null };
      const release = db
        .prepare(
          `SELECT AVG(finished_ms - paid_ms) AS avg_ms FROM p2p_orders
            WHERE seller_id = @userId AND status = 3 AND paid_ms IS NOT NULL
              AND finished_ms >= @since`,
        )
        .get({ userId, since }) as { avg_ms: number | null };
      return {
        completed: counts.completed ?? 0,
        cancelled: counts.cancelled ?? 0,
        avgReleaseMs: release.avg_ms,
      };
    },

    agentsOf: (merchantId: number): Array<{ agent_id: number; added_ms: number }> =>
      db
        .prepare(
          'SELECT agent_id, added_ms FROM p2p_agents WHERE merchant_id = ? ORDER BY added_ms',
        )
        .all(merchantId) as Array<{ agent_id: number; added_ms: number }>,
    merchantsOfAgent: (agentId: number): number[] =>
      db
        .prepare('SELECT merchant_id FROM p2p_agents WHERE agent_id = ? ORDER BY merchant_id')
        .pluck()
        .all(agentId) as number[],
    isAgent: (merchantId: number, agentId: number): boolean =>
      db
        .prepare('SELECT 1 FROM p2p_agents WHERE merchant_id = ? AND agent_id = ?')
        .get(merchantId, agentId) !== undefined,
    addAgent(merchantId: number, agentId: number, now: number): void {
      db.prepare('INSERT INTO p2p_agents (merchant_id, agent_id, added_ms) VALUES (?, ?, ?)').run(
        merchantId,
        agentId,
        now,
      );
    },
    removeAgent: (merchantId: number, agentId: number): boolean =>
      db
        .prepare('DELETE FROM p2p_agents WHERE merchant_id = ? AND agent_id = ?')
        .run(merchantId, agentId).changes > 0,

    upsertApplication(userId: number, name: string, now: number): void {
      db.prepare(
        `INSERT INTO p2p_merchants (user_id, name, status, reason, applied_ms) VALUES (?, ?, 'pending', '', ?)
         ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, status = 'pending', reason = '',
           applied_ms = excluded.applied_ms, decided_ms = NULL`,
      ).run(userId, name, now);
    },

    insertMessage(orderId: number, userId: number | null, text: string, now: number): number {
      return Number(
        db
          .prepare(
            'INSERT INTO p2p_messages (order_id, user_id, text, created_ms) VALUES (?, ?, ?, ?)',
          )
          .run(orderId, userId, text, now).lastInsertRowid,
      );
    },
    message: (id: number): MessageRow | undefined =>
      db.prepare('SELECT * FROM p2p_messages WHERE id = ?').get(id) as MessageRow | undefined,
    messages: (orderId: number, afterId: number): MessageRow[] =>
      db
        .prepare('SELECT * FROM p2p_messages WHERE order_id = ? AND id > ? ORDER BY id LIMIT 500')
        .all(orderId, afterId) as MessageRow[],

    /** Orders that show an upload as their voucher or appeal image. */
    ordersWithUpload: (url: string): OrderRow[] =>
      db
        .prepare('SELECT * FROM p2p_orders WHERE voucher = ? OR appeal_image = ?')
        .all(url, url) as OrderRow[],
    /**
     * Orders not cancelled whose seller's payment details show the upload (an Alipay or WeChat
     * QR code): the buyer has to see it to pay. `uploaderId` is the seller who owns it.
     */
    ordersShowingPayCode: (uploaderId: number, url: string): OrderRow[] =>
      db
        .prepare(
          `SELECT * FROM p2p_orders WHERE seller_id = ? AND status != 4
              AND instr(pay_details, ?) > 0`,
        )
        .all(uploaderId, JSON.stringify(url)) as OrderRow[],
  };
}

export type P2PStore = ReturnType<typeof buildP2PStore>;

export function createP2PStore(db: Database): P2PStore {
  return buildP2PStore(db);
}
