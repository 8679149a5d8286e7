import { socket, usePagedList } from '@exchange/shared';
import {
  LEVER_TOPIC,
  type LeverClosedPush,
  type LeverTradePush,
} from '@exchange/shared/contract/lever';
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

/**
 * One page of the bottom panel from `lever/my_trade`, kept live by LEVER_TRADE and
 * LEVER_CLOSED; `onClosed` hears every LEVER_CLOSED (for the toast naming the reason).
 */
export const usePositions = (
  scope: PanelScope,
  round: number,
  onClosed: (push: LeverClosedPush) => void,
): PositionsState => {
  const [ownRound, setOwnRound] = useState(0);
  // A new view, page or pair shows loading; a refresh (`round`, a close) keeps the rows on screen.
  const page = usePagedList(
    () =>
      leverApi
        .myTrade({
          status: scope.view,
          page: scope.page,
          ...(isPairView(scope.view) ? { currency_match_id: scope.pairId } : {}),
        })
        .then(panelListOf),
    [scope.view, scope.page, scope.pairId],
    { refresh: [round, ownRound] },
  );
  const { update } = page;
  const current = useRef({ scope, onClosed });
  useEffect(() => {
    current.current = { scope, onClosed };
  });

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
  // Never idle: the panel always loads.
  if (page.status === 'loading' || page.status === 'idle') {
    return { status: 'loading', list: null, reload, update };
  }
  return { status: page.status, list: page.data, reload, update };
};
