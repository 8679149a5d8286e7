import {
  type DealAnswer,
  type GlobalTxPush,
  type MarketDepthPush,
  type Observable,
  shareReplay,
  socket,
  TOPIC,
} from '@exchange/shared';
import {
  createMarketFeed,
  type MarketFeedState,
  type MarketSnapshot,
} from '@exchange/shared/trading';
import { useMemo } from 'react';
import { spotApi } from '../trade/spot-api';

export const snapshotOf = (deal: DealAnswer): MarketSnapshot => ({
  depth: deal.depth,
  seq: deal.seq,
  epoch: deal.epoch,
  trades: deal.tx_completes,
  quotation: deal.quotation,
});

/**
 * The selected pair's book and trades, shared by every panel of the page: the MARKET_DEPTH and
 * GLOBAL_TX subscriptions open with the first panel that listens and close with the last one,
 * so a pair change (a new feed) unsubscribes the old pair's topics.
 */
export const useMarketFeed = (
  pair: { id: number; symbol: string } | null,
): Observable<MarketFeedState> | null => {
  const id = pair?.id ?? null;
  const symbol = pair?.symbol ?? null;
  return useMemo(() => {
    if (id === null || symbol === null) return null;
    return createMarketFeed({
      loadSnapshot: () => spotApi.deal(id).then(snapshotOf),
      depth$: socket.topic<MarketDepthPush>(TOPIC.marketDepth(symbol)),
      trades$: socket.topic<GlobalTxPush>(TOPIC.globalTx(symbol)),
      // Down means a dropped channel that is being retried, not the first connect.
      channelOpen$: socket.topicLive$(TOPIC.marketDepth(symbol)),
    }).pipe(shareReplay({ bufferSize: 1, refCount: true }));
  }, [id, symbol]);
};
