import { pushedAccount } from '@exchange/shared/trading';
import { ACCOUNT_TYPE_ID, useAccountStream } from '@exchange/shared';
import { type LeverDealAnswer } from '@exchange/shared/contract/lever';
import { useMemo, useState } from 'react';

/** A pushed lever balance and the `lever/deal` answer it was heard over. */
type Pushed = { deal: LeverDealAnswer; quoteId: number; balance: string };

/**
 * `lever/deal` of the pair with its lever balance (`user_lever`, the quote currency's lever
 * account) kept live by the account stream (docs/architecture.md#account-stream): a push of the
 * lever account of that currency replaces the figure at once; pushes of other accounts are
 * ignored. `onResync` runs after a reconnect, when pushes may have been lost (reload then).
 *
 * A pushed figure belongs to the answer it was heard over: the next answer (a reload after an
 * order, a close, a reconnect) was read after that change and replaces it.
 */
export const useLiveDeal = (
  deal: LeverDealAnswer | null,
  quoteId: number | null,
  onResync: () => void,
): LeverDealAnswer | null => {
  const [pushed, setPushed] = useState<Pushed | null>(null);
  // Held for as long as a pair is on screen, so a pair change never resubscribes.
  useAccountStream(quoteId !== null, {
    onAccounts: (accounts) => {
      if (!deal || quoteId === null) return;
      const account = pushedAccount(accounts, quoteId, ACCOUNT_TYPE_ID.lever);
      if (account) setPushed({ deal, quoteId, balance: account.balance });
    },
    onResync,
  });
  return useMemo(
    () =>
      deal && pushed?.deal === deal && pushed.quoteId === quoteId
        ? { ...deal, user_lever: pushed.balance }
        : deal,
    [deal, pushed, quoteId],
  );
};
