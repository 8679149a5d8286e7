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
