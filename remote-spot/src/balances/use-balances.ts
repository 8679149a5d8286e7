import { pushedAccount } from '@exchange/shared/trading';
import {
  type AccountDetail,
  type Match,
  socket,
  TOPIC,
  type TxMatchedPush,
  type TxSubmitPush,
  useAccountStream,
} from '@exchange/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { spotApi } from '../trade/spot-api';

export type Balances = {
  /** Available base currency (what a sell spends); null while unknown or anonymous. */
  base: string | null;
  /** Available quote currency (what a buy spends). */
  quote: string | null;
  loading: boolean;
  refresh: () => void;
};

type Loaded = { key: string; base: string | null; quote: string | null; loading: boolean };

/** The spot account type: the trade page shows and spends these balances. */
const SPOT_ACCOUNT = 1;

/**
 * Spot balances of the pair's two currencies (account/detail, account type 1), loaded on entry
 * and pair change, refreshed on demand (after placing or cancelling) and kept live by the
 * account stream (every balance change made anywhere, docs/architecture.md#account-stream) and
 * by the order pushes, which carry the owner's balances; loaded again after a reconnect.
 */
export const useBalances = (
  pair: Pick<Match, 'id' | 'base_currency_id' | 'quote_currency_id'> | null,
  loggedIn: boolean,
): Balances => {
  const [round, setRound] = useState(0);
  const pairId = pair?.id ?? null;
  const baseId = pair?.base_currency_id ?? null;
  const quoteId = pair?.quote_currency_id ?? null;
  const key = JSON.stringify([pairId, loggedIn]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!loggedIn || pairId === null || baseId === null || quoteId === null) return undefined;
    let active = true;
    const available = (detail: PromiseSettledResult<AccountDetail>): string | null =>
      detail.status === 'fulfilled' ? detail.value.balance : null;
    Promise.allSettled([spotApi.balance(baseId, pairId), spotApi.balance(quoteId, pairId)]).then(
      ([base, quote]) => {
        if (active)
          setLoaded({ key, base: available(base), quote: available(quote), loading: false });
      },
    );
    return () => {
      active = false;
    };
  }, [key, loggedIn, pairId, baseId, quoteId, round]);

  useEffect(() => {
    if (!loggedIn || pairId === null) return undefined;
    const fromOrder = (push: TxMatchedPush | TxSubmitPush): void => {
      if (push.order?.currency_match_id !== pairId || !push.base_account || !push.quote_account)
        return;
      setLoaded({
        key,
        base: push.base_account.balance,
        quote: push.quote_account.balance,
        loading: false,
      });
    };
    const subscriptions = [
      socket.topic<TxMatchedPush>(TOPIC.txMatched).subscribe(fromOrder),
      socket.topic<TxSubmitPush>(TOPIC.txSubmit).subscribe(fromOrder),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [key, loggedIn, pairId]);

  const refresh = useCallback(() => setRound((value) => value + 1), []);
  useAccountStream(loggedIn && pairId !== null, {
    onAccounts: (accounts) => {
      const base = baseId === null ? undefined : pushedAccount(accounts, baseId, SPOT_ACCOUNT);
      const quote = quoteId === null ? undefined : pushedAccount(accounts, quoteId, SPOT_ACCOUNT);
      if (!base && !quote) return;
      setLoaded((previous) =>
        previous?.key === key
          ? {
              ...previous,
              base: base?.balance ?? previous.base,
              quote: quote?.balance ?? previous.quote,
            }
          : previous,
      );
    },
    onResync: refresh,
  });
  const known = loggedIn && pairId !== null && loaded?.key === key ? loaded : null;
  const base = known?.base ?? null;
  const quote = known?.quote ?? null;
  const loading = loggedIn && pairId !== null && (known?.loading ?? true);
  // One object per change, so memoised panels re-render only when a balance moved.
  return useMemo(() => ({ base, quote, loading, refresh }), [base, quote, loading, refresh]);
};
