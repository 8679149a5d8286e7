import { useAccountStream } from '@exchange/shared';
import { useEffect, useRef } from 'react';

/** How long a burst of balance pushes (a fill touches two accounts) waits for one reload. */
export const LIVE_RELOAD_MS = 250;

/**
 * Balances change elsewhere too (an order fills, another tab transfers): a push touching one of
 * the watched account types (all when `accountTypeId` is null) reloads the list, totals
 * included, once per burst; a reconnect reloads at once (docs/architecture.md#account-stream).
 */
export const useLiveAccounts = (accountTypeId: number | null, reload: () => void): void => {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useAccountStream(true, {
    onAccounts: (accounts) => {
      const touched =
        accountTypeId === null ||
        accounts.some((pushed) => pushed.account_type_id === accountTypeId);
      if (!touched) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(reload, LIVE_RELOAD_MS);
    },
    onResync: reload,
  });
};
