/**
 * Schema of the P2P market (migration 16). Decimals are TEXT (exact); fiat amounts also have
 * an INTEGER copy in cents (2 decimals, docs/p2p.md#decisions) so SQL can sort the market by
 * price and filter by amount without floats. Deadlines are epoch ms. Part of migration 16:
 * change it only by adding a new migration.
 */
export const P2P_SCHEMA_SQL = `
  -- One application per user: pending, approved (users.is_seller = 1) or rejected (reason).
  CREATE TABLE p2p_merchants (
    user_id    INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    name       TEXT NOT NULL,
    status     TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
    reason     TEXT NOT NULL DEFAULT '',
    applied_ms INTEGER NOT NULL,
    decided_ms INTEGER
  );
  CREATE INDEX p2p_merchants_status ON p2p_merchants(status, applied_ms);

  -- Users who handle a merchant's orders.
  CREATE TABLE p2p_agents (
    merchant_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    agent_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    added_ms    INTEGER NOT NULL,
    PRIMARY KEY (merchant_id, agent_id)
  ) WITHOUT ROWID;
  CREATE INDEX p2p_agents_agent ON p2p_agents(agent_id);

  -- Ads. side is the merchant's side. remaining is the quantity that can still be taken (a
  -- sell ad's lock in the merchant's legal account, less what running orders took from it).
  -- pay_methods is a JSON array of method codes. status 1 open, 2 paused, 3 off shelf,
  -- 4 insufficient total.
  CREATE TABLE p2p_ads (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    merchant_id INTEGER NOT NULL REFERENCES users(id),
    side        TEXT NOT NULL CHECK (side IN ('buy', 'sell')),
    currency_id INTEGER NOT NULL REFERENCES currencies(id),
    fiat        TEXT NOT NULL,
    price       TEXT NOT NULL,
    price_cents INTEGER NOT NULL,
    total       TEXT NOT NULL,
    remaining   TEXT NOT NULL,
    min_fiat    TEXT NOT NULL,
    min_cents   INTEGER NOT NULL,
    max_fiat    TEXT NOT NULL,
    max_cents   INTEGER NOT NULL,
    pay_methods TEXT NOT NULL,
    pay_window  INTEGER NOT NULL,
    terms       TEXT NOT NULL DEFAULT '',
    status      INTEGER NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3, 4)),
    created_ms  INTEGER NOT NULL,
    updated_ms  INTEGER NOT NULL
  );
  CREATE INDEX p2p_ads_market ON p2p_ads(currency_id, side, status, fiat, price_cents);
  CREATE INDEX p2p_ads_merchant ON p2p_ads(merchant_id, status, id DESC);

  -- Orders. Parties: merchant (maker of the ad), taker, and who buys / sells. pay_details is
  -- the JSON snapshot of the seller's accepted methods. pay_deadline_ms runs while unpaid,
  -- confirm_deadline_ms while paid or delayed; appeal (5) and abnormal (7) stop the clock.
  CREATE TABLE p2p_orders (
    id                  INTEGER PRIMARY KEY AUTOINCREMENT,
    ad_id               INTEGER NOT NULL REFERENCES p2p_ads(id),
    merchant_id         INTEGER NOT NULL REFERENCES users(id),
    taker_id            INTEGER NOT NULL REFERENCES users(id),
    buyer_id            INTEGER NOT NULL REFERENCES users(id),
    seller_id           INTEGER NOT NULL REFERENCES users(id),
    currency_id         INTEGER NOT NULL REFERENCES currencies(id),
    fiat                TEXT NOT NULL,
    price               TEXT NOT NULL,
    quantity            TEXT NOT NULL,
    fiat_amount         TEXT NOT NULL,
    pay_window          INTEGER NOT NULL,
    terms               TEXT NOT NULL,
    pay_details         TEXT NOT NULL,
    status              INTEGER NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 7),
    pay_deadline_ms     INTEGER NOT NULL,
    confirm_deadline_ms INTEGER,
    delayed             INTEGER NOT NULL DEFAULT 0,
    voucher             TEXT,
    cancel_reason       TEXT CHECK (cancel_reason IN ('buyer', 'timeout', 'appeal', 'operator')),
    appeal_by           TEXT CHECK (appeal_by IN ('buyer', 'seller')),
    appeal_reason       TEXT,
    appeal_image        TEXT,
    appeal_ms           INTEGER,
    created_ms          INTEGER NOT NULL,
    paid_ms             INTEGER,
    finished_ms         INTEGER
  );
  CREATE INDEX p2p_orders_pay_due ON p2p_orders(pay_deadline_ms) WHERE status = 1;
  CREATE INDEX p2p_orders_confirm_due ON p2p_orders(confirm_deadline_ms) WHERE status IN (2, 6);
  CREATE INDEX p2p_orders_buyer ON p2p_orders(buyer_id, id DESC);
  CREATE INDEX p2p_orders_seller ON p2p_orders(seller_id, id DESC);
  CREATE INDEX p2p_orders_merchant ON p2p_orders(merchant_id, id DESC);
  CREATE INDEX p2p_orders_ad ON p2p_orders(ad_id, status);
  CREATE INDEX p2p_orders_finished ON p2p_orders(status, finished_ms);
  -- Who may see an upload (upload-routes.ts canView): the orders that show it.
  CREATE INDEX p2p_orders_voucher ON p2p_orders(voucher) WHERE voucher IS NOT NULL;
  CREATE INDEX p2p_orders_appeal_image ON p2p_orders(appeal_image) WHERE appeal_image IS NOT NULL;

  -- Order chat; user_id NULL is a system line.
  CREATE TABLE p2p_messages (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id   INTEGER NOT NULL REFERENCES p2p_orders(id),
    user_id    INTEGER REFERENCES users(id),
    text       TEXT NOT NULL,
    created_ms INTEGER NOT NULL
  );
  CREATE INDEX p2p_messages_order ON p2p_messages(order_id, id);
`;
