import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from '@exchange/shared/contract';
import type { MessageKey } from '../i18n/messages';
import { ApiError } from './api-error';
import { langOf } from './api-route';
import { errorEnvelope } from './envelope';

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0];
  return path === '/api' || path.startsWith('/api/');
}

const FASTIFY_ERROR_MESSAGES: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformedJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformedJson',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'malformedJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
};

/** The envelope for any error thrown while answering an `/api` request. */
export function apiErrorEnvelope(
  error: FastifyError | Error,
  request: FastifyRequest,
): Envelope<null> {
  const lang = langOf(request);
  if (error instanceof ApiError) return errorEnvelope(lang, error.key, error.vars, error.code);
  const code = (error as FastifyError).code;
  const known = code ? FASTIFY_ERROR_MESSAGES[code] : undefined;
  if (known) return errorEnvelope(lang, known);
  if (error instanceof SyntaxError) return errorEnvelope(lang, 'malformedJson');
  request.log.error({ err: error }, 'api handler failed');
  return errorEnvelope(lang, 'serverError');
}

/**
 * Bodies are JSON only (uploads come later as multipart). The default secure parser drops
 * `__proto__`/`constructor` keys; an empty body counts as `{}` so a bodyless POST such as
 * `user/logout` is not an error. Anything else (text/plain included) is refused with code 0.
 */
export function installBodyParsers(app: FastifyInstance): void {
  const strict = app.getDefaultJsonParser('remove', 'remove');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    return strict(request, text, done);
  });
}

/** The envelope for an `/api` path no route answers: unknown path, or a wrong method. */
export function apiNotFound(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const lang = langOf(request);
  const path = request.url.split('?')[0];
  const otherMethod = (['GET', 'POST'] as const).some(
    (method) => method !== request.method && app.hasRoute({ url: path, method }),
  );
  const answer = otherMethod
    ? errorEnvelope(lang, 'methodNotAllowed', { method: request.method })
    : errorEnvelope(lang, 'unknownApi', { path: path.replace(/^\/api\/?/, '').slice(0, 100) });
  return reply.code(200).header('cache-control', 'no-store').send(answer);
}
