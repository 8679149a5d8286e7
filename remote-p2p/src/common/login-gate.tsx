import {
  currentPath,
  loginPathReturningTo,
  navigateTo,
  session,
  useObservable,
} from '@exchange/shared';
import { LoadingRows } from '@exchange/shared/area-kit';
import { useEffect, useMemo, type ReactElement, type ReactNode } from 'react';

/** Whether someone is logged in, following logins and logouts in this and other tabs. */
export const useLoggedIn = (): boolean => {
  const loggedIn$ = useMemo(() => session.isLoggedIn$(), []);
  return useObservable(loggedIn$, session.token !== null);
};

/** Sends a visitor to the login page, which returns here once they are in. */
export const goToLogin = (): void => navigateTo(loginPathReturningTo(currentPath()));

/**
 * A screen that needs a login (my orders, an order page): a visitor is sent to log in and
 * comes back here after; nothing of the screen loads meanwhile.
 */
export const LoginGate = ({ children }: { children: ReactNode }): ReactElement => {
  const loggedIn = useLoggedIn();
  useEffect(() => {
    if (!loggedIn) navigateTo(loginPathReturningTo(currentPath()), { replace: true });
  }, [loggedIn]);
  return loggedIn ? <>{children}</> : <LoadingRows rows={3} />;
};
