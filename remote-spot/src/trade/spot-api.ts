import {
  type AccountDetail,
  api,
  type DealAnswer,
  ORDER_PAGE_SIZE,
  type OrderWay,
  type Paged,
  type PlaceOrderAnswer,
  type PlaceOrderRequest,
  type PlaceStopOrderRequest,
  SPOT_PATH,
  type SpotOrder,
  type StopOrder,
} from '@exchange/shared';

/** Account type of spot balances (docs/decisions.md#accounts). */
export const SPOT_ACCOUNT_TYPE = 1;

export type OrderListKind = 'current' | 'all' | 'history';

/** The calls of the trade page (docs/product.md#public-and-spot-calls), typed by the shared contract. */
export const spotApi = {
  deal: (matchId: number): Promise<DealAnswer> =>
    api.get<DealAnswer>(SPOT_PATH.deal, { currency_match_id: matchId }),

  balance: (currencyId: number, matchId: number): Promise<AccountDetail> =>
    api.get<AccountDetail>(SPOT_PATH.accountDetail, {
      currency_id: currencyId,
      account_type_id: SPOT_ACCOUNT_TYPE,
      id: matchId,
    }),

  // The page shows its own translated confirmation, not the server's message.
  place: (way: OrderWay, request: PlaceOrderRequest): Promise<PlaceOrderAnswer> =>
    api.post<PlaceOrderAnswer>(way === 1 ? SPOT_PATH.buy : SPOT_PATH.sell, request, {
      silentSuccess: true,
    }),

  /** current: open orders of this pair; all: open orders of every pair; history: this pair's done orders. */
  orders: (
    kind: OrderListKind,
    way: OrderWay,
    page: number,
    matchId: number,
  ): Promise<Paged<SpotOrder>> => {
    const paging = { page, limit: ORDER_PAGE_SIZE };
    if (kind === 'history') {
      return api.get<Paged<SpotOrder>>(SPOT_PATH.history, {
        ...paging,
        currency_match_id: matchId,
      });
    }
    const path = way === 1 ? SPOT_PATH.buyList : SPOT_PATH.sellList;
    return api.get<Paged<SpotOrder>>(
      path,
      kind === 'current' ? { ...paging, currency_match_id: matchId } : paging,
    );
  },

  /** A stop-limit order (docs/product.md#spot-order-types); the form confirms it itself. */
  placeStop: (request: PlaceStopOrderRequest): Promise<StopOrder> =>
    api.post<StopOrder>(SPOT_PATH.stopAdd, request, { silentSuccess: true }),

  /** The caller's waiting stop-limit orders of the pair, newest first. */
  stops: (page: number, matchId: number): Promise<Paged<StopOrder>> =>
    api.get<Paged<StopOrder>>(SPOT_PATH.stopList, {
      page,
      limit: ORDER_PAGE_SIZE,
      currency_match_id: matchId,
    }),

  cancelStop: (id: number): Promise<StopOrder> =>
    api.post<StopOrder>(SPOT_PATH.stopCancel, { id }, { silentSuccess: true }),

  cancel: (order: Pick<SpotOrder, 'id' | 'way'>): Promise<unknown> =>
    api.post(
      order.way === 1 ? SPOT_PATH.cancelBuy : SPOT_PATH.cancelSell,
      { id: order.id },
      {
        silentSuccess: true,
      },
    ),
};
