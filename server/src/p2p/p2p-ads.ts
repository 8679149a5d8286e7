import type { P2PAdStatus, P2PSide } from '@exchange/shared/contract/p2p';
import type { PayMethodCode } from '@exchange/shared/contract/personal';
import { ApiError } from '../http/api-error';
import type { Params } from '../http/params';
import { Dec } from '../money/decimal';
import { PAY_METHOD_CODES } from '../personal/constants';
import { P2P_AD_STATUS, P2P_FIAT_DECIMALS, P2P_PAY_WINDOWS, P2P_TERMS_MAX } from './p2p-constants';
import { assetsOf, type P2PDeps } from './p2p-deps';
import { P2P_REASON } from './p2p-money';
import {
  centsOf,
  fiatText,
  minOrderFiat,
  positiveDecimal,
  priceBand,
  referencePrice,
  stateAfter,
} from './p2p-rules';
import type { AdRow } from './p2p-store';

/** A checked ad: what create and update write. */
type CheckedAd = {
  side: P2PSide;
  currencyId: number;
  decimals: number;
  fiat: string;
  price: Dec;
  total: Dec;
  minFiat: Dec;
  maxFiat: Dec;
  payMethods: PayMethodCode[];
  payWindow: number;
  terms: string;
};

const asInt = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value.trim())) return Number(value);
  return undefined;
};

/** Merchants' ads: validation in the documented order, the lock of sell ads, the states. */
export class P2PAdService {
  constructor(private readonly deps: P2PDeps) {}

  /** Refuses a caller who is not an approved merchant. */
  assertMerchant(userId: number): void {
    if (this.deps.people.person(userId)?.is_seller !== 1) throw new ApiError('p2pNotMerchant');
  }

  /**
   * The ad rules in their order (docs/product.md#p2p-market): side, asset, fiat, window;
   * price; total; limits; max ≥ min; min ≥ the smallest order; methods; price guard; terms.
   * The balance of a sell ad is checked by the caller inside its transaction.
   */
  private check(merchantId: number, params: Params): CheckedAd {
    const { deps } = this;
    const settings = deps.settings();
    const side = params.side;
    if (side !== 'buy' && side !== 'sell') throw new ApiError('p2pSideInvalid');
    const currencyId = asInt(params.currency_id);
    const asset = assetsOf(deps).find((row) => row.currency_id === currencyId);
    if (!asset) throw new ApiError('p2pAssetUnsupported');
    const fiat = typeof params.fiat === 'string' ? params.fiat.trim().toUpperCase() : '';
    if (!settings.fiats.includes(fiat)) throw new ApiError('p2pFiatUnsupported');
    const payWindow = asInt(params.pay_window);
    if (payWindow === undefined || !(P2P_PAY_WINDOWS as readonly number[]).includes(payWindow)) {
      throw new ApiError('p2pPayWindowInvalid');
    }
    const price = positiveDecimal(params.price, P2P_FIAT_DECIMALS, 'p2pPriceInvalid');
    const total = positiveDecimal(params.total, asset.decimals, 'p2pTotalInvalid');
    const minFiat = positiveDecimal(params.min_fiat, P2P_FIAT_DECIMALS, 'p2pLimitInvalid');
    const maxFiat = positiveDecimal(params.max_fiat, P2P_FIAT_DECIMALS, 'p2pLimitInvalid');
    if (maxFiat.lt(minFiat)) throw new ApiError('p2pMaxBelowMin');
    const floor = minOrderFiat(fiat, settings);
    if (minFiat.lt(floor)) throw new ApiError('p2pMinBelowFloor', { min: fiatText(floor), fiat });
    const payMethods = this.payMethods(merchantId, params.pay_methods);
    const reference = referencePrice(deps.usdPrice(asset.code), fiat, settings);
    if (reference === null) throw new ApiError('p2pNoReferencePrice');
    const band = priceBand(reference, settings);
    if (price.lt(band.low) || price.gt(band.high)) {
      throw new ApiError('p2pPriceOutOfRange', {
        low: fiatText(band.low),
        high: fiatText(band.high),
        fiat,
      });
    }
    const terms = params.terms === undefined || params.terms === null ? '' : params.terms;
    if (typeof terms !== 'string') throw new ApiError('invalidParam', { name: 'terms' });
    if (terms.length > P2P_TERMS_MAX) throw new ApiError('p2pTermsTooLong', { max: P2P_TERMS_MAX });
    return {
      side,
      currencyId: asset.currency_id,
      decimals: asset.decimals,
      fiat,
      price,
      total,
      minFiat,
      maxFiat,
      payMethods,
      payWindow,
      terms: terms.trim(),
    };
  }

  private payMethods(merchantId: number, value: unknown): PayMethodCode[] {
    if (!Array.isArray(value) || value.length === 0) throw new ApiError('p2pPayMethodsRequired');
    const own = this.deps.people.payMethodCodes(merchantId);
    const codes: PayMethodCode[] = [];
    for (const item of value) {
      const code = PAY_METHOD_CODES.find((candidate) => candidate === item);
      if (!code || !own.includes(code)) throw new ApiError('p2pPayMethodNotSaved');
      if (!codes.includes(code)) codes.push(code);
    }
    return codes;
  }

  /** Stores a new ad; a sell ad locks its total in the merchant's legal account. */
  create(merchantId: number, params: Params): AdRow {
    const { deps } = this;
    this.assertMerchant(merchantId);
    const ad = this.check(merchantId, params);
    const now = deps.now();
    return deps.db.transaction((): AdRow => {
      if (ad.side === 'sell' && deps.money.available(merchantId, ad.currencyId).lt(ad.total)) {
        throw new ApiError('p2pInsufficientTotal');
      }
      const status = stateAfter(P2P_AD_STATUS.open, ad.total, ad.price, ad.minFiat);
      const id = deps.store.insertAd({
        merchant_id: merchantId,
        side: ad.side,
        currency_id: ad.currencyId,
        fiat: ad.fiat,
        price: fiatText(ad.price),
        price_cents: centsOf(ad.price),
        total: ad.total.toFixed(),
        remaining: ad.total.toFixed(),
        min_fiat: fiatText(ad.minFiat),
        min_cents: centsOf(ad.minFiat),
        max_fiat: fiatText(ad.maxFiat),
        max_cents: centsOf(ad.maxFiat),
        pay_methods: JSON.stringify(ad.payMethods),
        pay_window: ad.payWindow,
        terms: ad.terms,
        status,
        now,
      });
      if (ad.side === 'sell') {
        deps.money.lock(merchantId, ad.currencyId, ad.total, P2P_REASON.adLock, { adId: id });
      }
      return deps.store.ad(id) as AdRow;
    })();
  }

  /** The merchant's own ad, or p2pAdNotFound. */
  own(merchantId: number, id: number): AdRow {
    const row = this.deps.store.ad(id);
    if (!row || row.merchant_id !== merchantId) throw new ApiError('p2pAdNotFound');
    return row;
  }

  /**
   * Price, limits, terms, methods and a larger total (docs/p2p.md#decisions, "Editing"); the
   * whole ad is re-checked with the same rules. A sell ad locks the extra at once.
   */
  update(merchantId: number, params: Params): AdRow {
    const { deps } = this;
    this.assertMerchant(merchantId);
    const id = asInt(params.id);
    if (id === undefined) throw new ApiError('missingParam', { name: 'id' });
    const current = this.own(merchantId, id);
    if (current.status === P2P_AD_STATUS.offShelf) throw new ApiError('p2pAdStateInvalid');
    const given = (name: string, fallback: unknown): unknown =>
      params[name] === undefined || params[name] === null ? fallback : params[name];
    const ad = this.check(merchantId, {
      side: current.side,
      currency_id: current.currency_id,
      fiat: current.fiat,
      pay_window: current.pay_window,
      price: given('price', current.price),
      total: given('total', new Dec(current.total).toFixed()),
      min_fiat: given('min_fiat', current.min_fiat),
      max_fiat: given('max_fiat', current.max_fiat),
      pay_methods: given('pay_methods', JSON.parse(current.pay_methods)),
      terms: given('terms', current.terms),
    });
    if (ad.total.lt(current.total)) throw new ApiError('p2pTotalCannotShrink');
    const now = deps.now();
    return deps.db.transaction((): AdRow => {
      const fresh = deps.store.ad(id) as AdRow;
      if (fresh.status === P2P_AD_STATUS.offShelf) throw new ApiError('p2pAdStateInvalid');
      const extra = ad.total.minus(fresh.total);
      if (extra.lt(0)) throw new ApiError('p2pTotalCannotShrink');
      if (ad.side === 'sell' && deps.money.available(merchantId, ad.currencyId).lt(extra)) {
        throw new ApiError('p2pInsufficientTotal');
      }
      const remaining = new Dec(fresh.remaining).plus(extra);
      deps.store.updateAd(
        id,
        {
          price: fiatText(ad.price),
          price_cents: centsOf(ad.price),
          total: ad.total.toFixed(),
          remaining: remaining.toFixed(),
          min_fiat: fiatText(ad.minFiat),
          min_cents: centsOf(ad.minFiat),
          max_fiat: fiatText(ad.maxFiat),
          max_cents: centsOf(ad.maxFiat),
          pay_methods: JSON.stringify(ad.payMethods),
          terms: ad.terms,
          status: stateAfter(fresh.status, remaining, ad.price, ad.minFiat),
        },
        now,
      );
      if (ad.side === 'sell' && extra.gt(0)) {
        deps.money.lock(merchantId, ad.currencyId, extra, P2P_REASON.adLock, { adId: id });
      }
      return deps.store.ad(id) as AdRow;
    })();
  }

  /** Pause an open (or insufficient) ad, open a paused one, take any off shelf (final). */
  setStatus(merchantId: number, id: number, action: unknown): AdRow {
    const { deps } = this;
    this.assertMerchant(merchantId);
    if (action !== 'pause' && action !== 'open' && action !== 'off') {
      throw new ApiError('invalidParam', { name: 'action' });
    }
    this.own(merchantId, id);
    const now = deps.now();
    return deps.db.transaction((): AdRow => {
      const row = deps.store.ad(id) as AdRow;
      const listedOrShort =
        row.status === P2P_AD_STATUS.open || row.status === P2P_AD_STATUS.insufficient;
      let status: P2PAdStatus;
      if (action === 'pause' && listedOrShort) status = P2P_AD_STATUS.paused;
      else if (action === 'open' && row.status === P2P_AD_STATUS.paused) {
        status = stateAfter(
          P2P_AD_STATUS.open,
          new Dec(row.remaining),
          new Dec(row.price),
          new Dec(row.min_fiat),
        );
      } else if (action === 'off' && row.status !== P2P_AD_STATUS.offShelf) {
        status = P2P_AD_STATUS.offShelf;
      } else throw new ApiError('p2pAdStateInvalid');
      if (status === P2P_AD_STATUS.offShelf) {
        const remaining = new Dec(row.remaining);
        // The unused lock of a sell ad returns; running orders keep theirs until they end.
        if (row.side === 'sell' && remaining.gt(0)) {
          deps.money.unlock(merchantId, row.currency_id, remaining, P2P_REASON.adUnlock, {
            adId: id,
          });
        }
        deps.store.updateAd(id, { status, remaining: '0' }, now);
      } else deps.store.updateAd(id, { status }, now);
      return deps.store.ad(id) as AdRow;
    })();
  }
}
