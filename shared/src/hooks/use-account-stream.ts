import { useEffect } from 'react';
import { type AccountBalancePush, type PushedAccount, TOPIC } from '../contract';
import { socket } from '../socket';
import { useStableCallback } from './use-stable-callback';

export type AccountStreamHandlers = {
  /** The accounts a change touched, as they now stand (every account type). */
  onAccounts: (accounts: readonly PushedAccount[]) => void;
  /** The channel came back after a drop: pushes may be lost, load again from the API. */
  onResync: () => void;
};

/**
 * The logged-in user's private account stream (docs/architecture.md#account-stream): every
 * balance change made anywhere (this tab, another tab, the API) arrives here, and a reconnect
 * asks for a reload. Subscribed while `enabled`; handlers may change without resubscribing.
 */
export const useAccountStream = (enabled: boolean, handlers: AccountStreamHandlers): void => {
  const onAccounts = useStableCallback(handlers.onAccounts);
  const onResync = useStableCallback(handlers.onResync);
  useEffect(() => {
    if (!enabled) return undefined;
    const subscriptions = [
      socket
        .topic<AccountBalancePush>(TOPIC.accountBalance)
        .subscribe((push) => Array.isArray(push.accounts) && onAccounts(push.accounts)),
      socket.reconnected$().subscribe(() => onResync()),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [enabled, onAccounts, onResync]);
};
