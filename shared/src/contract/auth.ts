/**
 * Registration, verification codes and password recovery (docs/product.md#public-and-spot-calls, docs/product.md#logged-in-areas-calls). The
 * server answers code 0 with a message in the request's language for every refusal.
 */

/**
 * `POST notify/send_email` and `POST notify/send_sms`. `type` is a CODE_TYPE. For SMS, `to`
 * is the national number (digits only, 6-15) and `area_id` an id of `default/area_list`. Type 3
 * (trade password) needs the token and goes to the caller's bound e-mail / mobile (`to` is
 * then ignored).
 */
export type SendCodeRequest = {
  to?: string;
  type: 1 | 2 | 3 | 5;
  area_id?: number;
};

/** `data` of a successful send: seconds the code stays valid, seconds until the next send. */
export type SendCodeAnswer = {
  expires_in: number;
  resend_in: number;
};

/**
 * `POST user/register`. `account` is the e-mail, or the national mobile number with
 * `area_id`; `sms_code` is the type-1 code whichever the channel. `invite_code` is optional.
 * Answers `data: UserInfo` of the new user (no token: the client goes to the login page).
 */
export type RegisterRequest = {
  account: string;
  password: string;
  re_password: string;
  invite_code?: string;
  area_id?: number;
  sms_code: string;
  type: 'email' | 'mobile';
};

/**
 * `POST user/forget_password`. `auth_code` is the type-2 code; a mobile account may add
 * `area_id` (or `country_code`) when the same number exists in several countries. Answers
 * `data: null`; every token of the user is revoked.
 */
export type ForgetPasswordRequest = {
  account: string;
  new_password: string;
  secondary_password: string;
  type: 'email' | 'mobile';
  auth_code: string;
  area_id?: number;
  country_code?: string;
};
