import { LoadingRows } from '@exchange/shared/area-kit';
import { lazy, Suspense, type ReactElement } from 'react';

export type OrderDetailViewProps = {
  /** The order to show. */
  id: number;
  /** Where "back to the orders" leads (the list of the area showing the order). */
  listPath: string;
};

const Detail = lazy(() =>
  import('./order-detail-view').then((module) => ({ default: module.OrderDetailScreen })),
);

/** One order's page: state, countdown, payment details, actions and messages. */
export const OrderDetailView = (props: OrderDetailViewProps): ReactElement => (
  <Suspense fallback={<LoadingRows rows={6} />}>
    <Detail {...props} />
  </Suspense>
);
