import { api } from '@exchange/shared';
import {
  SECOND_PAGE_SIZE,
  SECOND_PATH,
  type SecondDuration,
  type SecondListAnswer,
  type SecondOrder,
  type SecondOrderStatus,
  type SecondPayableCurrency,
  type SecondSubmitRequest,
} from '@exchange/shared/contract/second';

/** The calls of the second page (docs/product.md#logged-in-areas-calls), typed by the shared contract. */
export const secondApi = {
  payableCurrencies: (): Promise<SecondPayableCurrency[]> =>
    api.get<SecondPayableCurrency[]>(SECOND_PATH.payableCurrencies),

  durations: (): Promise<SecondDuration[]> => api.get<SecondDuration[]>(SECOND_PATH.seconds),

  // The page shows its own translated confirmation; a refusal is toasted by the client.
  submit: (request: SecondSubmitRequest): Promise<SecondOrder> =>
    api.post<SecondOrder>(SECOND_PATH.submit, request, { silentSuccess: true }),

  orders: (matchId: number, status: SecondOrderStatus, page: number): Promise<SecondListAnswer> =>
    api.get<SecondListAnswer>(SECOND_PATH.lists, {
      match_id: matchId,
      status,
      page,
      limit: SECOND_PAGE_SIZE,
    }),
};
