import type { FastifyInstance } from 'fastify';
import type { SendCodeAnswer } from '@exchange/shared/contract';
import { BIND_CODE_MAX, BIND_MOBILE_CODE_TYPE } from './constants';
import { callerOf } from '../auth/request-session';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { apiRoute } from '../http/api-route';
import { ok } from '../http/envelope';
import { optionalString, type Params } from '../http/params';
import type { UserRow } from '../user/user-repo';
import { countryCodeOfArea, mobileAddress, parseMobile } from '../verification/address';

type MobileAddress = { mobile: string; countryCode: string; key: string };

/** The number as registration takes it: `mobile` (6-15 digits) and `area_id` of default/area_list. */
function bindMobile(params: Params): MobileAddress {
  const mobile = parseMobile(optionalString(params, 'mobile'));
  const address = mobileAddress(mobile, countryCodeOfArea(params));
  if (address.kind !== 'mobile') throw new ApiError('invalidMobile');
  return address;
}

/**
 * `user/bind_mobile_code` and `user/bind_mobile` (docs/product.md#binding-a-phone): the
 * envelope twins of the legacy bind-email calls, with their rules. Login required; one mobile
 * per account; a number another account uses is answered as a real send (a blank code, so
 * binding it fails as a wrong code) because saying so would tell any logged-in user which
 * numbers have an account here. The code is type 7, keyed `+<country code><number>`.
 */
export function registerBindMobile(app: FastifyInstance, ctx: AppContext): void {
  const assertNoneBound = (user: UserRow): void => {
    if (user.mobile) throw new ApiError('mobileAlreadyBound');
  };

  const taken = (address: MobileAddress): boolean =>
    ctx.users.findByMobile(address.mobile, address.countryCode) !== undefined;

  apiRoute(app, 'POST', 'user/bind_mobile_code', async ({ request, params, lang }) => {
    const user = callerOf(ctx, request);
    const address = bindMobile(params);
    assertNoneBound(user);
    // Before the issue: a channel nothing can deliver stores no code and counts no limit.
    ctx.outbox.assertCanDeliver(address.key);
    if (taken(address)) {
      // Answered as a real send, limits included, but no code exists and nothing goes out.
      ctx.codes.issueBlank(address.key, BIND_MOBILE_CODE_TYPE, request.ip);
    } else {
      const issued = ctx.codes.issue(address.key, BIND_MOBILE_CODE_TYPE, request.ip);
      try {
        await ctx.outbox.deliverCode({
          to: address.key,
          type: BIND_MOBILE_CODE_TYPE,
          code: issued.code,
          lang,
        });
      } catch (error) {
        ctx.codes.withdraw(issued.id);
        request.log.error({ err: error }, 'bind-mobile code delivery failed');
        throw new ApiError('sendFailed');
      }
    }
    const limits = ctx.options.limits;
    const answer: SendCodeAnswer = {
      expires_in: Math.round(limits.codeTtlMs / 1000),
      resend_in: Math.round(limits.codeResendMs / 1000),
    };
    return ok(answer, 'codeSent');
  });

  apiRoute(app, 'POST', 'user/bind_mobile', ({ request, params }) => {
    const user = callerOf(ctx, request);
    const address = bindMobile(params);
    const code = optionalString(params, 'code');
    if (code === undefined) throw new ApiError('codeRequired');
    if (code.length > BIND_CODE_MAX) throw new ApiError('codeTooLong', { max: BIND_CODE_MAX });
    assertNoneBound(user);
    // Through the secret limiter: a wrong code counts there as well as on the code.
    const codeId = ctx.codes.verify(address.key, BIND_MOBILE_CODE_TYPE, code, request.ip);
    // Only a code sent before another account took the number gets here: refused as wrong.
    if (taken(address)) throw new ApiError('codeInvalid');
    try {
      ctx.db.transaction(() => {
        ctx.codes.consume(codeId);
        const changed = ctx.db
          .prepare('UPDATE users SET mobile = ?, country_code = ? WHERE id = ? AND mobile IS NULL')
          .run(address.mobile, address.countryCode, user.id).changes;
        if (changed !== 1) throw new ApiError('mobileAlreadyBound');
      })();
    } catch (error) {
      // Another account took the number between the check and the update.
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
        throw new ApiError('codeInvalid');
      }
      throw error;
    }
    return ok(null, 'mobileBound');
  });
}
