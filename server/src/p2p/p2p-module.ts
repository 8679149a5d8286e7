import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { P2PMessagePush, P2POrderPush } from '@exchange/shared/contract/p2p';
import type { Database } from 'better-sqlite3';
import { payPasswordSubject } from '../auth/secret-limiter';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { Dec } from '../money/decimal';
import { checkPayPassword, hasPayPassword } from '../personal/pay-password';
import { createUploadStore, UPLOADS_URL_PREFIX } from '../personal/upload-store';
import { P2PAdService } from './p2p-ads';
import { P2P_TOPIC } from './p2p-constants';
import type { P2PDeps } from './p2p-deps';
import { P2PMerchantService } from './p2p-merchants';
import { createP2PMoney } from './p2p-money';
import { P2POrderService, type P2POrderHooks } from './p2p-orders';
import { createP2PPeople } from './p2p-people';
import { registerP2PRoutes } from './p2p-routes';
import { P2PScheduler } from './p2p-scheduler';
import { createP2PSettingsReader } from './p2p-settings';
import { createP2PStore, type OrderRow } from './p2p-store';
import { toMessage, toOrder } from './p2p-view';

/** The P2P market: routes, the deadline timer and live pushes (built once in app.ts). */
export type P2PModule = {
  deps: P2PDeps;
  ads: P2PAdService;
  orders: P2POrderService;
  merchants: P2PMerchantService;
  registerRoutes(api: FastifyInstance): void;
  /** Settles what fell due while the server was down, then arms the deadline timer. */
  start(): void;
  stop(): void;
  /** Settles what is due on the module's clock now (tests move their clock, then call it). */
  runDue(): void;
  /**
   * May `userId` read the upload `name`? The parties and the merchant's agents of an order that
   * shows it: its voucher, its appeal image, or (until cancelled) the seller's payment QR code in
   * its payment details (upload-routes.ts; the uploader always may).
   */
  canViewUpload(userId: number, name: string): boolean;
};

export type P2PModuleOptions = {
  /** The clock (tests); default Date.now. */
  now?: () => number;
};

/** The service parts without the live side (the seed and the operator CLI use them too). */
export function createP2PDeps(
  db: Database,
  usdPrice: (code: string) => Dec,
  now: () => number = Date.now,
): P2PDeps {
  return {
    db,
    store: createP2PStore(db),
    people: createP2PPeople(db),
    money: createP2PMoney(db),
    settings: createP2PSettingsReader(db),
    usdPrice,
    now,
  };
}

/** The USD price from the stored quotations (processes without the market state). */
export function storedUsdPrice(db: Database): (code: string) => Dec {
  const close = db
    .prepare(
      `SELECT q.close FROM quotations q JOIN currency_matches m ON m.id = q.currency_match_id
         JOIN currencies b ON b.id = m.base_currency_id JOIN currencies c ON c.id = m.quote_currency_id
        WHERE b.code = ? AND c.code = 'USDT'`,
    )
    .pluck();
  return (code) => {
    if (code === 'USDT') return new Dec(1);
    const value = close.get(code) as string | undefined;
    return new Dec(value ?? '0');
  };
}

/** Hooks for processes without live pushes (the operator CLI, the seed). */
export function quietHooks(overrides: Partial<P2POrderHooks> = {}): P2POrderHooks {
  return {
    changed: () => undefined,
    messaged: () => undefined,
    scheduled: () => undefined,
    checkPayPassword: () => Promise.reject(new ApiError('payPasswordWrong')),
    ownsUpload: () => false,
    ...overrides,
  };
}

export function createP2PModule(
  ctx: AppContext,
  log: FastifyBaseLogger,
  options: P2PModuleOptions = {},
): P2PModule {
  const now = options.now ?? Date.now;
  const deps = createP2PDeps(ctx.db, (code) => ctx.market.usdRate(code), now);
  const uploads = createUploadStore(ctx.db, ctx.options.dataDir);
  let scheduler: P2PScheduler | null = null;

  /** Buyer, seller and the merchant's agents, each with their own role in the view. */
  const audience = (row: OrderRow): number[] => [
    ...new Set([
      row.buyer_id,
      row.seller_id,
      ...deps.store.agentsOf(row.merchant_id).map((agent) => agent.agent_id),
    ]),
  ];
  const hooks: P2POrderHooks = {
    changed(row) {
      for (const userId of audience(row)) {
        const role =
          row.buyer_id === userId ? 'buyer' : row.seller_id === userId ? 'seller' : 'agent';
        const push: P2POrderPush = { order: toOrder(deps, row, role) };
        ctx.hub.publishToUser(userId, P2P_TOPIC.order, push);
      }
    },
    messaged(row, message) {
      const push: P2PMessagePush = { message: toMessage(deps, message) };
      for (const userId of audience(row)) ctx.hub.publishToUser(userId, P2P_TOPIC.message, push);
    },
    scheduled: () => scheduler?.poke(),
    async checkPayPassword(userId, password, ip) {
      const text =
        typeof password === 'number' && Number.isFinite(password) ? String(password) : password;
      if (text === undefined || text === null || text === '') {
        throw new ApiError('payPasswordRequired');
      }
      if (typeof text !== 'string') throw new ApiError('invalidParam', { name: 'pay_password' });
      if (!hasPayPassword(ctx.db, userId)) throw new ApiError('payPasswordNotSet');
      // One count with withdrawals and lever orders: a token cannot guess it.
      await ctx.secretLimiter.check(
        payPasswordSubject(userId),
        ip,
        () => checkPayPassword(ctx.db, userId, text),
        'payPasswordWrong',
      );
    },
    ownsUpload: (userId, url) => uploads.ownedBy(userId, url),
  };
  const ads = new P2PAdService(deps);
  const orders = new P2POrderService(deps, hooks);
  const merchants = new P2PMerchantService(deps);
  scheduler = new P2PScheduler({
    orders,
    now,
    onError(error, orderId) {
      log.error({ err: error, orderId }, 'p2p deadline failed');
    },
  });
  const timer = scheduler;

  return {
    deps,
    ads,
    orders,
    merchants,
    registerRoutes(api) {
      registerP2PRoutes(api, { ctx, deps, ads, orders, merchants });
    },
    start: () => timer.start(),
    stop: () => timer.stop(),
    runDue: () => timer.run(),
    canViewUpload(userId, name) {
      const url = `${UPLOADS_URL_PREFIX}${name}`;
      const party = (row: OrderRow): boolean =>
        row.buyer_id === userId ||
        row.seller_id === userId ||
        deps.store.isAgent(row.merchant_id, userId);
      if (deps.store.ordersWithUpload(url).some(party)) return true;
      // The seller's payment QR code, to the buyer's side while the order is not cancelled.
      const owner = uploads.byName(name)?.user_id;
      return owner !== undefined && deps.store.ordersShowingPayCode(owner, url).some(party);
    },
  };
}
