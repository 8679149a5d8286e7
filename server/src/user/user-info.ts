import type { UserInfo } from '@exchange/shared/contract';
import type { UserRow } from './user-repo';

export function toUserInfo(row: UserRow): UserInfo {
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
  };
}
