import type { FastifyInstance } from 'fastify';
import type { PayInPage } from '@exchange/shared/contract';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/api-error';
import { apiRoute } from '../../http/api-route';
import { ok } from '../../http/envelope';
import { intParam } from '../../http/params';
import { callerOf, pageParam, paged } from '../caller';
import type { PayInService } from './pay-in-service';

/** Copy of the contract's PAY_IN_PAGE_SIZE (the server imports only types from the contract). */
export const PAY_IN_PAGE_SIZE = 10;

/** pay_in/options, pay_in/create, pay_in/list, pay_in/detail (docs/pay-in.md#calls). */
export function registerPayInRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  service: PayInService,
): void {
  apiRoute(app, 'GET', 'pay_in/options', ({ request }) => {
    callerOf(ctx, request);
    return ok(service.options());
  });

  apiRoute(app, 'POST', 'pay_in/create', ({ request, params }) => {
    const user = callerOf(ctx, request);
    return ok(service.create(user.id, params), 'payInCreated');
  });

  apiRoute(app, 'GET', 'pay_in/list', ({ request, params }) => {
    const user = callerOf(ctx, request);
    const page = pageParam(params);
    const { total, rows } = service.page(user.id, page, PAY_IN_PAGE_SIZE);
    const answer: PayInPage = paged(total, PAY_IN_PAGE_SIZE, page, rows);
    return ok(answer);
  });

  apiRoute(app, 'GET', 'pay_in/detail', ({ request, params }) => {
    const user = callerOf(ctx, request);
    let id: number;
    try {
      id = intParam(params, 'id', { min: 1 });
    } catch {
      throw new ApiError('payInNotFound');
    }
    return ok(service.detail(user.id, id));
  });
}
