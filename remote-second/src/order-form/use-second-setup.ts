import { pushedAccount } from '@exchange/shared/trading';
import {
  ACCOUNT_TYPE_ID,
  type PushedAccount,
  type RequestState,
  useRequest,
  useAccountStream,
} from '@exchange/shared';
import { type SecondDuration, type SecondPayableCurrency } from '@exchange/shared/contract/second';
import { useMemo, useState } from 'react';
import { secondApi } from '../second/second-api';

export type SecondSetup = {
  currencies: RequestState<SecondPayableCurrency[] | null> & { reload: () => void };
  durations: RequestState<SecondDuration[] | null> & { reload: () => void };
};

/** Pushed option-account balances by currency id, and the answer they were heard over. */
type Pushed = { list: SecondPayableCurrency[]; balances: ReadonlyMap<number, string> };

/** The option-account (micro) balances a push carries for the listed currencies. */
const microBalances = (
  list: readonly SecondPayableCurrency[],
  accounts: readonly PushedAccount[],
): [number, string][] =>
  list.flatMap((currency) => {
    const account = pushedAccount(accounts, currency.id, ACCOUNT_TYPE_ID.micro);
    return account ? [[currency.id, account.balance] as [number, string]] : [];
  });

/** The list with the pushed balances in place (the same list when none applies). */
const withPushed = (
  list: SecondPayableCurrency[] | null,
  pushed: Pushed | null,
): SecondPayableCurrency[] | null => {
  if (!list || pushed?.list !== list) return list;
  return list.map((currency) => {
    const balance = pushed.balances.get(currency.id);
    return balance === undefined ? currency : { ...currency, micro_account: { balance } };
  });
};

/**
 * The option setup (docs/product.md#logged-in-areas-data): payable currencies with their micro-account balances and the
 * offered durations. Loaded for a logged-in user only; `currencies.reload` refreshes balances.
 * The balances follow the account stream (docs/architecture.md#account-stream): a push of an
 * option account (type 4) of a listed currency replaces its balance at once, and the list is
 * read again after a reconnect. A pushed balance belongs to the answer it was heard over: the
 * next answer (a reload after an order or a settlement) was read after it and replaces it.
 */
export const useSecondSetup = (loggedIn: boolean): SecondSetup => {
  const currencies = useRequest(
    () => (loggedIn ? secondApi.payableCurrencies() : Promise.resolve(null)),
    [loggedIn],
  );
  const durations = useRequest(
    () => (loggedIn ? secondApi.durations() : Promise.resolve(null)),
    [loggedIn],
  );
  const [pushed, setPushed] = useState<Pushed | null>(null);
  const list = currencies.data;
  useAccountStream(loggedIn, {
    onAccounts: (accounts) => {
      if (!list) return;
      const found = microBalances(list, accounts);
      if (found.length === 0) return;
      setPushed((previous) => {
        const balances = new Map(previous?.list === list ? previous.balances : []);
        found.forEach(([id, balance]) => balances.set(id, balance));
        return { list, balances };
      });
    },
    onResync: currencies.reload,
  });
  const live = useMemo(() => withPushed(list, pushed), [list, pushed]);
  return { currencies: live === list ? currencies : { ...currencies, data: live }, durations };
};
