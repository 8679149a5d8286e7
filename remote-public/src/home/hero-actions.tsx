import { session, useObservable, useTranslation } from '@exchange/shared';
import { Link as RouterLink } from '@exchange/shared/router';
import { Box, Button, Typography } from '@exchange/shared/ui-kit';
import { useMemo, type ReactElement } from 'react';

/**
 * The home page's call to action under the banners: a visitor is asked to register (the header
 * has the log-in link), a logged-in trader goes to the trade page.
 */
export const HeroActions = (): ReactElement => {
  const { t } = useTranslation('public');
  const loggedIn$ = useMemo(() => session.isLoggedIn$(), []);
  const loggedIn = useObservable(loggedIn$, session.token !== null);
  return (
    <Box
      component="section"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        p: 2,
        maxWidth: 1200,
        mx: 'auto',
      }}
    >
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t('home.hero.title')}
      </Typography>
      <Button
        component={RouterLink}
        to={loggedIn ? '/trade' : '/register'}
        variant="contained"
        size="large"
      >
        {t(loggedIn ? 'home.hero.trade' : 'home.hero.register')}
      </Button>
    </Box>
  );
};
