/**
 * Migration 19: one row per in-site transfer by UID (docs/uid-transfer.md). The two
 * balance_logs rows of a transfer (`uid_transfer_out` / `uid_transfer_in`) carry its id in
 * their extra_data; this table is what both sides' records list. Amounts are TEXT (exact).
 * Part of migration 19: change it only by adding a new migration.
 */
export const UID_TRANSFER_SCHEMA_SQL = `
  CREATE TABLE uid_transfers (
    id                   INTEGER PRIMARY KEY,
    from_user_id         INTEGER NOT NULL REFERENCES users(id),
    to_user_id           INTEGER NOT NULL REFERENCES users(id),
    currency_id          INTEGER NOT NULL REFERENCES currencies(id),
    amount               TEXT NOT NULL,
    from_account_type_id INTEGER NOT NULL CHECK (from_account_type_id IN (1, 2)),
    created_at           TEXT NOT NULL,
    CHECK (from_user_id <> to_user_id)
  );
  CREATE INDEX uid_transfers_from ON uid_transfers(from_user_id, id);
  CREATE INDEX uid_transfers_to ON uid_transfers(to_user_id, id);
`;
