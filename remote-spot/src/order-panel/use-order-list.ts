import {
  type Observable,
  type OrderWay,
  socket,
  type SpotOrder,
  TOPIC,
  type TxMatchedPush,
  type TxSubmitPush,
} from '@exchange/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { spotApi } from '../trade/spot-api';
import { applyMatched, applySubmitted, removeOrder, type OrderView } from './order-panel-rules';

export type OrderListState = {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  rows: SpotOrder[];
  lastPage: number;
};

type Loaded = { key: string; status: 'ready' | 'failed'; rows: SpotOrder[]; lastPage: number };

/**
 * One page of the order panel, kept live by the private pushes (TX_SUBMIT, TX_MATCHED) and by
 * the orders this page places (`placed$`), with the rules of docs/product.md#public-and-spot-states.
 */
export const useOrderList = (
  view: OrderView,
  loggedIn: boolean,
  placed$: Observable<SpotOrder>,
): OrderListState & { remove: (id: number) => void; reload: () => void } => {
  const [round, setRound] = useState(0);
  const key = JSON.stringify([view.tab, view.way, view.page, view.pairId, loggedIn, round]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // Pushes are matched against the view on screen when they arrive, without re-subscribing.
  const current = useRef({ view, key });
  useEffect(() => {
    current.current = { view, key };
  });

  useEffect(() => {
    if (!loggedIn) return undefined;
    let active = true;
    spotApi.orders(view.tab, view.way, view.page, view.pairId).then(
      (paged) =>
        active &&
        setLoaded({
          key,
          status: 'ready',
          rows: paged.data,
          lastPage: Math.max(1, paged.last_page),
        }),
      () => active && setLoaded({ key, status: 'failed', rows: [], lastPage: 1 }),
    );
    return () => {
      active = false;
    };
    // `key` names everything the load depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const change = useCallback((apply: (rows: SpotOrder[], view: OrderView) => SpotOrder[]) => {
    setLoaded((state) => {
      if (!state || state.key !== current.current.key || state.status !== 'ready') return state;
      const rows = apply(state.rows, current.current.view);
      return rows === state.rows ? state : { ...state, rows };
    });
  }, []);

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
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [loggedIn, change, placed$]);

  const remove = useCallback((id: number) => change((rows) => removeOrder(rows, id)), [change]);
  const reload = useCallback(() => setRound((value) => value + 1), []);

  if (!loggedIn) return { status: 'idle', rows: [], lastPage: 1, remove, reload };
  // While another page loads, the pager keeps its last known length instead of blinking away.
  if (!loaded || loaded.key !== key) {
    return { status: 'loading', rows: [], lastPage: loaded?.lastPage ?? 1, remove, reload };
  }
  return { status: loaded.status, rows: loaded.rows, lastPage: loaded.lastPage, remove, reload };
};
