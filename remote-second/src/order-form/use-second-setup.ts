import {
  type RequestState,
  type SecondDuration,
  type SecondPayableCurrency,
  useRequest,
} from '@exchange/shared';
import { secondApi } from '../second/second-api';

export type SecondSetup = {
  currencies: RequestState<SecondPayableCurrency[] | null> & { reload: () => void };
  durations: RequestState<SecondDuration[] | null> & { reload: () => void };
};

/**
 * The option setup (docs/product.md#logged-in-areas-data): payable currencies with their micro-account balances and the
 * offered durations. Loaded for a logged-in user only; `currencies.reload` refreshes balances.
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
  return { currencies, durations };
};
