import type { FastifyInstance } from 'fastify';
import type { Paged } from '@exchange/shared/contract';
import type {
  P2PAd,
  P2PAgent,
  P2PMessage,
  P2POrder,
  P2POrderDetail,
  P2POrderScope,
} from '@exchange/shared/contract/p2p';
import { callerOf, pageParam, paged } from '../assets/caller';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { apiRoute } from '../http/api-route';
import { ok } from '../http/envelope';
import { intParam, type Params } from '../http/params';
import type { P2PAdService } from './p2p-ads';
import { P2P_PAGE_SIZE, P2P_PATH } from './p2p-constants';
import type { P2PDeps } from './p2p-deps';
import { marketAds, p2pConfig } from './p2p-market';
import type { P2PMerchantService } from './p2p-merchants';
import type { P2POrderService } from './p2p-orders';
import { toMarketAd, toMessage, toOrder, toOrderDetail, toShopAd } from './p2p-view';

export type P2PRouteDeps = {
  ctx: AppContext;
  deps: P2PDeps;
  ads: P2PAdService;
  orders: P2POrderService;
  merchants: P2PMerchantService;
};

function scopeParam(params: Params): P2POrderScope {
  const scope = params.scope ?? 'all';
  if (scope !== 'active' && scope !== 'done' && scope !== 'all') {
    throw new ApiError('invalidParam', { name: 'scope' });
  }
  return scope;
}

const idOf = (params: Params): number => intParam(params, 'id', { min: 1 });

/** p2p/*: config, market and ad are public; everything else needs the token (999 without). */
export function registerP2PRoutes(app: FastifyInstance, route: P2PRouteDeps): void {
  const { ctx, deps, ads, orders, merchants } = route;
  const user = (request: Parameters<typeof callerOf>[1]) => callerOf(ctx, request);
  const detail = (userId: number, id: number): P2POrderDetail => {
    const { row, role } = orders.access(userId, id);
    return toOrderDetail(deps, row, role);
  };

  apiRoute(app, 'GET', P2P_PATH.config, () => ok(p2pConfig(deps)));
  apiRoute(app, 'GET', P2P_PATH.ads, ({ params }) => ok(marketAds(deps, params)));
  apiRoute(app, 'GET', P2P_PATH.ad, ({ params }) => {
    const row = deps.store.ad(idOf(params));
    if (!row) throw new ApiError('p2pAdNotFound');
    return ok(toMarketAd(deps, row));
  });
  apiRoute(app, 'GET', P2P_PATH.me, ({ request }) => ok(merchants.me(user(request).id)));

  apiRoute(app, 'POST', P2P_PATH.createOrder, async ({ request, params }) => {
    const caller = user(request);
    const row = await orders.take(caller.id, params, request.ip);
    const role = row.buyer_id === caller.id ? 'buyer' : 'seller';
    return ok(toOrderDetail(deps, row, role), 'p2pOrderCreated');
  });
  const list = (kind: 'party' | 'shop', callerId: number, params: Params): Paged<P2POrder> => {
    const page = pageParam(params);
    const ids = kind === 'party' ? [callerId] : storesOf(callerId);
    const found = deps.store.orders(kind, ids, scopeParam(params), page, P2P_PAGE_SIZE);
    return paged(
      found.total,
      P2P_PAGE_SIZE,
      page,
      found.rows.map((row) => toOrder(deps, row, orders.access(callerId, row.id).role)),
    );
  };
  apiRoute(app, 'GET', P2P_PATH.orders, ({ request, params }) =>
    ok(list('party', user(request).id, params)),
  );
  apiRoute(app, 'GET', P2P_PATH.order, ({ request, params }) =>
    ok(detail(user(request).id, idOf(params))),
  );
  apiRoute(app, 'POST', P2P_PATH.cancel, ({ request, params }) => {
    const caller = user(request);
    const row = orders.cancel(caller.id, idOf(params));
    return ok(detail(caller.id, row.id), 'p2pOrderCancelled');
  });
  apiRoute(app, 'POST', P2P_PATH.paid, ({ request, params }) => {
    const caller = user(request);
    const row = orders.paid(caller.id, idOf(params), params.voucher);
    return ok(detail(caller.id, row.id), 'p2pPaidMarked');
  });
  apiRoute(app, 'POST', P2P_PATH.release, async ({ request, params }) => {
    const caller = user(request);
    const row = await orders.release(caller.id, idOf(params), params.pay_password, request.ip);
    return ok(detail(caller.id, row.id), 'p2pReleased');
  });
  apiRoute(app, 'POST', P2P_PATH.delay, ({ request, params }) => {
    const caller = user(request);
    const row = orders.delay(caller.id, idOf(params));
    return ok(detail(caller.id, row.id), 'p2pDelayed');
  });
  apiRoute(app, 'POST', P2P_PATH.appeal, ({ request, params }) => {
    const caller = user(request);
    const row = orders.appeal(caller.id, idOf(params), params.reason, params.image);
    return ok(detail(caller.id, row.id), 'p2pAppealed');
  });
  apiRoute(app, 'GET', P2P_PATH.messages, ({ request, params }) => {
    const caller = user(request);
    const { row } = orders.access(caller.id, idOf(params));
    const after = intParam(params, 'after_id', { fallback: 0 });
    const answer: P2PMessage[] = deps.store
      .messages(row.id, after)
      .map((message) => toMessage(deps, message));
    return ok(answer);
  });
  apiRoute(app, 'POST', P2P_PATH.sendMessage, ({ request, params }) => {
    const caller = user(request);
    const message = orders.message(caller.id, idOf(params), params.text);
    return ok(toMessage(deps, message));
  });

  apiRoute(app, 'GET', P2P_PATH.merchant, ({ request }) => ok(merchants.status(user(request).id)));
  apiRoute(app, 'POST', P2P_PATH.apply, ({ request, params }) => {
    const caller = user(request);
    merchants.apply(caller.id, params.name);
    return ok(merchants.status(caller.id), 'p2pApplied');
  });
  apiRoute(app, 'GET', P2P_PATH.shopAds, ({ request, params }) => {
    const caller = user(request);
    ads.assertMerchant(caller.id);
    const page = pageParam(params);
    const status = intParam(params, 'status', { fallback: 0 });
    if (status > 4) throw new ApiError('invalidParam', { name: 'status' });
    const found = deps.store.shopAds(
      caller.id,
      status === 0 ? undefined : status,
      page,
      P2P_PAGE_SIZE,
    );
    const answer: Paged<P2PAd> = paged(
      found.total,
      P2P_PAGE_SIZE,
      page,
      found.rows.map((row) => toShopAd(deps, row)),
    );
    return ok(answer);
  });
  apiRoute(app, 'POST', P2P_PATH.createAd, ({ request, params }) => {
    const row = ads.create(user(request).id, params);
    return ok(toShopAd(deps, row), 'p2pAdCreated');
  });
  apiRoute(app, 'POST', P2P_PATH.updateAd, ({ request, params }) => {
    const row = ads.update(user(request).id, params);
    return ok(toShopAd(deps, row), 'p2pAdUpdated');
  });
  apiRoute(app, 'POST', P2P_PATH.adStatus, ({ request, params }) => {
    const row = ads.setStatus(user(request).id, idOf(params), params.action);
    return ok(toShopAd(deps, row), 'p2pAdUpdated');
  });
  apiRoute(app, 'GET', P2P_PATH.shopOrders, ({ request, params }) =>
    ok(list('shop', user(request).id, params)),
  );
  apiRoute(app, 'GET', P2P_PATH.agents, ({ request }) => {
    const caller = user(request);
    ads.assertMerchant(caller.id);
    const answer: P2PAgent[] = merchants.agents(caller.id);
    return ok(answer);
  });
  apiRoute(app, 'POST', P2P_PATH.addAgent, ({ request, params }) => {
    const caller = user(request);
    ads.assertMerchant(caller.id);
    return ok(merchants.addAgent(caller.id, params.uid, params.code), 'p2pAgentAdded');
  });
  apiRoute(app, 'POST', P2P_PATH.removeAgent, ({ request, params }) => {
    const caller = user(request);
    ads.assertMerchant(caller.id);
    return ok(merchants.removeAgent(caller.id, params.uid), 'p2pAgentRemoved');
  });

  /** The stores whose orders the caller handles: their own (a merchant) and as an agent. */
  function storesOf(callerId: number): number[] {
    const own = deps.people.person(callerId)?.is_seller === 1 ? [callerId] : [];
    const stores = [...own, ...deps.store.merchantsOfAgent(callerId)];
    if (stores.length === 0) throw new ApiError('p2pNotMerchant');
    return stores;
  }
}
