import { Navigate, useSearchParams } from '@exchange/shared/router';
import type { ReactElement } from 'react';
import { p2pApi } from '../api/p2p-api';
import { OrderDetailView, OrderListPanel } from '../order';

const LIST_PATH = '/myshop/shoporders';

export const shopOrderPath = (id: number): string => `/myshop/shoporderdetail?id=${id}`;

/** /myshop/shoporders: orders on the store's ads, for the merchant and their agents. */
export const ShopOrders = (): ReactElement => (
  <OrderListPanel load={p2pApi.shopOrders} detailPath={shopOrderPath} testId="shop-orders" />
);

/** /myshop/shoporderdetail?id=: one store order; a missing or malformed id goes to the list. */
export const ShopOrderDetail = (): ReactElement => {
  const [params] = useSearchParams();
  const text = params.get('id') ?? '';
  const id = /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;
  if (id === null) return <Navigate to={LIST_PATH} replace />;
  return <OrderDetailView key={id} id={id} listPath={LIST_PATH} />;
};
