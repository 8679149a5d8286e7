import { session, useObservable, useTranslation } from '@exchange/shared';
import { Navigate, NavLink, Route, Routes, useSearchParams } from '@exchange/shared/router';
import { Box } from '@exchange/shared/ui-kit';
import { useMemo, type ReactElement } from 'react';
import { p2pApi } from '../api/p2p-api';
import { LoginGate, useLoggedIn } from '../common/login-gate';
import { OrderDetailView, OrderListPanel } from '../order';
import { MarketPage } from './market/market-page';

const LINK_SX = {
  px: 1.5,
  py: 0.75,
  borderRadius: 1,
  color: 'text.secondary',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  fontWeight: 600,
  '&.active': { color: 'primary.main', bgcolor: 'action.selected' },
} as const;

/** Market, my orders, and (for logged-in users) the store: one small row of links. */
const AreaTabs = (): ReactElement => {
  const { t } = useTranslation('p2p');
  const loggedIn = useLoggedIn();
  const session$ = useMemo(() => session.state$(), []);
  const merchant = useObservable(session$, session.snapshot).isSeller;
  return (
    <Box
      component="nav"
      aria-label={t('menu.label')}
      data-testid="p2p-menu"
      sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
    >
      <Box component={NavLink} to="/legalIndex/legal" sx={LINK_SX} data-testid="p2p-menu-market">
        {t('menu.market')}
      </Box>
      <Box component={NavLink} to="/legalIndex/orders" sx={LINK_SX} data-testid="p2p-menu-orders">
        {t('menu.orders')}
      </Box>
      {loggedIn ? (
        <Box
          component={NavLink}
          to="/myshop"
          sx={{ ...LINK_SX, ml: 'auto' }}
          data-testid="p2p-menu-shop"
        >
          {t(merchant ? 'menu.myShop' : 'menu.becomeMerchant')}
        </Box>
      ) : undefined}
    </Box>
  );
};

const orderPath = (id: number): string => `/legalIndex/orderdetail?id=${id}`;

/** /legalIndex/orderdetail?id=: a missing or malformed id goes back to the list. */
const OrderRoute = (): ReactElement => {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isSafeInteger(id) || id <= 0) return <Navigate to="/legalIndex/orders" replace />;
  return <OrderDetailView key={id} id={id} listPath="/legalIndex/orders" />;
};

/**
 * /legalIndex/* (docs/product.md#p2p-market): the market is public; my orders and the order
 * page ask a visitor to log in. Unknown paths land on the market.
 */
export const LegalIndexPage = (): ReactElement => (
  <Box data-testid="p2p-market" sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 2 }}>
    <AreaTabs />
    <Routes>
      <Route path="legal" element={<MarketPage />} />
      <Route
        path="orders"
        element={
          <LoginGate>
            <OrderListPanel load={p2pApi.orders} detailPath={orderPath} />
          </LoginGate>
        }
      />
      <Route
        path="orderdetail"
        element={
          <LoginGate>
            <OrderRoute />
          </LoginGate>
        }
      />
      <Route path="*" element={<Navigate to="/legalIndex/legal" replace />} />
    </Routes>
  </Box>
);
