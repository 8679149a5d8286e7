import { session, useObservable, useTranslation } from '@exchange/shared';
import { Link as RouterLink } from '@exchange/shared/router';
import { Box, Button, Typography } from '@exchange/shared/ui-kit';
import { useMemo, type ReactElement } from 'react';

/**
 * The home page's call to action under the banners: a visitor is asked to register (or log in),
 * a logged-in trader goes to the trade page or deposits.
 */
export const HeroActions = (): ReactElement => {
  const { t } = useTranslation('public');
  const loggedIn$ = useMemo(() => session.isLoggedIn$(), []);
  const loggedIn = useObservable(loggedIn$, session.token !== null);
  return (
    <Box
      component="section"
      data-testid="hero-actions"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        px: { xs: 2, md: 4 },
        py: { xs: 2, md: 2.5 },
        maxWidth: 1200,
        mx: 'auto',
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 280px' }}>
        <Typography component="h1" sx={{ fontSize: { xs: 20, md: 26 }, fontWeight: 700 }}>
          {t('home.hero.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontSize: { xs: 14, md: 15 } }}>
          {t('home.hero.subtitle')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {loggedIn ? (
          <>
            <Button component={RouterLink} to="/trade" variant="contained" size="large">
              {t('home.hero.trade')}
            </Button>
            <Button component={RouterLink} to="/assets" variant="outlined" size="large">
              {t('home.hero.deposit')}
            </Button>
          </>
        ) : (
          <>
            <Button component={RouterLink} to="/register" variant="contained" size="large">
              {t('home.hero.register')}
            </Button>
            <Button component={RouterLink} to="/login" variant="outlined" size="large">
              {t('home.hero.login')}
            </Button>
          </>
        )}
      </Box>
    </Box>
  );
};
