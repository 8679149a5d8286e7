import {
  api,
  map,
  share,
  socket,
  SPOT_PATH,
  timer,
  TOPIC,
  type KlineBar,
  type KlinePush,
  type Match,
  type Observable,
} from '@exchange/shared';
import { useMemo } from 'react';
import type { KlineTick, KlineWindow } from './kline-feed';

/** What KlineChart reads for one pair; both keep their identity while the pair stays. */
export type KlineSource = {
  fetchBars: (window: KlineWindow) => Promise<KlineBar[]>;
  ticks$: Observable<KlineTick>;
};

/** One market/kline window of a pair. Silent: the chart shows a refusal as its error state. */
export const fetchKlineBars = (
  { id, symbol }: Pick<Match, 'id' | 'symbol'>,
  { period, from, to }: KlineWindow,
): Promise<KlineBar[]> =>
  api.get<KlineBar[]>(
    SPOT_PATH.kline,
    { from, to, symbol, period, currency_match_id: id },
    { silentError: true },
  );

/** The market/kline windows and KLINE pushes of one pair (spot, lever and second charts). */
export const klineSourceOf = (pair: Pick<Match, 'id' | 'symbol'>): KlineSource => ({
  fetchBars: (window) => fetchKlineBars(pair, window),
  // Shared with a short grace: an interval switch re-subscribes in the same commit without an
  // unsub/sub round trip on the live channel; a pair change still drops the old topic.
  ticks$: socket.topic<KlinePush>(TOPIC.kline(pair.symbol)).pipe(
    map(({ period, kline }): KlineTick => ({ period, kline })),
    share({ resetOnRefCountZero: () => timer(0) }),
  ),
});

/** klineSourceOf, kept while the pair stays. */
export const useKlineSource = ({ id, symbol }: Pick<Match, 'id' | 'symbol'>): KlineSource =>
  useMemo(() => klineSourceOf({ id, symbol }), [id, symbol]);
