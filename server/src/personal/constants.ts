/**
 * Runtime copies of the personal-area constants of shared/src/contract/personal.ts: the
 * server imports only types from the contract (its dist must not load shared/src), and
 * server/test/personal-profile.test.ts checks these equal the contract's values.
 */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_HOURLY_LIMIT = 30;
export const PAY_METHOD_CODES = ['alipay', 'wxpay', 'bank'] as const;
export const PAY_METHOD_TYPE_ID = { alipay: 1, wxpay: 2, bank: 3 } as const;
export const PAY_FIELD_MAX = 100;
export const REVIEW_STATUS = { none: 0, reviewing: 1, verified: 2, rejected: 3 } as const;
export const FEEDBACK_MIN_LENGTH = 10;
export const FEEDBACK_CONTENT_MAX = 2000;
export const FEEDBACK_TITLE_MAX = 100;
export const FEEDBACK_TYPES = ['suggestion', 'problem', 'complaint', 'other'] as const;
export const ACCOUNT_LOG_PAGE_SIZE = 15;
export const BIND_EMAIL_MAX = 20;
export const BIND_CODE_MAX = 16;
export const BIND_EMAIL_CODE_TYPE = 4;
export const BIND_MOBILE_CODE_TYPE = 7;
