import type { P2PConfig, P2PMarketAd, P2PSide } from '@exchange/shared/contract/p2p';
import type { Paged } from '@exchange/shared/contract';
import { paged } from '../assets/caller';
import { ApiError } from '../http/api-error';
import { intParam, optionalString, type Params } from '../http/params';
import { Dec } from '../money/decimal';
import { PAY_METHOD_CODES } from '../personal/constants';
import { P2P_FIAT_DECIMALS, P2P_PAGE_SIZE, P2P_PAY_WINDOWS } from './p2p-constants';
import { assetsOf, type P2PDeps } from './p2p-deps';
import { centsOf, fiatText, minOrderFiat, positiveDecimal, referencePrice } from './p2p-rules';
import { merchantSummary, toMarketAd } from './p2p-view';

/** The public side of the market: its configuration and the listed ads. */
export function p2pConfig(deps: P2PDeps): P2PConfig {
  const settings = deps.settings();
  const assets = assetsOf(deps);
  const perAsset = (value: (code: string, fiat: string) => string) =>
    Object.fromEntries(
      assets.map((asset) => [
        asset.code,
        Object.fromEntries(settings.fiats.map((fiat) => [fiat, value(asset.code, fiat)])),
      ]),
    );
  return {
    assets,
    fiats: settings.fiats,
    pay_windows: [...P2P_PAY_WINDOWS],
    confirm_minutes: settings.confirmMinutes,
    delay_minutes: settings.delayMinutes,
    price_guard_percent: settings.priceGuardPercent.toNumber(),
    cancel_limit: settings.cancelLimit,
    reference_prices: perAsset((code, fiat) => {
      const price = referencePrice(deps.usdPrice(code), fiat, settings);
      return price === null ? '' : fiatText(price);
    }),
    min_order_fiat: perAsset((_code, fiat) => fiatText(minOrderFiat(fiat, settings))),
  };
}

/**
 * `p2p/ads`: `side` is the taker's; buying lists sell ads cheapest first, selling lists buy
 * ads dearest first; ties by the merchant's completion rate, then the oldest ad.
 */
export function marketAds(deps: P2PDeps, params: Params): Paged<P2PMarketAd> {
  const side = params.side;
  if (side !== 'buy' && side !== 'sell') throw new ApiError('invalidParam', { name: 'side' });
  const currencyId = intParam(params, 'currency_id', { min: 1 });
  const fiat = optionalString(params, 'fiat')?.toUpperCase();
  const payMethod = optionalString(params, 'pay_method');
  if (payMethod !== undefined && !(PAY_METHOD_CODES as readonly string[]).includes(payMethod)) {
    throw new ApiError('invalidParam', { name: 'pay_method' });
  }
  const amountText = optionalString(params, 'amount');
  const amount =
    amountText === undefined
      ? undefined
      : positiveDecimal(amountText, P2P_FIAT_DECIMALS, 'p2pAmountInvalid');
  const page = intParam(params, 'page', { fallback: 1, min: 1 });
  const adSide: P2PSide = side === 'buy' ? 'sell' : 'buy';
  const rows = deps.store.marketAds({
    side: adSide,
    currencyId,
    fiat,
    payMethod,
    amountCents: amount === undefined ? undefined : centsOf(amount),
  });
  const summaries = new Map<number, ReturnType<typeof merchantSummary>>();
  const summary = (id: number) => {
    let found = summaries.get(id);
    if (!found) {
      found = merchantSummary(deps, id);
      summaries.set(id, found);
    }
    return found;
  };
  const rate = (id: number): Dec => new Dec(summary(id).completion_rate || '0');
  const sorted = [...rows].sort((a, b) => {
    const byPrice = side === 'buy' ? a.price_cents - b.price_cents : b.price_cents - a.price_cents;
    if (byPrice !== 0) return byPrice;
    const byRate = rate(b.merchant_id).comparedTo(rate(a.merchant_id));
    return byRate !== 0 ? byRate : a.id - b.id;
  });
  const slice = sorted.slice((page - 1) * P2P_PAGE_SIZE, page * P2P_PAGE_SIZE);
  return paged(
    rows.length,
    P2P_PAGE_SIZE,
    page,
    slice.map((row) => toMarketAd(deps, row, summary(row.merchant_id))),
  );
}
