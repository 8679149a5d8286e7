import { compare } from '@exchange/shared';
import { isAmount } from '../../common/rules';

/** The UID transfer form's prompts: keys of the `assets` namespace (docs/uid-transfer.md). */
export type UidTransferErrorKey =
  | 'standTransfer.errors.uidRequired'
  | 'standTransfer.errors.uidFormat'
  | 'standTransfer.errors.amountRequired'
  | 'standTransfer.errors.amountFormat'
  | 'standTransfer.errors.overBalance'
  | 'standTransfer.errors.payPassword';

/** Digits only, as the server takes a UID. */
export const isUid = (value: string): boolean => /^\d{1,20}$/.test(value.trim());

export type UidTransferInput = {
  uid: string;
  amount: string;
  payPassword: string;
  /** The from-account's available balance. */
  balance: string;
  /** The currency's decimals. */
  places: number;
};

/**
 * The client's checks, in the server's order (docs/uid-transfer.md#rules): recipient UID
 * present and numeric, amount present, positive within the decimals, within the balance, trade
 * password present. Whether the UID exists is the look-up's answer.
 */
export const validateUidTransfer = (input: UidTransferInput): UidTransferErrorKey | null => {
  if (!input.uid.trim()) return 'standTransfer.errors.uidRequired';
  if (!isUid(input.uid)) return 'standTransfer.errors.uidFormat';
  if (!input.amount.trim()) return 'standTransfer.errors.amountRequired';
  if (!isAmount(input.amount, input.places)) return 'standTransfer.errors.amountFormat';
  if (compare(input.amount.trim(), input.balance) > 0) return 'standTransfer.errors.overBalance';
  if (!input.payPassword) return 'standTransfer.errors.payPassword';
  return null;
};
