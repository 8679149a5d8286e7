import type { Database } from 'better-sqlite3';
import type { LoginAnswer } from '@exchange/shared/contract';
import { passwordSubject, unknownAccountSubject, type SecretLimiter } from '../auth/secret-limiter';
import { burnPasswordCheck, verifyPassword } from '../auth/passwords';
import type { TokenStore } from '../auth/tokens';
import { ApiError } from '../http/api-error';
import { boundAddress } from '../verification/address';
import type { CodeStore } from '../verification/code-store';
import { toUserInfo } from './user-info';
import type { UserRepo } from './user-repo';

export type LoginDeps = {
  db: Database;
  users: UserRepo;
  tokens: TokenStore;
  limiter: SecretLimiter;
  codes: CodeStore;
};

export type LoginInput = {
  account: string;
  password: string;
  loginType: 'email' | 'mobile';
  countryCode?: string;
  /** Required (a type-5 code of the account) when `login_use_sms` is "1". */
  smsCode?: string;
  requireCode: boolean;
  ip: string;
};

/**
 * Checks the credentials and issues a token.
 * - The network, the account (for networks it never logged in from) and the account from
 *   this network may have to wait after failures (SecretLimiter); that is checked first, so a
 *   refused login answers the same with a right or a wrong password.
 * - A wrong account and a wrong password get the same message and take the same time, and
 *   both count as a failure (an unknown account is counted under what was typed).
 * - With `login_use_sms` = "1" the type-5 code sent to the account must match; it is used up
 *   in the same transaction that issues the token and resets this network's back-off.
 */
export async function login(deps: LoginDeps, input: LoginInput): Promise<LoginAnswer> {
  if (input.requireCode && !input.smsCode) throw new ApiError('codeRequired');
  const user =
    input.loginType === 'email'
      ? deps.users.findByEmail(input.account)
      : deps.users.findByMobile(input.account, input.countryCode);
  // Failures of a known user count under its id, so its e-mail and mobile share one lock.
  const subject = user
    ? passwordSubject(user.id)
    : unknownAccountSubject(input.loginType, input.account, input.countryCode);
  deps.limiter.assertAllowed(subject, input.ip);

  const valid = user
    ? await verifyPassword(input.password, user.password_hash)
    : await burnPasswordCheck(input.password);
  if (!user || !valid) {
    deps.limiter.recordFailure(subject, input.ip);
    throw new ApiError('loginFailed');
  }

  let codeId: number | undefined;
  if (input.requireCode) {
    const address = boundAddress(user, input.loginType);
    if (!address) throw new ApiError('codeInvalid');
    codeId = deps.codes.verify(address.key, 5, input.smsCode ?? '', input.ip);
  }
  const token = deps.db.transaction(() => {
    if (codeId !== undefined) deps.codes.consume(codeId);
    deps.limiter.recordSuccess(subject, input.ip);
    return deps.tokens.issue(user.id);
  })();
  return { token, ...toUserInfo(user) };
}
