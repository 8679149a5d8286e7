import {
  acceptsDecimalInput,
  compare,
  isDecimalString,
  PAY_IN_FIAT_DECIMALS,
} from '@exchange/shared';

const units = (text: string): { value: bigint; scale: number } => {
  const [whole, fraction = ''] = text.split('.');
  return { value: BigInt(whole + fraction), scale: fraction.length };
};

const withPoint = (value: bigint, places: number): string => {
  if (places === 0) return value.toString();
  const digits = value.toString().padStart(places + 1, '0');
  const text = `${digits.slice(0, -places)}.${digits.slice(-places)}`.replace(/\.?0+$/, '');
  return text === '' ? '0' : text;
};

/**
 * USDT for `amount` fiat at `rate` fiat per USDT, rounded DOWN to `places`: exact integer
 * arithmetic, the server's rule (docs/pay-in.md#rate). Null when either is not a plain decimal.
 */
export const usdtFor = (amount: string, rate: string, places: number): string | null => {
  const a = amount.trim();
  if (!isDecimalString(a) || !isDecimalString(rate) || a.startsWith('-')) return null;
  if (compare(rate, '0') <= 0) return null;
  const fiat = units(a);
  const per = units(rate);
  const quotient =
    (fiat.value * 10n ** BigInt(per.scale + places)) / (per.value * 10n ** BigInt(fiat.scale));
  return withPoint(quotient, places);
};

export type TopUpErrorKey = 'topUp.errors.amount' | 'topUp.errors.range';

/** The form's own checks, in the server's order for what the form decides (docs/pay-in.md#validation). */
export const validateTopUp = (
  amount: string,
  limit: { min: string; max: string } | undefined,
): TopUpErrorKey | null => {
  const text = amount.trim();
  if (
    !isDecimalString(text) ||
    !acceptsDecimalInput(text, PAY_IN_FIAT_DECIMALS) ||
    compare(text, '0') <= 0
  ) {
    return 'topUp.errors.amount';
  }
  if (limit && (compare(text, limit.min) < 0 || compare(text, limit.max) > 0)) {
    return 'topUp.errors.range';
  }
  return null;
};
