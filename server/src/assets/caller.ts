import type { FastifyRequest } from 'fastify';
import type { Paged } from '@exchange/shared/contract';
import { requireSession } from '../auth/request-session';
import type { AppContext } from '../context';
import { ApiError, loginRequired } from '../http/api-error';
import { intParam, type Params } from '../http/params';
import type { UserRow } from '../user/user-repo';
import { MAX_PAGE } from './constants';

/** The logged-in caller, or a 999 refusal. */
export function callerOf(ctx: AppContext, request: FastifyRequest): UserRow {
  const session = requireSession(request, ctx.tokens);
  const user = ctx.users.findById(session.userId);
  if (!user) throw loginRequired();
  return user;
}

/** `page` (default 1), refused beyond MAX_PAGE. */
export function pageParam(params: Params): number {
  const page = intParam(params, 'page', { fallback: 1, min: 1 });
  if (page > MAX_PAGE) throw new ApiError('invalidParam', { name: 'page' });
  return page;
}

/** A page of `total` rows in the docs/decisions.md#lists shape. */
export function paged<T>(total: number, perPage: number, page: number, data: T[]): Paged<T> {
  return {
    total,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    current_page: page,
    data,
  };
}
