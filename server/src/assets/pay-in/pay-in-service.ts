import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type {
  PayInChannel,
  PayInDetail,
  PayInOptions,
  PayInPayment,
} from '@exchange/shared/contract';
import { ApiError } from '../../http/api-error';
import { Dec } from '../../money/decimal';
import { parseMoney } from '../amounts';
import { ACCOUNT_TYPE_ID } from '../constants';
import { createFunds } from '../funds';
import type { PayInChannelAdapter } from './pay-in-channels';
import {
  createPayInSettingsReader,
  PAY_IN_CHANNELS,
  type PayInChannelName,
  type PayInSettings,
} from './pay-in-settings';
import { createPayInStore, type PaymentRow, type PayInStore } from './pay-in-store';

const FIAT_DECIMALS = 2;
const MINUTE_MS = 60_000;
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const units = (text: string): { value: bigint; scale: number } => {
  const [whole, fraction = ''] = text.split('.');
  return { value: BigInt(whole + fraction), scale: fraction.length };
};

/**
 * USDT for `fiatAmount` at `rate` fiat per USDT, rounded DOWN to `decimals` (docs/pay-in.md#rate):
 * exact integer arithmetic, the same rule as the top-up screen's preview.
 */
export function usdtFor(fiatAmount: Dec | string, rate: Dec | string, decimals: number): Dec {
  const amount = units(new Dec(fiatAmount).toFixed());
  const per = units(new Dec(rate).toFixed());
  const quotient =
    (amount.value * 10n ** BigInt(per.scale + decimals)) /
    (per.value * 10n ** BigInt(amount.scale));
  return new Dec(quotient.toString()).div(new Dec(10).pow(decimals));
}

/** How a confirmation ended: credited now, already done before, or refused by the state. */
export type ConfirmOutcome = 'credited' | 'already' | 'expired' | 'failed';

export type PayInService = {
  settings(): PayInSettings;
  options(): PayInOptions;
  create(userId: number, params: Record<string, unknown>): PayInDetail;
  detail(userId: number, id: number): PayInDetail;
  page(userId: number, page: number, perPage: number): { total: number; rows: PayInPayment[] };
  /** Provider or operator says the money arrived: pending → paid → credited (once). */
  confirm(id: number): ConfirmOutcome;
  /** Declined: pending → failed; false when it was not pending. */
  fail(id: number): boolean;
  /** Credits paid ones and expires pending ones past their window; answers how many changed. */
  sweep(): { expired: number; credited: number };
  nextDeadline(): number | null;
  store: PayInStore;
  view(row: PaymentRow): PayInPayment;
};

export function createPayInService(
  db: Database,
  channels: Partial<Record<PayInChannelName, PayInChannelAdapter>>,
  now: () => number = Date.now,
): PayInService {
  const store = createPayInStore(db);
  const settings = createPayInSettingsReader(db);
  const funds = createFunds(db);
  const usdt = db.prepare("SELECT id, decimals FROM currencies WHERE code = 'USDT'").get() as
    { id: number; decimals: number } | undefined;
  const usdtDecimals = usdt?.decimals ?? 8;
  const available = (): PayInChannelName[] =>
    PAY_IN_CHANNELS.filter((name) => channels[name] !== undefined);

  const view = (row: PaymentRow): PayInPayment => ({
    id: row.id,
    fiat: row.fiat,
    fiat_amount: row.fiat_amount,
    usdt_amount: row.usdt_amount,
    rate: row.rate,
    channel: row.channel,
    reference: row.reference,
    state: row.state,
    created_at: row.created_at,
    expires_at: row.expires_at,
    paid_at: row.paid_at,
    credited_at: row.credited_at,
  });
  const detailOf = (row: PaymentRow): PayInDetail => {
    const channel = channels[row.channel];
    return {
      payment: view(row),
      next: row.state === 'pending' && channel ? channel.open(row, settings()) : null,
    };
  };

  const newReference = (): string => {
    for (;;) {
      let code = 'TP-';
      for (let i = 0; i < 6; i += 1)
        code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
      if (!store.referenceTaken(code)) return code;
    }
  };

  const credit = (id: number): boolean =>
    db.transaction((): boolean => {
      const at = now();
      if (!store.move(id, 'paid', 'credited', at)) return false;
      const row = store.byId(id)!;
      if (!usdt) throw new Error('USDT is not a currency');
      funds.available({
        userId: row.user_id,
        currencyId: usdt.id,
        accountTypeId: ACCOUNT_TYPE_ID.change,
        amount: row.usdt_amount,
        reason: 'pay_in',
        memo: `Fiat top-up ${row.fiat_amount} ${row.fiat} (${row.reference})`,
        extra: { payment_id: row.id, fiat: row.fiat, rate: row.rate, channel: row.channel },
      });
      return true;
    })();

  /** pending → paid, or expired when its window has passed; the state when not pending. */
  const markPaid = (id: number): ConfirmOutcome | 'paid' =>
    db.transaction((): ConfirmOutcome | 'paid' => {
      const row = store.byId(id);
      if (!row) throw new ApiError('payInNotFound');
      const at = now();
      if (row.state === 'pending' && row.expires_at <= at) {
        store.move(id, 'pending', 'expired', at);
        return 'expired';
      }
      if (row.state === 'pending') {
        store.move(id, 'pending', 'paid', at);
        return 'paid';
      }
      if (row.state === 'paid' || row.state === 'credited') return 'already';
      return row.state;
    })();

  return {
    settings,
    store,
    view,
    options() {
      const current = settings();
      return {
        fiats: [...current.rates].map(([code, rate]) => ({ code, rate: rate.toFixed() })),
        channels: available().map((channel) => ({
          channel,
          limits: [...current.limits[channel]]
            .filter(([fiat]) => current.rates.has(fiat))
            .map(([fiat, limit]) => ({
              fiat,
              min: limit.min.toFixed(FIAT_DECIMALS),
              max: limit.max.toFixed(FIAT_DECIMALS),
            })),
        })),
        usdt_decimals: usdtDecimals,
        expiry_minutes: current.expiryMinutes,
      };
    },
    create(userId, params) {
      const current = settings();
      // docs/pay-in.md#validation: this order, each with its own message.
      if (!current.open) throw new ApiError('payInClosed');
      const fiat = typeof params.fiat === 'string' ? params.fiat.trim().toUpperCase() : '';
      const rate = current.rates.get(fiat);
      if (!rate) throw new ApiError('payInFiatUnsupported');
      const name = params.channel as PayInChannel;
      const channel = available().includes(name) ? channels[name] : undefined;
      const limit = channel ? current.limits[channel.name].get(fiat) : undefined;
      if (!channel || !limit) throw new ApiError('payInChannelUnsupported');
      const amount = parseMoney(params.amount, FIAT_DECIMALS, 'payInAmountRequired');
      const usdtAmount = usdtFor(amount, rate, usdtDecimals);
      if (amount.lt(limit.min) || amount.gt(limit.max) || !usdtAmount.gt(0)) {
        throw new ApiError('payInAmountOutOfRange', {
          min: limit.min.toFixed(FIAT_DECIMALS),
          max: limit.max.toFixed(FIAT_DECIMALS),
          fiat,
        });
      }
      const row = db.transaction((): PaymentRow => {
        if (store.pendingCount(userId) >= current.maxPending) {
          throw new ApiError('payInTooManyPending', { max: current.maxPending });
        }
        const at = now();
        const id = store.insert({
          user_id: userId,
          fiat,
          fiat_amount: amount.toFixed(FIAT_DECIMALS),
          usdt_amount: usdtAmount.toFixed(),
          rate: rate.toFixed(),
          channel: channel.name,
          reference: newReference(),
          provider_payment_id: channel.providerPaymentId(),
          created_at: at,
          expires_at: at + current.expiryMinutes * MINUTE_MS,
        });
        return store.byId(id)!;
      })();
      return detailOf(row);
    },
    detail(userId, id) {
      const row = store.byId(id);
      if (!row || row.user_id !== userId) throw new ApiError('payInNotFound');
      return detailOf(row);
    },
    page(userId, page, perPage) {
      return {
        total: store.countOf(userId),
        rows: store.pageOf(userId, perPage, (page - 1) * perPage).map(view),
      };
    },
    confirm(id) {
      const outcome = markPaid(id);
      if (outcome !== 'paid' && outcome !== 'already') return outcome;
      // A separate transaction: "paid" is recorded even if crediting fails; the sweep retries.
      if (credit(id)) return 'credited';
      return 'already';
    },
    fail: (id) => db.transaction(() => store.move(id, 'pending', 'failed', now()))(),
    sweep() {
      let expired = 0;
      let credited = 0;
      const at = now();
      for (const row of store.due(at)) {
        if (row.state === 'paid') {
          if (credit(row.id)) credited += 1;
        } else if (db.transaction(() => store.move(row.id, 'pending', 'expired', at))()) {
          expired += 1;
        }
      }
      return { expired, credited };
    },
    nextDeadline: () => store.nextDeadline(),
  };
}
