import { useRequest } from '@exchange/shared';
import { Navigate, NavLink, Route, Routes, useLocation } from '@exchange/shared/router';
import { Box, List, ListItemButton, ListItemText } from '@exchange/shared/ui-kit';
import { useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PAGES } from '../common/accounts';
import { assetsApi } from '../common/assets-api';
import { LoadFailed, LoadingRows } from '../common/load-state';
import { AccountPage } from './account/account-page';
import { visibleMenu, type AssetsMenuPath } from './assets-menu';
import { BindAddrPage } from './bind-addr/bind-addr-page';
import { DealRecordsPage } from './deal-records/deal-records-page';
import { RechargePage } from './recharge/recharge-page';
import { TransferLogPage } from './transfer-log/transfer-log-page';
import { TransferPage } from './transfer/transfer-page';

type MenuState = { paths: AssetsMenuPath[]; accountIds: number[] };

const loadMenu = async (): Promise<MenuState> => {
  const [groups, open] = await Promise.all([
    assetsApi.simpleAccounts(),
    assetsApi.payInOpen().catch(() => false),
  ]);
  return { paths: visibleMenu(groups, open), accountIds: groups.map((group) => group.id) };
};

/** The left menu: a column beside the page on wide screens, a scrolling row above it on phones. */
const AssetsMenu = ({ paths }: { paths: AssetsMenuPath[] }): ReactElement => {
  const { t } = useTranslation('assets');
  const { pathname } = useLocation();
  const menu = useRef<HTMLElement>(null);
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
      data-testid="assets-menu"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'row', md: 'column' },
        gap: 0.5,
        overflowX: { xs: 'auto', md: 'visible' },
        flexShrink: 0,
        width: { xs: '100%', md: 200 },
        p: 0,
      }}
    >
      {paths.map((path) => (
        <ListItemButton
          key={path}
          component={NavLink}
          to={`/assets/${path}`}
          data-testid={`menu-${path}`}
          sx={{
            borderRadius: 1,
            flex: { xs: '0 0 auto', md: 'initial' },
            '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 },
          }}
        >
          <ListItemText
            primary={t(`menu.${path}`)}
            slotProps={{ primary: { sx: { fontWeight: 'inherit', whiteSpace: 'nowrap' } } }}
          />
        </ListItemButton>
      ))}
    </List>
  );
};

/** /assets/*: the menu and the chosen page; hidden entries are not routes either. */
export const AssetsPage = (): ReactElement => {
  const { t } = useTranslation('assets');
  const menu = useRequest(loadMenu, []);
  const state = menu.data;
  if (!state)
    return menu.status === 'failed' ? (
      <LoadFailed message={t('common.loadFailed')} onRetry={menu.reload} />
    ) : (
      <LoadingRows rows={6} />
    );
  const home = state.paths[0] ?? 'transfer';
  return (
    <Box
      data-testid="assets-page"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        gap: { xs: 2, md: 3 },
        alignItems: 'flex-start',
      }}
    >
      <AssetsMenu paths={state.paths} />
      <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <Routes>
          <Route index element={<Navigate to={`/assets/${home}`} replace />} />
          {ACCOUNT_PAGES.filter((page) => state.paths.includes(page.path)).map((page) => (
            <Route key={page.path} path={page.path} element={<AccountPage account={page} />} />
          ))}
          {state.paths.includes('recharge') ? (
            <Route path="recharge" element={<RechargePage />} />
          ) : undefined}
          <Route
            path="standTransfer"
            element={<TransferPage accountIds={state.accountIds} kind="standTransfer" />}
          />
          <Route
            path="transfer"
            element={<TransferPage accountIds={state.accountIds} kind="transfer" />}
          />
          <Route path="transferLog" element={<TransferLogPage />} />
          <Route path="dealRecords" element={<DealRecordsPage />} />
          <Route path="bindAddr" element={<BindAddrPage />} />
          <Route path="*" element={<Navigate to={`/assets/${home}`} replace />} />
        </Routes>
      </Box>
    </Box>
  );
};
