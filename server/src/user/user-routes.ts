import type { FastifyInstance } from 'fastify';
import { requireSession, tokenOf } from '../auth/request-session';
import type { AppContext } from '../context';
import { ApiError, loginRequired } from '../http/api-error';
import { apiRoute } from '../http/api-route';
import { ok } from '../http/envelope';
import { optionalString, requiredString } from '../http/params';
import { forgetPassword } from './forget-password';
import { login } from './login';
import { register } from './register';
import { toUserInfo } from './user-info';

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, 'POST', 'user/login', async ({ request, params }) => {
    const account = requiredString(params, 'account');
    // Passwords are not trimmed: spaces would be part of what the user typed.
    const password = typeof params.password === 'string' ? params.password : '';
    if (password === '') throw new ApiError('missingParam', { name: 'password' });
    const type = optionalString(params, 'login_type') ?? 'email';
    if (type !== 'email' && type !== 'mobile') {
      throw new ApiError('invalidParam', { name: 'login_type' });
    }
    const answer = await login(
      {
        db: ctx.db,
        users: ctx.users,
        tokens: ctx.tokens,
        limiter: ctx.secretLimiter,
        codes: ctx.codes,
      },
      {
        account,
        password,
        loginType: type,
        countryCode: optionalString(params, 'country_code'),
        smsCode: optionalString(params, 'sms_code'),
        // Operator setting, read on every request like the others.
        requireCode: ctx.settings.get('login_use_sms') === '1',
        ip: request.ip,
      },
    );
    return ok(answer, 'loginSuccess');
  });

  apiRoute(app, 'POST', 'user/register', async ({ request, params }) => {
    const user = await register(
      {
        db: ctx.db,
        users: ctx.users,
        accounts: ctx.accounts,
        codes: ctx.codes,
        welcomeBalance: ctx.options.welcomeBalance,
      },
      params,
      request.ip,
    );
    return ok(user, 'registerSuccess');
  });

  apiRoute(app, 'POST', 'user/forget_password', async ({ request, params }) => {
    await forgetPassword(
      {
        db: ctx.db,
        users: ctx.users,
        tokens: ctx.tokens,
        codes: ctx.codes,
        limiter: ctx.secretLimiter,
        hub: ctx.hub,
      },
      params,
      request.ip,
    );
    return ok(null, 'passwordResetSuccess');
  });

  apiRoute(app, 'GET', 'user/info', ({ request }) => {
    const session = requireSession(request, ctx.tokens);
    const user = ctx.users.findById(session.userId);
    if (!user) throw loginRequired();
    return ok(toUserInfo(user));
  });

  apiRoute(app, 'POST', 'user/logout', ({ request }) => {
    const session = requireSession(request, ctx.tokens);
    const token = tokenOf(request);
    if (token) ctx.tokens.revoke(token);
    // The live channel of this session becomes anonymous too.
    ctx.hub.endSession(session.tokenHash);
    return ok(null, 'logoutSuccess');
  });
}
