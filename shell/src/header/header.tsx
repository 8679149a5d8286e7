import { session, useObservable, useTranslation } from '@exchange/shared';
import { Link as RouterLink, NavLink } from '@exchange/shared/router';
import { Box, Button } from '@exchange/shared/ui-kit';
import { useMemo, type ReactElement } from 'react';
import { OverrideBadgeSlot } from '../releases/release-slots';
import { AccountMenu } from './account-menu';
import { LanguageSelect } from './language-select';
import { visibleEntries } from './menu-entries';
import { desktopOnly, MobileMenu, mobileOnly } from './mobile-menu';
import { ThemeSwitch } from './theme-switch';

const HEADER_SX = {
  position: 'sticky',
  top: 0,
  zIndex: 'appBar',
  flexShrink: 0,
  borderBottom: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  color: 'text.primary',
} as const;

const NAV_SX = {
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  minHeight: 56,
  px: { xs: 2, sm: 3 },
} as const;

export const Header = (): ReactElement => {
  const { t } = useTranslation('shell');
  const state$ = useMemo(() => session.state$(), []);
  const state = useObservable(state$, session.snapshot);
  const loggedIn = state.token !== null;

  return (
    // A plain header and nav (what MUI's AppBar and Toolbar drew, without their 1 KB on every
    // page): sticky over the page, on the paper colour, gutters of 16 / 24 px.
    <Box component="header" sx={HEADER_SX}>
      <Box component="nav" aria-label={t('nav.label')} sx={NAV_SX}>
        <Box
          component={RouterLink}
          to="/home"
          sx={{
            fontWeight: 800,
            fontSize: 20,
            color: 'primary.main',
            textDecoration: 'none',
            mr: 2,
            letterSpacing: 0.5,
          }}
        >
          {t('brand')}
        </Box>
        <Box
          sx={{ display: desktopOnly('flex'), gap: 0.5, flexWrap: 'nowrap', flex: 1, minWidth: 0 }}
          data-testid="main-menu"
        >
          {visibleEntries(state.isSeller).map((entry) => (
            <Button
              key={entry.key}
              component={NavLink}
              to={entry.to}
              color="inherit"
              size="small"
              sx={{ whiteSpace: 'nowrap', minWidth: 0, '&.active': { color: 'primary.main' } }}
            >
              {t(`menu.${entry.key}`)}
            </Button>
          ))}
        </Box>
        <Box sx={{ flex: 1, display: mobileOnly('block') }} />
        {loggedIn ? (
          <Box sx={{ display: desktopOnly('block') }}>
            <AccountMenu account={state.account ?? ''} />
          </Box>
        ) : (
          <Box sx={{ display: desktopOnly('flex'), gap: 1 }}>
            <Button component={RouterLink} to="/login" color="inherit" size="small">
              {t('login')}
            </Button>
            <Button component={RouterLink} to="/register" variant="contained" size="small">
              {t('register')}
            </Button>
          </Box>
        )}
        <OverrideBadgeSlot />
        <LanguageSelect />
        <ThemeSwitch />
        <MobileMenu isSeller={state.isSeller} account={loggedIn ? (state.account ?? '') : null} />
      </Box>
    </Box>
  );
};
