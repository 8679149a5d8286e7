import { randomBytes } from 'node:crypto';
import type { PayInNext } from '@exchange/shared/contract';
import type { PayInChannelName, PayInSettings } from './pay-in-settings';
import type { PaymentRow } from './pay-in-store';

/** Where the sandbox card provider shows a payment: `SANDBOX_PATH + provider payment id`. */
export const SANDBOX_PATH = '/pay-in/sandbox/';
/** Where a card provider posts its signed callback (docs/pay-in.md#callback-signature). */
export const CARD_CALLBACK_PATH = '/pay-in/card/callback';

/**
 * One payment channel (docs/pay-in.md#channels). The service creates the payment row with the
 * channel's provider id, then asks the channel what the user sees next.
 */
export type PayInChannelAdapter = {
  name: PayInChannelName;
  /** The provider's id of a new payment (null when the channel has none, e.g. bank transfer). */
  providerPaymentId(): string | null;
  /** What the user does next: bank details with the reference, or a provider URL. */
  open(payment: PaymentRow, settings: PayInSettings): PayInNext;
};

/** Bank transfer: the exchange's bank details and the payment's reference; the operator confirms. */
export const bankChannel: PayInChannelAdapter = {
  name: 'bank',
  providerPaymentId: () => null,
  open: (payment, settings) => ({
    kind: 'bank',
    bank_name: settings.bank.bankName,
    account_name: settings.bank.accountName,
    account_number: settings.bank.accountNumber,
    reference: payment.reference,
  }),
};

/**
 * Card through the local sandbox provider: the user is sent to the server's sandbox page, which
 * posts a signed callback exactly as a real provider would. A real provider replaces `open`
 * (its hosted payment URL) and keeps the callback contract.
 */
export const sandboxCardChannel: PayInChannelAdapter = {
  name: 'card',
  providerPaymentId: () => `sbx_${randomBytes(16).toString('hex')}`,
  open: (payment) => ({
    kind: 'redirect',
    url: `${SANDBOX_PATH}${encodeURIComponent(payment.provider_payment_id ?? '')}`,
  }),
};
