import { FakeXhr, installFakeXhr } from './fake-xhr';
import { loginPathReturningTo, registerNavigate } from '../navigation/navigation';
import common from '../i18n/locales/en.json';
import type * as I18nModule from '../i18n/i18n';
import type * as NotifyModule from '../notify/notify';
import type { Toast } from '../notify/notify';
import type * as SessionModule from '../session/session-store';
import type * as ApiModule from './index';

/**
 * The product's `api` object wired to the session, navigation, toasts and i18n, over its real
 * transport: XMLHttpRequest is replaced by FakeXhr, which answers every request with `answer`.
 */
type Modules = {
  api: typeof ApiModule.api;
  session: typeof SessionModule.session;
  notify: typeof NotifyModule.notify;
  initI18n: typeof I18nModule.initI18n;
};

const answer = (body: unknown): void => {
  FakeXhr.autoAnswer = { status: 200, text: JSON.stringify(body) };
};
const requests = (): FakeXhr[] => FakeXhr.created;

let fakeXhr: { restore: () => void };
let modules: Modules;
let toasts: Toast[] = [];
const navigate = jest.fn<void, [string, { replace?: boolean }?]>();

beforeAll(async () => {
  window.localStorage.setItem('token', 'stored-token');
  window.localStorage.setItem('uid', '42');
  window.localStorage.setItem('account', 'trader@example.com');
  window.localStorage.setItem('is_seller', 'true');
  fakeXhr = installFakeXhr();
  const [apiModule, sessionModule, notifyModule, i18nModule] = await Promise.all([
    import('./index'),
    import('../session/session-store'),
    import('../notify/notify'),
    import('../i18n/i18n'),
  ]);
  modules = {
    api: apiModule.api,
    session: sessionModule.session,
    notify: notifyModule.notify,
    initI18n: i18nModule.initI18n,
  };
  await modules.initI18n();
  modules.notify.toasts$.subscribe((toast) => toasts.push(toast));
});

afterAll(() => {
  fakeXhr.restore();
  registerNavigate(null);
});

beforeEach(() => {
  FakeXhr.created.length = 0;
  answer({ code: 1, msg: '', data: null });
  toasts = [];
  navigate.mockClear();
  registerNavigate(navigate);
});

const signInAgain = (): void =>
  modules.session.signIn('stored-token', {
    id: 1,
    uid: '42',
    email: 'trader@example.com',
    mobile: '',
    account: 'trader@example.com',
    invite_code: 'X',
    review_status: 0,
    is_seller: true,
  });

describe('api: code 999 wiring', () => {
  it('uses the stored token, clears the session and goes to login keeping the current path', async () => {
    window.history.pushState({}, '', '/trade?x=1');
    answer({ code: 999, msg: '', data: null });

    await expect(modules.api.get('user/info')).rejects.toMatchObject({ kind: 'login-required' });

    expect(requests()[0].headers.Authorization).toBe('stored-token');
    for (const key of ['token', 'uid', 'account', 'is_seller']) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
    expect(modules.session.token).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0][0]).toBe('/login?page=%2Ftrade%3Fx%3D1');
    expect(toasts.map((toast) => [toast.severity, toast.message])).toEqual([
      ['error', common.loginTimeout],
    ]);
  });

  it('on the login page it clears the session but does not navigate', async () => {
    signInAgain();
    window.history.pushState({}, '', '/login?page=%2Fassets');
    answer({ code: 999, msg: '', data: null });

    await expect(modules.api.get('user/info')).rejects.toMatchObject({ kind: 'login-required' });

    expect(window.localStorage.getItem('token')).toBeNull();
    expect(modules.session.token).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends the stored language in the lang header', async () => {
    window.localStorage.setItem('lang', 'kr');
    answer({ code: 1, msg: '', data: [] });
    await modules.api.get('news/list', { category_id: 1 });
    expect(requests()[0].headers.lang).toBe('kr');
    expect(requests()[0].url).toBe('/api/news/list?category_id=1');
    window.localStorage.removeItem('lang');
  });

  it('a code 0 answer reaches the toast channel with the server message', async () => {
    answer({ code: 0, msg: 'Account frozen', data: null });
    await expect(modules.api.post('user/login', {})).rejects.toMatchObject({ kind: 'rejected' });
    expect(toasts.map((toast) => [toast.severity, toast.message])).toEqual([
      ['error', 'Account frozen'],
    ]);
  });
});

describe('loginPathReturningTo', () => {
  it('encodes the path and query to come back to', () => {
    expect(loginPathReturningTo('/trade?x=1')).toBe('/login?page=%2Ftrade%3Fx%3D1');
    expect(
      new URLSearchParams(loginPathReturningTo('/assets/tradeAccount?a=1&b=2').split('?')[1]).get(
        'page',
      ),
    ).toBe('/assets/tradeAccount?a=1&b=2');
  });

  it('does not point login back at login, nor at an empty page', () => {
    expect(loginPathReturningTo('/login?page=%2Fhome')).toBe('/login');
    expect(loginPathReturningTo('')).toBe('/login');
  });
});
