import type { Paged } from '@exchange/shared/contract';
import { ApiError } from '../http/api-error';
import { intParam, type Params } from '../http/params';
import { MAX_PAGE } from './constants';

/** The logged-in caller, or a 999 refusal (one helper for every area, kept here for its callers). */
export { callerOf } from '../auth/request-session';

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
