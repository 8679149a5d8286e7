import type { FastifyRequest } from 'fastify';
import { loginRequired } from '../http/api-error';
import type { AppContext } from '../context';
import type { UserRow } from '../user/user-repo';
import type { Session, TokenStore } from './tokens';

/** The raw token of the `Authorization` header (a `Bearer ` prefix is tolerated). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  return header.replace(/^Bearer\s+/i, '').trim() || undefined;
}

/** The caller's session, or a code-999 refusal. */
export function requireSession(request: FastifyRequest, tokens: TokenStore): Session {
  const session = tokens.resolve(tokenOf(request));
  if (!session) throw loginRequired();
  return session;
}

/** The logged-in caller, or a code-999 refusal (also when the account is gone). */
export function callerOf(ctx: AppContext, request: FastifyRequest): UserRow {
  const session = requireSession(request, ctx.tokens);
  const user = ctx.users.findById(session.userId);
  if (!user) throw loginRequired();
  return user;
}
