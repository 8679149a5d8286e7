import { loginPathReturningTo, session, useObservable } from '@exchange/shared';
import { Navigate, useLocation } from '@exchange/shared/router';
import { lazy, Suspense, useMemo, type ReactElement, type ReactNode } from 'react';
import type { Guard } from './route-table';

// Only visitors of /lever and /second meet it: loaded then (docs/performance.md#page-weight).
const TradeLoginPrompt = lazy(() =>
  import('./trade-login-prompt').then((module) => ({ default: module.TradeLoginPrompt })),
);

const useLoggedIn = (): boolean => {
  const loggedIn$ = useMemo(() => session.isLoggedIn$(), []);
  return useObservable(loggedIn$, session.token !== null);
};

/** docs/product.md#public-and-spot-roles: private pages need a token; lever and second ask anonymous users first. */
export const RouteGuard = ({
  guard,
  children,
}: {
  guard: Guard;
  children: ReactNode;
}): ReactElement => {
  const loggedIn = useLoggedIn();
  const location = useLocation();
  const loginPath = loginPathReturningTo(`${location.pathname}${location.search}`);

  if (guard === 'none' || loggedIn) return <>{children}</>;
  if (guard === 'login') return <Navigate to={loginPath} replace />;
  return (
    <Suspense fallback={null}>
      <TradeLoginPrompt loginPath={loginPath} />
    </Suspense>
  );
};

/** How long the trading pages' log-in message shows before the login page opens. */
export const TRADE_PROMPT_MS = 1500;
