import type { LoginAnswer } from '@exchange/shared/contract';
import { burnPasswordCheck, verifyPassword } from '../auth/passwords';
import type { TokenStore } from '../auth/tokens';
import { ApiError } from '../http/api-error';
import { toUserInfo } from './user-info';
import type { UserRepo } from './user-repo';

export type LoginInput = {
  account: string;
  password: string;
  loginType: 'email' | 'mobile';
  countryCode?: string;
};

/**
 * Checks the credentials and issues a token. A wrong account and a wrong password get the
 * same message and take the same time. Seam for the later issue: SMS-code login (setting
 * login_use_sms) and per-account rate limiting (message key tooManyRequests) go here.
 */
export async function login(
  users: UserRepo,
  tokens: TokenStore,
  input: LoginInput,
): Promise<LoginAnswer> {
  const user =
    input.loginType === 'email'
      ? users.findByEmail(input.account)
      : users.findByMobile(input.account, input.countryCode);
  const valid = user
    ? await verifyPassword(input.password, user.password_hash)
    : await burnPasswordCheck(input.password);
  if (!user || !valid) throw new ApiError('loginFailed');
  return { token: tokens.issue(user.id), ...toUserInfo(user) };
}
