import type { FastifyInstance } from 'fastify';
import type { OrderWay, Paged, StopOrder } from '@exchange/shared/contract';
import { requireSession } from '../auth/request-session';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { apiRoute } from '../http/api-route';
import { ok } from '../http/envelope';
import { intParam, type Params } from '../http/params';
import { toStopOrder } from './order-view';

/** `way` of stop_order/add: 1 buy, 2 sell (strings or numbers). */
function wayParam(params: Params): OrderWay {
  const value = params.way;
  if (value === undefined || value === null || value === '') {
    throw new ApiError('missingParam', { name: 'way' });
  }
  if (value === 1 || value === '1') return 1;
  if (value === 2 || value === '2') return 2;
  throw new ApiError('invalidParam', { name: 'way' });
}

/** Stop-limit orders (docs/product.md#spot-order-types; the contract's stop_order/* calls). */
export function registerStopRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  pageSize: { fallback: number; max: number },
): void {
  const { spot } = ctx;
  const { service, stops } = spot;

  apiRoute(app, 'POST', 'stop_order/add', ({ request, params, lang }) => {
    const session = requireSession(request, ctx.tokens);
    if (!spot.throttle.allow(session.userId)) throw new ApiError('orderRateLimited');
    const row = stops.create({
      userId: session.userId,
      pairId: intParam(params, 'currency_match_id', { min: 1 }),
      way: wayParam(params),
      stopPrice: params.stop_price,
      price: params.price,
      number: params.number,
    });
    return ok(toStopOrder(row, service.pair(row.currency_match_id), lang), 'stopOrderPlaced');
  });

  apiRoute(app, 'GET', 'stop_order/list', ({ request, params, lang }) => {
    const session = requireSession(request, ctx.tokens);
    const page = intParam(params, 'page', { fallback: 1, min: 1 });
    const limit = intParam(params, 'limit', {
      fallback: pageSize.fallback,
      min: 1,
      clampMax: pageSize.max,
    });
    const pairId = intParam(params, 'currency_match_id', { fallback: 0 });
    const rows = stops.list({
      userId: session.userId,
      pairId: pairId === 0 ? undefined : pairId,
      page,
      limit,
    });
    const answer: Paged<StopOrder> = {
      total: rows.total,
      per_page: limit,
      last_page: Math.max(1, Math.ceil(rows.total / limit)),
      current_page: page,
      data: rows.rows.map((row) => toStopOrder(row, service.pair(row.currency_match_id), lang)),
    };
    return ok(answer);
  });

  apiRoute(app, 'POST', 'stop_order/cancel', ({ request, params, lang }) => {
    const session = requireSession(request, ctx.tokens);
    const { row, cancelled } = stops.cancel(session.userId, intParam(params, 'id', { min: 1 }));
    return ok(
      toStopOrder(row, service.pair(row.currency_match_id), lang),
      cancelled ? 'stopOrderCancelled' : 'stopOrderAlreadyClosed',
    );
  });
}
