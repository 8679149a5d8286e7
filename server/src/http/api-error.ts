import type { MessageKey, MessageVars } from '../i18n/messages';

/**
 * A refusal the client should show: answered as the envelope with `code` (0, or 999 for
 * "login required") and the translated message of `key`. Never carries internal details.
 */
export class ApiError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly vars: MessageVars = {},
    readonly code: 0 | 999 = 0,
  ) {
    super(key);
    this.name = 'ApiError';
  }
}

export function loginRequired(): ApiError {
  return new ApiError('loginRequired', {}, 999);
}
