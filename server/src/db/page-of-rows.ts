import type { Database } from 'better-sqlite3';

export type Page<T> = { total: number; rows: T[] };

export type PageQuery = {
  table: string;
  /** SQL condition over named `@parameters` taken from `params`. */
  where: string;
  orderBy: string;
  params: Record<string, unknown>;
  /** 1-based. */
  page: number;
  limit: number;
};

/**
 * One page of a table's rows matching `where`, with the count of all that match: the order
 * lists of spot, lever and second. `table`, `where` and `orderBy` are the caller's own SQL,
 * never user input; values go in `params`.
 */
export function pageOfRows<T>(db: Database, query: PageQuery): Page<T> {
  const { table, where, orderBy, params, page, limit } = query;
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).get(params) as {
    n: number;
  };
  const rows = db
    .prepare(
      `SELECT * FROM ${table} WHERE ${where} ORDER BY ${orderBy} LIMIT @limit OFFSET @offset`,
    )
    .all({ ...params, limit, offset: (page - 1) * limit }) as T[];
  return { total: n, rows };
}
