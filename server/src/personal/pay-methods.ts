import type { Database } from 'better-sqlite3';
import type {
  PayMethod,
  PayMethodCode,
  PayMethodRawData,
  PayMethodType,
} from '@exchange/shared/contract/personal';
import { PAY_FIELD_MAX, PAY_METHOD_CODES, PAY_METHOD_TYPE_ID } from './constants';
import { sqlTimestamp } from '../db/sql-time';
import { ApiError } from '../http/api-error';
import type { Lang } from '../i18n/languages';
import { translate, type MessageKey } from '../i18n/messages';

const NAME_KEY: Record<PayMethodCode, MessageKey> = {
  alipay: 'payMethodAlipay',
  wxpay: 'payMethodWxpay',
  bank: 'payMethodBank',
};

/** Letters, digits, spaces or dashes: bank card numbers and IBANs as people type them. */
const CARD_NO_SHAPE = /^[A-Za-z0-9 -]{6,34}$/;

export function payMethodTypes(lang: Lang): PayMethodType[] {
  return PAY_METHOD_CODES.map((code) => ({
    id: PAY_METHOD_TYPE_ID[code],
    name: translate(lang, NAME_KEY[code]),
    code,
  }));
}

export function codeOfType(type: number): PayMethodCode | undefined {
  return PAY_METHOD_CODES.find((code) => PAY_METHOD_TYPE_ID[code] === type);
}

type Field = keyof PayMethodRawData;

/** A trimmed string field; absent or blank is undefined, a non-string is invalidParam. */
function field(raw: Record<string, unknown>, name: Field): string | undefined {
  const value = raw[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') throw new ApiError('invalidParam', { name });
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function required(raw: Record<string, unknown>, name: Field, missing: MessageKey): string {
  const value = field(raw, name);
  if (value === undefined) throw new ApiError(missing);
  if (value.length > PAY_FIELD_MAX) throw new ApiError('textTooLong', { max: PAY_FIELD_MAX });
  return value;
}

/**
 * The fields of one method, checked in the page's order (docs/product.md#logged-in-areas-validation): real name, then account
 * and QR code for alipay/wxpay, or bank name, branch, card number for bank. Only those fields
 * are kept. `isOwnUpload` says whether a QR code URL is one of the caller's uploads.
 */
export function parseRawData(
  code: PayMethodCode,
  value: unknown,
  isOwnUpload: (url: string) => boolean,
): PayMethodRawData {
  if (value === undefined || value === null || value === '') {
    throw new ApiError('payRealNameRequired');
  }
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new ApiError('invalidParam', { name: 'raw_data' });
  }
  const raw = value as Record<string, unknown>;
  const real_name = required(raw, 'real_name', 'payRealNameRequired');
  if (code === 'bank') {
    const bank_name = required(raw, 'bank_name', 'payBankNameRequired');
    const bank_address = required(raw, 'bank_address', 'payBankBranchRequired');
    const card_no = required(raw, 'card_no', 'payCardNoRequired');
    if (!CARD_NO_SHAPE.test(card_no)) throw new ApiError('payCardNoInvalid');
    return { real_name, bank_name, bank_address, card_no };
  }
  const account = required(raw, 'account', 'payAccountRequired');
  const qrcode = required(raw, 'qrcode', 'payQrcodeRequired');
  if (!isOwnUpload(qrcode)) throw new ApiError('imageNotYours');
  return { real_name, account, qrcode };
}

export type PayMethodStore = {
  find(userId: number, type: number): PayMethod | null;
  save(userId: number, type: number, raw: PayMethodRawData): PayMethod;
};

export function createPayMethodStore(db: Database): PayMethodStore {
  const select = db.prepare('SELECT raw_data FROM pay_methods WHERE user_id = ? AND type = ?');
  const upsert = db.prepare(
    `INSERT INTO pay_methods (user_id, type, raw_data, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, type) DO UPDATE SET raw_data = excluded.raw_data,
                                              updated_at = excluded.updated_at`,
  );
  const find = (userId: number, type: number): PayMethod | null => {
    const code = codeOfType(type);
    const row = select.get(userId, type) as { raw_data: string } | undefined;
    if (!code || !row) return null;
    return { type, code, raw_data: JSON.parse(row.raw_data) as PayMethodRawData };
  };
  return {
    find,
    save(userId, type, raw) {
      upsert.run(userId, type, JSON.stringify(raw), sqlTimestamp());
      const saved = find(userId, type);
      if (!saved) throw new Error('pay method vanished after save');
      return saved;
    },
  };
}
