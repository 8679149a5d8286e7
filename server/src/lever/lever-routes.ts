import type { FastifyInstance } from 'fastify';
import type {
  LeverBatchCloseAnswer,
  LeverBatchCloseType,
  LeverDealAllAnswer,
  LeverDealAnswer,
  LeverListView,
  LeverPage,
} from '@exchange/shared/contract/lever';
import { requireSession } from '../auth/request-session';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { apiRoute } from '../http/api-route';
import { ok } from '../http/envelope';
import { intParam, type Params } from '../http/params';
import type { Pair } from '../market/pairs-repo';
import { choice } from './lever-input';
import type { LeverService } from './lever-service';
import type { LeverRow, LeverStore } from './lever-store';
import { toLeverOrder, type RiskBook } from './lever-view';

/** Runtime copy of the contract's LEVER_PAGE_SIZE (the server imports only contract types). */
export const LEVER_PAGE_SIZE = 10;
const MAX_PAGE = 1_000_000;
const LIST_VIEWS: readonly LeverListView[] = [0, 1, 3, 4, 5, 6];
/** Lot presets offered by lever/deal (clipped to the pair's bounds). */
const SHARE_PRESETS = [1, 5, 10, 20, 50, 100];

export function registerLeverRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  service: LeverService,
  store: LeverStore,
): void {
  const userOf = (request: Parameters<typeof requireSession>[0]): number =>
    requireSession(request, ctx.tokens).userId;

  const pageOf = (params: Params): number => {
    const page = intParam(params, 'page', { fallback: 1, min: 1 });
    if (page > MAX_PAGE) throw new ApiError('invalidParam', { name: 'page' });
    return page;
  };

  const idOf = (params: Params): number => intParam(params, 'id', { min: 1 });

  /** `currency_match_id` when given (0 or empty = none). */
  const optionalPair = (params: Params): Pair | undefined => {
    const id = intParam(params, 'currency_match_id', { fallback: 0 });
    return id === 0 ? undefined : service.pair(id);
  };

  /** Rows as the wire shows them, open ones figured on the book of their quote currency. */
  const rowsOut = (userId: number, rows: LeverRow[]): ReturnType<typeof toLeverOrder>[] => {
    const books = new Map<number, RiskBook>();
    return rows.map((row) => {
      const pair = service.pair(row.currency_match_id);
      let book = books.get(row.quote_currency_id);
      if (!book && row.status === 1) {
        book = service.riskBook(userId, row.quote_currency_id);
        books.set(row.quote_currency_id, book);
      }
      return toLeverOrder(row, pair, book, service.lastPrice(pair));
    });
  };

  /** A page with the totals over the open positions of one quote currency. */
  const leverPage = (
    userId: number,
    rows: { total: number; rows: LeverRow[] },
    page: number,
    quoteId: number,
  ): LeverPage => {
    const book = service.riskBook(userId, quoteId);
    return {
      data: rowsOut(userId, rows.rows),
      total: rows.total,
      per_page: LEVER_PAGE_SIZE,
      current_page: page,
      hazard_rate: book.hazard ? book.hazard.toFixed(2) : '0',
      profits_all: book.profits.toFixed(),
    };
  };

  /** The quote currency whose totals a list shows: the pair's, else the first quote tab's. */
  const quoteOf = (pair: Pair | undefined): number =>
    pair?.quoteCurrencyId ?? ctx.market.pairs()[0]?.quoteCurrencyId ?? 0;

  apiRoute(app, 'POST', 'lever/deal', ({ request, params }) => {
    const userId = userOf(request);
    const pair = service.leverPair(intParam(params, 'currency_match_id', { min: 1 }));
    const { lever } = pair;
    const pending = store.list({ userId, view: 6, pairId: pair.id, page: 1 }, 100);
    const shares = SHARE_PRESETS.filter((n) => n >= lever.minShare && n <= lever.maxShare);
    // The caller's open positions in this quote currency move a new position's liquidation
    // estimate: the confirm dialog counts them (docs/decisions.md#profit-risk-rate-and-liquidation).
    const book = service.riskBook(userId, pair.quoteCurrencyId);
    const answer: LeverDealAnswer = {
      my_transaction: rowsOut(userId, pending.rows),
      user_lever: service.balanceOf(userId, pair.quoteCurrencyId),
      multiple: {
        muit: store.multiples().map((value) => ({ value })),
        share: shares.map((value) => ({ label: String(value), value })),
      },
      settings: {
        lever_share_num: lever.shareNum,
        lever_point_rate: lever.pointRate,
        lever_fee_rate: lever.feeRate,
        lever_min_share: lever.minShare,
        lever_max_share: lever.maxShare,
      },
      last_price: service.lastPrice(pair)?.toFixed(pair.priceDecimals) ?? '0',
      liquidation_rate: store.settings().liquidationRate,
      quote_decimals: pair.quoteDecimals,
      open_margins: book.margins.toFixed(),
      open_profits: book.profits.toFixed(),
    };
    return ok(answer);
  });

  apiRoute(app, 'POST', 'lever/dealall', ({ request, params }) => {
    const userId = userOf(request);
    const pair = service.pair(intParam(params, 'currency_match_id', { min: 1 }));
    const page = pageOf(params);
    const rows = store.list({ userId, view: 5, pairId: pair.id, page }, LEVER_PAGE_SIZE);
    const answer: LeverDealAllAnswer = {
      order: leverPage(userId, rows, page, pair.quoteCurrencyId),
    };
    return ok(answer);
  });

  apiRoute(app, 'POST', 'lever/my_trade', ({ request, params }) => {
    const userId = userOf(request);
    const view = choice(params, 'status', LIST_VIEWS);
    const page = pageOf(params);
    const pair = optionalPair(params);
    if ((view === 5 || view === 6) && !pair) {
      throw new ApiError('missingParam', { name: 'currency_match_id' });
    }
    const rows = store.list({ userId, view, pairId: pair?.id, page }, LEVER_PAGE_SIZE);
    return ok(leverPage(userId, rows, page, quoteOf(pair)));
  });

  apiRoute(app, 'POST', 'lever/submit', async ({ request, params }) => {
    const userId = userOf(request);
    const row = await service.submit(userId, params, request.ip);
    return ok(rowsOut(userId, [row])[0], row.status === 1 ? 'leverOpened' : 'leverPlaced');
  });

  apiRoute(app, 'POST', 'lever/cancel', ({ request, params }) => {
    const userId = userOf(request);
    const row = service.cancel(userId, idOf(params));
    return ok(rowsOut(userId, [row])[0], 'orderCancelled');
  });

  apiRoute(app, 'POST', 'lever/close', ({ request, params }) => {
    const userId = userOf(request);
    const row = service.close(userId, idOf(params));
    return ok(rowsOut(userId, [row])[0], 'leverClosedOk');
  });

  apiRoute(app, 'POST', 'lever/setstop', ({ request, params }) => {
    const userId = userOf(request);
    const row = service.setStop(userId, idOf(params), params);
    return ok(rowsOut(userId, [row])[0], 'leverStopSaved');
  });

  apiRoute(app, 'POST', 'lever/batch_close', ({ request, params }) => {
    const userId = userOf(request);
    const type = choice<LeverBatchCloseType>(params, 'type', [0, 1, 2]);
    const pair = optionalPair(params);
    const answer: LeverBatchCloseAnswer = { closed: service.batchClose(userId, type, pair?.id) };
    return ok(answer, 'leverClosedOk');
  });
}
