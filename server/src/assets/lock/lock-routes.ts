import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/api-error';
import { apiRoute } from '../../http/api-route';
import { ok } from '../../http/envelope';
import { intParam, optionalString } from '../../http/params';
import { callerOf, pageParam } from '../caller';
import { LOCK_LIST_LIMIT } from '../constants';
import { createLockHoldings } from './lock-holdings';
import type { LockService } from './lock-service';

const NONCE = /^[A-Za-z0-9_-]{1,64}$/;

/** storage_currency/lock_list, current_setting, submit_lock, lock_log, lock_holdings. */
export function registerLockRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  locks: LockService,
): void {
  // Both answer the products on sale (the original had two names for the one list).
  for (const path of ['storage_currency/lock_list', 'storage_currency/current_setting']) {
    apiRoute(app, 'GET', path, ({ params, lang }) => {
      const limit = intParam(params, 'limit', {
        fallback: LOCK_LIST_LIMIT,
        min: 1,
        clampMax: LOCK_LIST_LIMIT,
      });
      return ok(locks.products(limit, lang));
    });
  }

  apiRoute(app, 'POST', 'storage_currency/submit_lock', ({ request, params, lang }) => {
    const user = callerOf(ctx, request);
    let id: number;
    try {
      id = intParam(params, 'id', { min: 1 });
    } catch {
      throw new ApiError('lockProductNotFound');
    }
    const nonce = optionalString(params, 'nonce');
    if (nonce !== undefined && !NONCE.test(nonce)) {
      throw new ApiError('invalidParam', { name: 'nonce' });
    }
    return ok(locks.buy(user.id, id, nonce, lang), 'lockBought');
  });

  apiRoute(app, 'GET', 'storage_currency/lock_log', ({ request, params, lang }) => {
    const user = callerOf(ctx, request);
    return ok(locks.logs(user.id, pageParam(params), lang));
  });

  const holdings = createLockHoldings(ctx.db);
  apiRoute(app, 'GET', 'storage_currency/lock_holdings', ({ request, params, lang }) => {
    const user = callerOf(ctx, request);
    return ok(holdings.page(user.id, pageParam(params), lang));
  });
}
