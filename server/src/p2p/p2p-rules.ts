import type { P2PAdStatus } from '@exchange/shared/contract/p2p';
import { ApiError } from '../http/api-error';
import type { MessageKey } from '../i18n/messages';
import { Dec } from '../money/decimal';
import { P2P_AD_STATUS, P2P_FIAT_DECIMALS } from './p2p-constants';
import type { P2PSettings } from './p2p-settings';

/** Integer digits a P2P amount may have (keeps the cents columns exact integers). */
const MAX_INTEGER_DIGITS = 12;
const SHAPE = /^\d+(\.\d+)?$/;

/**
 * A positive decimal with at most `decimals` decimals, or the refusal `key`. Strings and
 * finite numbers are read as their text; no sign, no exponent.
 */
export function positiveDecimal(value: unknown, decimals: number, key: MessageKey): Dec {
  let text: string;
  // Not trimmed: a number with surrounding spaces is refused like any other malformed one.
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  else throw new ApiError(key);
  if (!SHAPE.test(text)) throw new ApiError(key);
  const [whole = '', fraction = ''] = text.split('.');
  if (fraction.length > decimals) throw new ApiError(key);
  if (whole.replace(/^0+/, '').length > MAX_INTEGER_DIGITS) throw new ApiError(key);
  const parsed = new Dec(text);
  if (!parsed.gt(0)) throw new ApiError(key);
  return parsed;
}

/** A fiat amount (2 decimals) as integer cents, for the SQL columns that sort and filter. */
export function centsOf(amount: Dec): number {
  return amount.times(100).toNumber();
}

export function fiatText(amount: Dec): string {
  return amount.toFixed(P2P_FIAT_DECIMALS, Dec.ROUND_HALF_UP);
}

/** quantity = fiat ÷ price, floored to the asset's decimals (docs/p2p.md#decisions). */
export function quantityOfFiat(fiat: Dec, price: Dec, decimals: number): Dec {
  return fiat.div(price).toDecimalPlaces(decimals, Dec.ROUND_DOWN);
}

/** fiat_amount = quantity × price, half-up to 2 decimals: what the buyer pays. */
export function fiatOfQuantity(quantity: Dec, price: Dec): Dec {
  return quantity.times(price).toDecimalPlaces(P2P_FIAT_DECIMALS, Dec.ROUND_HALF_UP);
}

/**
 * The reference price of an asset in a fiat: its USD price (USDT = 1) times the fiat's rate,
 * 2 decimals; null when either is unknown.
 */
export function referencePrice(usdPrice: Dec, fiat: string, settings: P2PSettings): Dec | null {
  const rate = settings.fiatRates.get(fiat);
  if (!rate || !usdPrice.gt(0)) return null;
  return usdPrice.times(rate).toDecimalPlaces(P2P_FIAT_DECIMALS, Dec.ROUND_HALF_UP);
}

/** The smallest per-order minimum in a fiat: the USD setting times the fiat's rate. */
export function minOrderFiat(fiat: string, settings: P2PSettings): Dec {
  const rate = settings.fiatRates.get(fiat) ?? new Dec(0);
  return settings.minOrderUsd.times(rate).toDecimalPlaces(P2P_FIAT_DECIMALS, Dec.ROUND_UP);
}

/** The band ±guard % around the reference, 2 decimals (low rounded up, high down). */
export function priceBand(reference: Dec, settings: P2PSettings): { low: Dec; high: Dec } {
  const share = settings.priceGuardPercent.div(100);
  return {
    low: reference.times(new Dec(1).minus(share)).toDecimalPlaces(2, Dec.ROUND_UP),
    high: reference.times(new Dec(1).plus(share)).toDecimalPlaces(2, Dec.ROUND_DOWN),
  };
}

/**
 * The state an open or insufficient ad follows from what remains: below the per-order minimum
 * it is insufficient, otherwise open. Paused and off-shelf ads keep their state.
 */
export function stateAfter(
  status: P2PAdStatus,
  remaining: Dec,
  price: Dec,
  minFiat: Dec,
): P2PAdStatus {
  if (status !== P2P_AD_STATUS.open && status !== P2P_AD_STATUS.insufficient) return status;
  return remaining.times(price).lt(minFiat) ? P2P_AD_STATUS.insufficient : P2P_AD_STATUS.open;
}

/** Start of the next UTC day after `now` (epoch ms). */
export function nextUtcMidnight(now: number): number {
  const day = new Date(now);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1);
}

export function utcDayStart(now: number): number {
  const day = new Date(now);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
}
