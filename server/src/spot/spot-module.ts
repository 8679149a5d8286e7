import type { Database } from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { MarketMakerBots } from '../bots/market-maker';
import { SpotEngine } from '../engine';
import type { MarketState } from '../market/market-state';
import { dayQuoteWriter } from '../market/pairs-repo';
import type { ResolvedOptions } from '../options';
import type { Hub } from '../ws/hub';
import { createFavourites, type Favourites } from './favourites';
import { createKlineReader, type KlineReader } from './kline';
import { OrderThrottle } from './order-throttle';
import { createSqlLedger } from './sql-ledger';
import { SpotFeed } from './spot-feed';
import { SpotService } from './spot-service';
import { createSpotStore, type SpotStore } from './spot-store';
import { StopOrders } from './stop-orders';
import { createStopStore } from './stop-store';
import { ensureSystemUsers, type SystemUsers } from './system-users';

/** Bot orders cancelled without a fill are deleted after this long (they carry no history). */
const BOT_ORDER_RETENTION_MS = 60 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

export type SpotModule = {
  engine: SpotEngine;
  store: SpotStore;
  service: SpotService;
  /** Stop-limit orders (docs/product.md#spot-order-types). */
  stops: StopOrders;
  feed: SpotFeed;
  klines: KlineReader;
  favourites: Favourites;
  throttle: OrderThrottle;
  systemUsers: SystemUsers;
  /** Null when bots are off (BOTS=0 or TICKER_MS=0). */
  bots: MarketMakerBots | null;
  /** Starts the timers (24 h refresh, bots, pruning). */
  start(): void;
  stop(): void;
};

export type SpotModuleDeps = {
  db: Database;
  hub: Hub;
  market: MarketState;
  options: ResolvedOptions;
  log: FastifyBaseLogger;
};

/**
 * Builds spot trading on a migrated, seeded database: the fee and bot users, the engine with
 * every pair's book rebuilt from the stored open orders, the market data feed and the service.
 */
export function createSpotModule(deps: SpotModuleDeps): SpotModule {
  const { db, hub, market, options, log } = deps;
  const systemUsers = ensureSystemUsers(db);
  const ledger = createSqlLedger(db, systemUsers.feeUserId);
  const engine = new SpotEngine(ledger);
  const store = createSpotStore(db);
  const klines = createKlineReader(db);
  const feed = new SpotFeed({
    hub,
    market,
    engine,
    store,
    klines,
    persistQuotes: dayQuoteWriter(db),
    onError: (error) => log.error({ err: error }, 'market feed failed'),
  });
  const service = new SpotService({ db, engine, store, feed, market, hub });
  for (const pair of market.pairs()) {
    try {
      service.reload(pair.id);
    } catch (error) {
      log.error({ err: error, pair: pair.symbol }, 'pair not tradable: bad configuration');
    }
  }
  const stops = new StopOrders({
    db,
    engine,
    service,
    feed,
    ledger,
    store: createStopStore(db),
    onError: (error) => log.error({ err: error }, 'stop-limit trigger failed'),
  });
  // Stops the last price reached before a restart (trades committed, triggers not run yet).
  stops.recover();
  const bots =
    options.bots && options.tickerMs > 0
      ? new MarketMakerBots({
          service,
          engine,
          feed,
          market,
          botIds: systemUsers.botIds,
          intervalMs: options.tickerMs,
          onError: (error) => log.warn({ err: error }, 'market maker tick failed'),
        })
      : null;
  let pruner: NodeJS.Timeout | null = null;

  return {
    engine,
    store,
    service,
    stops,
    feed,
    klines,
    favourites: createFavourites(db),
    throttle: new OrderThrottle(options.orderRateLimit),
    systemUsers,
    bots,
    start() {
      feed.start();
      bots?.start();
      if (bots && !pruner) {
        pruner = setInterval(() => {
          try {
            store.pruneIdleBotOrders(Date.now() - BOT_ORDER_RETENTION_MS);
          } catch (error) {
            log.warn({ err: error }, 'pruning bot orders failed');
          }
        }, PRUNE_EVERY_MS);
        pruner.unref();
      }
    },
    stop() {
      bots?.stop();
      if (pruner) clearInterval(pruner);
      feed.stop();
    },
  };
}
