import type { UserInfo } from '../contract';
import { SessionStore, type SessionState } from './session-store';

const USER: UserInfo = {
  id: 12,
  uid: '100012',
  email: 'trader@example.com',
  mobile: '',
  account: 'trader@example.com',
  invite_code: 'INV12',
  review_status: 0,
  is_seller: true,
};

const SESSION_KEYS = ['token', 'uid', 'account', 'is_seller'];

const stored = (): Record<string, string | null> =>
  Object.fromEntries(SESSION_KEYS.map((key) => [key, window.localStorage.getItem(key)]));

beforeEach(() => {
  window.localStorage.clear();
});

describe('SessionStore', () => {
  it('starts from the session kept in local storage', () => {
    window.localStorage.setItem('token', 'tok-1');
    window.localStorage.setItem('uid', '7');
    window.localStorage.setItem('account', 'a@b.c');
    window.localStorage.setItem('is_seller', 'true');
    const store = new SessionStore();
    expect(store.snapshot).toEqual({
      token: 'tok-1',
      uid: '7',
      account: 'a@b.c',
      isSeller: true,
      user: null,
    });
  });

  it('is anonymous when nothing is stored', () => {
    const store = new SessionStore();
    expect(store.token).toBeNull();
    expect(store.snapshot.isSeller).toBe(false);
  });

  it('signIn writes token, uid, account and is_seller', () => {
    const store = new SessionStore();
    store.signIn('tok-2', USER);
    expect(stored()).toEqual({
      token: 'tok-2',
      uid: '100012',
      account: 'trader@example.com',
      is_seller: 'true',
    });
    expect(store.snapshot).toEqual({
      token: 'tok-2',
      uid: '100012',
      account: 'trader@example.com',
      isSeller: true,
      user: USER,
    });
  });

  it('stores is_seller=false for a non-seller', () => {
    const store = new SessionStore();
    store.signIn('tok-3', { ...USER, is_seller: false });
    expect(window.localStorage.getItem('is_seller')).toBe('false');
    expect(new SessionStore().snapshot.isSeller).toBe(false);
  });

  it('clear removes every session key and leaves other keys alone', () => {
    window.localStorage.setItem('lang', 'de');
    window.localStorage.setItem('theme', 'light');
    const store = new SessionStore();
    store.signIn('tok-4', USER);
    store.clear();
    expect(stored()).toEqual({ token: null, uid: null, account: null, is_seller: null });
    expect(window.localStorage.getItem('lang')).toBe('de');
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(store.snapshot).toEqual({
      token: null,
      uid: null,
      account: null,
      isSeller: false,
      user: null,
    });
  });

  it('token$ and isLoggedIn$ emit on sign-in and clear, without repeats', () => {
    const store = new SessionStore();
    const tokens: (string | null)[] = [];
    const loggedIn: boolean[] = [];
    const states: SessionState[] = [];
    store.token$().subscribe((token) => tokens.push(token));
    store.isLoggedIn$().subscribe((value) => loggedIn.push(value));
    store.state$().subscribe((state) => states.push(state));

    store.signIn('tok-5', USER);
    store.setUser({ ...USER, account: 'renamed@example.com' });
    store.signIn('tok-6', USER);
    store.clear();

    expect(tokens).toEqual([null, 'tok-5', 'tok-6', null]);
    expect(loggedIn).toEqual([false, true, false]);
    expect(states.map((state) => state.account)).toEqual([
      null,
      'trader@example.com',
      'renamed@example.com',
      'trader@example.com',
      null,
    ]);
  });

  it('setUser updates the logged-in session and its stored keys', () => {
    const store = new SessionStore();
    store.signIn('tok-7', USER);
    store.setUser({ ...USER, uid: '555', account: '+44 7700', is_seller: false });
    expect(store.snapshot).toMatchObject({
      token: 'tok-7',
      uid: '555',
      account: '+44 7700',
      isSeller: false,
    });
    expect(stored()).toEqual({
      token: 'tok-7',
      uid: '555',
      account: '+44 7700',
      is_seller: 'false',
    });
  });

  it('setUser is ignored when anonymous', () => {
    const store = new SessionStore();
    const states: SessionState[] = [];
    store.state$().subscribe((state) => states.push(state));
    store.setUser(USER);
    expect(store.snapshot.user).toBeNull();
    expect(store.snapshot.uid).toBeNull();
    expect(states).toHaveLength(1);
    expect(stored()).toEqual({ token: null, uid: null, account: null, is_seller: null });
  });

  it('follows a login or logout made in another tab', () => {
    const store = new SessionStore();
    window.localStorage.setItem('token', 'from-other-tab');
    window.localStorage.setItem('account', 'other@example.com');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(store.token).toBe('from-other-tab');
    expect(store.snapshot.account).toBe('other@example.com');

    window.localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'lang' }));
    expect(store.token).toBe('from-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(store.token).toBeNull();
  });
});
