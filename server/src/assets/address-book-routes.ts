import type { FastifyInstance } from 'fastify';
import type { AddressBookEntry, DrawLimit } from '@exchange/shared/contract';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { apiRoute } from '../http/api-route';
import { ok } from '../http/envelope';
import { intParam, type Params } from '../http/params';
import type { AddressBook } from './address-book';
import { callerOf } from './caller';
import type { DrawLimits } from './draw-limit';

/** An optional positive id parameter; anything else but absence is refused. */
function optionalId(params: Params, name: string): number | undefined {
  const value = params[name];
  return value === undefined || value === null || value === ''
    ? undefined
    : intParam(params, name, { min: 1 });
}

/**
 * address_book/list and address_book/delete (entries are added with the address service's
 * BindDrawAddress, which needs a code), and account/draw_limit for the withdraw panel.
 */
export function registerAddressBookRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  book: AddressBook,
  limits: DrawLimits,
): void {
  apiRoute(app, 'GET', 'address_book/list', ({ request, params }) => {
    const user = callerOf(ctx, request);
    const entries: AddressBookEntry[] = book.list(user.id, {
      currencyId: optionalId(params, 'currency_id'),
      protocolId: optionalId(params, 'currency_protocol_id'),
    });
    return ok(entries);
  });

  apiRoute(app, 'POST', 'address_book/delete', ({ request, params }) => {
    const user = callerOf(ctx, request);
    let id: number;
    try {
      id = intParam(params, 'id', { min: 1 });
    } catch {
      throw new ApiError('addressBookEntryNotFound');
    }
    book.remove(user.id, id);
    return ok(null, 'addressBookDeleted');
  });

  apiRoute(app, 'GET', 'account/draw_limit', ({ request }) => {
    const limit: DrawLimit = limits.of(callerOf(ctx, request));
    return ok(limit);
  });
}
