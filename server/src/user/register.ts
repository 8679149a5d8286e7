import type { Database } from 'better-sqlite3';
import type { UserInfo } from '@exchange/shared/contract';
import { creditWelcome, type AccountsRepo } from '../accounts/accounts-repo';
import { hashPassword } from '../auth/passwords';
import { ApiError } from '../http/api-error';
import { optionalString, type Params } from '../http/params';
import {
  accountKind,
  countryCodeOfArea,
  emailAddress,
  mobileAddress,
  parseAccount,
  type Address,
} from '../verification/address';
import type { CodeStore } from '../verification/code-store';
import { checkNewPassword, rawPassword } from './password-input';
import { toUserInfo } from './user-info';
import type { UserRepo, UserRow } from './user-repo';

export type RegisterDeps = {
  db: Database;
  users: UserRepo;
  accounts: AccountsRepo;
  codes: CodeStore;
  /** USDT credited to the new spot account ("0": none). */
  welcomeBalance: string;
};

function findExisting(users: UserRepo, address: Address): UserRow | undefined {
  return address.kind === 'email'
    ? users.findByEmail(address.email)
    : users.findByMobile(address.mobile, address.countryCode);
}

/**
 * `user/register`. Checks in this order, each refusal code 0 with its own message: account
 * format (and country for a mobile), code present, code valid (type 1: not expired, not used,
 * not void; a wrong one counts an attempt), password present, password policy, confirmation
 * present, confirmation equal, invite code known (when given), account not yet registered.
 * Then one transaction creates the user, its accounts, the welcome credit with its balance
 * log, and uses the code up: on any failure nothing of it is written and the code stays valid.
 * `ip` is the client's: the code check goes through the secret limiter.
 */
export async function register(deps: RegisterDeps, params: Params, ip: string): Promise<UserInfo> {
  const kind = accountKind(params, 'type');
  const account = parseAccount(kind, optionalString(params, 'account'));
  const address =
    kind === 'email' ? emailAddress(account) : mobileAddress(account, countryCodeOfArea(params));

  const code = optionalString(params, 'sms_code');
  if (code === undefined) throw new ApiError('codeRequired');
  const codeId = deps.codes.verify(address.key, 1, code, ip);

  const password = checkNewPassword(
    rawPassword(params, 'password'),
    rawPassword(params, 're_password'),
  );

  const inviteCode = optionalString(params, 'invite_code');
  const referrer = inviteCode === undefined ? undefined : deps.users.findByInviteCode(inviteCode);
  if (inviteCode !== undefined && !referrer) throw new ApiError('inviteCodeNotFound');

  if (findExisting(deps.users, address)) throw new ApiError('accountExists');

  const passwordHash = await hashPassword(password);

  const user = deps.db.transaction(() => {
    // Checked again inside the transaction: another request may have won while we hashed.
    if (findExisting(deps.users, address)) throw new ApiError('accountExists');
    const created = deps.users.create({
      email: address.kind === 'email' ? address.email : undefined,
      mobile: address.kind === 'mobile' ? address.mobile : undefined,
      countryCode: address.kind === 'mobile' ? address.countryCode : undefined,
      passwordHash,
      invitedBy: referrer?.id,
    });
    deps.accounts.open(created.id);
    creditWelcome(deps.accounts, created.id, deps.welcomeBalance);
    deps.codes.consume(codeId);
    return created;
  })();
  return toUserInfo(user);
}
