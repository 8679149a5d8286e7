import { logout, useTranslation } from '@exchange/shared';
import { Link as RouterLink, NavLink, useLocation, useNavigate } from '@exchange/shared/router';
import {
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  MenuIcon,
  Typography,
  preloadOverlays,
} from '@exchange/shared/ui-kit';
import { useState, type ReactElement } from 'react';
import { ACCOUNT_ENTRIES, visibleEntries } from './menu-entries';

type Display = 'flex' | 'block' | 'inline-flex' | 'none';

/**
 * A `display` per MUI breakpoint. The header switches at `lg` (1200 px): below it the eight
 * menu entries, the account and the language select do not fit one row in German, French,
 * Spanish, Portuguese or Vietnamese, and a wrapped two-row header pushed every page down.
 */
export type ResponsiveDisplay = { xs: Display; lg: Display };

/** For parts of the header shown from `lg` up: pure CSS, so the first render is already right. */
export const desktopOnly = (display: Display): ResponsiveDisplay => ({ xs: 'none', lg: display });

/** For parts of the header shown below `lg`, where the menu lives in the drawer. */
export const mobileOnly = (display: Display): ResponsiveDisplay => ({ xs: display, lg: 'none' });

const activeLink = { '&.active': { color: 'primary.main' } } as const;

/**
 * Narrow screens: a menu button opening a drawer with the header menu and the account (or log-in)
 * links. The drawer belongs to the page it was opened on, so any navigation closes it.
 */
export const MobileMenu = ({
  isSeller,
  account,
}: {
  isSeller: boolean;
  /** The logged-in account, or null for a visitor. */
  account: string | null;
}): ReactElement => {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === location.key;
  const close = (): void => setOpenedOn(null);
  const signOut = async (): Promise<void> => {
    close();
    await logout();
    navigate('/home');
  };

  return (
    <>
      <IconButton
        color="inherit"
        edge="end"
        onClick={() => setOpenedOn(location.key)}
        onPointerEnter={preloadOverlays}
        onFocus={preloadOverlays}
        aria-label={t('header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="mobile-menu-button"
        sx={{ display: mobileOnly('inline-flex') }}
      >
        <MenuIcon />
      </IconButton>
      <Drawer anchor="right" open={open} onClose={close}>
        <Box
          component="nav"
          aria-label={t('nav.label')}
          data-testid="mobile-menu"
          sx={{ width: 280, maxWidth: '85vw' }}
        >
          <List component="div" onClick={close}>
            {visibleEntries(isSeller).map((entry) => (
              <ListItemButton key={entry.key} component={NavLink} to={entry.to} sx={activeLink}>
                <ListItemText primary={t(`menu.${entry.key}`)} />
              </ListItemButton>
            ))}
          </List>
          <Divider />
          {account === null ? (
            <List component="div" onClick={close}>
              <ListItemButton component={RouterLink} to="/login">
                <ListItemText primary={t('login')} />
              </ListItemButton>
              <ListItemButton component={RouterLink} to="/register">
                <ListItemText primary={t('register')} sx={{ color: 'primary.main' }} />
              </ListItemButton>
            </List>
          ) : (
            <List component="div">
              <Typography
                variant="body2"
                color="text.secondary"
                noWrap
                title={account}
                sx={{ px: 2, py: 1 }}
              >
                {account}
              </Typography>
              {ACCOUNT_ENTRIES.map((entry) => (
                <ListItemButton
                  key={entry.key}
                  component={NavLink}
                  to={entry.to}
                  onClick={close}
                  sx={activeLink}
                >
                  <ListItemText primary={t(`account.${entry.key}`)} />
                </ListItemButton>
              ))}
              <ListItemButton onClick={() => void signOut()}>
                <ListItemText primary={t('account.logout')} />
              </ListItemButton>
            </List>
          )}
        </Box>
      </Drawer>
    </>
  );
};
