/**
 * A provider URL as a log line may show it: scheme, host and port only. The user name,
 * password, path and query are left out, since API keys and passwords hide in all of them.
 */
export function logSafeUrl(raw: string): string {
  try {
    const url = new URL(raw);
    return `${url.protocol}//${url.host}`;
  } catch {
    // An unparsable URL may still hold a secret: show nothing of it.
    return '(unparsable URL)';
  }
}
