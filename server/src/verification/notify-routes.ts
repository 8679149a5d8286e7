import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SendCodeAnswer } from '@exchange/shared/contract';
import { requireSession } from '../auth/request-session';
import type { AppContext } from '../context';
import { ApiError, loginRequired } from '../http/api-error';
import { apiRoute, type ApiContext } from '../http/api-route';
import { ok } from '../http/envelope';
import { intParam, optionalString, type Params } from '../http/params';
import {
  boundAddress,
  countryCodeOfArea,
  emailAddress,
  mobileAddress,
  parseEmail,
  parseMobile,
  type AccountKind,
  type Address,
} from './address';
import { isCodeType, type CodeType } from './code-store';

/**
 * `notify/send_email` and `notify/send_sms` ({to, type, area_id}). Checks in this order:
 * type (1 register, 2 forgot password, 3 trade password, 5 login), login for type 3, `to`
 * (e-mail shape, or mobile digits and a known area_id), the account rule of the type (1: not
 * registered yet; 2 and 5: registered; 3: the caller's bound e-mail or mobile, `to` ignored),
 * that a sender serves the channel (outside demo mode), then the limits. Answers
 * `{ expires_in, resend_in }` in seconds.
 */
export function registerNotifyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const send =
    (kind: AccountKind) =>
    async ({ request, params, lang }: ApiContext) => {
      const type = intParam(params, 'type');
      if (!isCodeType(type)) throw new ApiError('invalidParam', { name: 'type' });
      const address = type === 3 ? boundOfCaller(request, kind) : requested(params, kind, type);
      // Before the issue: a channel nothing can deliver stores no code and counts no limit.
      ctx.outbox.assertCanDeliver(address.key);
      const issued = ctx.codes.issue(address.key, type, request.ip);
      try {
        await ctx.outbox.deliverCode({ to: address.key, type, code: issued.code, lang });
      } catch (error) {
        ctx.codes.withdraw(issued.id);
        request.log.error({ err: error, channel: kind }, 'verification code delivery failed');
        throw new ApiError('sendFailed');
      }
      const limits = ctx.options.limits;
      const answer: SendCodeAnswer = {
        expires_in: Math.round(limits.codeTtlMs / 1000),
        resend_in: Math.round(limits.codeResendMs / 1000),
      };
      return ok(answer, 'codeSent');
    };

  /** Type 3 (trade password): the code goes to the logged-in caller's own bound account. */
  const boundOfCaller = (request: FastifyRequest, kind: AccountKind): Address => {
    const session = requireSession(request, ctx.tokens);
    const user = ctx.users.findById(session.userId);
    if (!user) throw loginRequired();
    const address = boundAddress(user, kind);
    if (!address) throw new ApiError(kind === 'email' ? 'noBoundEmail' : 'noBoundMobile');
    return address;
  };

  const requested = (params: Params, kind: AccountKind, type: CodeType): Address => {
    const to = optionalString(params, 'to');
    const address =
      kind === 'email'
        ? emailAddress(parseEmail(to))
        : mobileAddress(parseMobile(to), countryCodeOfArea(params));
    const user =
      address.kind === 'email'
        ? ctx.users.findByEmail(address.email)
        : ctx.users.findByMobile(address.mobile, address.countryCode);
    if (type === 1 && user) throw new ApiError('accountExists');
    if (type !== 1 && !user) throw new ApiError('accountNotFound');
    return address;
  };

  apiRoute(app, 'POST', 'notify/send_email', send('email'));
  apiRoute(app, 'POST', 'notify/send_sms', send('mobile'));
}
