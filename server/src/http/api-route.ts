import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Envelope } from '@exchange/shared/contract';
import { resolveLang, type Lang } from '../i18n/languages';
import { translate } from '../i18n/messages';
import { envelope, type ApiAnswer } from './envelope';
import { paramsOf, type Params } from './params';

export type ApiContext = { request: FastifyRequest; lang: Lang; params: Params };
export type ApiHandler = (ctx: ApiContext) => ApiAnswer<unknown> | Promise<ApiAnswer<unknown>>;

export function langOf(request: FastifyRequest): Lang {
  return resolveLang(request.headers.lang);
}

/**
 * Registers one `/api/<path>` route whose answer is always the envelope: the handler returns
 * data (code 1) or throws an ApiError that the error handler turns into code 0 / 999.
 */
export function apiRoute(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  handler: ApiHandler,
): void {
  app.route({
    method,
    url: `/${path}`,
    handler: async (request): Promise<Envelope<unknown>> => {
      const lang = langOf(request);
      const answer = await handler({ request, lang, params: paramsOf(request) });
      const msg = answer.message ? translate(lang, answer.message) : '';
      return envelope(1, msg, answer.data);
    },
  });
}
