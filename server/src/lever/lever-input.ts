import { parseUnits, pow10 } from '../engine';
import { ApiError } from '../http/api-error';
import type { Params } from '../http/params';
import type { MessageKey } from '../i18n/messages';
import { Dec } from '../money/decimal';

/** Prices stay below 10^12 (docs/decisions.md#numbers: a sane bound), like spot. */
const MAX_INTEGER_DIGITS = 12;

/** A whole number given as a JS integer or a digit string; undefined when it is anything else. */
export function wholeNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

/** A value among `allowed` (numbers or their digit strings), or an invalidParam refusal. */
export function choice<T extends number>(params: Params, name: string, allowed: readonly T[]): T {
  const value = params[name];
  if (value === undefined || value === null || value === '') {
    throw new ApiError('missingParam', { name });
  }
  const parsed = wholeNumber(value);
  if (parsed === undefined || !allowed.includes(parsed as T)) {
    throw new ApiError('invalidParam', { name });
  }
  return parsed as T;
}

/**
 * A price: a number or string holding a plain decimal with at most `decimals` decimals, below
 * 10^12. Exponents, signs, NaN and hex are refused; zero only when `allowZero` (TP/SL "not set").
 * Absent or empty answers null.
 */
export function priceParam(
  value: unknown,
  decimals: number,
  key: MessageKey,
  allowZero: boolean,
): Dec | null {
  if (value === undefined || value === null) return null;
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new ApiError(key, { decimals });
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    throw new ApiError(key, { decimals });
  }
  if (text === '') return null;
  const units = parseUnits(text, decimals);
  if (typeof units !== 'bigint') throw new ApiError(key, { decimals });
  if (units === 0n && !allowZero) throw new ApiError(key, { decimals });
  if (units >= pow10(MAX_INTEGER_DIGITS + decimals)) throw new ApiError(key, { decimals });
  return new Dec(text);
}
