/** Every `/api/*` answer (docs/decisions.md#envelope-and-identity). */
export type ApiCode = 0 | 1 | 996 | 999;

export const API_CODE = {
  error: 0,
  ok: 1,
  ignore: 996,
  loginRequired: 999,
} as const;

export type Envelope<T> = {
  code: ApiCode;
  msg: string;
  data: T;
};

/** Paged lists (docs/decisions.md#lists). */
export type Paged<T> = {
  total: number;
  per_page: number;
  last_page: number;
  current_page: number;
  data: T[];
};

/**
 * The legacy bind-email answers (docs/decisions.md): `api/sms_mail { user_string }`, `api/safe/email
 * { code, email }`, HTTP 200, also reachable under `/api/api/`. Without a valid token they
 * answer the envelope with code 999, like every call, so the page goes to the login page.
 */
export type LegacyAnswer = { type: 'ok' | 'error'; message: string };
