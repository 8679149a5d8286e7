/**
 * Schema of second (up/down option) trading (migration 9). The offer (durations, payable
 * currencies) is set here, keyed by currency code, so it exists on every database: a fresh one
 * migrates before the seed creates the currencies. Part of migration 9: change it only by
 * adding a new migration.
 *
 * Nothing here can change an outcome: an order keeps the ratio it was sold with, and its result
 * is computed from the recorded spot trades only (second-rules.ts).
 */
export const SECOND_SCHEMA_SQL = `
  -- The durations offered and the profit ratio each pays on a win (fraction, e.g. "0.85").
  CREATE TABLE second_durations (
    seconds      INTEGER PRIMARY KEY CHECK (seconds > 0),
    profit_ratio TEXT NOT NULL,
    enabled      INTEGER NOT NULL DEFAULT 1,
    sort         INTEGER NOT NULL DEFAULT 0
  );
  INSERT INTO second_durations (seconds, profit_ratio, sort) VALUES
    (30, '0.80', 1), (60, '0.85', 2), (120, '0.90', 3), (300, '0.95', 4);

  -- Currencies a stake may be paid in (from the micro account, type 4), by code. presets is a
  -- JSON array of decimal strings; stake_decimals bounds the stake's decimals, fee_rate is a
  -- fraction of the stake taken at submit.
  CREATE TABLE second_currencies (
    code           TEXT PRIMARY KEY,
    presets        TEXT NOT NULL,
    min_number     TEXT NOT NULL,
    max_number     TEXT NOT NULL,
    fee_rate       TEXT NOT NULL,
    stake_decimals INTEGER NOT NULL CHECK (stake_decimals BETWEEN 0 AND 8),
    enabled        INTEGER NOT NULL DEFAULT 1,
    sort           INTEGER NOT NULL DEFAULT 0
  );
  INSERT INTO second_currencies
      (code, presets, min_number, max_number, fee_rate, stake_decimals, sort)
    VALUES ('USDT', '["10","50","100","500","1000"]', '10', '10000', '0.01', 2, 1);

  -- One option order. Money as decimal strings. type 1 up, 2 down; status 1 in progress,
  -- 3 closed. opened_ms / due_ms / settled_ms are epoch ms. open_trade_id is the last spot
  -- trade stamped before opened_ms, end_trade_id the last one stamped at or before due_ms: the
  -- recorded prices the result comes from (kept so anyone can re-check them). payout is what
  -- the settlement paid back (0 on a loss).
  CREATE TABLE second_orders (
    id                INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id           INTEGER NOT NULL REFERENCES users(id),
    currency_match_id INTEGER NOT NULL REFERENCES currency_matches(id),
    currency_id       INTEGER NOT NULL REFERENCES currencies(id),
    type              INTEGER NOT NULL CHECK (type IN (1, 2)),
    seconds           INTEGER NOT NULL CHECK (seconds > 0),
    profit_ratio      TEXT NOT NULL,
    number            TEXT NOT NULL,
    fee               TEXT NOT NULL,
    opened_ms         INTEGER NOT NULL,
    due_ms            INTEGER NOT NULL,
    open_trade_id     INTEGER NOT NULL REFERENCES spot_trades(id),
    open_price        TEXT NOT NULL,
    status            INTEGER NOT NULL DEFAULT 1 CHECK (status IN (1, 3)),
    end_trade_id      INTEGER REFERENCES spot_trades(id),
    end_price         TEXT,
    result            TEXT CHECK (result IN ('win', 'loss', 'tie')),
    payout            TEXT,
    settled_ms        INTEGER
  );
  CREATE INDEX second_orders_due ON second_orders(due_ms, id) WHERE status = 1;
  CREATE INDEX second_orders_user ON second_orders(user_id, status, id DESC);

  -- "The last trade of a pair at an instant" (open and end prices, verification).
  CREATE INDEX spot_trades_pair_time ON spot_trades(currency_match_id, created_ms, id);
`;
