import { session, useObservable } from '@exchange/shared';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { OverrideBadge } from '../releases/override-badge';
import { AccountMenu } from './account-menu';
import { LanguageSelect } from './language-select';
import { visibleEntries } from './menu-entries';
import { ThemeSwitch } from './theme-switch';

export const Header = (): ReactElement => {
  const { t } = useTranslation('shell');
  const state$ = useMemo(() => session.state$(), []);
  const state = useObservable(state$, session.snapshot);
  const loggedIn = state.token !== null;

  return (
    <AppBar
      position="sticky"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar
        variant="dense"
        sx={{ gap: 1, minHeight: 56 }}
        component="nav"
        aria-label={t('nav.label')}
      >
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
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', flex: 1 }} data-testid="main-menu">
          {visibleEntries(state.isSeller).map((entry) => (
            <Button
              key={entry.key}
              component={NavLink}
              to={entry.to}
              color="inherit"
              size="small"
              sx={{ '&.active': { color: 'primary.main' } }}
            >
              {t(`menu.${entry.key}`)}
            </Button>
          ))}
        </Box>
        {loggedIn ? (
          <AccountMenu account={state.account ?? ''} />
        ) : (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button component={RouterLink} to="/login" color="inherit" size="small">
              {t('login')}
            </Button>
            <Button component={RouterLink} to="/register" variant="contained" size="small">
              {t('register')}
            </Button>
          </Box>
        )}
        <OverrideBadge />
        <LanguageSelect />
        <ThemeSwitch />
      </Toolbar>
    </AppBar>
  );
};
