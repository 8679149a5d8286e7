import type { P2PCancelReason, P2PPayDetails, P2PRole } from '@exchange/shared/contract/p2p';
import { ApiError } from '../http/api-error';
import { intParam, type Params } from '../http/params';
import { Dec } from '../money/decimal';
import {
  MINUTE_MS,
  P2P_AD_STATUS,
  P2P_APPEAL_REASON_MAX,
  P2P_FIAT_DECIMALS,
  P2P_MESSAGE_MAX,
  P2P_ORDER_STATUS as S,
} from './p2p-constants';
import { currencyOf, type P2PDeps } from './p2p-deps';
import { P2P_REASON } from './p2p-money';
import {
  fiatOfQuantity,
  fiatText,
  nextUtcMidnight,
  positiveDecimal,
  quantityOfFiat,
  stateAfter,
  utcDayStart,
} from './p2p-rules';
import type { AdRow, MessageRow, OrderRow } from './p2p-store';
import { roleOf, sideOf } from './p2p-view';

/** Hooks of the order service: live pushes and the trade password check. */
export type P2POrderHooks = {
  /** After a committed state change (pushes to buyer, seller, agents). */
  changed: (row: OrderRow) => void;
  /** After a stored message. */
  messaged: (order: OrderRow, message: MessageRow) => void;
  /** A new deadline exists (the scheduler re-arms). */
  scheduled: () => void;
  /**
   * Throws an ApiError unless `password` is the user's trade password (through the one secret
   * limiter, so a guessed password backs off like everywhere else).
   */
  checkPayPassword: (userId: number, password: unknown, ip: string) => Promise<void>;
  /** True when `url` is one of the user's own uploads. */
  ownsUpload: (userId: number, url: string) => boolean;
};

/** The moment an order's buyer may buy again, or null: the daily cancellation limit. */
export function buyBlockedUntil(deps: P2PDeps, userId: number): number | null {
  const now = deps.now();
  const limit = deps.settings().cancelLimit;
  if (limit <= 0) return null;
  return deps.store.buyerCancels(userId, utcDayStart(now)) >= limit ? nextUtcMidnight(now) : null;
}

const utcText = (ms: number): string =>
  `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Orders: taking an ad with its escrow, the buyer's and seller's steps, the timers' outcome
 * and the operator's resolution (docs/p2p.md#decisions). Every refusal throws before writing
 * or inside the transaction, so a refused call changes nothing.
 */
export class P2POrderService {
  constructor(
    private readonly deps: P2PDeps,
    private readonly hooks: P2POrderHooks,
  ) {}

  /** The order if the user is buyer, seller or an agent of the merchant; else not found. */
  access(userId: number, id: number): { row: OrderRow; role: P2PRole } {
    const row = this.deps.store.order(id);
    const role = row ? roleOf(this.deps, row, userId) : null;
    if (!row || role === null) throw new ApiError('p2pOrderNotFound');
    return { row, role };
  }

  async take(userId: number, params: Params, ip: string): Promise<OrderRow> {
    const { deps } = this;
    if (!deps.people.isVerified(userId)) throw new ApiError('p2pNotVerified');
    const adId = intParam(params, 'ad_id', { min: 1 });
    const ad = deps.store.ad(adId);
    if (!ad) throw new ApiError('p2pAdNotFound');
    if (ad.status !== P2P_AD_STATUS.open) throw new ApiError('p2pAdNotOpen');
    if (ad.merchant_id === userId) throw new ApiError('p2pOwnAd');
    // Checked now so a bad amount is refused before the trade password is tried.
    this.amounts(ad, params);
    const takerBuys = ad.side === 'sell';
    if (takerBuys) {
      const until = buyBlockedUntil(deps, userId);
      if (until !== null) throw new ApiError('p2pBuyBlocked', { until: utcText(until) });
    }
    const accepted = JSON.parse(ad.pay_methods) as string[];
    const sellerId = takerBuys ? ad.merchant_id : userId;
    const details: P2PPayDetails[] = deps.people
      .payMethods(sellerId)
      .filter((method) => accepted.includes(method.code));
    if (!takerBuys) {
      if (details.length === 0) throw new ApiError('p2pNoAcceptedPayMethod');
      await this.hooks.checkPayPassword(userId, params.pay_password, ip);
    }
    const now = deps.now();
    // One synchronous transaction: the re-check and the decrement cannot interleave with
    // another taker, so the ad is never oversold.
    const row = deps.db.transaction((): OrderRow => {
      const fresh = deps.store.ad(adId) as AdRow;
      if (fresh.status !== P2P_AD_STATUS.open) throw new ApiError('p2pAdNotOpen');
      // Again on the ad as it is now: an edit of its price or limits may have landed while
      // the trade password was checked (an await).
      const { quantity, fiat } = this.amounts(fresh, params);
      const remaining = new Dec(fresh.remaining);
      if (quantity.gt(remaining)) throw new ApiError('p2pExceedsAvailable');
      if (!takerBuys && deps.money.available(userId, fresh.currency_id).lt(quantity)) {
        throw new ApiError('insufficientBalance');
      }
      const left = remaining.minus(quantity);
      deps.store.updateAd(
        adId,
        {
          remaining: left.toFixed(),
          status: stateAfter(fresh.status, left, new Dec(fresh.price), new Dec(fresh.min_fiat)),
        },
        now,
      );
      const id = deps.store.insertOrder({
        ad_id: adId,
        merchant_id: fresh.merchant_id,
        taker_id: userId,
        buyer_id: takerBuys ? userId : fresh.merchant_id,
        seller_id: sellerId,
        currency_id: fresh.currency_id,
        fiat: fresh.fiat,
        price: fresh.price,
        quantity: quantity.toFixed(),
        fiat_amount: fiatText(fiat),
        pay_window: fresh.pay_window,
        terms: fresh.terms,
        pay_details: JSON.stringify(details),
        pay_deadline_ms: now + fresh.pay_window * MINUTE_MS,
        created_ms: now,
      });
      // A sell ad's lock is already the merchant's; a buy ad's taker locks theirs now.
      if (!takerBuys) {
        deps.money.lock(userId, fresh.currency_id, quantity, P2P_REASON.escrow, { orderId: id });
      }
      return deps.store.order(id) as OrderRow;
    })();
    this.hooks.scheduled();
    this.hooks.changed(row);
    return row;
  }

  /** Exactly one of fiat_amount or quantity; the other follows (docs/p2p.md#decisions). */
  private amounts(ad: AdRow, params: Params): { quantity: Dec; fiat: Dec } {
    const given = (name: string): boolean =>
      params[name] !== undefined && params[name] !== null && params[name] !== '';
    if (given('fiat_amount') === given('quantity')) throw new ApiError('p2pAmountOneOf');
    const price = new Dec(ad.price);
    const { decimals } = currencyOf(this.deps.db, ad.currency_id);
    const quantity = given('fiat_amount')
      ? quantityOfFiat(
          positiveDecimal(params.fiat_amount, P2P_FIAT_DECIMALS, 'p2pAmountInvalid'),
          price,
          decimals,
        )
      : positiveDecimal(params.quantity, decimals, 'p2pAmountInvalid');
    if (!quantity.gt(0)) throw new ApiError('p2pAmountInvalid');
    const fiat = fiatOfQuantity(quantity, price);
    if (fiat.lt(ad.min_fiat) || fiat.gt(ad.max_fiat)) {
      throw new ApiError('p2pAmountOutOfLimits', {
        min: ad.min_fiat,
        max: ad.max_fiat,
        fiat: ad.fiat,
      });
    }
    if (quantity.gt(ad.remaining)) throw new ApiError('p2pExceedsAvailable');
    return { quantity, fiat };
  }

  /** Runs `change` on a fresh copy of the order inside a transaction, then pushes. */
  private step(id: number, change: (row: OrderRow) => void): OrderRow {
    const row = this.deps.db.transaction((): OrderRow => {
      const fresh = this.deps.store.order(id) as OrderRow;
      change(fresh);
      return this.deps.store.order(id) as OrderRow;
    })();
    this.hooks.scheduled();
    this.hooks.changed(row);
    return row;
  }

  /** The buyer cancels an unpaid order. */
  cancel(userId: number, id: number): OrderRow {
    const { role } = this.access(userId, id);
    if (role !== 'buyer') throw new ApiError('p2pNotYourStep');
    return this.step(id, (row) => {
      if (row.status !== S.unpaid) throw new ApiError('p2pOrderStateInvalid');
      this.cancelInside(row, 'buyer');
    });
  }

  /** The buyer marks paid with one of their own uploads as the voucher. */
  paid(userId: number, id: number, voucher: unknown): OrderRow {
    const { role } = this.access(userId, id);
    if (role !== 'buyer') throw new ApiError('p2pNotYourStep');
    const url = typeof voucher === 'string' ? voucher.trim() : '';
    if (url === '') throw new ApiError('p2pVoucherRequired');
    if (!this.hooks.ownsUpload(userId, url)) throw new ApiError('imageNotYours');
    const now = this.deps.now();
    const confirm = this.deps.settings().confirmMinutes * MINUTE_MS;
    return this.step(id, (row) => {
      if (row.status !== S.unpaid) throw new ApiError('p2pOrderStateInvalid');
      this.deps.store.updateOrder(id, {
        status: S.paid,
        voucher: url,
        paid_ms: now,
        confirm_deadline_ms: now + confirm,
      });
    });
  }

  /** Who may act for the selling side: the seller, or an agent when the merchant sells. */
  private assertSellerSide(row: OrderRow, role: P2PRole): void {
    if (sideOf(row, role) !== 'seller') throw new ApiError('p2pNotYourStep');
  }

  /** The seller (or an agent) confirms receipt with their trade password: escrow to the buyer. */
  async release(userId: number, id: number, password: unknown, ip: string): Promise<OrderRow> {
    const { row, role } = this.access(userId, id);
    this.assertSellerSide(row, role);
    if (row.status !== S.paid && row.status !== S.delayed) {
      throw new ApiError('p2pOrderStateInvalid');
    }
    await this.hooks.checkPayPassword(userId, password, ip);
    return this.step(id, (fresh) => {
      if (fresh.status !== S.paid && fresh.status !== S.delayed) {
        throw new ApiError('p2pOrderStateInvalid');
      }
      this.completeInside(fresh);
    });
  }

  /** The seller side extends the confirmation window once. */
  delay(userId: number, id: number): OrderRow {
    const { row, role } = this.access(userId, id);
    this.assertSellerSide(row, role);
    const extra = this.deps.settings().delayMinutes * MINUTE_MS;
    return this.step(id, (fresh) => {
      if (fresh.delayed === 1 || fresh.status === S.delayed)
        throw new ApiError('p2pAlreadyDelayed');
      if (fresh.status !== S.paid) throw new ApiError('p2pOrderStateInvalid');
      this.deps.store.updateOrder(id, {
        status: S.delayed,
        delayed: 1,
        confirm_deadline_ms: (fresh.confirm_deadline_ms ?? this.deps.now()) + extra,
      });
    });
  }

  /** Either side (or an agent for the merchant's) appeals a paid or delayed order. */
  appeal(userId: number, id: number, reason: unknown, image: unknown): OrderRow {
    const { row, role } = this.access(userId, id);
    const text = typeof reason === 'string' ? reason.trim() : '';
    if (text === '') throw new ApiError('p2pAppealReasonRequired');
    if (text.length > P2P_APPEAL_REASON_MAX) {
      throw new ApiError('p2pAppealReasonTooLong', { max: P2P_APPEAL_REASON_MAX });
    }
    let picture: string | null = null;
    if (typeof image === 'string' && image.trim() !== '') {
      picture = image.trim();
      if (!this.hooks.ownsUpload(userId, picture)) throw new ApiError('imageNotYours');
    } else if (image !== undefined && image !== null && image !== '') {
      throw new ApiError('invalidParam', { name: 'image' });
    }
    const now = this.deps.now();
    return this.step(id, (fresh) => {
      if (fresh.status !== S.paid && fresh.status !== S.delayed) {
        throw new ApiError('p2pOrderStateInvalid');
      }
      // The clock stops: no deadline runs while the operator decides.
      this.deps.store.updateOrder(id, {
        status: S.appeal,
        appeal_by: sideOf(row, role),
        appeal_reason: text,
        appeal_image: picture,
        appeal_ms: now,
      });
    });
  }

  /** A party's (or agent's) message: trimmed, 1..300 characters. */
  message(userId: number, id: number, text: unknown): MessageRow {
    const { row } = this.access(userId, id);
    const body = typeof text === 'string' ? text.trim() : '';
    if (body === '') throw new ApiError('p2pMessageEmpty');
    if (body.length > P2P_MESSAGE_MAX) {
      throw new ApiError('p2pMessageTooLong', { max: P2P_MESSAGE_MAX });
    }
    const messageId = this.deps.store.insertMessage(id, userId, body, this.deps.now());
    const message = this.deps.store.message(messageId) as MessageRow;
    this.hooks.messaged(row, message);
    return message;
  }

  /** The operator: `release` completes, `refund` cancels, an order under appeal or abnormal. */
  resolve(id: number, outcome: 'release' | 'refund'): OrderRow {
    const found = this.deps.store.order(id);
    if (!found) throw new ApiError('p2pOrderNotFound');
    return this.step(id, (row) => {
      if (row.status !== S.appeal && row.status !== S.abnormal) {
        throw new ApiError('p2pOrderStateInvalid');
      }
      if (outcome === 'release') this.completeInside(row);
      else this.cancelInside(row, row.status === S.appeal ? 'appeal' : 'operator');
    });
  }

  /** The operator marks a running order abnormal: frozen until released or refunded. */
  markAbnormal(id: number): OrderRow {
    const found = this.deps.store.order(id);
    if (!found) throw new ApiError('p2pOrderNotFound');
    return this.step(id, (row) => {
      if (row.status === S.completed || row.status === S.cancelled || row.status === S.abnormal) {
        throw new ApiError('p2pOrderStateInvalid');
      }
      this.deps.store.updateOrder(id, { status: S.abnormal });
    });
  }

  /**
   * Cancels unpaid orders past their payment window and completes paid or delayed orders past
   * their confirmation deadline, each in its own transaction. Answers the changed orders.
   */
  settleDue(onError: (error: unknown, orderId: number) => void): OrderRow[] {
    const now = this.deps.now();
    const done: OrderRow[] = [];
    for (const due of this.deps.store.overdue(now)) {
      try {
        const row = this.deps.db.transaction((): OrderRow | null => {
          const fresh = this.deps.store.order(due.id) as OrderRow;
          if (fresh.status === S.unpaid && fresh.pay_deadline_ms <= now) {
            this.cancelInside(fresh, 'timeout');
          } else if (
            (fresh.status === S.paid || fresh.status === S.delayed) &&
            fresh.confirm_deadline_ms !== null &&
            fresh.confirm_deadline_ms <= now
          ) {
            this.completeInside(fresh);
          } else return null;
          return this.deps.store.order(due.id) as OrderRow;
        })();
        if (row) {
          done.push(row);
          this.hooks.changed(row);
        }
      } catch (error) {
        onError(error, due.id);
      }
    }
    return done;
  }

  nextDeadline(): number | null {
    return this.deps.store.nextDeadline();
  }

  /** Completion: the seller's escrow (lock_balance) goes to the buyer's balance. */
  private completeInside(row: OrderRow): void {
    const quantity = new Dec(row.quantity);
    this.deps.money.release(row.seller_id, row.buyer_id, row.currency_id, quantity, {
      orderId: row.id,
    });
    this.deps.store.updateOrder(row.id, { status: S.completed, finished_ms: this.deps.now() });
  }

  /**
   * Cancellation: the quantity returns to the ad's remaining quantity, or to the seller's
   * balance when the ad is off shelf; a buy ad's taker always gets their lock back.
   */
  private cancelInside(row: OrderRow, reason: P2PCancelReason): void {
    const { deps } = this;
    const ad = deps.store.ad(row.ad_id) as AdRow;
    const quantity = new Dec(row.quantity);
    const offShelf = ad.status === P2P_AD_STATUS.offShelf;
    if (ad.side === 'buy' || offShelf) {
      deps.money.unlock(row.seller_id, row.currency_id, quantity, P2P_REASON.refund, {
        orderId: row.id,
      });
    }
    if (!offShelf) {
      const remaining = new Dec(ad.remaining).plus(quantity);
      deps.store.updateAd(
        ad.id,
        {
          remaining: remaining.toFixed(),
          status: stateAfter(ad.status, remaining, new Dec(ad.price), new Dec(ad.min_fiat)),
        },
        deps.now(),
      );
    }
    deps.store.updateOrder(row.id, {
      status: S.cancelled,
      cancel_reason: reason,
      finished_ms: deps.now(),
    });
  }
}
