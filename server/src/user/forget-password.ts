import type { Database } from 'better-sqlite3';
import { passwordSubject, type SecretLimiter } from '../auth/secret-limiter';
import { hashPassword } from '../auth/passwords';
import type { TokenStore } from '../auth/tokens';
import { ApiError } from '../http/api-error';
import { optionalString, type Params } from '../http/params';
import {
  accountKind,
  boundAddress,
  optionalCountryCode,
  parseAccount,
} from '../verification/address';
import type { CodeStore } from '../verification/code-store';
import type { Hub } from '../ws/hub';
import { checkNewPassword, rawPassword } from './password-input';
import type { UserRepo } from './user-repo';

export type ForgetPasswordDeps = {
  db: Database;
  users: UserRepo;
  tokens: TokenStore;
  codes: CodeStore;
  limiter: SecretLimiter;
  hub: Hub;
};

/**
 * `user/forget_password`. Checks in this order: type, account format (mobile digits only,
 * 6-15; e-mail with @), account known, code present, code valid (type 2), password present,
 * password policy, confirmation present, confirmation equal. Then one transaction sets the
 * new hash, uses the code up, revokes every token of the user and forgets its failed logins;
 * after the commit the user's live-channel sessions become anonymous. `ip` is the client's: the
 * code check goes through the secret limiter.
 */
export async function forgetPassword(
  deps: ForgetPasswordDeps,
  params: Params,
  ip: string,
): Promise<void> {
  const kind = accountKind(params, 'type');
  const account = parseAccount(kind, optionalString(params, 'account'));
  const user =
    kind === 'email'
      ? deps.users.findByEmail(account)
      : deps.users.findByMobile(account, optionalCountryCode(params));
  const address = user ? boundAddress(user, kind) : undefined;
  if (!user || !address) throw new ApiError('accountNotFound');

  const code = optionalString(params, 'auth_code');
  if (code === undefined) throw new ApiError('codeRequired');
  const codeId = deps.codes.verify(address.key, 2, code, ip);

  const password = checkNewPassword(
    rawPassword(params, 'new_password'),
    rawPassword(params, 'secondary_password'),
  );
  const passwordHash = await hashPassword(password);

  const revoked = deps.db.transaction(() => {
    deps.codes.consume(codeId);
    deps.users.setPasswordHash(user.id, passwordHash);
    deps.limiter.clear(passwordSubject(user.id));
    return deps.tokens.revokeAllForUser(user.id);
  })();
  for (const tokenHash of revoked) deps.hub.endSession(tokenHash);
}
