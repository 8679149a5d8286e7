/**
 * Numbered schema migrations. Append only: a released migration never changes, a new one
 * gets the next number. Kept as a TS array so `tsc` alone builds the server.
 */
export type Migration = { version: number; name: string; sql: string };

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
];
