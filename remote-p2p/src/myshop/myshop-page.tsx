import { LoadFailed, LoadingRows, MenuLayout } from '@exchange/shared/area-kit';
import { useRequest, useTranslation } from '@exchange/shared';
import type { P2PMe, P2PMerchantStatus } from '@exchange/shared/contract/p2p';
import { Navigate, Route, Routes } from '@exchange/shared/router';
import type { ReactElement } from 'react';
import { p2pApi } from '../api/p2p-api';
import { ApplicationView } from './application-view';
import { ShopOrderDetail, ShopOrders } from './shop-orders';
import { StoreHome } from './store-home';

type ShopState = { merchant: P2PMerchantStatus; me: P2PMe };

const loadShop = async (): Promise<ShopState> => {
  const [merchant, me] = await Promise.all([p2pApi.merchant(), p2pApi.me()]);
  return { merchant, me };
};

const HOME = '/myshop/myshoporders';

/**
 * /myshop/*: a merchant's store (ads, agents), the store's orders and an order page; anyone else
 * sees the merchant application, and an agent also the orders they handle
 * (docs/product.md#merchant-store-myshop). Unknown paths land on the store home.
 */
export const MyshopPage = (): ReactElement => {
  const { t } = useTranslation('p2p-shop');
  const shop = useRequest(loadShop, []);
  const state = shop.data;
  if (!state)
    return shop.status === 'failed' ? (
      <LoadFailed message={t('loadFailed')} onRetry={shop.reload} />
    ) : (
      <LoadingRows rows={6} />
    );
  const { me, merchant } = state;
  const seesOrders = me.is_merchant || me.agent_of.length > 0;
  const links = [
    { to: HOME, label: t('menu.store'), testId: 'menu-myshoporders' },
    ...(seesOrders
      ? [{ to: '/myshop/shoporders', label: t('menu.orders'), testId: 'menu-shoporders' }]
      : []),
    { to: '/legalIndex/legal', label: t('menu.market'), testId: 'menu-market' },
  ];
  return (
    <MenuLayout
      label={t('menu.label')}
      links={links}
      width={200}
      testId="myshop-page"
      menuTestId="myshop-menu"
    >
      <Routes>
        <Route
          path="myshoporders"
          element={
            me.is_merchant ? <StoreHome me={me} /> : <ApplicationView me={me} status={merchant} />
          }
        />
        {seesOrders ? <Route path="shoporders" element={<ShopOrders />} /> : undefined}
        {seesOrders ? <Route path="shoporderdetail" element={<ShopOrderDetail />} /> : undefined}
        <Route path="*" element={<Navigate to={HOME} replace />} />
      </Routes>
    </MenuLayout>
  );
};
