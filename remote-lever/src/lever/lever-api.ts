import { api, type DealAnswer, SPOT_PATH } from '@exchange/shared';
import {
  LEVER_PATH,
  type LeverBatchCloseAnswer,
  type LeverBatchCloseType,
  type LeverDealAnswer,
  type LeverMyTradeQuery,
  type LeverOrder,
  type LeverPage,
  type LeverSetStopRequest,
  type LeverSubmitRequest,
} from '@exchange/shared/contract/lever';

/**
 * The calls of the lever page (docs/product.md#logged-in-areas-calls), typed by the shared contract. The page shows its
 * own translated confirmations, so server success messages stay silent.
 */
export const leverApi = {
  deal: (matchId: number): Promise<LeverDealAnswer> =>
    api.post<LeverDealAnswer>(
      LEVER_PATH.deal,
      { currency_match_id: matchId },
      { silentSuccess: true },
    ),

  myTrade: (query: LeverMyTradeQuery): Promise<LeverPage> =>
    api.post<LeverPage>(LEVER_PATH.myTrade, query, { silentSuccess: true }),

  submit: (request: LeverSubmitRequest): Promise<LeverOrder> =>
    api.post<LeverOrder>(LEVER_PATH.submit, request, { silentSuccess: true }),

  cancel: (id: number): Promise<unknown> =>
    api.post(LEVER_PATH.cancel, { id }, { silentSuccess: true }),

  close: (id: number): Promise<unknown> =>
    api.post(LEVER_PATH.close, { id }, { silentSuccess: true }),

  setStop: (request: LeverSetStopRequest): Promise<unknown> =>
    api.post(LEVER_PATH.setStop, request, { silentSuccess: true }),

  batchClose: (type: LeverBatchCloseType, matchId: number): Promise<LeverBatchCloseAnswer> =>
    api.post<LeverBatchCloseAnswer>(
      LEVER_PATH.batchClose,
      { type, currency_match_id: matchId },
      { silentSuccess: true },
    ),

  /** The pair's book and trades (the spot market's snapshot: lever has no book of its own). */
  market: (matchId: number): Promise<DealAnswer> =>
    api.get<DealAnswer>(SPOT_PATH.deal, { currency_match_id: matchId }),
};
