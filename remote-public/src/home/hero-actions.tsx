import { session, useObservable, useTranslation } from '@exchange/shared';
import { Link as RouterLink } from '@exchange/shared/router';
import { Box, Button, Typography } from '@exchange/shared/ui-kit';
import { useMemo, type ReactElement } from 'react';

/** The hero subtitle's size in px: body text, never smaller on a phone (docs/product.md#home-hero). */
export const HERO_SUBTITLE_SIZE = 16;

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
      {/* The hero's words are text, not drawn into the banner artwork: they wrap and keep
          their size on a phone, where the artwork's own words shrink to a few pixels. */}
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('home.hero.title')}
        </Typography>
        <Typography
          data-testid="hero-subtitle"
          color="text.secondary"
          sx={{ mt: 0.5, fontSize: HERO_SUBTITLE_SIZE }}
        >
          {t('home.hero.subtitle')}
        </Typography>
      </Box>
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
