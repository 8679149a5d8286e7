import {
  type AccountBalancePush,
  socket,
  type StopOrder,
  TOPIC,
  type TxSubmitPush,
  usePagedList,
} from '@exchange/shared';
import { useCallback, useEffect, useState } from 'react';
import { spotApi } from '../trade/spot-api';
import { stopPlaced$ } from './stop-events';

export type StopListState = {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  rows: StopOrder[];
  lastPage: number;
  remove: (id: number) => void;
  reload: () => void;
};

type StopPage = { rows: StopOrder[]; lastPage: number };

const noPage = (): null => null;

/** A stop this page placed joins the first page of its pair's list (newest first), once. */
export const addPlacedStop = (
  rows: readonly StopOrder[],
  stop: StopOrder,
  view: { pairId: number; page: number },
): StopOrder[] =>
  view.page !== 1 ||
  stop.currency_match_id !== view.pairId ||
  rows.some((row) => row.id === stop.id)
    ? (rows as StopOrder[])
    : [stop, ...rows];

/**
 * One page of the caller's waiting stop-limit orders of the pair (docs/product.md#spot-order-types),
 * kept live: a stop this page placed joins at once; a stop triggered (its limit order arrives
 * as TX_SUBMIT) or placed or cancelled in another tab (its lock moves: ACCOUNT_BALANCE) reads
 * the page again, the rows staying on screen until the answer.
 */
export const useStopList = (pairId: number, page: number, loggedIn: boolean): StopListState => {
  const [pushes, setPushes] = useState(0);
  const list = usePagedList<StopPage>(
    () =>
      spotApi.stops(page, pairId).then((paged) => ({
        rows: paged.data,
        lastPage: Math.max(1, paged.last_page),
      })),
    [pairId, page],
    { enabled: loggedIn, failed: noPage, refresh: [pushes] },
  );
  const { update, reload } = list;

  useEffect(() => {
    if (!loggedIn) return undefined;
    const again = (): void => setPushes((count) => count + 1);
    const subscriptions = [
      stopPlaced$.subscribe((stop) =>
        update((loaded) => ({
          ...loaded,
          rows: addPlacedStop(loaded.rows, stop, { pairId, page }),
        })),
      ),
      socket.topic<TxSubmitPush>(TOPIC.txSubmit).subscribe(again),
      socket.topic<AccountBalancePush>(TOPIC.accountBalance).subscribe(again),
      socket.reconnected$().subscribe(() => reload()),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [loggedIn, pairId, page, update, reload]);

  const remove = useCallback(
    (id: number) =>
      update((loaded) => ({ ...loaded, rows: loaded.rows.filter((row) => row.id !== id) })),
    [update],
  );

  const rows = list.status === 'loading' ? [] : (list.data?.rows ?? []);
  return { status: list.status, rows, lastPage: list.data?.lastPage ?? 1, remove, reload };
};
