import {
  type Observable,
  type OrderWay,
  socket,
  type SpotOrder,
  TOPIC,
  type TxMatchedPush,
  type TxSubmitPush,
  usePagedList,
} from '@exchange/shared';
import { useCallback, useEffect, useRef } from 'react';
import { spotApi } from '../trade/spot-api';
import { applyMatched, applySubmitted, removeOrder, type OrderView } from './order-panel-rules';

export type OrderListState = {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  rows: SpotOrder[];
  lastPage: number;
};

type OrderPage = { rows: SpotOrder[]; lastPage: number };

// A failed page holds no rows, and the pager shows one page until another answer.
const noPage = (): null => null;

/**
 * One page of the order panel, kept live by the private pushes (TX_SUBMIT, TX_MATCHED) and by
 * the orders this page places (`placed$`), with the rules of docs/product.md#public-and-spot-states.
 */
export const useOrderList = (
  view: OrderView,
  loggedIn: boolean,
  placed$: Observable<SpotOrder>,
): OrderListState & { remove: (id: number) => void; reload: () => void } => {
  const page = usePagedList<OrderPage>(
    () =>
      spotApi.orders(view.tab, view.way, view.page, view.pairId).then((paged) => ({
        rows: paged.data,
        lastPage: Math.max(1, paged.last_page),
      })),
    [view.tab, view.way, view.page, view.pairId],
    { enabled: loggedIn, failed: noPage },
  );
  const { update, reload } = page;
  // Pushes are matched against the view on screen when they arrive, without re-subscribing.
  const current = useRef(view);
  useEffect(() => {
    current.current = view;
  });

  const change = useCallback(
    (apply: (rows: SpotOrder[], view: OrderView) => SpotOrder[]) =>
      update((loaded) => {
        const rows = apply(loaded.rows, current.current);
        return rows === loaded.rows ? loaded : { ...loaded, rows };
      }),
    [update],
  );

  useEffect(() => {
    if (!loggedIn) return undefined;
    const submitted = (order: SpotOrder, way: OrderWay): void =>
      change((rows, on) => applySubmitted(rows, order, way, on));
    const subscriptions = [
      socket
        .topic<TxSubmitPush>(TOPIC.txSubmit)
        .subscribe((push) => push.order && submitted(push.order, push.way ?? push.order.way)),
      socket
        .topic<TxMatchedPush>(TOPIC.txMatched)
        .subscribe((push) => push.order && change((rows) => applyMatched(rows, push.order))),
      placed$.subscribe((order) => submitted(order, order.way)),
      // Pushes missed while the channel was down: the page loads again.
      socket.reconnected$().subscribe(() => reload()),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [loggedIn, change, placed$, reload]);

  const remove = useCallback((id: number) => change((rows) => removeOrder(rows, id)), [change]);

  if (page.status === 'idle') return { status: 'idle', rows: [], lastPage: 1, remove, reload };
  // While another page loads, the pager keeps its last known length instead of blinking away.
  if (page.status === 'loading') {
    return { status: 'loading', rows: [], lastPage: page.data?.lastPage ?? 1, remove, reload };
  }
  return {
    status: page.status,
    rows: page.data?.rows ?? [],
    lastPage: page.data?.lastPage ?? 1,
    remove,
    reload,
  };
};
