import type { UserInfo } from '@exchange/shared/contract';
import type { UserRow } from './user-repo';

/** `users.pay_password_hash` (migration 5) comes with `SELECT *`; UserRow does not name it. */
type UserInfoRow = UserRow & { pay_password_hash?: string | null };

export function toUserInfo(row: UserInfoRow): UserInfo {
  const email = row.email ?? '';
  const mobile = row.mobile ?? '';
  return {
    id: row.id,
    uid: row.uid,
    email,
    mobile,
    account: email || mobile,
    invite_code: row.invite_code,
    review_status: row.review_status,
    is_seller: row.is_seller === 1,
    pay_password_set: typeof row.pay_password_hash === 'string' && row.pay_password_hash !== '',
  };
}
