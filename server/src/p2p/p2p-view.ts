import type {
  P2PAd,
  P2PMarketAd,
  P2PMerchantSummary,
  P2PMessage,
  P2POrder,
  P2POrderDetail,
  P2PPayDetails,
  P2PRole,
  P2PStats,
} from '@exchange/shared/contract/p2p';
import type { PayMethodCode } from '@exchange/shared/contract/personal';
import { sqlTimestamp } from '../db/sql-time';
import { Dec } from '../money/decimal';
import { P2P_ORDER_STATUS, STATS_WINDOW_MS } from './p2p-constants';
import { currencyOf, type P2PDeps } from './p2p-deps';
import type { AdRow, MessageRow, OrderRow } from './p2p-store';

const sum = (values: string[]): string =>
  values.reduce((total, value) => total.plus(value), new Dec(0)).toFixed();

/** 30-day stats from the orders (docs/p2p.md#decisions, "Stats"). */
export function statsOf(deps: P2PDeps, userId: number): P2PStats {
  const found = deps.store.stats(userId, deps.now() - STATS_WINDOW_MS);
  const decided = found.completed + found.cancelled;
  return {
    completed_30d: found.completed,
    completion_rate:
      decided === 0
        ? ''
        : new Dec(found.completed).times(100).div(decided).toFixed(2, Dec.ROUND_HALF_UP),
    avg_release_seconds: found.avgReleaseMs === null ? null : Math.round(found.avgReleaseMs / 1000),
  };
}

export function merchantSummary(deps: P2PDeps, userId: number): P2PMerchantSummary {
  return { uid: deps.people.uid(userId), name: deps.people.name(userId), ...statsOf(deps, userId) };
}

function adBase(deps: P2PDeps, row: AdRow): Omit<P2PMarketAd, 'merchant'> {
  const asset = currencyOf(deps.db, row.currency_id);
  return {
    id: row.id,
    side: row.side,
    currency_id: row.currency_id,
    currency_code: asset.code,
    decimals: asset.decimals,
    fiat: row.fiat,
    price: row.price,
    available: new Dec(row.remaining).toFixed(),
    min_fiat: row.min_fiat,
    max_fiat: row.max_fiat,
    pay_methods: JSON.parse(row.pay_methods) as PayMethodCode[],
    pay_window: row.pay_window,
    terms: row.terms,
    status: row.status,
  };
}

export function toMarketAd(
  deps: P2PDeps,
  row: AdRow,
  merchant: P2PMerchantSummary = merchantSummary(deps, row.merchant_id),
): P2PMarketAd {
  return { ...adBase(deps, row), merchant };
}

export function toShopAd(deps: P2PDeps, row: AdRow): P2PAd {
  const volumes = deps.store.adVolumes(row.id);
  return {
    ...adBase(deps, row),
    total: new Dec(row.total).toFixed(),
    in_orders: sum(volumes.inOrders),
    done: sum(volumes.done),
    created_at: sqlTimestamp(new Date(row.created_ms)),
    updated_at: sqlTimestamp(new Date(row.updated_ms)),
  };
}

/** What `userId` is in the order (agents act for the merchant's side), or null: no access. */
export function roleOf(deps: P2PDeps, row: OrderRow, userId: number): P2PRole | null {
  if (row.buyer_id === userId) return 'buyer';
  if (row.seller_id === userId) return 'seller';
  return deps.store.isAgent(row.merchant_id, userId) ? 'agent' : null;
}

/** The side an agent acts for: the merchant's. */
export function sideOf(row: OrderRow, role: P2PRole): 'buyer' | 'seller' {
  if (role !== 'agent') return role;
  return row.buyer_id === row.merchant_id ? 'buyer' : 'seller';
}

function deadlineOf(row: OrderRow): number | null {
  if (row.status === P2P_ORDER_STATUS.unpaid) return row.pay_deadline_ms;
  if (row.status === P2P_ORDER_STATUS.paid || row.status === P2P_ORDER_STATUS.delayed) {
    return row.confirm_deadline_ms;
  }
  return null;
}

export function toOrder(deps: P2PDeps, row: OrderRow, role: P2PRole): P2POrder {
  const asset = currencyOf(deps.db, row.currency_id);
  const party = (id: number) => ({ uid: deps.people.uid(id), name: deps.people.name(id) });
  return {
    id: row.id,
    ad_id: row.ad_id,
    status: row.status,
    currency_id: row.currency_id,
    currency_code: asset.code,
    decimals: asset.decimals,
    fiat: row.fiat,
    price: row.price,
    quantity: new Dec(row.quantity).toFixed(),
    fiat_amount: row.fiat_amount,
    buyer: party(row.buyer_id),
    seller: party(row.seller_id),
    merchant_uid: deps.people.uid(row.merchant_id),
    role,
    deadline_at: deadlineOf(row),
    delayed: row.delayed === 1,
    cancel_reason: row.cancel_reason,
    appeal:
      row.appeal_by === null
        ? null
        : {
            by: row.appeal_by,
            reason: row.appeal_reason ?? '',
            image: row.appeal_image,
            at: row.appeal_ms ?? 0,
          },
    created_at: row.created_ms,
    paid_at: row.paid_ms,
    finished_at: row.finished_ms,
  };
}

export function toOrderDetail(deps: P2PDeps, row: OrderRow, role: P2PRole): P2POrderDetail {
  const cancelled = row.status === P2P_ORDER_STATUS.cancelled;
  return {
    ...toOrder(deps, row, role),
    // Once cancelled nobody needs where to pay any more (docs/product.md#p2p-market).
    pay_details: cancelled ? null : (JSON.parse(row.pay_details) as P2PPayDetails[]),
    voucher: row.voucher,
    terms: row.terms,
    pay_window: row.pay_window,
    server_time: deps.now(),
  };
}

export function toMessage(deps: P2PDeps, row: MessageRow): P2PMessage {
  return {
    id: row.id,
    order_id: row.order_id,
    uid: row.user_id === null ? '' : deps.people.uid(row.user_id),
    name: row.user_id === null ? '' : deps.people.name(row.user_id),
    text: row.text,
    created_at: row.created_ms,
  };
}
