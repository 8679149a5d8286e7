/**
 * Schema of the lever book (migration 8). Runs on fresh and existing databases: every value
 * the lever area needs is set here (the seed runs on a fresh database only, after this).
 */

/**
 * Per-pair lever settings of the pairs open to leverage, by base/quote code. Run by the
 * migration (existing pairs) and again by the seed (pairs it inserts after the migrations).
 * One lot is worth roughly 100-1000 USDT at the seeded prices.
 */
export const LEVER_PAIR_DEFAULTS_SQL = `
  UPDATE currency_matches SET lever_share_num = CASE (
      SELECT b.code || '/' || q.code FROM currencies b, currencies q
       WHERE b.id = currency_matches.base_currency_id AND q.id = currency_matches.quote_currency_id)
    WHEN 'BTC/USDT' THEN '0.01'
    WHEN 'ETH/USDT' THEN '0.1'
    WHEN 'LTC/USDT' THEN '1'
    WHEN 'BCH/USDT' THEN '0.1'
    ELSE lever_share_num END
   WHERE open_lever = 1;
`;

export const LEVER_SCHEMA_SQL = `
  -- Per-pair lever settings (docs/product.md#logged-in-areas-data): base quantity of one lot, the percent added to (long)
  -- or taken from (short) the price at fill, the fee fraction of the position value, lot bounds.
  ALTER TABLE currency_matches ADD COLUMN lever_share_num TEXT NOT NULL DEFAULT '1';
  ALTER TABLE currency_matches ADD COLUMN lever_point_rate TEXT NOT NULL DEFAULT '0.1';
  ALTER TABLE currency_matches ADD COLUMN lever_fee_rate TEXT NOT NULL DEFAULT '0.001';
  ALTER TABLE currency_matches ADD COLUMN lever_min_share INTEGER NOT NULL DEFAULT 1;
  ALTER TABLE currency_matches ADD COLUMN lever_max_share INTEGER NOT NULL DEFAULT 100;
  ${LEVER_PAIR_DEFAULTS_SQL}

  -- The multiples a trader may pick.
  CREATE TABLE lever_multiples (value INTEGER PRIMARY KEY CHECK (value > 0));
  INSERT INTO lever_multiples (value) VALUES (5), (10), (20), (50), (100);

  -- Area settings an operator may change.
  CREATE TABLE lever_settings (
    key         TEXT PRIMARY KEY,
    value       TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT ''
  );
  INSERT INTO lever_settings (key, value, description) VALUES
    ('liquidation_rate', '50', 'Risk rate (%) at or below which every position of that quote currency is closed'),
    ('overnight_rate', '0.0005', 'Daily overnight fee as a fraction of the position value at its open price');

  -- Orders and positions. Decimal strings; times in ms since the epoch (UTC).
  CREATE TABLE lever_orders (
    id                   INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id              INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    currency_match_id    INTEGER NOT NULL REFERENCES currency_matches(id),
    base_currency_id     INTEGER NOT NULL REFERENCES currencies(id),
    quote_currency_id    INTEGER NOT NULL REFERENCES currencies(id),
    type                 INTEGER NOT NULL CHECK (type IN (1, 2)),
    status               INTEGER NOT NULL CHECK (status IN (0, 1, 2, 3, 4)),
    multiple             INTEGER NOT NULL,
    share                INTEGER NOT NULL,
    number               TEXT NOT NULL,
    origin_price         TEXT NOT NULL,
    price                TEXT NOT NULL,
    target_profit_price  TEXT NOT NULL DEFAULT '0',
    stop_loss_price      TEXT NOT NULL DEFAULT '0',
    caution_money        TEXT NOT NULL,
    origin_caution_money TEXT NOT NULL,
    trade_fee            TEXT NOT NULL,
    overnight_money      TEXT NOT NULL DEFAULT '0',
    -- What a pending order holds in lock_balance (margin + fee); 0 once filled or cancelled.
    lock_amount          TEXT NOT NULL DEFAULT '0',
    close_price          TEXT,
    profits              TEXT NOT NULL DEFAULT '0',
    close_reason         TEXT CHECK (close_reason IN
                           ('user', 'liquidation', 'take_profit', 'stop_loss', 'operator')),
    created_ms           INTEGER NOT NULL,
    opened_ms            INTEGER,
    closed_ms            INTEGER,
    updated_ms           INTEGER NOT NULL
  );
  CREATE INDEX lever_orders_live ON lever_orders(currency_match_id, status) WHERE status IN (0, 1);
  CREATE INDEX lever_orders_user ON lever_orders(user_id, status, id);

  -- One row per position and UTC day charged: the overnight job is idempotent.
  CREATE TABLE lever_overnight_charges (
    order_id   INTEGER NOT NULL REFERENCES lever_orders(id) ON DELETE CASCADE,
    day        TEXT NOT NULL,
    amount     TEXT NOT NULL,
    charged_ms INTEGER NOT NULL,
    PRIMARY KEY (order_id, day)
  );
`;
