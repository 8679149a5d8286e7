import type { Paged } from './envelope';

/**
 * The personal area's calls (docs/product.md#logged-in-areas-screens "Personal area", docs/product.md#logged-in-areas-validation, docs/product.md#logged-in-areas-calls; docs/decisions.md#passwords-and-codes). Paths are relative to `/api/`; every answer is the usual `{ code, msg, data }`
 * envelope except the two legacy bind-email paths.
 */
export const PERSONAL_PATH = {
  authorizationCode: 'user/authorization_code',
  amendPassword: 'user/amend_password',
  amendPayPassword: 'user/amend_pay_password',
  payMethodTypes: 'pay_method/types',
  payMethodByType: 'pay_method/get_method_by_type',
  payMethodSave: 'pay_method/save',
  imageUpload: 'common/image_upload',
  realCenter: 'user_real/center',
  realName: 'user_real/real_name',
  feedbackSubmit: 'feedback/submit',
  accountLogs: 'account_log/all',
  /** Legacy bind-email paths: answer `LegacyAnswer`, not the envelope (docs/decisions.md). */
  bindEmailSendCode: 'sms_mail',
  bindEmail: 'safe/email',
  bindMobileSendCode: 'user/bind_mobile_code',
  bindMobile: 'user/bind_mobile',
} as const;

/**
 * `POST user/bind_mobile_code` (login required; docs/product.md#binding-a-phone): sends a
 * bind-mobile code (type 7) by SMS to the number. `mobile` is the national number (6-15
 * digits) and `area_id` an id of `default/area_list`, as at registration. Refused when the
 * caller already has a mobile; a number another account uses is answered as a send (nothing
 * goes out, and binding it fails as a wrong code). Answers `SendCodeAnswer`.
 */
export type BindMobileCodeRequest = { mobile: string; area_id: number };

/**
 * `POST user/bind_mobile`: binds the number the code was sent to. Checks in order: login,
 * mobile, area_id, code present (at most 16 characters), no mobile bound yet, code valid
 * (through the secret limiter). Answers `data: null`; afterwards `user/info` shows the mobile.
 */
export type BindMobileRequest = { mobile: string; area_id: number; code: string };

/** `GET user/authorization_code`: the caller's code for agents (docs/product.md#logged-in-areas-data "user codes"). */
export type AuthorizationCodeAnswer = { code: string };

/**
 * `POST user/amend_password`. The old password must match; the new one follows the login
 * password policy (6–16 letters or digits); `secondary_password` equals `new_password`. On
 * success every other token of the user is revoked; the caller's token stays valid. Answers
 * `data: null`. A wrong old password counts as a failed login of the account (lockout).
 */
export type AmendPasswordRequest = {
  old_password: string;
  new_password: string;
  secondary_password: string;
};

/**
 * `POST user/amend_pay_password`: sets or changes the trade password (6–16 letters or
 * digits). `auth_code` is a type-3 code sent to the caller's bound account (docs/decisions.md: the
 * user enters it; with both an e-mail and a mobile bound, the one that got the latest type-3
 * code is checked). Stored as a scrypt hash; withdrawal and lever orders check it. Checks in
 * order: password, policy, re_password, match, auth_code. Answers `data: null`; afterwards
 * `user/info` answers `pay_password_set: true`.
 */
export type AmendPayPasswordRequest = {
  password: string;
  re_password: string;
  auth_code: string;
};

/** Payment method codes (docs/product.md#logged-in-areas-data). */
export const PAY_METHOD_CODES = ['alipay', 'wxpay', 'bank'] as const;
export type PayMethodCode = (typeof PAY_METHOD_CODES)[number];

/** The ids of `PayMethodType` (stable: saved methods refer to them). */
export const PAY_METHOD_TYPE_ID = { alipay: 1, wxpay: 2, bank: 3 } as const satisfies Record<
  PayMethodCode,
  number
>;

/** `GET pay_method/types` (login required): `data: PayMethodType[]`, names in the request's `lang`. */
export type PayMethodType = { id: number; name: string; code: PayMethodCode };

/** Stored fields of a method: real_name always; account + qrcode (an uploaded image URL) for alipay/wxpay; bank_name, bank_address (branch), card_no for bank. */
export type PayMethodRawData = {
  real_name: string;
  account?: string;
  qrcode?: string;
  bank_name?: string;
  bank_address?: string;
  card_no?: string;
};

/** `GET pay_method/get_method_by_type?type=<id>`: the caller's saved method, or `data: null`. */
export type PayMethod = { type: number; code: PayMethodCode; raw_data: PayMethodRawData };

/**
 * `POST pay_method/save { type, raw_data }`: `type` is a PayMethodType id; answers the saved
 * PayMethod. Only the fields of that type are kept; strings are trimmed; at most
 * `PAY_FIELD_MAX` characters each (`card_no`: 6-34 letters, digits, spaces or dashes).
 */
export type SavePayMethodRequest = { type: number; raw_data: PayMethodRawData };
export const PAY_FIELD_MAX = 100;

/**
 * `POST common/image_upload` (multipart, field `file`): PNG, JPEG or WebP by content, at most
 * `UPLOAD_MAX_BYTES`. Answers the stored image's URL (same origin, under `/uploads/`).
 */
export type ImageUploadAnswer = { url: string };
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Uploads one user may make in a rolling hour (the server refuses more with code 0). */
export const UPLOAD_HOURLY_LIMIT = 30;

/** Identity review states (docs/product.md#logged-in-areas-data, docs/product.md#logged-in-areas-states): 0 not submitted, 1 under review, 2 verified, 3 rejected. */
export const REVIEW_STATUS = { none: 0, reviewing: 1, verified: 2, rejected: 3 } as const;
export type ReviewStatus = (typeof REVIEW_STATUS)[keyof typeof REVIEW_STATUS];

/**
 * `GET user_real/center`. `name` and `card_id` are those of the last request (empty before
 * any); `card_id` is masked (first and last 4 characters shown). `reason` is the operator's
 * reason when the last request was rejected, else empty.
 */
export type RealNameCenter = {
  review_status: ReviewStatus;
  name: string;
  card_id: string;
  reason: string;
};

/**
 * `POST user_real/real_name`: images are URLs the caller got from `common/image_upload`;
 * `hand_pic` optional. `name` at most 50 characters; `card_id` 4-30 letters, digits or dashes.
 * Refused while under review or once verified; allowed again after a rejection. Answers the
 * new `RealNameCenter` (review_status 1). The operator decides with `pnpm operator identity
 * approve|reject <uid>`.
 */
export type RealNameRequest = {
  name: string;
  card_id: string;
  front_pic: string;
  reverse_pic: string;
  hand_pic?: string;
};

/**
 * `POST feedback/submit` (docs/decisions.md). `content` has at least `FEEDBACK_MIN_LENGTH`
 * characters; every feedback length counts Unicode code points (an emoji is one character), on
 * the page and on the server alike (docs/product.md#logged-in-areas-validation).
 */
export type FeedbackRequest = { type: FeedbackType; title: string; content: string };
export const FEEDBACK_MIN_LENGTH = 10;
export const FEEDBACK_CONTENT_MAX = 2000;
export const FEEDBACK_TITLE_MAX = 100;
/** The accepted `type` values (the page labels them in its own language). */
export const FEEDBACK_TYPES = ['suggestion', 'problem', 'complaint', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/**
 * One account-log row of `GET account_log/all { page }` (15 a page, every account type,
 * newest first; movements of the available balance, and the savings account's locked principal
 * going in and out, so an order's lock shows once; docs/product.md#assets-area).
 */
export type AccountLogRow = {
  id: number;
  currency: { code: string };
  /** Signed decimal string. */
  value: string;
  memo: string;
  account_type_id: number;
  extra_data: { from?: string };
  created_at: string;
};
export const ACCOUNT_LOG_PAGE_SIZE = 15;
export type AccountLogPage = Paged<AccountLogRow>;

// The legacy bind answers' shape lives with the envelope: the core api client reads it.
export type { LegacyAnswer } from './envelope';

/** Bind e-mail limits (docs/product.md#logged-in-areas-validation). */
export const BIND_EMAIL_MAX = 20;
export const BIND_CODE_MAX = 16;
/**
 * Verification type of the bind-email code `sms_mail` sends (not accepted by notify/send_*).
 * Binding needs a logged-in caller without a bound e-mail; the e-mail must be unused.
 */
export const BIND_EMAIL_CODE_TYPE = 4;
/**
 * Verification type of the bind-mobile code `user/bind_mobile_code` sends by SMS (not accepted
 * by notify/send_*; docs/product.md#binding-a-phone).
 */
export const BIND_MOBILE_CODE_TYPE = 7;

/** Security bar (docs/product.md#logged-in-areas-screens, docs/product.md#logged-in-areas-constants): 50 base, +25 each for phone, e-mail, verified identity, capped at 100. */
export const SECURITY_BASE = 50;
export const SECURITY_STEP = 25;
