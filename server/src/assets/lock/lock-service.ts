import type { Database } from 'better-sqlite3';
import type { LockLogPage, LockLogType, LockOrder, LockProduct } from '@exchange/shared/contract';
import { ACCOUNT_TYPE } from '../../accounts/accounts-repo';
import { sqlTimestamp } from '../../db/sql-time';
import { ApiError } from '../../http/api-error';
import { DEFAULT_LANG, type Lang } from '../../i18n/languages';
import { translate, type MessageKey } from '../../i18n/messages';
import { Dec } from '../../money/decimal';
import { paged } from '../caller';
import { ASSETS_LOG_PAGE_SIZE } from '../constants';
import { createFunds, InsufficientFunds } from '../funds';
import { dailyInterest } from './daily-interest';
import { addDays, utcDay } from './days';

const LOG_TYPE: Record<'buy' | 'interest' | 'return', LockLogType> = {
  buy: 1,
  interest: 2,
  return: 3,
};
const LOG_NAME: Record<LockLogType, MessageKey> = {
  1: 'lockLogBuy',
  2: 'lockLogInterest',
  3: 'lockLogReturn',
};

export type InterestRun = { day: string; interestRows: number; returned: number };

export type LockService = {
  /** Product names in `lang` (lock_product_names), English where a product has none in it. */
  products(limit: number, lang?: Lang): LockProduct[];
  /** Buys one unit; with a nonce already used by the caller, answers that purchase unchanged. */
  buy(userId: number, productId: number, nonce?: string, lang?: Lang): LockOrder;
  /**
   * Pays every unpaid day up to `day` (catching up missed runs) and returns matured principal.
   * Idempotent: lock_interest's (order, day) key pays a day once; a returned order is done.
   */
  runInterest(day?: string): InterestRun;
  logs(userId: number, page: number, lang: Lang): LockLogPage;
  orders(userId: number, lang?: Lang): LockOrder[];
};

type ProductRow = Omit<LockProduct, 'currency'> & { code: string; decimals: number };
type OrderRow = Omit<LockOrder, 'currency' | 'name'> & {
  user_id: number;
  currency_id: number;
  code: string;
  name: string;
  decimals: number;
};

/**
 * Lock products (docs/decisions.md#lock-products): a purchase moves `limit_number` from the spot
 * balance into the financial account's lock_balance; daily interest (amount × rate / 365,
 * floored to the currency's decimals) goes to the spot balance; at maturity the principal
 * returns to the spot balance. Every step is one transaction with balance_logs and coin-log rows.
 */
export function createLockService(db: Database): LockService {
  const funds = createFunds(db);
  // The product's name in the statement's first parameter's language, else its English name.
  const nameIn = (product: string): string => `COALESCE((SELECT name FROM lock_product_names
      WHERE product_id = ${product}.id AND lang = ?), ${product}.name) AS name`;
  const productSelect = `SELECT p.id, ${nameIn('p')}, p.limit_days, p.rate, p.display_rate,
      p.limit_number, p.currency_id, c.code, c.decimals
    FROM lock_products p JOIN currencies c ON c.id = p.currency_id`;
  const productList = db.prepare(
    `${productSelect} WHERE p.enabled = 1 ORDER BY p.sort, p.id LIMIT ?`,
  );
  const productById = db.prepare(`${productSelect} WHERE p.id = ? AND p.enabled = 1`);
  const orderSelect = `SELECT o.id, o.user_id, o.product_id, ${nameIn('p')}, o.currency_id,
      c.code, c.decimals, o.amount, o.rate, o.limit_days, o.start_date, o.end_date,
      o.interest_paid, o.status, o.created_at
    FROM lock_orders o JOIN lock_products p ON p.id = o.product_id
    JOIN currencies c ON c.id = o.currency_id`;
  const orderById = db.prepare(`${orderSelect} WHERE o.id = ?`);
  const orderByNonce = db.prepare(`${orderSelect} WHERE o.user_id = ? AND o.nonce = ?`);
  const ordersOf = db.prepare(`${orderSelect} WHERE o.user_id = ? ORDER BY o.id DESC`);
  const activeDue = db.prepare(
    'SELECT id FROM lock_orders WHERE status = 1 AND start_date < ? ORDER BY id',
  );
  const insertOrder = db.prepare(
    `INSERT INTO lock_orders (user_id, product_id, currency_id, amount, rate, limit_days,
       start_date, end_date, nonce, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertInterest = db.prepare(
    'INSERT OR IGNORE INTO lock_interest (order_id, day, amount) VALUES (?, ?, ?)',
  );
  const setPaid = db.prepare('UPDATE lock_orders SET interest_paid = ? WHERE id = ?');
  const setReturned = db.prepare(
    'UPDATE lock_orders SET status = 2, returned_at = ? WHERE id = ? AND status = 1',
  );
  const insertLog = db.prepare(
    `INSERT INTO lock_logs (user_id, order_id, type, value, day, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const logCount = db.prepare('SELECT COUNT(*) AS n FROM lock_logs WHERE user_id = ?');
  const logPage = db.prepare(
    `SELECT l.id, l.order_id, l.type, l.value, l.day, l.created_at, ${nameIn('p')}, c.code
       FROM lock_logs l JOIN lock_orders o ON o.id = l.order_id
       JOIN lock_products p ON p.id = o.product_id JOIN currencies c ON c.id = o.currency_id
      WHERE l.user_id = ? ORDER BY l.id DESC LIMIT ? OFFSET ?`,
  );

  const productView = (row: ProductRow): LockProduct => ({
    id: row.id,
    name: row.name,
    limit_days: row.limit_days,
    rate: row.rate,
    display_rate: row.display_rate,
    limit_number: row.limit_number,
    currency_id: row.currency_id,
    currency: { code: row.code },
  });
  const orderView = (row: OrderRow): LockOrder => ({
    id: row.id,
    product_id: row.product_id,
    name: row.name,
    currency: { code: row.code },
    amount: row.amount,
    rate: row.rate,
    limit_days: row.limit_days,
    start_date: row.start_date,
    end_date: row.end_date,
    interest_paid: row.interest_paid,
    status: row.status,
    created_at: row.created_at,
  });

  const buy = db.transaction(
    (userId: number, productId: number, nonce: string | undefined, lang: Lang): LockOrder => {
      if (nonce !== undefined) {
        const earlier = orderByNonce.get(lang, userId, nonce) as OrderRow | undefined;
        if (earlier) return orderView(earlier);
      }
      // The English name: the balance-log memo is the operator's, not the user's.
      const product = productById.get(DEFAULT_LANG, productId) as ProductRow | undefined;
      if (!product) throw new ApiError('lockProductNotFound');
      const start = utcDay();
      const info = insertOrder.run(
        userId,
        product.id,
        product.currency_id,
        product.limit_number,
        product.rate,
        product.limit_days,
        start,
        addDays(start, product.limit_days),
        nonce ?? null,
        sqlTimestamp(),
      );
      const orderId = Number(info.lastInsertRowid);
      const move = {
        userId,
        currencyId: product.currency_id,
        reason: 'lock_buy',
        memo: `Lock #${orderId} ${product.name}`,
        extra: { lock_id: orderId },
      };
      const amount = new Dec(product.limit_number);
      try {
        funds.available({ ...move, accountTypeId: ACCOUNT_TYPE.spot, amount: amount.neg() });
      } catch (error) {
        if (error instanceof InsufficientFunds) throw new ApiError('insufficientBalance');
        throw error;
      }
      funds.locked({ ...move, accountTypeId: ACCOUNT_TYPE.financial, amount });
      insertLog.run(userId, orderId, LOG_TYPE.buy, amount.neg().toFixed(), '', sqlTimestamp());
      return orderView(orderById.get(lang, orderId) as OrderRow);
    },
  );

  /**
   * One order's due days, in one transaction that reads the order itself. Another run (the
   * operator's `lock interest` beside the server's hourly job: two processes, one file) may have
   * paid some of these days since the order list was read; lock_interest's key skips those days,
   * and `interest_paid` adds to the total read here, under the write lock, never to a stale copy.
   */
  const settle = db.transaction((orderId: number, upTo: string): [number, number] => {
    const order = orderById.get(DEFAULT_LANG, orderId) as OrderRow | undefined;
    if (!order || order.status !== 1) return [0, 0];
    let rows = 0;
    let paid = new Dec(order.interest_paid);
    const last = upTo < order.end_date ? upTo : order.end_date;
    const daily = dailyInterest(order.amount, order.rate, order.decimals);
    const move = {
      userId: order.user_id,
      currencyId: order.currency_id,
      extra: { lock_id: order.id },
    };
    for (let day = addDays(order.start_date, 1); day <= last; day = addDays(day, 1)) {
      if (insertInterest.run(order.id, day, daily.toFixed()).changes !== 1) continue;
      rows += 1;
      if (daily.isZero()) continue;
      funds.available({
        ...move,
        accountTypeId: ACCOUNT_TYPE.spot,
        amount: daily,
        reason: 'lock_interest',
        memo: `Lock #${order.id} interest ${day}`,
      });
      insertLog.run(
        order.user_id,
        order.id,
        LOG_TYPE.interest,
        daily.toFixed(),
        day,
        sqlTimestamp(),
      );
      paid = paid.plus(daily);
    }
    setPaid.run(paid.toFixed(), order.id);
    if (last !== order.end_date || setReturned.run(sqlTimestamp(), order.id).changes !== 1) {
      return [rows, 0];
    }
    const amount = new Dec(order.amount);
    const memo = `Lock #${order.id} principal returned`;
    const back = { ...move, reason: 'lock_return', memo };
    funds.locked({ ...back, accountTypeId: ACCOUNT_TYPE.financial, amount: amount.neg() });
    funds.available({ ...back, accountTypeId: ACCOUNT_TYPE.spot, amount });
    insertLog.run(
      order.user_id,
      order.id,
      LOG_TYPE.return,
      amount.toFixed(),
      order.end_date,
      sqlTimestamp(),
    );
    return [rows, 1];
  });

  return {
    products: (limit, lang = DEFAULT_LANG) =>
      (productList.all(lang, limit) as ProductRow[]).map(productView),
    buy: (userId, productId, nonce, lang = DEFAULT_LANG) => buy(userId, productId, nonce, lang),
    runInterest(day = utcDay()) {
      let interestRows = 0;
      let returned = 0;
      for (const { id } of activeDue.all(day) as Array<{ id: number }>) {
        // IMMEDIATE: the write lock is taken at BEGIN, before the order is read, so no other
        // process can pay between that read and this run's writes (a deferred transaction
        // that read first would fail to upgrade instead of waiting; see cli/operator.ts).
        const [rows, back] = settle.immediate(id, day);
        interestRows += rows;
        returned += back;
      }
      return { day, interestRows, returned };
    },
    logs(userId, page, lang) {
      const { n: total } = logCount.get(userId) as { n: number };
      const rows = logPage.all(
        lang,
        userId,
        ASSETS_LOG_PAGE_SIZE,
        (page - 1) * ASSETS_LOG_PAGE_SIZE,
      ) as Array<{
        id: number;
        order_id: number;
        type: LockLogType;
        value: string;
        day: string;
        created_at: string;
        name: string;
        code: string;
      }>;
      return paged(
        total,
        ASSETS_LOG_PAGE_SIZE,
        page,
        rows.map((row) => ({
          id: row.id,
          lock_id: row.order_id,
          type: row.type,
          type_name: translate(lang, LOG_NAME[row.type]),
          name: row.name,
          currency: { code: row.code },
          value: row.value,
          day: row.type === LOG_TYPE.interest ? row.day : '',
          created_at: row.created_at,
        })),
      );
    },
    orders: (userId, lang = DEFAULT_LANG) =>
      (ordersOf.all(lang, userId) as OrderRow[]).map(orderView),
  };
}
