import { api } from '../api';
import { ApiError } from '../api/api-error';
import type { UserInfo } from '../contract';
import { completeLogin, logout, refreshUserInfo } from './session-actions';
import { session } from './session-store';

const USER: UserInfo = {
  id: 3,
  uid: '300',
  email: '',
  mobile: '447700900123',
  account: '447700900123',
  invite_code: 'ABC',
  review_status: 2,
  is_seller: false,
};

beforeEach(() => {
  session.clear();
  window.localStorage.clear();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('logout', () => {
  it('clears the session even when the server call fails', async () => {
    session.signIn('tok-1', USER);
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValue(new ApiError('network', 'Server error, please try again later'));

    await expect(logout()).resolves.toBeUndefined();

    expect(post).toHaveBeenCalledTimes(1);
    expect(session.token).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('uid')).toBeNull();
    expect(window.localStorage.getItem('account')).toBeNull();
  });

  it('revokes the token on the server with user/logout before forgetting it', async () => {
    session.signIn('tok-2', USER);
    let tokenDuringCall: string | null = 'not called';
    const post = jest.spyOn(api, 'post').mockImplementation(async () => {
      tokenDuringCall = session.token;
      return null;
    });

    await logout();

    expect(post).toHaveBeenCalledWith('user/logout', {}, { silentSuccess: true });
    expect(tokenDuringCall).toBe('tok-2');
    expect(session.token).toBeNull();
  });

  it('makes no server call when already anonymous', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue(null);
    await logout();
    expect(post).not.toHaveBeenCalled();
    expect(session.token).toBeNull();
  });
});

describe('completeLogin', () => {
  it('stores the token and the user info of the login answer', () => {
    completeLogin({ ...USER, token: 'fresh-token' });
    expect(session.token).toBe('fresh-token');
    expect(session.snapshot.user).toEqual(USER);
    expect(window.localStorage.getItem('token')).toBe('fresh-token');
    expect(window.localStorage.getItem('account')).toBe('447700900123');
  });
});

describe('refreshUserInfo', () => {
  it('does not call the server when anonymous', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue(USER);
    await expect(refreshUserInfo()).resolves.toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  it('applies the user/info answer to the session', async () => {
    session.signIn('tok-3', USER);
    const get = jest
      .spyOn(api, 'get')
      .mockResolvedValue({ ...USER, is_seller: true, account: 'now@seller.com' });
    await refreshUserInfo();
    expect(get).toHaveBeenCalledWith('user/info');
    expect(session.snapshot).toMatchObject({
      token: 'tok-3',
      isSeller: true,
      account: 'now@seller.com',
    });
    expect(window.localStorage.getItem('is_seller')).toBe('true');
  });
});
