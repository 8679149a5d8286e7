import type { ApiCode, Envelope } from '@exchange/shared/contract';
import { translate, type MessageKey, type MessageVars } from '../i18n/messages';
import type { Lang } from '../i18n/languages';

/** What a route handler returns: its data and, for actions, a success message to toast. */
export type ApiAnswer<T> = { data: T; message?: MessageKey };

export function ok<T>(data: T, message?: MessageKey): ApiAnswer<T> {
  return { data, message };
}

export function envelope<T>(code: ApiCode, msg: string, data: T): Envelope<T> {
  return { code, msg, data };
}

export function errorEnvelope(
  lang: Lang,
  key: MessageKey,
  vars: MessageVars = {},
  code: 0 | 999 = 0,
): Envelope<null> {
  return envelope(code, translate(lang, key, vars), null);
}
