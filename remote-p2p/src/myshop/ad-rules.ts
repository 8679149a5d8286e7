import { compare, percentOf, roundUpTo, floorTo, toDecimal } from '@exchange/shared';
import {
  P2P_FIAT_DECIMALS,
  P2P_TERMS_MAX,
  type P2PAd,
  type P2PAdRequest,
  type P2PAdUpdate,
  type P2PAsset,
  type P2PConfig,
  type P2PSide,
} from '@exchange/shared/contract/p2p';
import type { PayMethodCode } from '@exchange/shared/contract/personal';

/** What the ad form holds: the typed text of every amount, exactly as typed. */
export type AdDraft = {
  side: P2PSide;
  /** The asset's code (`USDT`). */
  asset: string;
  fiat: string;
  price: string;
  total: string;
  minFiat: string;
  maxFiat: string;
  methods: PayMethodCode[];
  window: number;
  terms: string;
};

/** Error keys of the ad form, under `adForm.errors.` in the `p2p-shop` texts. */
export type AdErrorKey =
  | 'side'
  | 'asset'
  | 'fiat'
  | 'window'
  | 'price'
  | 'total'
  | 'totalLower'
  | 'minFiat'
  | 'maxFiat'
  | 'maxBelowMin'
  | 'minBelowSmallest'
  | 'methods'
  | 'priceBand'
  | 'terms';

/** The allowed price range around the reference price, both ends allowed. */
export type PriceBand = { reference: string; low: string; high: string };

const PLAIN_AMOUNT = /^\d+(?:\.(\d+))?$/;

/** A typed amount above zero with at most `places` decimals (counted as typed, zeros too). */
export const isAmount = (text: string, places: number): boolean => {
  const match = PLAIN_AMOUNT.exec(text);
  if (!match) return false;
  if ((match[1]?.length ?? 0) > places) return false;
  return compare(text, '0') > 0;
};

export const assetOf = (config: P2PConfig, code: string): P2PAsset | undefined =>
  config.assets.find((asset) => asset.code === code);

/** Reference price ± the guard percent (docs/p2p.md#settings-settings-table-operator-editable); null without a reference price. */
export const priceBandOf = (config: P2PConfig, asset: string, fiat: string): PriceBand | null => {
  const reference = config.reference_prices[asset]?.[fiat];
  if (!reference || !toDecimal(reference) || compare(reference, '0') <= 0) return null;
  const percent = config.price_guard_percent;
  return {
    reference,
    low: percentOf(reference, 100 - percent),
    high: percentOf(reference, 100 + percent),
  };
};

/** The band as prices one may type: the low end rounded up, the high end down, 2 decimals. */
export const typableBand = (band: PriceBand): { low: string; high: string } => ({
  low: roundUpTo(band.low, P2P_FIAT_DECIMALS),
  high: floorTo(band.high, P2P_FIAT_DECIMALS),
});

export const smallestOrderOf = (config: P2PConfig, asset: string, fiat: string): string | null =>
  config.min_order_fiat[asset]?.[fiat] ?? null;

/**
 * The first problem of an ad draft, in the server's order (docs/product.md#merchant-store-myshop): side,
 * asset, fiat, window; price; total; the limits' format; max ≥ min; min ≥ the smallest order;
 * methods; price within the band; terms length. `editing` is the ad being edited: its total may
 * only go up.
 */
export const validateAd = (
  draft: AdDraft,
  config: P2PConfig,
  editing: P2PAd | null,
): AdErrorKey | null => {
  if (draft.side !== 'buy' && draft.side !== 'sell') return 'side';
  const asset = assetOf(config, draft.asset);
  if (!asset) return 'asset';
  if (!config.fiats.includes(draft.fiat)) return 'fiat';
  if (!config.pay_windows.includes(draft.window)) return 'window';
  if (!isAmount(draft.price, P2P_FIAT_DECIMALS)) return 'price';
  if (!isAmount(draft.total, asset.decimals)) return 'total';
  if (editing && compare(draft.total, editing.total) < 0) return 'totalLower';
  if (!isAmount(draft.minFiat, P2P_FIAT_DECIMALS)) return 'minFiat';
  if (!isAmount(draft.maxFiat, P2P_FIAT_DECIMALS)) return 'maxFiat';
  if (compare(draft.maxFiat, draft.minFiat) < 0) return 'maxBelowMin';
  const smallest = smallestOrderOf(config, draft.asset, draft.fiat);
  if (smallest && compare(draft.minFiat, smallest) < 0) return 'minBelowSmallest';
  if (draft.methods.length === 0) return 'methods';
  const band = priceBandOf(config, draft.asset, draft.fiat);
  if (band && (compare(draft.price, band.low) < 0 || compare(draft.price, band.high) > 0))
    return 'priceBand';
  if (draft.terms.length > P2P_TERMS_MAX) return 'terms';
  return null;
};

/** The create request: the amounts exactly as typed. */
export const adRequestOf = (draft: AdDraft, config: P2PConfig): P2PAdRequest => ({
  side: draft.side,
  currency_id: assetOf(config, draft.asset)?.currency_id ?? 0,
  fiat: draft.fiat,
  price: draft.price,
  total: draft.total,
  min_fiat: draft.minFiat,
  max_fiat: draft.maxFiat,
  pay_methods: draft.methods,
  pay_window: draft.window,
  terms: draft.terms,
});

/** The edit request: the editable fields; `total` only when it went up (it may only grow). */
export const adUpdateOf = (draft: AdDraft, ad: P2PAd): P2PAdUpdate => ({
  id: ad.id,
  price: draft.price,
  ...(compare(draft.total, ad.total) > 0 ? { total: draft.total } : {}),
  min_fiat: draft.minFiat,
  max_fiat: draft.maxFiat,
  pay_methods: draft.methods,
  terms: draft.terms,
});

/** A new ad's draft: the first asset and fiat, a 15-minute window when offered. */
export const emptyDraft = (config: P2PConfig): AdDraft => ({
  side: 'sell',
  asset: config.assets[0]?.code ?? '',
  fiat: config.fiats[0] ?? '',
  price: '',
  total: '',
  minFiat: '',
  maxFiat: '',
  methods: [],
  window: config.pay_windows.includes(15) ? 15 : (config.pay_windows[0] ?? 15),
  terms: '',
});

/** An ad's draft for editing: what it holds now. */
export const draftOfAd = (ad: P2PAd): AdDraft => ({
  side: ad.side,
  asset: ad.currency_code,
  fiat: ad.fiat,
  price: ad.price,
  total: ad.total,
  minFiat: ad.min_fiat,
  maxFiat: ad.max_fiat,
  methods: [...ad.pay_methods],
  window: ad.pay_window,
  terms: ad.terms,
});
