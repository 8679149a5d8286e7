import { LoadFailed, LoadingRows, MenuLayout } from '@exchange/shared/area-kit';
import { useRequest, useTranslation } from '@exchange/shared';
import { Navigate, Route, Routes } from '@exchange/shared/router';
import type { ReactElement } from 'react';
import { ACCOUNT_PAGES } from '../common/accounts';
import { assetsApi } from '../common/assets-api';
import { AccountPage } from './account/account-page';
import { visibleMenu, type AssetsMenuPath } from './assets-menu';
import { BindAddrPage } from './bind-addr/bind-addr-page';
import { DealRecordsPage } from './deal-records/deal-records-page';
import { OverviewPage } from './overview/overview-page';
import { RechargePage } from './recharge/recharge-page';
import { StandTransferPage } from './stand-transfer/stand-transfer-page';
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

/**
 * /assets/*: the menu and the chosen page; hidden entries are not routes either. /assets itself
 * and unknown paths land on the overview (docs/product.md#assets-area).
 */
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
  const home = state.paths[0] ?? 'overview';
  // Coin deposits are made from the spot account's charge panel; /assets/recharge is the fiat
  // top-up (docs/pay-in.md).
  const depositTo = '/assets/tradeAccount';
  const links = state.paths.map((path) => ({
    to: `/assets/${path}`,
    label: t(`menu.${path}`),
    testId: `menu-${path}`,
  }));
  return (
    <MenuLayout
      label={t('menu.label')}
      links={links}
      width={200}
      testId="assets-page"
      menuTestId="assets-menu"
    >
      <Routes>
        <Route index element={<Navigate to={`/assets/${home}`} replace />} />
        <Route
          path="overview"
          element={<OverviewPage accountIds={state.accountIds} depositTo={depositTo} />}
        />
        {ACCOUNT_PAGES.filter((page) => state.paths.includes(page.path)).map((page) => (
          <Route key={page.path} path={page.path} element={<AccountPage account={page} />} />
        ))}
        {state.paths.includes('recharge') ? (
          <Route path="recharge" element={<RechargePage />} />
        ) : undefined}
        <Route path="standTransfer" element={<StandTransferPage />} />
        <Route path="transfer" element={<TransferPage accountIds={state.accountIds} />} />
        <Route path="transferLog" element={<TransferLogPage />} />
        <Route path="dealRecords" element={<DealRecordsPage />} />
        <Route path="bindAddr" element={<BindAddrPage />} />
        <Route path="*" element={<Navigate to={`/assets/${home}`} replace />} />
      </Routes>
    </MenuLayout>
  );
};
