import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LegacyAnswer } from '@exchange/shared/contract';
import { BIND_CODE_MAX, BIND_EMAIL_CODE_TYPE, BIND_EMAIL_MAX } from './constants';
import { requireSession } from '../auth/request-session';
import type { AppContext } from '../context';
import { ApiError, loginRequired } from '../http/api-error';
import { langOf } from '../http/api-route';
import { optionalString, paramsOf, type Params } from '../http/params';
import { translate, type MessageKey } from '../i18n/messages';
import type { UserRow } from '../user/user-repo';
import { parseEmail } from '../verification/address';

type LegacyHandler = (request: FastifyRequest, params: Params) => Promise<MessageKey>;

/** A bind e-mail: required, e-mail shaped, at most BIND_EMAIL_MAX characters (spec 02 §5). */
function bindEmail(params: Params, name: string): string {
  const email = parseEmail(optionalString(params, name));
  if (email.length > BIND_EMAIL_MAX) throw new ApiError('emailTooLong', { max: BIND_EMAIL_MAX });
  return email;
}

/**
 * The legacy bind-email calls. They answer `{ type: 'ok' | 'error', message }` instead of the
 * envelope (decisions.md), always HTTP 200. The original page called them relative to its api
 * base (`api/sms_mail` under `/api/`), so each is registered at `/api/<path>` and at
 * `/api/api/<path>`.
 */
export function registerLegacyBindEmail(app: FastifyInstance, ctx: AppContext): void {
  const caller = (request: FastifyRequest): UserRow => {
    const session = requireSession(request, ctx.tokens);
    const user = ctx.users.findById(session.userId);
    if (!user) throw loginRequired();
    return user;
  };

  /** The e-mail may be bound: the caller has none yet and nobody else uses it. */
  const assertBindable = (user: UserRow, email: string): void => {
    if (user.email) throw new ApiError('emailAlreadyBound');
    if (ctx.users.findByEmail(email)) throw new ApiError('emailTaken');
  };

  const sendCode: LegacyHandler = async (request, params) => {
    const user = caller(request);
    const email = bindEmail(params, 'user_string');
    assertBindable(user, email);
    const issued = ctx.codes.issue(email, BIND_EMAIL_CODE_TYPE, request.ip);
    try {
      await ctx.outbox.deliverCode({
        to: email,
        type: BIND_EMAIL_CODE_TYPE,
        code: issued.code,
        lang: langOf(request),
      });
    } catch (error) {
      ctx.codes.withdraw(issued.id);
      request.log.error({ err: error }, 'bind-email code delivery failed');
      throw new ApiError('sendFailed');
    }
    return 'codeSent';
  };

  const bind: LegacyHandler = (request, params) => {
    const user = caller(request);
    const email = bindEmail(params, 'email');
    const code = optionalString(params, 'code');
    if (code === undefined) throw new ApiError('codeRequired');
    if (code.length > BIND_CODE_MAX) throw new ApiError('codeTooLong', { max: BIND_CODE_MAX });
    assertBindable(user, email);
    const codeId = ctx.codes.verify(email, BIND_EMAIL_CODE_TYPE, code);
    try {
      ctx.db.transaction(() => {
        ctx.codes.consume(codeId);
        const changed = ctx.db
          .prepare('UPDATE users SET email = ? WHERE id = ? AND email IS NULL')
          .run(email, user.id).changes;
        if (changed !== 1) throw new ApiError('emailAlreadyBound');
      })();
    } catch (error) {
      // Another account took the address between the check and the update.
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
        throw new ApiError('emailTaken');
      }
      throw error;
    }
    return Promise.resolve('emailBound');
  };

  const route = (path: string, handler: LegacyHandler): void => {
    for (const url of [`/${path}`, `/api/${path}`]) {
      app.post(url, async (request): Promise<LegacyAnswer> => {
        const lang = langOf(request);
        try {
          const key = await handler(request, paramsOf(request));
          return { type: 'ok', message: translate(lang, key) };
        } catch (error) {
          if (error instanceof ApiError) {
            return { type: 'error', message: translate(lang, error.key, error.vars) };
          }
          request.log.error({ err: error }, 'legacy bind-email call failed');
          return { type: 'error', message: translate(lang, 'serverError') };
        }
      });
    }
  };
  route('sms_mail', sendCode);
  route('safe/email', bind);
}
