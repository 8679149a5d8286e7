import { API_PATH, type LoginAnswer, type UserInfo } from '../contract';
import { api } from '../api';
import { session } from './session-store';

/** Stores a successful `user/login` answer. */
export const completeLogin = (answer: LoginAnswer): void => {
  const { token, ...user } = answer;
  session.signIn(token, user);
};

/** Refreshes the user info of the current session (no-op when anonymous). */
export const refreshUserInfo = async (): Promise<UserInfo | null> => {
  if (!session.token) return null;
  const user = await api.get<UserInfo>(API_PATH.userInfo);
  session.setUser(user);
  return user;
};

/** Ends the session on the server, then forgets it here whatever the server said. */
export const logout = async (): Promise<void> => {
  try {
    if (session.token) await api.post(API_PATH.userLogout, {}, { silentSuccess: true });
  } catch {
    // The local session ends anyway; a failed revoke is the server's concern.
  } finally {
    session.clear();
  }
};
