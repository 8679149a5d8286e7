import {
  type MicroClosedPush,
  SECOND_CLOSED_ROW_DELAY_MS,
  SECOND_ORDER_STATUS,
  SECOND_TOPIC,
  type SecondOrder,
  socket,
} from '@exchange/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
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

type Loaded = SecondOrdersState & { key: string; status: 'ready' | 'failed' };

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
  const [round, setRound] = useState(0);
  const key = JSON.stringify([view.pairId, view.tab, view.page, loggedIn, round]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // Pushes are matched against what is on screen when they arrive, without re-subscribing.
  const current = useRef({ view, key, onClosed });
  useEffect(() => {
    current.current = { view, key, onClosed };
  });
  const reload = useCallback(() => setRound((value) => value + 1), []);

  useEffect(() => {
    if (!loggedIn) return undefined;
    // An answer for a view the user already left is dropped.
    let current = true;
    const settle = (status: Loaded['status'], rows: SecondOrder[], lastPage?: number): void => {
      if (!current) return;
      setLoaded((previous) => ({
        key,
        status,
        rows,
        lastPage: lastPage ?? previous?.lastPage ?? 1,
        receivedAt: Date.now(),
      }));
    };
    secondApi
      .orders(view.pairId, STATUS_OF_TAB[view.tab], view.page)
      .then((answer) => settle('ready', answer.data, lastPageOf(answer)))
      .catch(() => settle('failed', []));
    return () => {
      current = false;
    };
    // The load depends on exactly what `key` names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    if (!loggedIn) return undefined;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const onList = (listKey: string, change: (rows: SecondOrder[]) => SecondOrder[]): void =>
      setLoaded((state) => {
        if (!state || state.key !== listKey || state.status !== 'ready') return state;
        const rows = change(state.rows);
        return rows === state.rows ? state : { ...state, rows };
      });
    const subscription = socket
      .topic<MicroClosedPush>(SECOND_TOPIC.closed)
      .subscribe(({ order }) => {
        if (!order) return;
        const { view: on, key: listKey, onClosed: heard } = current.current;
        heard(order);
        if (order.match_id !== on.pairId) return;
        if (on.tab === 'closed') {
          setRound((value) => value + 1);
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
  }, [loggedIn]);

  // A push lost while the channel was down must not leave a row settling for ever: a little
  // after the first due instant the page is read again if that order is still listed.
  const listed = loaded?.key === key && view.tab === 'inProgress' ? loaded : null;
  const open = listed?.rows.filter((row) => row.status === SECOND_ORDER_STATUS.inProgress) ?? [];
  const firstDue = open.length
    ? Math.min(...open.map((row) => dueAtOf(row, listed?.receivedAt ?? 0)))
    : null;
  useEffect(() => {
    if (firstDue === null || !loggedIn) return undefined;
    const timer = setTimeout(reload, Math.max(0, firstDue - Date.now()) + SETTLE_CHECK_MS);
    return () => clearTimeout(timer);
  }, [firstDue, loggedIn, reload]);

  if (!loggedIn) return { status: 'idle', rows: [], lastPage: 1, receivedAt: 0, reload };
  // While another page loads, the pager keeps its last length instead of blinking away.
  if (!loaded || loaded.key !== key) {
    return {
      status: 'loading',
      rows: [],
      lastPage: loaded?.lastPage ?? 1,
      receivedAt: 0,
      reload,
    };
  }
  return { ...loaded, reload };
};
