import type { Database } from 'better-sqlite3';
import type { LockHolding, LockHoldingsPage } from '@exchange/shared/contract';
import type { Lang } from '../../i18n/languages';
import { paged } from '../caller';
import { ASSETS_LOG_PAGE_SIZE } from '../constants';
import { dailyInterest } from './daily-interest';
import { daysLeft, utcDay } from './days';

type HoldingRow = Omit<LockHolding, 'currency' | 'daily_interest' | 'remaining_days'> & {
  code: string;
  decimals: number;
};

export type LockHoldings = {
  /** The caller's purchases, newest first, 15 a page, as "My savings" shows them on `today`. */
  page(userId: number, page: number, lang: Lang, today?: string): LockHoldingsPage;
};

/**
 * "My savings" (docs/product.md#my-savings): each lock purchase with its daily dividend (the
 * rule the interest job pays by), the income paid so far, the days left and its state.
 */
export function createLockHoldings(db: Database): LockHoldings {
  const count = db.prepare('SELECT COUNT(*) AS n FROM lock_orders WHERE user_id = ?');
  const rows = db.prepare(
    `SELECT o.id, o.product_id,
            COALESCE((SELECT name FROM lock_product_names
                       WHERE product_id = p.id AND lang = ?), p.name) AS name,
            c.code, c.decimals, o.amount, o.rate, o.limit_days, o.interest_paid, o.start_date,
            o.end_date, o.status, o.created_at
       FROM lock_orders o JOIN lock_products p ON p.id = o.product_id
       JOIN currencies c ON c.id = o.currency_id
      WHERE o.user_id = ? ORDER BY o.id DESC LIMIT ? OFFSET ?`,
  );
  const view = (row: HoldingRow, today: string): LockHolding => ({
    id: row.id,
    product_id: row.product_id,
    name: row.name,
    currency: { code: row.code, decimals: row.decimals },
    amount: row.amount,
    rate: row.rate,
    limit_days: row.limit_days,
    daily_interest: dailyInterest(row.amount, row.rate, row.decimals).toFixed(),
    interest_paid: row.interest_paid,
    remaining_days: row.status === 2 ? 0 : daysLeft(today, row.end_date),
    start_date: row.start_date,
    end_date: row.end_date,
    status: row.status,
    created_at: row.created_at,
  });
  return {
    page(userId, page, lang, today = utcDay()) {
      const { n: total } = count.get(userId) as { n: number };
      const found = rows.all(
        lang,
        userId,
        ASSETS_LOG_PAGE_SIZE,
        (page - 1) * ASSETS_LOG_PAGE_SIZE,
      ) as HoldingRow[];
      return paged(
        total,
        ASSETS_LOG_PAGE_SIZE,
        page,
        found.map((row) => view(row, today)),
      );
    },
  };
}
