import type { GlobalTxPush, MarketDepthPush, Observable } from '@exchange/shared';
import { shareReplay, socket, TOPIC } from '@exchange/shared';
import { createMarketFeed, type MarketFeedState } from '@exchange/shared/trading';
import { useMemo } from 'react';
import { leverApi } from '../lever/lever-api';

/**
 * The book and trades of the lever pair (the spot market of the same pair: lever orders fill
 * at its last price), shared by the book panel and the form. Its topics open with the first
 * listener and close with the last, so a pair change unsubscribes the old pair.
 */
export const useLeverFeed = (
  id: number | null,
  symbol: string | null,
): Observable<MarketFeedState> | null =>
  useMemo(() => {
    if (id === null || symbol === null) return null;
    return createMarketFeed({
      loadSnapshot: async () => {
        const { tx_completes: trades, ...book } = await leverApi.market(id);
        return { ...book, trades };
      },
      depth$: socket.topic<MarketDepthPush>(TOPIC.marketDepth(symbol)),
      trades$: socket.topic<GlobalTxPush>(TOPIC.globalTx(symbol)),
      channelOpen$: socket.topicLive$(TOPIC.marketDepth(symbol)),
    }).pipe(shareReplay({ bufferSize: 1, refCount: true }));
  }, [id, symbol]);
