import { socket, usePagedList } from '@exchange/shared';
import {
  type MicroClosedPush,
  SECOND_CLOSED_ROW_DELAY_MS,
  SECOND_ORDER_STATUS,
  SECOND_TOPIC,
  type SecondOrder,
} from '@exchange/shared/contract/second';
import { useEffect, useRef } from 'react';
import { secondApi } from '../second/second-api';
import {
  applyClosed,
  dueAtOf,
  type HistoryTab,
  lastPageOf,
  STATUS_OF_TAB,
  withoutOrder,
} from './history-rules';

export type SecondOrdersView = { pairId: number; tab: HistoryTab; page: number };

export type SecondOrdersState = {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  rows: SecondOrder[];
  lastPage: number;
  /** When the rows arrived (the countdowns count from `remain_milli_seconds` at that instant). */
  receivedAt: number;
};

/** How long after an order's due instant its closed push may take before the list is re-read. */
export const SETTLE_CHECK_MS = 3_000;

type OrdersPage = Omit<SecondOrdersState, 'status'>;

const NO_PAGE: OrdersPage = { rows: [], lastPage: 1, receivedAt: 0 };

/** A failed read shows no rows; the pager keeps the length it had. */
const failedPage = (before: OrdersPage | null): OrdersPage => ({
  rows: [],
  lastPage: before?.lastPage ?? 1,
  receivedAt: Date.now(),
});

/**
 * One page of the option history (docs/product.md#logged-in-areas-states): loaded per pair, tab and page; a MICRO_CLOSED
 * push updates its in-progress row, which leaves the list 0.5 s later; the closed tab reloads to
 * take the settled order in its place. `onClosed` hears every push (balances change).
 */
export const useSecondOrders = (
  view: SecondOrdersView,
  loggedIn: boolean,
  onClosed: (order: SecondOrder) => void,
): SecondOrdersState & { reload: () => void } => {
  const page = usePagedList<OrdersPage>(
    () =>
      secondApi.orders(view.pairId, STATUS_OF_TAB[view.tab], view.page).then((answer) => ({
        rows: answer.data,
        lastPage: lastPageOf(answer),
        receivedAt: Date.now(),
      })),
    [view.pairId, view.tab, view.page],
    { enabled: loggedIn, failed: failedPage },
  );
  const { reload, update } = page;
  // Pushes are matched against what is on screen when they arrive, without re-subscribing.
  const current = useRef({ view, key: page.key, onClosed });
  useEffect(() => {
    current.current = { view, key: page.key, onClosed };
  });

  useEffect(() => {
    if (!loggedIn) return undefined;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    // `listKey`: the list the push was heard on; a change never lands on another one.
    const onList = (listKey: string, change: (rows: SecondOrder[]) => SecondOrder[]): void =>
      update((loaded) => {
        const rows = change(loaded.rows);
        return rows === loaded.rows ? loaded : { ...loaded, rows };
      }, listKey);
    const subscription = socket
      .topic<MicroClosedPush>(SECOND_TOPIC.closed)
      .subscribe(({ order }) => {
        if (!order) return;
        const { view: on, key: listKey, onClosed: heard } = current.current;
        heard(order);
        if (order.match_id !== on.pairId) return;
        if (on.tab === 'closed') {
          reload();
          return;
        }
        onList(listKey, (rows) => applyClosed(rows, order));
        const timer = setTimeout(() => {
          timers.delete(timer);
          onList(listKey, (rows) => withoutOrder(rows, order.id));
        }, SECOND_CLOSED_ROW_DELAY_MS);
        timers.add(timer);
      });
    return () => {
      subscription.unsubscribe();
      timers.forEach(clearTimeout);
    };
  }, [loggedIn, reload, update]);

  // A push lost while the channel was down must not leave a row settling for ever: a little
  // after the first due instant the page is read again if that order is still listed.
  const listed =
    (page.status === 'ready' || page.status === 'failed') && view.tab === 'inProgress'
      ? page.data
      : null;
  const open = listed?.rows.filter((row) => row.status === SECOND_ORDER_STATUS.inProgress) ?? [];
  const firstDue = open.length
    ? Math.min(...open.map((row) => dueAtOf(row, listed?.receivedAt ?? 0)))
    : null;
  useEffect(() => {
    if (firstDue === null || !loggedIn) return undefined;
    const timer = setTimeout(reload, Math.max(0, firstDue - Date.now()) + SETTLE_CHECK_MS);
    return () => clearTimeout(timer);
  }, [firstDue, loggedIn, reload]);

  if (page.status === 'idle') return { status: 'idle', ...NO_PAGE, reload };
  // While another page loads, the pager keeps its last length instead of blinking away.
  if (page.status === 'loading') {
    return {
      status: 'loading',
      rows: [],
      lastPage: page.data?.lastPage ?? 1,
      receivedAt: 0,
      reload,
    };
  }
  // Ready or failed: `failedPage` leaves data too.
  return { status: page.status, ...(page.data ?? NO_PAGE), reload };
};
