import type { FastifyInstance } from 'fastify';
import { requireSession, tokenOf } from '../auth/request-session';
import type { AppContext } from '../context';
import { ApiError, loginRequired } from '../http/api-error';
import { apiRoute } from '../http/api-route';
import { ok } from '../http/envelope';
import { optionalString, requiredString } from '../http/params';
import { login } from './login';
import { toUserInfo } from './user-info';

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, 'POST', 'user/login', async ({ params }) => {
    const account = requiredString(params, 'account');
    // Passwords are not trimmed: spaces would be part of what the user typed.
    const password = typeof params.password === 'string' ? params.password : '';
    if (password === '') throw new ApiError('missingParam', { name: 'password' });
    const type = optionalString(params, 'login_type') ?? 'email';
    if (type !== 'email' && type !== 'mobile') {
      throw new ApiError('invalidParam', { name: 'login_type' });
    }
    const answer = await login(ctx.users, ctx.tokens, {
      account,
      password,
      loginType: type,
      countryCode: optionalString(params, 'country_code'),
    });
    return ok(answer, 'loginSuccess');
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
