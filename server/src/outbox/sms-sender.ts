import { DEFAULT_LANG } from '../i18n/languages';
import { translate } from '../i18n/messages';
import { logSafeUrl } from './log-safe-url';
import type { CodeSender } from './outbox';

/** How long one provider call may take before the send fails. */
export const DEFAULT_SMS_TIMEOUT_MS = 10_000;

export type SmsSenderOptions = {
  /** The provider's HTTP endpoint (SMS_URL), e.g. `https://sms.example.com/v1/messages`. */
  url: string;
  /** Sent as `Authorization: Bearer <key>` (SMS_API_KEY); never logged. */
  apiKey?: string;
  /** Sender id or number the provider shows (SMS_FROM); left out of the body when unset. */
  from?: string;
  /** How long a code stays valid, said in the message. */
  codeTtlMs: number;
  /** Default DEFAULT_SMS_TIMEOUT_MS: a hung provider must not hold the request forever. */
  timeoutMs?: number;
};

/**
 * An http(s) URL without credentials: fetch refuses credentials in a URL with an error that
 * quotes it (and so would log the password); the key belongs in SMS_API_KEY.
 */
function checkSmsUrl(raw: string): void {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('SMS_URL must be an http(s) URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error('SMS_URL must be an http(s) URL');
  }
  if (url.username !== '' || url.password !== '') {
    throw new Error('SMS_URL must not hold a user name or password: put the key in SMS_API_KEY');
  }
}

/**
 * Sends verification codes by SMS through an HTTP gateway (enabled by SMS_URL): a JSON POST
 * `{ to, from?, text }` with `to` as `+<country code><number>` and the text in the language
 * of the request. A network error, a timeout or a non-2xx answer rejects, and the caller
 * withdraws the code. Errors never carry the request or the answer body (either may hold
 * the code).
 */
export function createSmsSender(options: SmsSenderOptions): CodeSender {
  checkSmsUrl(options.url);
  const minutes = Math.round(options.codeTtlMs / 60_000);
  const timeoutMs = options.timeoutMs ?? DEFAULT_SMS_TIMEOUT_MS;
  return {
    channel: 'sms',
    description: `the SMS gateway at ${logSafeUrl(options.url)}`,
    async send({ to, code, lang = DEFAULT_LANG }) {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'application/json',
      };
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
      const body = JSON.stringify({
        to,
        ...(options.from ? { from: options.from } : {}),
        text: translate(lang, 'codeSmsText', { code, minutes }),
      });
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new Error('SMS gateway unreachable or too slow', { cause: error });
      }
      // Read and drop the answer (it frees the connection); it is not logged.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
    },
  };
}
