import type { PushedAccount } from '@exchange/shared';

/** The pushed account of one currency and account type, if the push carries it. */
export const pushedAccount = (
  accounts: readonly PushedAccount[],
  currencyId: number,
  accountTypeId: number,
): PushedAccount | undefined =>
  accounts.find(
    (account) => account.currency_id === currencyId && account.account_type_id === accountTypeId,
  );
