import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { createLeverLedger } from './lever-ledger';
import { runOvernight } from './lever-overnight';
import { RiskLoop } from './lever-risk-loop';
import { registerLeverRoutes } from './lever-routes';
import { LeverService } from './lever-service';
import { createLeverStore, type LeverStore } from './lever-store';

/** The overnight job looks for a new UTC day this often. */
const OVERNIGHT_CHECK_MS = 10 * 60 * 1000;

/**
 * Lever trading: routes, jobs and live pushes (built once per server in app.ts).
 *
 * Money (all on the lever account, type 3, of the pair's quote currency; each move is one
 * transaction with its balance_logs rows): a market order takes margin and fee at once; a
 * fixed-price order moves margin + fee to lock_balance until it fills (then they are taken from
 * the lock) or is cancelled (released). A close hands back margin + profit; a loss beyond the
 * margin is taken from the balance down to 0 and no further (the rest is the house's); closed
 * together (liquidation, batch), positions net against each other. The overnight fee comes from
 * the balance, and from the position's margin when the balance is short.
 *
 * Prices: market orders open at the last real trade price, fixed-price ones at their target once
 * the last price reaches it, both adjusted by the pair's point rate; closes (user, TP/SL,
 * liquidation) use the last real trade price with no adjustment.
 */
export type LeverModule = {
  registerRoutes(api: FastifyInstance): void;
  /** Starts the jobs (after the spot module started). */
  start(): void;
  stop(): void;
  service: LeverService;
  store: LeverStore;
  risk: RiskLoop;
  /** Charges today's overnight fees (idempotent); answers how many positions were charged. */
  runOvernight(nowMs?: number): number;
};

export function createLeverModule(ctx: AppContext, log: FastifyBaseLogger): LeverModule {
  const store = createLeverStore(ctx.db);
  const ledger = createLeverLedger(ctx.db);
  const service = new LeverService({
    db: ctx.db,
    store,
    ledger,
    market: ctx.market,
    feed: ctx.spot.feed,
    hub: ctx.hub,
    limiter: ctx.secretLimiter,
  });
  const risk = new RiskLoop(
    (pairId) => service.onPrice(pairId),
    (error, pairId) => log.error({ err: error, pairId }, 'lever risk pass failed'),
  );
  const overnight = (nowMs = Date.now()): number =>
    runOvernight(
      {
        db: ctx.db,
        store,
        ledger,
        market: ctx.market,
        onCharged: (userId, quoteId, pairId) => service.pushTrade(userId, quoteId, pairId),
      },
      nowMs,
    );
  let unsubscribe: (() => void) | null = null;
  let timer: NodeJS.Timeout | null = null;

  return {
    service,
    store,
    risk,
    runOvernight: overnight,
    registerRoutes: (api) => registerLeverRoutes(api, ctx, service, store),
    start() {
      if (unsubscribe) return;
      unsubscribe = ctx.spot.feed.onLastPrice((pairId) => risk.changed(pairId));
      const tick = (): void => {
        try {
          overnight();
        } catch (error) {
          log.error({ err: error }, 'lever overnight job failed');
        }
      };
      tick();
      timer = setInterval(tick, OVERNIGHT_CHECK_MS);
      timer.unref();
    },
    stop() {
      unsubscribe?.();
      unsubscribe = null;
      if (timer) clearInterval(timer);
      timer = null;
      risk.stop();
    },
  };
}
