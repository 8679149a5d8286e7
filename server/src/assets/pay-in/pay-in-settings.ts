import type { Database } from 'better-sqlite3';
import { Dec } from '../../money/decimal';

export const PAY_IN_CHANNELS = ['bank', 'card'] as const;
export type PayInChannelName = (typeof PAY_IN_CHANNELS)[number];

/** The operator-editable pay-in settings (docs/pay-in.md#settings). */
export const PAY_IN_SETTING_KEYS = [
  'pay_in_fiat_rates',
  'pay_in_bank_limits',
  'pay_in_card_limits',
  'pay_in_expiry_minutes',
  'pay_in_max_pending',
  'pay_in_bank_name',
  'pay_in_bank_account_name',
  'pay_in_bank_account_number',
] as const;
export type PayInSettingKey = (typeof PAY_IN_SETTING_KEYS)[number];

export type Limit = { min: Dec; max: Dec };

export type PayInSettings = {
  open: boolean;
  /** Fiat units per 1 USDT, in the configured order. */
  rates: Map<string, Dec>;
  limits: Record<PayInChannelName, Map<string, Limit>>;
  expiryMinutes: number;
  maxPending: number;
  bank: { bankName: string; accountName: string; accountNumber: string };
};

const FIAT = '[A-Z]{3}';
const AMOUNT = '\\d{1,12}(?:\\.\\d{1,2})?';
const RATE = '\\d{1,12}(?:\\.\\d{1,8})?';
const RATE_LIST = new RegExp(`^${FIAT}:${RATE}(,${FIAT}:${RATE})*$`);
const LIMIT_LIST = new RegExp(`^${FIAT}:${AMOUNT}-${AMOUNT}(,${FIAT}:${AMOUNT}-${AMOUNT})*$`);

function parseRates(value: string | undefined): Map<string, Dec> | null {
  if (value === undefined || !RATE_LIST.test(value)) return null;
  const rates = new Map<string, Dec>();
  for (const pair of value.split(',')) {
    const [fiat, rate] = pair.split(':');
    if (!new Dec(rate).gt(0)) return null;
    rates.set(fiat, new Dec(rate));
  }
  return rates;
}

function parseLimits(value: string | undefined): Map<string, Limit> | null {
  if (value === undefined || !LIMIT_LIST.test(value)) return null;
  const limits = new Map<string, Limit>();
  for (const pair of value.split(',')) {
    const [fiat, range] = pair.split(':');
    const [min, max] = range.split('-').map((text) => new Dec(text));
    if (!min.gt(0) || max.lt(min)) return null;
    limits.set(fiat, { min, max });
  }
  return limits;
}

const intIn = (value: string | undefined, min: number, max: number): number | null =>
  value !== undefined && /^\d{1,6}$/.test(value) && Number(value) >= min && Number(value) <= max
    ? Number(value)
    : null;

/** Whether `value` is acceptable for `key` (the CLI refuses what the server would not read). */
export function validPayInSetting(key: string, value: string): boolean {
  switch (key) {
    case 'pay_in_fiat_rates':
      return parseRates(value) !== null;
    case 'pay_in_bank_limits':
    case 'pay_in_card_limits':
      return parseLimits(value) !== null;
    case 'pay_in_expiry_minutes':
      return intIn(value, 1, 10080) !== null;
    case 'pay_in_max_pending':
      return intIn(value, 1, 100) !== null;
    case 'pay_in_bank_name':
    case 'pay_in_bank_account_name':
    case 'pay_in_bank_account_number':
      return value.trim().length > 0 && value.length <= 100;
    default:
      return false;
  }
}

export const isPayInSettingKey = (key: string): key is PayInSettingKey =>
  (PAY_IN_SETTING_KEYS as readonly string[]).includes(key);

/** Reads the settings on each call (the CLI changes them beside the running server). */
export function createPayInSettingsReader(db: Database): () => PayInSettings {
  const stmt = db.prepare('SELECT value FROM settings WHERE key = ?').pluck();
  const get = (key: string): string | undefined => stmt.get(key) as string | undefined;
  return () => ({
    open: get('pay_in_open') === '1',
    rates: parseRates(get('pay_in_fiat_rates')) ?? new Map(),
    limits: {
      bank: parseLimits(get('pay_in_bank_limits')) ?? new Map(),
      card: parseLimits(get('pay_in_card_limits')) ?? new Map(),
    },
    expiryMinutes: intIn(get('pay_in_expiry_minutes'), 1, 10080) ?? 30,
    maxPending: intIn(get('pay_in_max_pending'), 1, 100) ?? 5,
    bank: {
      bankName: get('pay_in_bank_name') ?? '',
      accountName: get('pay_in_bank_account_name') ?? '',
      accountNumber: get('pay_in_bank_account_number') ?? '',
    },
  });
}
