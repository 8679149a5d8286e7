/**
 * Numbered schema migrations. Append only: a released migration never changes, a new one
 * gets the next number. Kept as a TS array so `tsc` alone builds the server.
 */
import { ASSET_CONFIG_SQL, MEMO_CHAIN_CONFIG_SQL } from '../seed/asset-config';
import { LEVER_SCHEMA_SQL } from '../lever/lever-schema';
import { SECOND_SCHEMA_SQL } from '../second/second-schema';
import { P2P_SCHEMA_SQL } from '../p2p/p2p-schema';
import { IEO_SCHEMA_SQL } from '../ieo/ieo-schema';
import { PAY_IN_SCHEMA_SQL } from '../assets/pay-in/pay-in-schema';
import { UID_TRANSFER_SCHEMA_SQL } from '../assets/uid-transfer-schema';
import { SEED_CORRECTIONS_SQL, SEED_TRANSLATIONS_SQL } from '../seed/seed-translations';

export type Migration = {
  version: number;
  name: string;
  sql: string;
  /**
   * Runs with foreign keys off (checked with foreign_key_check before commit): SQLite changes a
   * CHECK only by rebuilding the table, and a table other tables reference can be dropped and
   * renamed back only so.
   */
  rebuildsTables?: boolean;
};

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'core: users, tokens, settings, news, markets, outbox',
    sql: `
      CREATE TABLE meta (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );

      CREATE TABLE users (
        id            INTEGER PRIMARY KEY,
        uid           TEXT NOT NULL UNIQUE,
        email         TEXT UNIQUE COLLATE NOCASE,
        mobile        TEXT,
        country_code  TEXT NOT NULL DEFAULT '',
        password_hash TEXT NOT NULL,
        invite_code   TEXT NOT NULL UNIQUE,
        invited_by    INTEGER REFERENCES users(id),
        review_status INTEGER NOT NULL DEFAULT 0,
        is_seller     INTEGER NOT NULL DEFAULT 0,
        created_at    TEXT NOT NULL,
        UNIQUE (country_code, mobile)
      );

      CREATE TABLE tokens (
        id          INTEGER PRIMARY KEY,
        user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash  TEXT NOT NULL UNIQUE,
        created_at  INTEGER NOT NULL,
        expires_at  INTEGER NOT NULL,
        revoked_at  INTEGER
      );
      CREATE INDEX tokens_user ON tokens(user_id);

      CREATE TABLE settings (
        key         TEXT PRIMARY KEY,
        value       TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT ''
      );

      CREATE TABLE news_categories (
        id   INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        sort INTEGER NOT NULL DEFAULT 0
      );

      CREATE TABLE news (
        id          INTEGER PRIMARY KEY,
        category_id INTEGER NOT NULL REFERENCES news_categories(id),
        title       TEXT NOT NULL,
        content     TEXT NOT NULL,
        banner      TEXT NOT NULL DEFAULT '',
        created_at  TEXT NOT NULL
      );
      CREATE INDEX news_category_created ON news(category_id, created_at DESC, id DESC);

      CREATE TABLE system_notifications (
        id         INTEGER PRIMARY KEY,
        title      TEXT NOT NULL,
        content    TEXT NOT NULL,
        created_at TEXT NOT NULL
      );

      CREATE TABLE currencies (
        id       INTEGER PRIMARY KEY,
        code     TEXT NOT NULL UNIQUE,
        name     TEXT NOT NULL,
        decimals INTEGER NOT NULL,
        is_quote INTEGER NOT NULL DEFAULT 0,
        sort     INTEGER NOT NULL DEFAULT 0
      );

      CREATE TABLE currency_matches (
        id                INTEGER PRIMARY KEY,
        base_currency_id  INTEGER NOT NULL REFERENCES currencies(id),
        quote_currency_id INTEGER NOT NULL REFERENCES currencies(id),
        open_change       INTEGER NOT NULL DEFAULT 1,
        open_lever        INTEGER NOT NULL DEFAULT 0,
        open_microtrade   INTEGER NOT NULL DEFAULT 0,
        price_decimals    INTEGER NOT NULL CHECK (price_decimals BETWEEN 0 AND 4),
        number_decimals   INTEGER NOT NULL CHECK (number_decimals BETWEEN 0 AND 8),
        sort              INTEGER NOT NULL DEFAULT 0,
        UNIQUE (base_currency_id, quote_currency_id)
      );

      -- Day quotation per pair. Decimal strings: money never goes through a float.
      CREATE TABLE quotations (
        currency_match_id INTEGER PRIMARY KEY REFERENCES currency_matches(id),
        open       TEXT NOT NULL,
        close      TEXT NOT NULL,
        high       TEXT NOT NULL,
        low        TEXT NOT NULL,
        volume     TEXT NOT NULL,
        updated_at INTEGER NOT NULL
      );

      CREATE TABLE outbox (
        id         INTEGER PRIMARY KEY,
        channel    TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
        recipient  TEXT NOT NULL COLLATE NOCASE,
        type       INTEGER NOT NULL,
        code       TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX outbox_recipient ON outbox(recipient, id DESC);
    `,
  },
  {
    version: 2,
    name: 'verification codes, login failures, accounts, balance logs',
    sql: `
      -- One row per code sent. address is the normalised e-mail or "+<country code><number>";
      -- only a salted hash of the code is kept. A newer code for the same address and type
      -- voids the older ones (superseded_by); used_at marks the one use.
      CREATE TABLE verification_codes (
        id            INTEGER PRIMARY KEY,
        address       TEXT NOT NULL,
        type          INTEGER NOT NULL CHECK (type IN (1, 2, 3, 5)),
        code_hash     TEXT NOT NULL,
        ip            TEXT NOT NULL,
        created_at    INTEGER NOT NULL,
        expires_at    INTEGER NOT NULL,
        attempts      INTEGER NOT NULL DEFAULT 0,
        used_at       INTEGER,
        voided_at     INTEGER,
        superseded_by INTEGER
      );
      CREATE INDEX verification_codes_latest ON verification_codes(address, type, id DESC);
      CREATE INDEX verification_codes_address_time ON verification_codes(address, created_at);
      CREATE INDEX verification_codes_ip_time ON verification_codes(ip, created_at);

      -- Failed logins (times in ms) for the per-account lock and the per-IP block.
      CREATE TABLE login_failures (
        id         INTEGER PRIMARY KEY,
        account    TEXT NOT NULL,
        ip         TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX login_failures_account ON login_failures(account, created_at);
      CREATE INDEX login_failures_ip ON login_failures(ip, created_at);

      -- docs/decisions.md#accounts: 1 spot (change), 2 legal, 3 lever, 4 micro (second), 5 financial.
      CREATE TABLE account_types (
        id   INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL
      );
      INSERT INTO account_types (id, code, name) VALUES
        (1, 'change_account', 'Spot'),
        (2, 'legal_account', 'Legal'),
        (3, 'lever_account', 'Lever'),
        (4, 'micro_account', 'Micro'),
        (5, 'financial_account', 'Financial');

      -- One row per user, account type and currency. Decimal strings: never a float.
      CREATE TABLE accounts (
        id              INTEGER PRIMARY KEY,
        user_id         INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        currency_id     INTEGER NOT NULL REFERENCES currencies(id),
        account_type_id INTEGER NOT NULL REFERENCES account_types(id),
        balance         TEXT NOT NULL DEFAULT '0',
        lock_balance    TEXT NOT NULL DEFAULT '0',
        UNIQUE (user_id, account_type_id, currency_id)
      );

      -- Every balance movement: value is the signed change of field (balance or lock_balance).
      CREATE TABLE balance_logs (
        id              INTEGER PRIMARY KEY,
        user_id         INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        account_id      INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        currency_id     INTEGER NOT NULL REFERENCES currencies(id),
        account_type_id INTEGER NOT NULL REFERENCES account_types(id),
        field           TEXT NOT NULL CHECK (field IN ('balance', 'lock_balance')),
        value           TEXT NOT NULL,
        balance_before  TEXT NOT NULL,
        balance_after   TEXT NOT NULL,
        reason          TEXT NOT NULL,
        memo            TEXT NOT NULL DEFAULT '',
        extra_data      TEXT NOT NULL DEFAULT '{}',
        created_at      TEXT NOT NULL
      );
      CREATE INDEX balance_logs_user ON balance_logs(user_id, account_type_id, id DESC);

      -- Users created before this migration get their (empty) accounts too.
      INSERT OR IGNORE INTO accounts (user_id, currency_id, account_type_id)
        SELECT u.id, c.id, t.id FROM users u CROSS JOIN currencies c CROSS JOIN account_types t;
    `,
  },
  {
    version: 3,
    name: 'spot trading: orders, trades, candles, favourites, fee rates, bot users',
    sql: `
      -- 'user' (signed up), 'bot' (market maker) or 'system' (the fee income account). Bots
      -- and the system account have neither e-mail nor mobile: nobody can log in as them.
      ALTER TABLE users ADD COLUMN kind TEXT NOT NULL DEFAULT 'user'
        CHECK (kind IN ('user', 'bot', 'system'));

      -- Per-pair fee rates (fractions): the buyer pays buy_fee_rate of the base it receives,
      -- the seller sell_fee_rate of the quote it receives.
      ALTER TABLE currency_matches ADD COLUMN buy_fee_rate TEXT NOT NULL DEFAULT '0.001';
      ALTER TABLE currency_matches ADD COLUMN sell_fee_rate TEXT NOT NULL DEFAULT '0.001';

      -- Spot orders. Decimal strings at the engine's scales: price at the pair's price
      -- decimals, quantities at its number decimals, money (transacted_volume, fee, lock_left)
      -- at the scale of its currency. way 1 buy, 2 sell; status 1 open, 2 partially filled,
      -- 3 filled, 4 cancelled. lock_left is what the order still holds in lock_balance.
      CREATE TABLE spot_orders (
        id                INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id           INTEGER NOT NULL REFERENCES users(id),
        currency_match_id INTEGER NOT NULL REFERENCES currency_matches(id),
        way               INTEGER NOT NULL CHECK (way IN (1, 2)),
        price             TEXT NOT NULL,
        total_number      TEXT NOT NULL,
        number            TEXT NOT NULL,
        transacted_amount TEXT NOT NULL DEFAULT '0',
        transacted_volume TEXT NOT NULL DEFAULT '0',
        fee               TEXT NOT NULL DEFAULT '0',
        lock_left         TEXT NOT NULL,
        status            INTEGER NOT NULL CHECK (status IN (1, 2, 3, 4)),
        created_ms        INTEGER NOT NULL,
        updated_ms        INTEGER NOT NULL
      );
      CREATE INDEX spot_orders_book ON spot_orders(currency_match_id, id) WHERE status IN (1, 2);
      CREATE INDEX spot_orders_user_open ON spot_orders(user_id, way, id DESC)
        WHERE status IN (1, 2);
      CREATE INDEX spot_orders_user_done ON spot_orders(user_id, updated_ms DESC, id DESC)
        WHERE status IN (3, 4);

      -- Completed trades: price, number (base) and amount (quote value) at the pair's scales;
      -- taker_side 1 sell, 2 buy (the contract's TakerSide). buy_fee in base, sell_fee in quote.
      CREATE TABLE spot_trades (
        id                INTEGER PRIMARY KEY AUTOINCREMENT,
        currency_match_id INTEGER NOT NULL REFERENCES currency_matches(id),
        price             TEXT NOT NULL,
        number            TEXT NOT NULL,
        amount            TEXT NOT NULL,
        taker_side        INTEGER NOT NULL CHECK (taker_side IN (1, 2)),
        buy_order_id      INTEGER NOT NULL REFERENCES spot_orders(id),
        sell_order_id     INTEGER NOT NULL REFERENCES spot_orders(id),
        buyer_id          INTEGER NOT NULL REFERENCES users(id),
        seller_id         INTEGER NOT NULL REFERENCES users(id),
        buy_fee           TEXT NOT NULL,
        sell_fee          TEXT NOT NULL,
        created_ms        INTEGER NOT NULL
      );
      CREATE INDEX spot_trades_pair ON spot_trades(currency_match_id, id DESC);
      CREATE INDEX spot_trades_buy_order ON spot_trades(buy_order_id);
      CREATE INDEX spot_trades_sell_order ON spot_trades(sell_order_id);

      -- Candles. Trades update 1-minute bars (span_ms 60000) in their transaction; a fresh
      -- database gets a seeded history of minute, hour and day bars. Periods are aggregated
      -- from bars whose span fits in them. time = the bar's open time in ms (UTC aligned).
      CREATE TABLE spot_klines (
        currency_match_id INTEGER NOT NULL REFERENCES currency_matches(id),
        time              INTEGER NOT NULL,
        span_ms           INTEGER NOT NULL,
        open              TEXT NOT NULL,
        high              TEXT NOT NULL,
        low               TEXT NOT NULL,
        close             TEXT NOT NULL,
        volume            TEXT NOT NULL,
        PRIMARY KEY (currency_match_id, time, span_ms)
      ) WITHOUT ROWID;

      CREATE TABLE favourite_matches (
        user_id           INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        currency_match_id INTEGER NOT NULL REFERENCES currency_matches(id),
        created_ms        INTEGER NOT NULL,
        PRIMARY KEY (user_id, currency_match_id)
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 4,
    name: 'news category names per language',
    sql: `
      -- A category's name in one language; news_categories.name (English) answers for a
      -- language without a row.
      CREATE TABLE news_category_names (
        category_id INTEGER NOT NULL REFERENCES news_categories(id) ON DELETE CASCADE,
        lang        TEXT NOT NULL,
        name        TEXT NOT NULL,
        PRIMARY KEY (category_id, lang)
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 5,
    name: 'personal area: trade password, authorization code, pay methods, uploads, identity, feedback',
    sql: `
      -- scrypt hash of the trade password (NULL: not set); the per-user code agents enter.
      ALTER TABLE users ADD COLUMN pay_password_hash TEXT;
      ALTER TABLE users ADD COLUMN authorization_code TEXT;
      CREATE UNIQUE INDEX users_authorization_code ON users(authorization_code)
        WHERE authorization_code IS NOT NULL;

      -- One receiving-payment method per user and type (1 alipay, 2 wxpay, 3 bank); raw_data is
      -- the JSON of the fields of that type.
      CREATE TABLE pay_methods (
        user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        type       INTEGER NOT NULL CHECK (type IN (1, 2, 3)),
        raw_data   TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (user_id, type)
      ) WITHOUT ROWID;

      -- Uploaded images: name is the random file name under DATA_DIR/uploads/, mime the
      -- type sniffed from the content. Only the owner may refer to an upload.
      CREATE TABLE uploads (
        id         INTEGER PRIMARY KEY,
        name       TEXT NOT NULL UNIQUE,
        user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        mime       TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/webp')),
        size       INTEGER NOT NULL,
        created_ms INTEGER NOT NULL
      );
      CREATE INDEX uploads_user_time ON uploads(user_id, created_ms);

      -- Identity requests; status 1 under review, 2 verified, 3 rejected (users.review_status
      -- mirrors the latest one). Pictures are /uploads/ URLs of the user.
      CREATE TABLE real_name_requests (
        id          INTEGER PRIMARY KEY,
        user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name        TEXT NOT NULL,
        card_id     TEXT NOT NULL,
        front_pic   TEXT NOT NULL,
        reverse_pic TEXT NOT NULL,
        hand_pic    TEXT NOT NULL DEFAULT '',
        status      INTEGER NOT NULL CHECK (status IN (1, 2, 3)),
        reason      TEXT NOT NULL DEFAULT '',
        created_at  TEXT NOT NULL,
        reviewed_at TEXT
      );
      CREATE INDEX real_name_requests_user ON real_name_requests(user_id, id DESC);
      CREATE INDEX real_name_requests_pending ON real_name_requests(id) WHERE status = 1;

      CREATE TABLE feedback (
        id         INTEGER PRIMARY KEY,
        user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        type       TEXT NOT NULL,
        title      TEXT NOT NULL,
        content    TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX feedback_user_time ON feedback(user_id, created_at);

      -- Code type 4 (bind e-mail) joins the CHECK: SQLite cannot alter a CHECK, so the table is
      -- rebuilt with the same columns, rows and indexes.
      CREATE TABLE verification_codes_v5 (
        id            INTEGER PRIMARY KEY,
        address       TEXT NOT NULL,
        type          INTEGER NOT NULL CHECK (type IN (1, 2, 3, 4, 5)),
        code_hash     TEXT NOT NULL,
        ip            TEXT NOT NULL,
        created_at    INTEGER NOT NULL,
        expires_at    INTEGER NOT NULL,
        attempts      INTEGER NOT NULL DEFAULT 0,
        used_at       INTEGER,
        voided_at     INTEGER,
        superseded_by INTEGER
      );
      INSERT INTO verification_codes_v5 SELECT id, address, type, code_hash, ip, created_at,
        expires_at, attempts, used_at, voided_at, superseded_by FROM verification_codes;
      DROP TABLE verification_codes;
      ALTER TABLE verification_codes_v5 RENAME TO verification_codes;
      CREATE INDEX verification_codes_latest ON verification_codes(address, type, id DESC);
      CREATE INDEX verification_codes_address_time ON verification_codes(address, created_at);
      CREATE INDEX verification_codes_ip_time ON verification_codes(ip, created_at);
    `,
  },
  {
    version: 6,
    name: 'login networks; outbox codes kept only in demo mode',
    sql: `
      -- Networks (an IPv4 address, an IPv6 /64) an account has logged in from: failures from
      -- elsewhere never lock them out (auth/login-limiter.ts). succeeded_at in ms.
      CREATE TABLE login_networks (
        account      TEXT NOT NULL,
        network      TEXT NOT NULL,
        succeeded_at INTEGER NOT NULL,
        PRIMARY KEY (account, network)
      ) WITHOUT ROWID;
      -- login_failures.ip now holds the network; the back-off counts per account and network.
      CREATE INDEX login_failures_account_ip ON login_failures(account, ip, created_at);

      -- outbox.code is '' when the code was not kept (only demo mode keeps it): codes stored
      -- before this migration are dropped.
      UPDATE outbox SET code = '';
    `,
  },
  {
    version: 7,
    name: 'assets: chain protocols, deposits, withdrawals, transfers, lock products, draw addresses',
    sql:
      `
      -- Per-currency deposit/withdrawal settings (docs/product.md#logged-in-areas-data "Account".currency). Decimal text.
      ALTER TABLE currencies ADD COLUMN open_recharge INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE currencies ADD COLUMN open_draw INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE currencies ADD COLUMN draw_rate TEXT NOT NULL DEFAULT '0';
      ALTER TABLE currencies ADD COLUMN draw_min TEXT NOT NULL DEFAULT '0';
      ALTER TABLE currencies ADD COLUMN draw_max TEXT NOT NULL DEFAULT '0';
      ALTER TABLE currencies ADD COLUMN enable_udun INTEGER NOT NULL DEFAULT 0;

      -- address_format picks how a derived deposit address looks (assets/deposit-address.ts).
      CREATE TABLE chain_protocols (
        id             INTEGER PRIMARY KEY,
        code           TEXT NOT NULL UNIQUE,
        address_format TEXT NOT NULL CHECK (address_format IN ('evm', 'tron', 'btc'))
      );
      INSERT INTO chain_protocols (id, code, address_format) VALUES
        (1, 'ERC20', 'evm'), (2, 'TRC20', 'tron'), (3, 'BTC', 'btc'), (4, 'ETH', 'evm');

      CREATE TABLE currency_protocols (
        id                INTEGER PRIMARY KEY,
        currency_id       INTEGER NOT NULL REFERENCES currencies(id),
        chain_protocol_id INTEGER NOT NULL REFERENCES chain_protocols(id),
        token_address     TEXT NOT NULL DEFAULT '',
        UNIQUE (currency_id, chain_protocol_id)
      );

      -- status: 0 pending, 1 approved, 2 rejected (operator CLI).
      CREATE TABLE deposit_requests (
        id                   INTEGER PRIMARY KEY,
        user_id              INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        currency_id          INTEGER NOT NULL REFERENCES currencies(id),
        currency_protocol_id INTEGER NOT NULL REFERENCES currency_protocols(id),
        amount               TEXT NOT NULL,
        in_address           TEXT NOT NULL,
        from_address         TEXT NOT NULL,
        status               INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
        note                 TEXT NOT NULL DEFAULT '',
        created_at           TEXT NOT NULL,
        decided_at           TEXT
      );
      CREATE INDEX deposit_requests_status ON deposit_requests(status, id);

      CREATE TABLE withdrawals (
        id                   INTEGER PRIMARY KEY,
        user_id              INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        currency_id          INTEGER NOT NULL REFERENCES currencies(id),
        currency_protocol_id INTEGER NOT NULL REFERENCES currency_protocols(id),
        number               TEXT NOT NULL,
        fee                  TEXT NOT NULL,
        real_number          TEXT NOT NULL,
        address              TEXT NOT NULL,
        memo                 TEXT NOT NULL DEFAULT '',
        status               INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
        note                 TEXT NOT NULL DEFAULT '',
        created_at           TEXT NOT NULL,
        decided_at           TEXT
      );
      CREATE INDEX withdrawals_status ON withdrawals(status, id);

      CREATE TABLE lock_products (
        id           INTEGER PRIMARY KEY,
        name         TEXT NOT NULL UNIQUE,
        currency_id  INTEGER NOT NULL REFERENCES currencies(id),
        limit_days   INTEGER NOT NULL CHECK (limit_days > 0),
        rate         TEXT NOT NULL,
        display_rate TEXT NOT NULL,
        limit_number TEXT NOT NULL,
        enabled      INTEGER NOT NULL DEFAULT 1,
        sort         INTEGER NOT NULL DEFAULT 0
      );

      -- One purchase. Dates are UTC days (YYYY-MM-DD); status 1 locked, 2 returned.
      CREATE TABLE lock_orders (
        id            INTEGER PRIMARY KEY,
        user_id       INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        product_id    INTEGER NOT NULL REFERENCES lock_products(id),
        currency_id   INTEGER NOT NULL REFERENCES currencies(id),
        amount        TEXT NOT NULL,
        rate          TEXT NOT NULL,
        limit_days    INTEGER NOT NULL,
        start_date    TEXT NOT NULL,
        end_date      TEXT NOT NULL,
        interest_paid TEXT NOT NULL DEFAULT '0',
        status        INTEGER NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
        nonce         TEXT,
        created_at    TEXT NOT NULL,
        returned_at   TEXT,
        UNIQUE (user_id, nonce)
      );
      CREATE INDEX lock_orders_active ON lock_orders(status, end_date);
      CREATE INDEX lock_orders_user ON lock_orders(user_id, id DESC);

      -- The primary key is what makes the daily job pay a day once.
      CREATE TABLE lock_interest (
        order_id INTEGER NOT NULL REFERENCES lock_orders(id) ON DELETE CASCADE,
        day      TEXT NOT NULL,
        amount   TEXT NOT NULL,
        PRIMARY KEY (order_id, day)
      ) WITHOUT ROWID;

      -- The coin log: type 1 buy, 2 interest, 3 principal returned.
      CREATE TABLE lock_logs (
        id         INTEGER PRIMARY KEY,
        user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        order_id   INTEGER NOT NULL REFERENCES lock_orders(id) ON DELETE CASCADE,
        type       INTEGER NOT NULL CHECK (type IN (1, 2, 3)),
        value      TEXT NOT NULL,
        day        TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL
      );
      CREATE INDEX lock_logs_user ON lock_logs(user_id, id DESC);

      -- Bound withdrawal addresses (address service), one per user and chain of a currency.
      CREATE TABLE draw_addresses (
        user_id              INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        currency_protocol_id INTEGER NOT NULL REFERENCES currency_protocols(id),
        address              TEXT NOT NULL,
        updated_at           TEXT NOT NULL,
        PRIMARY KEY (user_id, currency_protocol_id)
      ) WITHOUT ROWID;

      INSERT OR IGNORE INTO settings (key, value, description)
        VALUES ('pay_in_open', '1', '1 = show the recharge (pay-in) menu item of the assets area');

      -- Code type 6 (bind withdrawal address) joins the CHECK: the table is rebuilt as in v5.
      CREATE TABLE verification_codes_v7 (
        id            INTEGER PRIMARY KEY,
        address       TEXT NOT NULL,
        type          INTEGER NOT NULL CHECK (type IN (1, 2, 3, 4, 5, 6)),
        code_hash     TEXT NOT NULL,
        ip            TEXT NOT NULL,
        created_at    INTEGER NOT NULL,
        expires_at    INTEGER NOT NULL,
        attempts      INTEGER NOT NULL DEFAULT 0,
        used_at       INTEGER,
        voided_at     INTEGER,
        superseded_by INTEGER
      );
      INSERT INTO verification_codes_v7 SELECT id, address, type, code_hash, ip, created_at,
        expires_at, attempts, used_at, voided_at, superseded_by FROM verification_codes;
      DROP TABLE verification_codes;
      ALTER TABLE verification_codes_v7 RENAME TO verification_codes;
      CREATE INDEX verification_codes_latest ON verification_codes(address, type, id DESC);
      CREATE INDEX verification_codes_address_time ON verification_codes(address, created_at);
      CREATE INDEX verification_codes_ip_time ON verification_codes(ip, created_at);
    ` + ASSET_CONFIG_SQL,
  },
  {
    version: 8,
    name: 'lever: pair lever settings, lever orders, overnight fee days',
    sql: LEVER_SCHEMA_SQL,
  },
  {
    version: 9,
    name: 'second: option durations, payable currencies, option orders',
    sql: SECOND_SCHEMA_SQL,
  },
  {
    version: 10,
    name: 'assets: memo chains (XRP, EOS), withdrawal address book, daily withdrawal limits',
    rebuildsTables: true,
    sql:
      `
      -- address_format gains the memo chains' formats (assets/chains/chain-address.ts).
      CREATE TABLE chain_protocols_v10 (
        id             INTEGER PRIMARY KEY,
        code           TEXT NOT NULL UNIQUE,
        address_format TEXT NOT NULL
          CHECK (address_format IN ('evm', 'tron', 'btc', 'xrp', 'eos'))
      );
      INSERT INTO chain_protocols_v10 (id, code, address_format)
        SELECT id, code, address_format FROM chain_protocols;
      DROP TABLE chain_protocols;
      ALTER TABLE chain_protocols_v10 RENAME TO chain_protocols;
      INSERT OR IGNORE INTO chain_protocols (id, code, address_format) VALUES
        (5, 'XRP', 'xrp'), (6, 'EOS', 'eos');

      -- The address book: several saved addresses per user and chain, each with a label and
      -- the chain's memo/tag. The one bound address per chain of before becomes an entry.
      CREATE TABLE address_book (
        id                   INTEGER PRIMARY KEY,
        user_id              INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        currency_protocol_id INTEGER NOT NULL REFERENCES currency_protocols(id),
        address              TEXT NOT NULL,
        memo                 TEXT NOT NULL DEFAULT '',
        label                TEXT NOT NULL DEFAULT '',
        created_at           TEXT NOT NULL,
        UNIQUE (user_id, currency_protocol_id, address, memo)
      );
      INSERT INTO address_book (user_id, currency_protocol_id, address, created_at)
        SELECT user_id, currency_protocol_id, address, updated_at FROM draw_addresses;
      DROP TABLE draw_addresses;

      -- What a withdrawal was worth in USDT when asked for: today's sum is held to the limit.
      ALTER TABLE withdrawals ADD COLUMN usdt_value TEXT NOT NULL DEFAULT '0';
      CREATE INDEX withdrawals_user_time ON withdrawals(user_id, created_at);

      INSERT OR IGNORE INTO settings (key, value, description) VALUES
        ('draw_daily_limit_unverified', '2000',
         'Daily withdrawal limit in USDT equivalent before identity verification'),
        ('draw_daily_limit_verified', '100000',
         'Daily withdrawal limit in USDT equivalent after identity verification');
    ` + MEMO_CHAIN_CONFIG_SQL,
  },
  {
    version: 11,
    name: 'spot: minimum order value per pair',
    sql: `
      -- Minimum order value in the quote currency (docs/product.md#spot-order-rules). NULL takes
      -- the quote currency's default from the settings below, so pairs added later (the seed
      -- runs after the migrations) get a sensible minimum without a row of their own.
      ALTER TABLE currency_matches ADD COLUMN min_order_value TEXT;
      INSERT OR IGNORE INTO settings (key, value, description) VALUES
        ('spot_min_order_value_USDT', '5', 'Minimum spot order value of USDT-quoted pairs'),
        ('spot_min_order_value_BTC', '0.0001', 'Minimum spot order value of BTC-quoted pairs'),
        ('spot_min_order_value_ETH', '0.002', 'Minimum spot order value of ETH-quoted pairs');
    `,
  },
  {
    version: 12,
    name: 'spot: stop-limit orders',
    sql: `
      -- Stop-limit orders (docs/product.md#spot-order-types): wait off the book with their funds
      -- locked (lock_amount: quote for a buy, base for a sell) until the pair's last trade price
      -- crosses stop_price, then become a GTC limit order (order_id). status: 1 pending,
      -- 2 triggered, 3 cancelled, 4 rejected (the limit order was refused at the trigger; the
      -- lock went back and reject_key says why).
      CREATE TABLE spot_stop_orders (
        id                INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id           INTEGER NOT NULL REFERENCES users(id),
        currency_match_id INTEGER NOT NULL REFERENCES currency_matches(id),
        way               INTEGER NOT NULL CHECK (way IN (1, 2)),
        stop_price        TEXT NOT NULL,
        price             TEXT NOT NULL,
        number            TEXT NOT NULL,
        lock_amount       TEXT NOT NULL,
        status            INTEGER NOT NULL CHECK (status IN (1, 2, 3, 4)),
        order_id          INTEGER REFERENCES spot_orders(id),
        reject_key        TEXT,
        created_ms        INTEGER NOT NULL,
        updated_ms        INTEGER NOT NULL
      );
      CREATE INDEX spot_stop_orders_pending ON spot_stop_orders(currency_match_id, id)
        WHERE status = 1;
      CREATE INDEX spot_stop_orders_user ON spot_stop_orders(user_id, id DESC) WHERE status = 1;
    `,
  },
  {
    version: 13,
    name: 'pairs: up to 8 price decimals, BTC- and ETH-quoted pairs priced to 5 digits',
    rebuildsTables: true,
    sql: `
      -- price_decimals may be 0-8 (docs/decisions.md#pair-precisions-and-pairs-priced-in-btc):
      -- a CHECK changes only by rebuilding the table. Every column of migrations 1, 3, 8 and 11.
      CREATE TABLE currency_matches_v13 (
        id                INTEGER PRIMARY KEY,
        base_currency_id  INTEGER NOT NULL REFERENCES currencies(id),
        quote_currency_id INTEGER NOT NULL REFERENCES currencies(id),
        open_change       INTEGER NOT NULL DEFAULT 1,
        open_lever        INTEGER NOT NULL DEFAULT 0,
        open_microtrade   INTEGER NOT NULL DEFAULT 0,
        price_decimals    INTEGER NOT NULL CHECK (price_decimals BETWEEN 0 AND 8),
        number_decimals   INTEGER NOT NULL CHECK (number_decimals BETWEEN 0 AND 8),
        sort              INTEGER NOT NULL DEFAULT 0,
        buy_fee_rate      TEXT NOT NULL DEFAULT '0.001',
        sell_fee_rate     TEXT NOT NULL DEFAULT '0.001',
        lever_share_num   TEXT NOT NULL DEFAULT '1',
        lever_point_rate  TEXT NOT NULL DEFAULT '0.1',
        lever_fee_rate    TEXT NOT NULL DEFAULT '0.001',
        lever_min_share   INTEGER NOT NULL DEFAULT 1,
        lever_max_share   INTEGER NOT NULL DEFAULT 100,
        min_order_value   TEXT,
        UNIQUE (base_currency_id, quote_currency_id)
      );
      INSERT INTO currency_matches_v13 (id, base_currency_id, quote_currency_id, open_change,
          open_lever, open_microtrade, price_decimals, number_decimals, sort, buy_fee_rate,
          sell_fee_rate, lever_share_num, lever_point_rate, lever_fee_rate, lever_min_share,
          lever_max_share, min_order_value)
        SELECT id, base_currency_id, quote_currency_id, open_change, open_lever,
          open_microtrade, price_decimals, number_decimals, sort, buy_fee_rate, sell_fee_rate,
          lever_share_num, lever_point_rate, lever_fee_rate, lever_min_share, lever_max_share,
          min_order_value
        FROM currency_matches;
      DROP TABLE currency_matches;
      ALTER TABLE currency_matches_v13 RENAME TO currency_matches;

      -- Pairs priced in BTC or ETH get the decimals that show about 5 significant digits of
      -- their last price (0.00090238, 0.034812); a pair without a price gets all 8. Only ever
      -- more decimals: stored prices and amounts stay valid at a finer scale. The comparison
      -- only picks a count of decimals; no price is computed here.
      UPDATE currency_matches SET price_decimals = MAX(price_decimals, (
          SELECT CASE
              WHEN CAST(q.close AS REAL) >= 1 THEN 4
              WHEN CAST(q.close AS REAL) >= 0.1 THEN 5
              WHEN CAST(q.close AS REAL) >= 0.01 THEN 6
              WHEN CAST(q.close AS REAL) >= 0.001 THEN 7
              ELSE 8 END
            FROM (SELECT (SELECT close FROM quotations
                           WHERE currency_match_id = currency_matches.id) AS close) q))
        WHERE quote_currency_id IN (SELECT id FROM currencies WHERE code IN ('BTC', 'ETH'));
    `,
  },
  {
    version: 14,
    name: 'content translations: news, system notifications, lock product names',
    sql:
      `
      -- The seeded and operator content in the other languages (docs/operations.md#content-translations).
      -- English stays in the base tables and answers for a language without a row. A translated
      -- banner article has its own artwork (its words are drawn in); '' keeps the English one.
      CREATE TABLE news_translations (
        news_id INTEGER NOT NULL REFERENCES news(id) ON DELETE CASCADE,
        lang    TEXT NOT NULL,
        title   TEXT NOT NULL,
        content TEXT NOT NULL,
        banner  TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (news_id, lang)
      ) WITHOUT ROWID;

      CREATE TABLE system_notification_translations (
        notification_id INTEGER NOT NULL REFERENCES system_notifications(id) ON DELETE CASCADE,
        lang            TEXT NOT NULL,
        title           TEXT NOT NULL,
        content         TEXT NOT NULL,
        PRIMARY KEY (notification_id, lang)
      ) WITHOUT ROWID;

      CREATE TABLE lock_product_names (
        product_id INTEGER NOT NULL REFERENCES lock_products(id) ON DELETE CASCADE,
        lang       TEXT NOT NULL,
        name       TEXT NOT NULL,
        PRIMARY KEY (product_id, lang)
      ) WITHOUT ROWID;
    ` +
      SEED_CORRECTIONS_SQL +
      SEED_TRANSLATIONS_SQL,
  },
  {
    version: 15,
    name: 'personal: code type 7 (bind a mobile)',
    sql: `
      -- Code type 7 (bind a mobile, personal/bind-mobile.ts) joins the CHECK: rebuilt as in v7.
      CREATE TABLE verification_codes_v15 (
        id            INTEGER PRIMARY KEY,
        address       TEXT NOT NULL,
        type          INTEGER NOT NULL CHECK (type IN (1, 2, 3, 4, 5, 6, 7)),
        code_hash     TEXT NOT NULL,
        ip            TEXT NOT NULL,
        created_at    INTEGER NOT NULL,
        expires_at    INTEGER NOT NULL,
        attempts      INTEGER NOT NULL DEFAULT 0,
        used_at       INTEGER,
        voided_at     INTEGER,
        superseded_by INTEGER
      );
      INSERT INTO verification_codes_v15 SELECT id, address, type, code_hash, ip, created_at,
        expires_at, attempts, used_at, voided_at, superseded_by FROM verification_codes;
      DROP TABLE verification_codes;
      ALTER TABLE verification_codes_v15 RENAME TO verification_codes;
      CREATE INDEX verification_codes_latest ON verification_codes(address, type, id DESC);
      CREATE INDEX verification_codes_address_time ON verification_codes(address, created_at);
      CREATE INDEX verification_codes_ip_time ON verification_codes(ip, created_at);
    `,
  },
  {
    version: 16,
    name: 'p2p market: merchants, agents, ads, orders, messages',
    sql: P2P_SCHEMA_SQL,
  },
  {
    version: 17,
    name: 'ieo: projects and subscriptions',
    sql: IEO_SCHEMA_SQL,
  },
  {
    version: 18,
    name: 'pay-in: fiat top-ups, card callback ids, settings',
    sql: PAY_IN_SCHEMA_SQL,
  },
  {
    version: 19,
    name: 'assets: in-site transfers by UID',
    sql: UID_TRANSFER_SCHEMA_SQL,
  },
];
