import { loginPathReturningTo, session, useObservable, useTranslation } from '@exchange/shared';
import { Navigate, useLocation, useNavigate } from '@exchange/shared/router';
import { Box, Button, Typography } from '@exchange/shared/ui-kit';
import { useEffect, useMemo, type ReactElement, type ReactNode } from 'react';
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
  const loginPath = loginPathReturningTo(`${location.pathname}${location.search}`);

  if (guard === 'none' || loggedIn) return <>{children}</>;
  if (guard === 'login') return <Navigate to={loginPath} replace />;
  return <TradeLoginPrompt loginPath={loginPath} />;
};

/** How long the trading pages' log-in message shows before the login page opens. */
export const TRADE_PROMPT_MS = 1500;

/**
 * docs/product.md#logged-in-areas-roles: an anonymous visitor of /lever or /second sees a message
 * asking to log in to trade, then the login page opens by itself (returning here afterwards);
 * the button goes at once (the login page links to registration). A message on the page, not a dialog over an empty one.
 */
const TradeLoginPrompt = ({ loginPath }: { loginPath: string }): ReactElement => {
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  useEffect(() => {
    const timer = setTimeout(() => navigate(loginPath, { replace: true }), TRADE_PROMPT_MS);
    return () => clearTimeout(timer);
  }, [navigate, loginPath]);
  return (
    <Box
      role="status"
      aria-labelledby="trade-login-title"
      data-testid="trade-login-prompt"
      sx={{ p: 4, m: '10vh auto', maxWidth: 440, textAlign: 'center' }}
    >
      <Typography id="trade-login-title" component="h1" variant="h6">
        {t('guard.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ my: 2 }}>
        {t('guard.body')}
      </Typography>
      <Button variant="contained" onClick={() => navigate(loginPath, { replace: true })}>
        {t('guard.login')}
      </Button>
    </Box>
  );
};
