import { type UserInfo } from '@exchange/shared';
import { REVIEW_STATUS, SECURITY_BASE, SECURITY_STEP } from '@exchange/shared/contract/personal';

export type SecurityLabel = 'middle' | 'high' | 'strong';

export type SecurityLevel = { percent: number; label: SecurityLabel };

const isBound = (value: string | null | undefined): boolean => (value ?? '').trim() !== '';

/**
 * The security bar (docs/product.md#logged-in-areas-screens, docs/product.md#logged-in-areas-constants; docs/decisions.md#passwords-and-codes):
 * min(100, 50 + 25 per bound phone, bound e-mail, verified identity), labelled middle at 50,
 * high at 75 and strong at 100.
 */
export const securityLevel = (
  user: Pick<UserInfo, 'mobile' | 'email' | 'review_status'>,
): SecurityLevel => {
  const steps =
    Number(isBound(user.mobile)) +
    Number(isBound(user.email)) +
    Number(user.review_status === REVIEW_STATUS.verified);
  const percent = Math.min(100, SECURITY_BASE + SECURITY_STEP * steps);
  const label: SecurityLabel = percent >= 100 ? 'strong' : percent >= 75 ? 'high' : 'middle';
  return { percent, label };
};
