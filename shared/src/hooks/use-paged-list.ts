import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useStableCallback } from './use-stable-callback';

export type PagedListStatus = 'idle' | 'loading' | 'ready' | 'failed';

export type PagedListOptions<T> = {
  /** False: nothing loads and the status is 'idle' (a visitor who is not logged in). */
  enabled?: boolean;
  /**
   * Values whose change reads the same list again while what is on screen (data and status)
   * stays until the answer replaces it, e.g. a parent's refresh counter. `reload` shows loading.
   */
  refresh?: readonly unknown[];
  /**
   * The data a failed load leaves, from the data the hook held before it (`sameList`: that data
   * was this list's). Default: a failed re-read keeps the list's rows; a list never read has none.
   */
  failed?: (before: T | null, sameList: boolean) => T | null;
};

export type PagedList<T> = {
  status: PagedListStatus;
  /**
   * ready: the answer; failed: what `failed` left; loading: the previous list's data (a pager
   * can keep its length instead of blinking away); idle: null.
   */
  data: T | null;
  /** The list on screen as `update` names it: the key, and a count of `reload`s. */
  key: string;
  /** Reads the list again; the status is 'loading' until the answer. */
  reload: () => void;
  /**
   * Changes the data held for list `key` (default: the one on screen) without a round trip, e.g.
   * from a live push. Nothing happens when that list has no data or another list's is held.
   */
  update: (change: (data: T) => T, key?: string) => void;
};

type Settled<T> = { key: string; status: 'ready' | 'failed'; data: T | null };

const keepSameList = <T>(before: T | null, sameList: boolean): T | null =>
  sameList ? before : null;

/**
 * One page of a list keyed by what it shows (pair, tab, page…): `load` runs when the key
 * changes, on `reload` and on `refresh`; an answer for a list no longer asked for is dropped.
 * `key` lists what the load depends on, like an effect's dependency list; `load` itself may be a
 * new function on every render.
 */
export const usePagedList = <T>(
  load: () => Promise<T>,
  key: readonly unknown[],
  { enabled = true, refresh = [], failed = keepSameList }: PagedListOptions<T> = {},
): PagedList<T> => {
  const [round, setRound] = useState(0);
  const listKey = JSON.stringify([...key, round]);
  const refreshKey = JSON.stringify(refresh);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  // `update` compares against the list on screen when it runs, not when it was created.
  const onScreen = useRef(listKey);
  useEffect(() => {
    onScreen.current = listKey;
  });
  const start = useEffectEvent(load);
  // Called inside a state update, where an effect event may not run.
  const afterFailure = useStableCallback(failed);

  useEffect(() => {
    if (!enabled) return undefined;
    let active = true;
    start().then(
      (data) => active && setSettled({ key: listKey, status: 'ready', data }),
      () =>
        active &&
        setSettled((before) => ({
          key: listKey,
          status: 'failed',
          data: afterFailure(before?.data ?? null, before?.key === listKey),
        })),
    );
    return () => {
      active = false;
    };
  }, [listKey, refreshKey, enabled, afterFailure]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const update = useCallback((change: (data: T) => T, target?: string) => {
    setSettled((state) => {
      if (!state || state.data === null || state.key !== (target ?? onScreen.current)) return state;
      const data = change(state.data);
      return data === state.data ? state : { ...state, data };
    });
  }, []);

  if (!enabled) return { status: 'idle', data: null, key: listKey, reload, update };
  if (!settled || settled.key !== listKey) {
    return { status: 'loading', data: settled?.data ?? null, key: listKey, reload, update };
  }
  return { status: settled.status, data: settled.data, key: listKey, reload, update };
};
