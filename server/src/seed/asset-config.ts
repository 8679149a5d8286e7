/**
 * Deposit/withdrawal settings, chain protocols and lock products of the seeded currencies, as
 * idempotent SQL keyed by currency code. Migration 7 runs it (databases seeded before it) and
 * the first-run seed runs it again once the currencies exist (a fresh database migrates before
 * it seeds). Part of migration 7: change it only by adding a new migration.
 */
export const ASSET_CONFIG_SQL = `
  UPDATE currencies SET open_recharge = 1, open_draw = 1, draw_rate = '0.001',
    draw_min = '10', draw_max = '100000' WHERE code = 'USDT';
  UPDATE currencies SET open_recharge = 1, open_draw = 1, draw_rate = '0.0005',
    draw_min = '0.001', draw_max = '100' WHERE code = 'BTC';
  UPDATE currencies SET open_recharge = 1, open_draw = 1, draw_rate = '0.001',
    draw_min = '0.01', draw_max = '1000' WHERE code = 'ETH';

  INSERT OR IGNORE INTO currency_protocols (currency_id, chain_protocol_id, token_address)
    SELECT id, 1, '0xdAC17F958D2ee523a2206206994597C13D831ec7' FROM currencies WHERE code = 'USDT';
  INSERT OR IGNORE INTO currency_protocols (currency_id, chain_protocol_id, token_address)
    SELECT id, 2, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' FROM currencies WHERE code = 'USDT';
  INSERT OR IGNORE INTO currency_protocols (currency_id, chain_protocol_id, token_address)
    SELECT id, 3, '' FROM currencies WHERE code = 'BTC';
  INSERT OR IGNORE INTO currency_protocols (currency_id, chain_protocol_id, token_address)
    SELECT id, 4, '' FROM currencies WHERE code = 'ETH';

  INSERT OR IGNORE INTO lock_products
      (name, currency_id, limit_days, rate, display_rate, limit_number, enabled, sort)
    SELECT 'USDT 7-day lock', id, 7, '0.05', '5%', '100', 1, 1 FROM currencies WHERE code = 'USDT';
  INSERT OR IGNORE INTO lock_products
      (name, currency_id, limit_days, rate, display_rate, limit_number, enabled, sort)
    SELECT 'USDT 30-day lock', id, 30, '0.08', '8%', '500', 1, 2 FROM currencies WHERE code = 'USDT';
  INSERT OR IGNORE INTO lock_products
      (name, currency_id, limit_days, rate, display_rate, limit_number, enabled, sort)
    SELECT 'USDT 90-day lock', id, 90, '0.12', '12%', '1000', 1, 3 FROM currencies WHERE code = 'USDT';
  INSERT OR IGNORE INTO lock_products
      (name, currency_id, limit_days, rate, display_rate, limit_number, enabled, sort)
    SELECT 'BTC 30-day lock', id, 30, '0.03', '3%', '0.01', 1, 4 FROM currencies WHERE code = 'BTC';
`;

/**
 * XRP and EOS open for deposits and withdrawals on their own chains, whose deposits carry a
 * tag/memo (migration 10, and the first-run seed after the currencies exist). Idempotent.
 */
export const MEMO_CHAIN_CONFIG_SQL = `
  UPDATE currencies SET open_recharge = 1, open_draw = 1, draw_rate = '0.001',
    draw_min = '20', draw_max = '1000000' WHERE code = 'XRP';
  UPDATE currencies SET open_recharge = 1, open_draw = 1, draw_rate = '0.001',
    draw_min = '1', draw_max = '100000' WHERE code = 'EOS';
  INSERT OR IGNORE INTO currency_protocols (currency_id, chain_protocol_id, token_address)
    SELECT id, 5, '' FROM currencies WHERE code = 'XRP';
  INSERT OR IGNORE INTO currency_protocols (currency_id, chain_protocol_id, token_address)
    SELECT id, 6, '' FROM currencies WHERE code = 'EOS';
`;
