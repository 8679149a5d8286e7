/**
 * Migration 18: fiat top-ups through payment channels (docs/pay-in.md). One row per top-up with
 * the rate it used; the card provider's callback ids are kept so a replayed callback is refused.
 * Settings rows are operator-editable (`pnpm operator payin settings`).
 */
export const PAY_IN_SCHEMA_SQL = `
  CREATE TABLE pay_in_payments (
    id                  INTEGER PRIMARY KEY,
    user_id             INTEGER NOT NULL REFERENCES users(id),
    fiat                TEXT NOT NULL,
    fiat_amount         TEXT NOT NULL,
    usdt_amount         TEXT NOT NULL,
    rate                TEXT NOT NULL,
    channel             TEXT NOT NULL CHECK (channel IN ('bank', 'card')),
    reference           TEXT NOT NULL UNIQUE,
    state               TEXT NOT NULL
                          CHECK (state IN ('pending', 'paid', 'credited', 'failed', 'expired')),
    provider_payment_id TEXT UNIQUE,
    created_at          INTEGER NOT NULL,
    updated_at          INTEGER NOT NULL,
    paid_at             INTEGER,
    credited_at         INTEGER,
    expires_at          INTEGER NOT NULL
  );
  CREATE INDEX pay_in_payments_user ON pay_in_payments(user_id, id DESC);
  CREATE INDEX pay_in_payments_state ON pay_in_payments(state, expires_at);

  CREATE TABLE pay_in_callbacks (
    callback_id TEXT PRIMARY KEY,
    payment_id  INTEGER REFERENCES pay_in_payments(id),
    received_at INTEGER NOT NULL
  ) WITHOUT ROWID;

  INSERT OR IGNORE INTO settings (key, value, description) VALUES
    ('pay_in_fiat_rates', 'USD:1,THB:35.5', 'pay-in: fiat units per 1 USDT, FIAT:rate,…'),
    ('pay_in_bank_limits', 'USD:10-50000,THB:350-1750000',
      'pay-in: bank transfer min-max per fiat, FIAT:min-max,…'),
    ('pay_in_card_limits', 'USD:10-5000,THB:350-175000',
      'pay-in: card min-max per fiat, FIAT:min-max,…'),
    ('pay_in_expiry_minutes', '30', 'pay-in: minutes a pending top-up waits before it expires'),
    ('pay_in_max_pending', '5', 'pay-in: pending top-ups a user may have at once'),
    ('pay_in_bank_name', 'Meridian Demo Bank', 'pay-in: bank of the exchange account'),
    ('pay_in_bank_account_name', 'Meridian Exchange Ltd', 'pay-in: holder of the exchange account'),
    ('pay_in_bank_account_number', '0012-3456-7890', 'pay-in: number of the exchange account');
`;
