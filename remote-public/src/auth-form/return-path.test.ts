import { DEFAULT_AFTER_LOGIN, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each(['/assets/tradeAccount?tab=2', '/trade', '/', '/personal/account#top', '/loginhelp'])(
    'keeps the same-site path %p',
    (page) => expect(safeReturnPath(page)).toBe(page),
  );

  it.each([
    [null, 'missing'],
    [undefined, 'missing'],
    ['', 'empty'],
    ['//evil.com', 'protocol-relative'],
    ['//evil.com/path', 'protocol-relative with a path'],
    ['/\\evil.com', 'backslash read as a slash'],
    ['/x\\..\\evil', 'a backslash anywhere'],
    ['/\t/evil.com', 'a tab that URL parsers strip'],
    ['/\n/evil.com', 'a newline'],
    ['https://evil.com', 'absolute URL'],
    ['javascript:alert(1)', 'script URL'],
    ['evil.com', 'relative without a slash'],
    ['/login', 'the login page itself'],
    ['/login?page=/trade', 'the login page with a query'],
  ])('goes home for %p (%s)', (page, _why) => {
    expect(safeReturnPath(page)).toBe(DEFAULT_AFTER_LOGIN);
  });

  it('the default is /home', () => {
    expect(DEFAULT_AFTER_LOGIN).toBe('/home');
  });
});
