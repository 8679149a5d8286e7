import {
  refreshUserInfo,
  session,
  useObservable,
  useRequest,
  type UserInfo,
} from '@exchange/shared';
import { useMemo } from 'react';

export type UserInfoState = {
  /** The session's user info: shown at once when the shell already has it. */
  user: UserInfo | null;
  status: 'loading' | 'ready' | 'failed';
  reload: () => void;
};

/**
 * The signed-in user's info, refreshed from `user/info` when a screen opens (review status and
 * bindings may have changed elsewhere). Reads the session store, so a refresh after a change
 * (bind e-mail, trade password, identity) shows everywhere at once.
 */
export const useUserInfo = (): UserInfoState => {
  const state$ = useMemo(() => session.state$(), []);
  const state = useObservable(state$, session.snapshot);
  const request = useRequest(() => refreshUserInfo(), []);
  const user = state.user ?? request.data ?? null;
  const status = user ? 'ready' : request.status;
  return { user, status, reload: request.reload };
};
