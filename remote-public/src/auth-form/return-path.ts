/** Where a successful login goes when the `page` query is missing or unsafe. */
export const DEFAULT_AFTER_LOGIN = '/home';

/**
 * The `page` query of /login as a place to return to, or /home. Only a path of this site is
 * accepted: the query is attacker-controlled (anyone can send a /login?page=… link), so
 * `//evil.com`, `/\evil.com` (browsers read a backslash as a slash), absolute URLs and
 * control characters (stripped by URL parsers, turning `/\t/evil.com` into `//evil.com`) are
 * refused. Returning to /login itself would only show the form again.
 */
export const safeReturnPath = (page: string | null | undefined): string => {
  if (!page || !page.startsWith('/')) return DEFAULT_AFTER_LOGIN;
  if (page.startsWith('//') || page.startsWith('/\\')) return DEFAULT_AFTER_LOGIN;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(page)) return DEFAULT_AFTER_LOGIN;
  if (/^\/login(?:[/?#]|$)/.test(page)) return DEFAULT_AFTER_LOGIN;
  return page;
};
