import { ApiError } from '../http/api-error';
import type { MessageKey } from '../i18n/messages';
import { formatUnits } from '../engine';
import { Dec } from '../money/decimal';
import { parseAmount } from '../spot/spot-service';

/**
 * A request amount at the currency's decimals (docs/decisions.md#numbers, the same parser as spot
 * orders): a plain positive decimal string or number below 10^12. Absent answers `missing`.
 */
export function parseMoney(value: unknown, decimals: number, missing: MessageKey): Dec {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    throw new ApiError(missing);
  }
  const units = parseAmount(value, decimals, {
    name: 'amount',
    invalid: 'assetAmountInvalid',
    notPositive: 'assetAmountNotPositive',
    decimals: 'assetAmountDecimals',
    tooLarge: 'assetAmountTooLarge',
  });
  return new Dec(formatUnits(units, decimals));
}

/** A stored decimal as plain text without trailing zeros ("10.50000000" → "10.5"). */
export function plain(value: Dec | string): string {
  return new Dec(value).toFixed();
}
