import { api, ASSETS_PATH, type AccountGroup, type Paged } from '@exchange/shared';
import {
  IEO_PATH,
  type IEOBuyAnswer,
  type IEOBuyRequest,
  type IEOProjectsAnswer,
  type IEOSubscription,
} from '@exchange/shared/contract/ieo';

/** The /ieo page's calls (docs/ieo.md#calls). */
export const ieoApi = {
  projects: (): Promise<IEOProjectsAnswer> => api.get<IEOProjectsAnswer>(IEO_PATH.projects),
  /** A refusal is shown in the form, not toasted; the success message is toasted. */
  buy: (request: IEOBuyRequest): Promise<IEOBuyAnswer> =>
    api.post<IEOBuyAnswer>(IEO_PATH.buy, request, { silentError: true }),
  subscriptions: (page: number): Promise<Paged<IEOSubscription>> =>
    api.get<Paged<IEOSubscription>>(IEO_PATH.subscriptions, { page }),
  /** Available spot (change_account) balances by currency code. */
  async spotBalances(): Promise<Record<string, string>> {
    const groups = await api.get<AccountGroup[]>(ASSETS_PATH.accountList);
    const spot = groups.find((group) => group.account_code === 'change_account');
    const balances: Record<string, string> = {};
    for (const account of spot?.accounts ?? []) balances[account.currency_code] = account.balance;
    return balances;
  },
};
