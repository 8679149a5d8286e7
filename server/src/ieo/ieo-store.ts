import type { Database } from 'better-sqlite3';
import { Dec } from '../money/decimal';

/** A project row joined with its currency. */
export type ProjectRow = {
  id: number;
  currency_id: number;
  code: string;
  name: string;
  decimals: number;
  logo: string;
  description: string;
  price: string;
  total: string;
  sold: string;
  min_per_user: string;
  max_per_user: string;
  start_ms: number;
  end_ms: number;
};

export type SubscriptionRow = {
  id: number;
  project_id: number;
  user_id: number;
  code: string;
  name: string;
  quantity: string;
  price: string;
  cost: string;
  created_ms: number;
};

export type NewProject = {
  currencyId: number;
  logo: string;
  description: string;
  price: string;
  total: string;
  minPerUser: string;
  maxPerUser: string;
  startMs: number;
  endMs: number;
  createdMs: number;
};

export type IEOStore = {
  projects(): ProjectRow[];
  project(id: number): ProjectRow | undefined;
  projectOfCurrency(currencyId: number): ProjectRow | undefined;
  insertProject(project: NewProject): number;
  setSold(id: number, sold: string): void;
  /** What `userId` bought of a project so far (exact sum of the rows). */
  userTotal(projectId: number, userId: number): Dec;
  insertSubscription(row: Omit<SubscriptionRow, 'id' | 'code' | 'name'>): number;
  subscription(id: number): SubscriptionRow;
  subscriptions(
    userId: number,
    page: number,
    perPage: number,
  ): { total: number; rows: SubscriptionRow[] };
};

const PROJECT_SELECT = `SELECT p.id, p.currency_id, c.code, c.name, c.decimals, p.logo,
    p.description, p.price, p.total, p.sold, p.min_per_user, p.max_per_user, p.start_ms, p.end_ms
  FROM ieo_projects p JOIN currencies c ON c.id = p.currency_id`;
const SUBSCRIPTION_SELECT = `SELECT s.id, s.project_id, s.user_id, c.code, c.name, s.quantity,
    s.price, s.cost, s.created_ms
  FROM ieo_subscriptions s JOIN ieo_projects p ON p.id = s.project_id
  JOIN currencies c ON c.id = p.currency_id`;

/** The IEO's statements (prepared once). */
export function createIEOStore(db: Database): IEOStore {
  const all = db.prepare(`${PROJECT_SELECT} ORDER BY p.start_ms, p.id`);
  const byId = db.prepare(`${PROJECT_SELECT} WHERE p.id = ?`);
  const byCurrency = db.prepare(`${PROJECT_SELECT} WHERE p.currency_id = ?`);
  const insert = db.prepare(
    `INSERT INTO ieo_projects (currency_id, logo, description, price, total, min_per_user,
       max_per_user, start_ms, end_ms, created_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const sold = db.prepare('UPDATE ieo_projects SET sold = ? WHERE id = ?');
  const quantities = db
    .prepare('SELECT quantity FROM ieo_subscriptions WHERE project_id = ? AND user_id = ?')
    .pluck();
  const insertSub = db.prepare(
    `INSERT INTO ieo_subscriptions (project_id, user_id, quantity, price, cost, created_ms)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const subById = db.prepare(`${SUBSCRIPTION_SELECT} WHERE s.id = ?`);
  const subCount = db.prepare('SELECT COUNT(*) FROM ieo_subscriptions WHERE user_id = ?').pluck();
  const subPage = db.prepare(
    `${SUBSCRIPTION_SELECT} WHERE s.user_id = ? ORDER BY s.id DESC LIMIT ? OFFSET ?`,
  );

  return {
    projects: () => all.all() as ProjectRow[],
    project: (id) => byId.get(id) as ProjectRow | undefined,
    projectOfCurrency: (currencyId) => byCurrency.get(currencyId) as ProjectRow | undefined,
    insertProject: (p) =>
      Number(
        insert.run(
          p.currencyId,
          p.logo,
          p.description,
          p.price,
          p.total,
          p.minPerUser,
          p.maxPerUser,
          p.startMs,
          p.endMs,
          p.createdMs,
        ).lastInsertRowid,
      ),
    setSold: (id, value) => {
      sold.run(value, id);
    },
    userTotal: (projectId, userId) =>
      (quantities.all(projectId, userId) as string[]).reduce(
        (sum, quantity) => sum.plus(quantity),
        new Dec(0),
      ),
    insertSubscription: (row) =>
      Number(
        insertSub.run(
          row.project_id,
          row.user_id,
          row.quantity,
          row.price,
          row.cost,
          row.created_ms,
        ).lastInsertRowid,
      ),
    subscription: (id) => subById.get(id) as SubscriptionRow,
    subscriptions(userId, page, perPage) {
      const total = subCount.get(userId) as number;
      const rows = subPage.all(userId, perPage, (page - 1) * perPage) as SubscriptionRow[];
      return { total, rows };
    },
  };
}
