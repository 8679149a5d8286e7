import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PushBody } from '@exchange/shared/contract';
import type { MicroClosedPush } from '@exchange/shared/contract/second';
import type { AppContext } from '../context';
import { MICRO_CLOSED_TOPIC } from './second-constants';
import { fundSecondHouse } from './second-house';
import { registerSecondRoutes } from './second-routes';
import { SecondService } from './second-service';
import { createSecondStore } from './second-store';
import { createOrderChecker } from './second-verify';
import { SettlementScheduler } from './settlement-scheduler';

/** Second trading: routes, jobs and live pushes (built once per server in app.ts). */
export type SecondModule = {
  service: SecondService;
  registerRoutes(api: FastifyInstance): void;
  /** Settles what fell due while the server was down, then arms the settlement timer. */
  start(): void;
  stop(): void;
};

export type SecondModuleOptions = {
  /** The clock (tests); default Date.now. */
  now?: () => number;
};

export function createSecondModule(
  ctx: AppContext,
  log: FastifyBaseLogger,
  options: SecondModuleOptions = {},
): SecondModule {
  const now = options.now ?? Date.now;
  const store = createSecondStore(ctx.db);
  const feeUserId = ctx.spot.systemUsers.feeUserId;
  const parties = { houseId: fundSecondHouse(ctx.db, feeUserId), feeUserId };
  const service = new SecondService({
    db: ctx.db,
    store,
    accounts: ctx.accounts,
    parties,
    pair: (pairId) => ctx.market.pairById(pairId),
    now,
  });
  const scheduler = new SettlementScheduler({
    service,
    now,
    onSettled(row) {
      const push: PushBody<MicroClosedPush> = { order: service.view(row) };
      ctx.hub.publishToUser(row.user_id, MICRO_CLOSED_TOPIC, push);
    },
    onError(error, orderId) {
      log.error({ err: error, orderId }, 'option settlement failed');
    },
  });

  return {
    service,
    registerRoutes(api) {
      registerSecondRoutes(api, {
        ctx,
        service,
        store,
        check: createOrderChecker(ctx.db, store),
        submitted: () => scheduler.poke(),
      });
    },
    start: () => scheduler.start(),
    stop: () => scheduler.stop(),
  };
}
