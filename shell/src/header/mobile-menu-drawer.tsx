import { logout, useTranslation } from '@exchange/shared';
import { Link as RouterLink, NavLink, useNavigate } from '@exchange/shared/router';
import {
  Box,
  Divider,
  Drawer,
  List,
  ListItemButton,
  ListItemText,
  Typography,
} from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';
import { ACCOUNT_ENTRIES, visibleEntries } from './menu-entries';

const activeLink = { '&.active': { color: 'primary.main' } } as const;

/**
 * The narrow screens' menu drawer: loaded the first time it opens, not with every first visit
 * (docs/performance.md#page-weight).
 */
export const MobileMenuDrawer = ({
  isSeller,
  account,
  open,
  close,
}: {
  isSeller: boolean;
  account: string | null;
  open: boolean;
  close: () => void;
}): ReactElement => {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const signOut = async (): Promise<void> => {
    close();
    await logout();
    navigate('/home');
  };
  return (
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
  );
};
