import { loginPathReturningTo, session, useObservable, useTranslation } from '@exchange/shared';
import { Navigate, useLocation, useNavigate } from '@exchange/shared/router';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@exchange/shared/ui-kit';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import type { Guard } from './route-table';

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
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  const loginPath = loginPathReturningTo(`${location.pathname}${location.search}`);

  if (guard === 'none' || loggedIn) return <>{children}</>;
  if (guard === 'login') return <Navigate to={loginPath} replace />;
  return (
    <Dialog open aria-labelledby="trade-login-title">
      <DialogTitle id="trade-login-title">{t('guard.title')}</DialogTitle>
      <DialogContent>{t('guard.body')}</DialogContent>
      <DialogActions>
        <Button onClick={() => navigate('/home')}>{t('common:cancel')}</Button>
        <Button variant="contained" onClick={() => navigate(loginPath)} autoFocus>
          {t('guard.login')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
