import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Paged } from '@exchange/shared/contract';
import type {
  IEOBuyAnswer,
  IEOProjectAnswer,
  IEOProjectsAnswer,
  IEOSubscription,
} from '@exchange/shared/contract/ieo';
import { callerOf, pageParam, paged } from '../assets/caller';
import { tokenOf } from '../auth/request-session';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { apiRoute } from '../http/api-route';
import { ok } from '../http/envelope';
import { intParam } from '../http/params';
import { IEO_PATH } from './ieo-constants';
import type { IEOService } from './ieo-service';

/** The caller's user id when a live token came with the request; a visitor is no refusal here. */
const visitorOrUser = (ctx: AppContext, request: FastifyRequest): number | undefined =>
  ctx.tokens.resolve(tokenOf(request))?.userId;

/** Rows of one page of `ieo/subscriptions`. */
export const IEO_PAGE_SIZE = 10;

/** ieo/*: projects and project are public (with the caller's total when logged in); buy and subscriptions need the token. */
export function registerIEORoutes(app: FastifyInstance, ctx: AppContext, ieo: IEOService): void {
  apiRoute(app, 'GET', IEO_PATH.projects, ({ request }) => {
    const answer: IEOProjectsAnswer = {
      server_time: ieo.now(),
      projects: ieo.list(visitorOrUser(ctx, request)),
    };
    return ok(answer);
  });
  apiRoute(app, 'GET', IEO_PATH.project, ({ request, params }) => {
    const row = ieo.store.project(intParam(params, 'id', { min: 1 }));
    if (!row) throw new ApiError('ieoProjectNotFound');
    const answer: IEOProjectAnswer = {
      server_time: ieo.now(),
      project: ieo.view(row, visitorOrUser(ctx, request)),
    };
    return ok(answer);
  });
  apiRoute(app, 'POST', IEO_PATH.buy, ({ request, params }) => {
    const caller = callerOf(ctx, request);
    const id = intParam(params, 'id', { min: 1 });
    const row = ieo.buy(caller.id, id, params.quantity);
    const project = ieo.store.project(row.project_id);
    if (!project) throw new ApiError('ieoProjectNotFound');
    const answer: IEOBuyAnswer = {
      server_time: ieo.now(),
      subscription: ieo.subscriptionView(row),
      project: ieo.view(project, caller.id),
    };
    return ok(answer, 'ieoBought');
  });
  apiRoute(app, 'GET', IEO_PATH.subscriptions, ({ request, params }) => {
    const caller = callerOf(ctx, request);
    const page = pageParam(params);
    const found = ieo.store.subscriptions(caller.id, page, IEO_PAGE_SIZE);
    const answer: Paged<IEOSubscription> = paged(
      found.total,
      IEO_PAGE_SIZE,
      page,
      found.rows.map((row) => ieo.subscriptionView(row)),
    );
    return ok(answer);
  });
}
