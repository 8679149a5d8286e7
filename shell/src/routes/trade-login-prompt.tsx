import { useTranslation } from '@exchange/shared';
import { useNavigate } from '@exchange/shared/router';
import { Box, Button, Typography } from '@exchange/shared/ui-kit';
import { useEffect, type ReactElement } from 'react';
import { TRADE_PROMPT_MS } from './guards';

/**
 * docs/product.md#logged-in-areas-roles: an anonymous visitor of /lever or /second sees a message
 * asking to log in to trade, then the login page opens by itself (returning here afterwards);
 * the button goes at once (the login page links to registration). A message on the page, not a dialog over an empty one.
 */
export const TradeLoginPrompt = ({ loginPath }: { loginPath: string }): ReactElement => {
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
