import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Envelope } from '@exchange/shared/contract';
import type { LegacyAnswer } from '@exchange/shared/contract/personal';
import { BIND_CODE_MAX, BIND_EMAIL_CODE_TYPE, BIND_EMAIL_MAX } from './constants';
import { callerOf } from '../auth/request-session';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { langOf } from '../http/api-route';
import { errorEnvelope } from '../http/envelope';
import { optionalString, paramsOf, type Params } from '../http/params';
import { translate, type MessageKey } from '../i18n/messages';
import type { UserRow } from '../user/user-repo';
import { parseEmail } from '../verification/address';

type LegacyHandler = (request: FastifyRequest, params: Params) => Promise<MessageKey>;

/** A bind e-mail: required, e-mail shaped, at most BIND_EMAIL_MAX characters. */
function bindEmail(params: Params, name: string): string {
  const email = parseEmail(optionalString(params, name));
  if (email.length > BIND_EMAIL_MAX) throw new ApiError('emailTooLong', { max: BIND_EMAIL_MAX });
  return email;
}

/**
 * The legacy bind-email calls. They answer `{ type: 'ok' | 'error', message }` instead of the
 * envelope, always HTTP 200, except without a valid token: then the envelope with code 999, as
 * every call answers it (docs/product.md#logged-in-areas-calls). The original page called them
 * relative to its api base (`api/sms_mail` under `/api/`), so each is registered at
 * `/api/<path>` and at `/api/api/<path>`.
 */
export function registerLegacyBindEmail(app: FastifyInstance, ctx: AppContext): void {
  /** One e-mail per account: the caller has none bound yet. */
  const assertNoneBound = (user: UserRow): void => {
    if (user.email) throw new ApiError('emailAlreadyBound');
  };

  /**
   * Another account uses the e-mail. The answers never say so: they would tell any logged-in
   * user which addresses have an account here.
   */
  const taken = (email: string): boolean => ctx.users.findByEmail(email) !== undefined;

  const sendCode: LegacyHandler = async (request, params) => {
    const user = callerOf(ctx, request);
    const email = bindEmail(params, 'user_string');
    assertNoneBound(user);
    ctx.outbox.assertCanDeliver(email);
    if (taken(email)) {
      // Answered as a real send, limits included, but no code exists and nothing goes out.
      ctx.codes.issueBlank(email, BIND_EMAIL_CODE_TYPE, request.ip);
      return 'codeSent';
    }
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
    const user = callerOf(ctx, request);
    const email = bindEmail(params, 'email');
    const code = optionalString(params, 'code');
    if (code === undefined) throw new ApiError('codeRequired');
    if (code.length > BIND_CODE_MAX) throw new ApiError('codeTooLong', { max: BIND_CODE_MAX });
    assertNoneBound(user);
    const codeId = ctx.codes.verify(email, BIND_EMAIL_CODE_TYPE, code, request.ip);
    // Only a code sent before another account took the address gets here: refused as wrong.
    if (taken(email)) throw new ApiError('codeInvalid');
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
        throw new ApiError('codeInvalid');
      }
      throw error;
    }
    return Promise.resolve('emailBound');
  };

  const route = (path: string, handler: LegacyHandler): void => {
    for (const url of [`/${path}`, `/api/${path}`]) {
      app.post(url, async (request): Promise<LegacyAnswer | Envelope<null>> => {
        const lang = langOf(request);
        try {
          const key = await handler(request, paramsOf(request));
          return { type: 'ok', message: translate(lang, key) };
        } catch (error) {
          // No valid token: the 999 envelope of every other call, so the page goes to login.
          if (error instanceof ApiError && error.code === 999) {
            return errorEnvelope(lang, error.key, error.vars, 999);
          }
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
