/**
 * Operator settings, answered by `GET /api/default/setting`.
 *
 * They live in the `settings` table and are read on every request, so an operator edits them
 * in place without a restart, e.g.:
 *   sqlite3 data/exchange.sqlite "UPDATE settings SET value = '0' WHERE key = 'popup_on'"
 * Only the contract's public keys (PUBLIC_SETTING_KEYS) are ever answered; other rows stay
 * server-side.
 */
import type { Database } from 'better-sqlite3';
import type { PublicSettingKey, SettingsMap } from '@exchange/shared/contract';

export type SettingsStore = {
  get(key: PublicSettingKey): string;
  all(): SettingsMap;
  isPublicKey(key: string): key is PublicSettingKey;
};

/**
 * The contract's PUBLIC_SETTING_KEYS, restated because the server imports only types from the
 * contract. A Record, so the compiler flags a key missing here or unknown to the contract.
 */
const PUBLIC_KEYS: Record<PublicSettingKey, true> = {
  login_use_sms: true,
  contact_mobile: true,
  contact_email: true,
  service_url: true,
  popup_on: true,
  app_download_url: true,
  mobile_url: true,
  usd_cny_rate: true,
};
const KEY_LIST = Object.keys(PUBLIC_KEYS) as PublicSettingKey[];
const publicKeys = new Set<string>(KEY_LIST);

export function createSettingsStore(db: Database): SettingsStore {
  const one = db.prepare('SELECT value FROM settings WHERE key = ?');
  const many = db.prepare('SELECT key, value FROM settings');
  return {
    get(key) {
      const row = one.get(key) as { value: string } | undefined;
      return row?.value ?? '';
    },
    all() {
      const rows = many.all() as Array<{ key: string; value: string }>;
      const values = new Map(rows.map((row) => [row.key, row.value]));
      return Object.fromEntries(KEY_LIST.map((key) => [key, values.get(key) ?? ''])) as SettingsMap;
    },
    isPublicKey: (key): key is PublicSettingKey => publicKeys.has(key),
  };
}
