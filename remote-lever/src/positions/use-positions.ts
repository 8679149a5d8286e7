import { LEVER_TOPIC, type LeverClosedPush, type LeverTradePush, socket } from '@exchange/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { leverApi } from '../lever/lever-api';
import {
  applyClosedPush,
  applyTradePush,
  isPairView,
  panelListOf,
  type PanelList,
  type PanelScope,
} from './positions-rules';

export type PositionsState = {
  status: 'loading' | 'ready' | 'failed';
  list: PanelList | null;
  /** Reads the page again; the rows on screen stay until the answer replaces them. */
  reload: () => void;
  /** Changes rows on screen (a TP/SL saved, a close done) without a round trip. */
  update: (change: (list: PanelList) => PanelList) => void;
};

type Loaded = { key: string; status: 'ready' | 'failed'; list: PanelList | null };

/**
 * One page of the bottom panel from `lever/my_trade`, kept live by LEVER_TRADE and
 * LEVER_CLOSED; `onClosed` hears every LEVER_CLOSED (for the toast naming the reason).
 */
export const usePositions = (
  scope: PanelScope,
  round: number,
  onClosed: (push: LeverClosedPush) => void,
): PositionsState => {
  const key = JSON.stringify([scope.view, scope.page, scope.pairId]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [ownRound, setOwnRound] = useState(0);
  const current = useRef({ scope, key, onClosed });
  useEffect(() => {
    current.current = { scope, key, onClosed };
  });

  useEffect(() => {
    let active = true;
    leverApi
      .myTrade({
        status: scope.view,
        page: scope.page,
        ...(isPairView(scope.view) ? { currency_match_id: scope.pairId } : {}),
      })
      .then(
        (page) => active && setLoaded({ key, status: 'ready', list: panelListOf(page) }),
        () =>
          active &&
          setLoaded((before) => ({
            key,
            status: 'failed',
            list: before?.key === key ? before.list : null,
          })),
      );
    return () => {
      active = false;
    };
    // `key`, `round` and `ownRound` name everything the load depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round, ownRound]);

  const update = useCallback((change: (list: PanelList) => PanelList) => {
    setLoaded((state) =>
      state && state.key === current.current.key && state.list
        ? { ...state, list: change(state.list) }
        : state,
    );
  }, []);

  useEffect(() => {
    const trades = socket
      .topic<LeverTradePush>(LEVER_TOPIC.trade)
      .subscribe((push) => update((list) => applyTradePush(list, push, current.current.scope)));
    const closed = socket.topic<LeverClosedPush>(LEVER_TOPIC.closed).subscribe((push) => {
      update((list) => applyClosedPush(list, push));
      // The page refills and the totals follow the positions that are left.
      setOwnRound((value) => value + 1);
      current.current.onClosed(push);
    });
    return () => {
      trades.unsubscribe();
      closed.unsubscribe();
    };
  }, [update]);

  const reload = useCallback(() => setOwnRound((value) => value + 1), []);
  if (!loaded || loaded.key !== key) return { status: 'loading', list: null, reload, update };
  return { status: loaded.status, list: loaded.list, reload, update };
};
