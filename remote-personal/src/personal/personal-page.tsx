import { Navigate, NavLink, Route, Routes, useLocation } from '@exchange/shared/router';
import { Box, List, ListItemButton, ListItemText } from '@exchange/shared/ui-kit';
import { useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountSettingsPage } from './account-settings/account-settings-page';
import { AuthenticationPage } from './authentication/authentication-page';
import { CollectionSettingsPage } from './collection-settings/collection-settings-page';
import { FeedbackPage } from './feedback/feedback-page';
import { PERSONAL_PAGES } from './personal-menu';
import { TransactionLogPage } from './transaction-log/transaction-log-page';

/** The left menu: a column beside the page on wide screens, a scrolling row above it on phones. */
const PersonalMenu = (): ReactElement => {
  const { t } = useTranslation('personal');
  const { pathname } = useLocation();
  const menu = useRef<HTMLElement>(null);
  // On a phone the menu is a scrolling row: keep the current page's entry in view.
  useEffect(() => {
    const active = menu.current?.querySelector<HTMLElement>('.active');
    const row = menu.current;
    if (!active || !row || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);
  return (
    <List
      ref={menu}
      component="nav"
      aria-label={t('menu.label')}
      data-testid="personal-menu"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'row', md: 'column' },
        gap: 0.5,
        overflowX: { xs: 'auto', md: 'visible' },
        flexShrink: 0,
        width: { xs: '100%', md: 220 },
        p: 0,
      }}
    >
      {PERSONAL_PAGES.map((page) => (
        <ListItemButton
          key={page.path}
          component={NavLink}
          to={`/personal/${page.path}`}
          sx={{
            borderRadius: 1,
            flex: { xs: '0 0 auto', md: 'initial' },
            '&.active': {
              bgcolor: 'action.selected',
              color: 'primary.main',
              fontWeight: 600,
            },
          }}
        >
          <ListItemText
            primary={t(`menu.${page.key}`)}
            slotProps={{ primary: { sx: { fontWeight: 'inherit', whiteSpace: 'nowrap' } } }}
          />
        </ListItemButton>
      ))}
    </List>
  );
};

/** /personal/*: the menu and the chosen page; /personal alone (or an unknown child) → accountSettings. */
export const PersonalPage = (): ReactElement => (
  <Box
    data-testid="personal-page"
    sx={{
      display: 'flex',
      flexDirection: { xs: 'column', md: 'row' },
      gap: { xs: 2, md: 3 },
      alignItems: 'flex-start',
    }}
  >
    <PersonalMenu />
    <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
      <Routes>
        <Route index element={<Navigate to="/personal/accountSettings" replace />} />
        <Route path="accountSettings" element={<AccountSettingsPage />} />
        <Route path="transactionLog" element={<TransactionLogPage />} />
        <Route path="collectionSettings" element={<CollectionSettingsPage />} />
        <Route path="authentication" element={<AuthenticationPage />} />
        <Route path="feedback" element={<FeedbackPage />} />
        <Route path="*" element={<Navigate to="/personal/accountSettings" replace />} />
      </Routes>
    </Box>
  </Box>
);
