/**
 * Schema of the IEO (migration 17, docs/ieo.md). Decimals are TEXT (exact, summed with the
 * server's Dec, never in SQL); times are epoch ms. The token is a real currency: name, code and
 * decimals are the currency's. Part of migration 17: change it only by adding a new migration.
 */
export const IEO_SCHEMA_SQL = `
  -- One project per token. sold only grows, inside the purchase transaction, never past total.
  CREATE TABLE ieo_projects (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    currency_id  INTEGER NOT NULL UNIQUE REFERENCES currencies(id),
    logo         TEXT NOT NULL DEFAULT '',
    description  TEXT NOT NULL DEFAULT '',
    price        TEXT NOT NULL,
    total        TEXT NOT NULL,
    sold         TEXT NOT NULL DEFAULT '0',
    min_per_user TEXT NOT NULL,
    max_per_user TEXT NOT NULL,
    start_ms     INTEGER NOT NULL,
    end_ms       INTEGER NOT NULL CHECK (end_ms > start_ms),
    created_ms   INTEGER NOT NULL
  );
  CREATE INDEX ieo_projects_start ON ieo_projects(start_ms);

  -- Purchases: quantity of the token at price, cost in USDT (rounded up to USDT's decimals).
  CREATE TABLE ieo_subscriptions (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    project_id INTEGER NOT NULL REFERENCES ieo_projects(id),
    user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    quantity   TEXT NOT NULL,
    price      TEXT NOT NULL,
    cost       TEXT NOT NULL,
    created_ms INTEGER NOT NULL
  );
  CREATE INDEX ieo_subscriptions_user ON ieo_subscriptions(user_id, id DESC);
  CREATE INDEX ieo_subscriptions_project_user ON ieo_subscriptions(project_id, user_id);
`;
