import type { FastifyInstance } from 'fastify';
import type { SecondListAnswer, SecondVerifyAnswer } from '@exchange/shared/contract/second';
import { callerOf, pageParam, paged } from '../assets/caller';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { apiRoute } from '../http/api-route';
import { ok } from '../http/envelope';
import { intParam } from '../http/params';
import { SECOND_PAGE_SIZE, SECOND_PATH } from './second-constants';
import type { SecondService } from './second-service';
import type { SecondStore } from './second-store';
import type { OrderChecker } from './second-verify';

export type SecondRouteDeps = {
  ctx: AppContext;
  service: SecondService;
  store: SecondStore;
  check: OrderChecker;
  /** Told after an order was stored (the settlement timer may need to fire sooner). */
  submitted: () => void;
};

const MAX_LIMIT = 50;

/** microtrade/*: every call needs the token (999 without). */
export function registerSecondRoutes(app: FastifyInstance, deps: SecondRouteDeps): void {
  const { ctx, service, store, check } = deps;

  apiRoute(app, 'GET', SECOND_PATH.payableCurrencies, ({ request }) => {
    const user = callerOf(ctx, request);
    return ok(service.payableCurrencies(user.id));
  });

  apiRoute(app, 'GET', SECOND_PATH.seconds, ({ request }) => {
    callerOf(ctx, request);
    return ok(service.durations());
  });

  apiRoute(app, 'POST', SECOND_PATH.submit, ({ request, params }) => {
    const user = callerOf(ctx, request);
    const row = service.submit(user.id, params);
    deps.submitted();
    return ok(service.view(row), 'secondOrderPlaced');
  });

  apiRoute(app, 'GET', SECOND_PATH.lists, ({ request, params }) => {
    const user = callerOf(ctx, request);
    const status = intParam(params, 'status');
    if (status !== 1 && status !== 3) throw new ApiError('invalidParam', { name: 'status' });
    const pairId = intParam(params, 'match_id', { fallback: 0, min: 1 });
    const page = pageParam(params);
    const limit = intParam(params, 'limit', {
      fallback: SECOND_PAGE_SIZE,
      min: 1,
      clampMax: MAX_LIMIT,
    });
    const found = store.list({
      userId: user.id,
      status,
      pairId: pairId === 0 ? undefined : pairId,
      page,
      limit,
    });
    const answer: SecondListAnswer = paged(
      found.total,
      limit,
      page,
      found.rows.map((row) => service.view(row)),
    );
    return ok(answer);
  });

  apiRoute(app, 'GET', SECOND_PATH.verify, ({ request, params }) => {
    const user = callerOf(ctx, request);
    const id = intParam(params, 'id', { min: 1 });
    const row = store.find(id);
    if (!row || row.user_id !== user.id) throw new ApiError('orderNotFound');
    const result = check(row);
    const trade = (found: typeof result.openTrade) =>
      found ? { id: found.id, price: found.price, time: found.created_ms } : null;
    const answer: SecondVerifyAnswer = {
      order: service.view(row),
      opened_at: row.opened_ms,
      open_trade: trade(result.openTrade),
      end_trade: trade(result.endTrade),
      payout: result.payout?.toFixed() ?? '',
      consistent: result.problems.length === 0,
    };
    return ok(answer);
  });
}
