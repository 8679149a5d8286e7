import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { apiRoute } from '../http/api-route';
import { ok } from '../http/envelope';
import { optionalString } from '../http/params';
import { AREAS } from './areas';

/** `default/*`: the country list and the operator settings. */
export function registerDefaultRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, 'GET', 'default/area_list', () => ok(AREAS));

  apiRoute(app, 'GET', 'default/setting', ({ params }) => {
    const key = optionalString(params, 'key');
    if (key === undefined) return ok(ctx.settings.all());
    if (!ctx.settings.isPublicKey(key))
      throw new ApiError('unknownSetting', { key: key.slice(0, 64) });
    return ok(ctx.settings.get(key));
  });
}
