import { screenToPreload } from './preload-area';

const screen = (pathname: string, loggedIn: boolean): string | null => {
  const route = screenToPreload(pathname, loggedIn);
  return route ? `${route.area}/${route.module}` : null;
};

describe('screenToPreload', () => {
  it('names the area screen of an open route, through the redirects', () => {
    expect(screen('/home', false)).toBe('public/home');
    expect(screen('/', false)).toBe('public/home');
    expect(screen('/trade', false)).toBe('spot/trade');
    expect(screen('/deposit', false)).toBe('assets/deposit');
  });

  it('matches the nested routes an area handles itself', () => {
    expect(screen('/assets/tradeAccount', true)).toBe('assets/assets');
    expect(screen('/assets', true)).toBe('assets/assets');
    expect(screen('/personal/accountSettings', true)).toBe('personal/personal');
  });

  it('loads nothing for a screen an anonymous visitor is sent away from or asked about first', () => {
    expect(screen('/assets/tradeAccount', false)).toBeNull();
    expect(screen('/lever', false)).toBeNull();
    expect(screen('/lever', true)).toBe('lever/lever');
  });

  it('loads nothing for a path no area shows', () => {
    expect(screen('/no-such-page', true)).toBeNull();
    expect(screen('/homework', false)).toBeNull();
  });
});
