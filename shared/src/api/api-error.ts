/** Why a call did not produce data. Callers branch on `kind`, never on message text. */
export type ApiErrorKind =
  /** code 0: the server refused; `message` is its human message. */
  | 'rejected'
  /** code 999: the session ended; the client already cleared it and went to login. */
  | 'login-required'
  /** code 996: to be ignored silently. */
  | 'ignored'
  /** No usable answer: network failure, timeout, HTTP 5xx or a body that is not the envelope. */
  | 'network';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number | null;

  constructor(kind: ApiErrorKind, message: string, code: number | null = null) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;
