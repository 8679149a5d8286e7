import type { Database } from 'better-sqlite3';
import { Dec } from '../money/decimal';
import { DEFAULT_SETTINGS } from '../seed/settings';

/** The operator-editable P2P settings (docs/p2p.md#settings-settings-table-operator-editable). */
export const P2P_SETTING_KEYS = [
  'p2p_assets',
  'p2p_fiats',
  'p2p_fiat_rates',
  'p2p_min_order_usd',
  'p2p_price_guard_percent',
  'p2p_confirm_minutes',
  'p2p_delay_minutes',
  'p2p_cancel_limit',
] as const;
export type P2PSettingKey = (typeof P2P_SETTING_KEYS)[number];

export type P2PSettings = {
  assets: string[];
  fiats: string[];
  /** Units of each fiat per USD. */
  fiatRates: Map<string, Dec>;
  minOrderUsd: Dec;
  priceGuardPercent: Dec;
  confirmMinutes: number;
  delayMinutes: number;
  cancelLimit: number;
};

export function isP2PSettingKey(key: string): key is P2PSettingKey {
  return (P2P_SETTING_KEYS as readonly string[]).includes(key);
}

export function defaultP2PSetting(key: P2PSettingKey): string {
  return DEFAULT_SETTINGS.find((row) => row.key === key)?.value ?? '';
}

const list = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim().toUpperCase())
    .filter((item) => item !== '');

function decimal(value: string, fallback: string): Dec {
  try {
    const parsed = new Dec(value.trim());
    return parsed.isFinite() && parsed.gte(0) ? parsed : new Dec(fallback);
  } catch {
    return new Dec(fallback);
  }
}

function whole(value: string, fallback: string): number {
  const text = value.trim();
  return /^\d{1,6}$/.test(text) ? Number(text) : Number(fallback);
}

function rates(value: string): Map<string, Dec> {
  const map = new Map<string, Dec>();
  for (const entry of value.split(',')) {
    const [code, rate] = entry.split(':').map((part) => part.trim());
    if (!code || !rate) continue;
    const parsed = decimal(rate, '0');
    if (parsed.gt(0)) map.set(code.toUpperCase(), parsed);
  }
  return map;
}

/**
 * Reads the settings on every call (an operator edits them in place, as every other setting).
 * A missing row (a database seeded before P2P existed) or an unreadable value uses the default.
 */
export function createP2PSettingsReader(db: Database): () => P2PSettings {
  const all = db.prepare("SELECT key, value FROM settings WHERE key LIKE 'p2p\\_%' ESCAPE '\\'");
  return () => {
    const stored = new Map(
      (all.all() as Array<{ key: string; value: string }>).map((row) => [row.key, row.value]),
    );
    const raw = (key: P2PSettingKey): string => stored.get(key) ?? defaultP2PSetting(key);
    const fiatRates = rates(raw('p2p_fiat_rates'));
    return {
      assets: list(raw('p2p_assets')),
      // A fiat without a rate cannot be priced: it is not offered.
      fiats: list(raw('p2p_fiats')).filter((fiat) => fiatRates.has(fiat)),
      fiatRates,
      minOrderUsd: decimal(raw('p2p_min_order_usd'), defaultP2PSetting('p2p_min_order_usd')),
      priceGuardPercent: decimal(
        raw('p2p_price_guard_percent'),
        defaultP2PSetting('p2p_price_guard_percent'),
      ),
      confirmMinutes: whole(raw('p2p_confirm_minutes'), defaultP2PSetting('p2p_confirm_minutes')),
      delayMinutes: whole(raw('p2p_delay_minutes'), defaultP2PSetting('p2p_delay_minutes')),
      cancelLimit: whole(raw('p2p_cancel_limit'), defaultP2PSetting('p2p_cancel_limit')),
    };
  };
}
