import type { FastifyInstance } from 'fastify';
import type {
  AccountDetail,
  DealAnswer,
  KlineBar,
  OrderWay,
  Paged,
  SpotOrder,
} from '@exchange/shared/contract';
import { ACCOUNT_TYPE } from '../accounts/accounts-repo';
import { requireSession } from '../auth/request-session';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { apiRoute } from '../http/api-route';
import { ok } from '../http/envelope';
import { intParam, optionalString, requiredString, type Params } from '../http/params';
import { TIME_IN_FORCE, type TimeInForce } from '../engine';
import type { Lang } from '../i18n/languages';
import type { MessageKey } from '../i18n/messages';
import type { Pair } from '../market/pairs-repo';
import { formatBar, parsePeriod } from './kline';
import { toSpotOrder } from './order-view';
import type { Page } from '../db/page-of-rows';
import type { OrderRow } from './spot-store';
import { registerStopRoutes } from './stop-routes';

/** Order lists page 10 rows (docs/product.md#public-and-spot-constants); `limit` may ask for up to 50. */
export const ORDER_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 50;
const ACCOUNT_TYPE_IDS = new Set<number>(Object.values(ACCOUNT_TYPE));

function flag(params: Params, name: string): boolean {
  const value = params[name];
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  if (value === undefined || value === null || value === '') {
    throw new ApiError('missingParam', { name });
  }
  throw new ApiError('invalidParam', { name });
}

/** An optional flag: absent or empty is false. */
function optionalFlag(params: Params, name: string): boolean {
  const value = params[name];
  return value === undefined || value === null || value === '' ? false : flag(params, name);
}

/**
 * The order type fields of tx_in/add and tx_out/add (docs/product.md#spot-order-types):
 * `type` limit (default) or market, `time_in_force` GTC (default) / IOC / FOK, `post_only`.
 * A market order is IOC by definition; post-only goes with a GTC limit order only.
 */
export function orderTypeParams(params: Params): {
  market: boolean;
  timeInForce: TimeInForce;
  postOnly: boolean;
} {
  const type = optionalString(params, 'type') ?? 'limit';
  if (type !== 'limit' && type !== 'market') throw new ApiError('invalidParam', { name: 'type' });
  const market = type === 'market';
  const tifText = optionalString(params, 'time_in_force')?.toUpperCase();
  const timeInForce = (tifText ?? (market ? 'IOC' : 'GTC')) as TimeInForce;
  if (!TIME_IN_FORCE.includes(timeInForce) || (market && timeInForce !== 'IOC')) {
    throw new ApiError('invalidParam', { name: 'time_in_force' });
  }
  const postOnly = optionalFlag(params, 'post_only');
  if (postOnly && (market || timeInForce !== 'GTC')) {
    throw new ApiError('invalidParam', { name: 'post_only' });
  }
  return { market, timeInForce, postOnly };
}

/**
 * The message of a placed order: an IOC or market order that did not fill entirely was
 * cancelled in the same call, and the answer says so (the row says how much filled).
 */
export function placedMessage(row: OrderRow): MessageKey {
  if (row.status !== 4) return 'orderPlaced';
  return /[1-9]/.test(row.transacted_amount) ? 'orderFilledRestCancelled' : 'orderNothingFilled';
}

/** `currency_match_id` when given (0 or empty = all pairs). */
function optionalPairId(params: Params): number | undefined {
  const id = intParam(params, 'currency_match_id', { fallback: 0 });
  return id === 0 ? undefined : id;
}

export function registerSpotRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { spot, market } = ctx;
  const { service, feed } = spot;

  const pairParam = (params: Params): Pair =>
    service.pair(intParam(params, 'currency_match_id', { min: 1 }));

  const paged = (page: Page<OrderRow>, current: number, limit: number, lang: Lang) => {
    const answer: Paged<SpotOrder> = {
      total: page.total,
      per_page: limit,
      last_page: Math.max(1, Math.ceil(page.total / limit)),
      current_page: current,
      data: page.rows.map((row) => toSpotOrder(row, service.pair(row.currency_match_id), lang)),
    };
    return answer;
  };

  const listParams = (params: Params) => ({
    page: intParam(params, 'page', { fallback: 1, min: 1 }),
    limit: intParam(params, 'limit', {
      fallback: ORDER_PAGE_SIZE,
      min: 1,
      clampMax: MAX_PAGE_SIZE,
    }),
    pairId: optionalPairId(params),
  });

  // Public market data.
  apiRoute(app, 'GET', 'market/deal', async ({ params }) => {
    const pair = pairParam(params);
    const snapshot = await feed.depthSnapshot(pair.id);
    const answer: DealAnswer = {
      currency_match_id: pair.id,
      symbol: pair.symbol,
      quotation: market.quotation(pair.id),
      depth: snapshot.depth,
      tx_completes: feed.recent(pair.id),
      seq: snapshot.seq,
      epoch: snapshot.epoch,
    };
    return ok(answer);
  });

  apiRoute(app, 'GET', 'market/kline', ({ params }) => {
    let pair: Pair | undefined;
    if (params.currency_match_id !== undefined && params.currency_match_id !== '') {
      pair = pairParam(params);
    } else {
      pair = market.pairBySymbol(requiredString(params, 'symbol'));
      if (!pair) throw new ApiError('pairNotFound');
      pair = service.pair(pair.id);
    }
    const period = parsePeriod(requiredString(params, 'period'));
    if (!period) throw new ApiError('invalidParam', { name: 'period' });
    const from = intParam(params, 'from');
    const to = intParam(params, 'to');
    if (from > to) throw new ApiError('invalidParam', { name: 'from' });
    const now = Date.now();
    const fromMs = from * 1000;
    const toMs = Math.min(to * 1000, now);
    if (fromMs > toMs) return ok([] as KlineBar[]);
    const bars = spot.klines.bars(pair.id, period, fromMs, toMs, pair);
    return ok(bars.map((bar) => formatBar(bar, pair)));
  });

  // The caller's account.
  apiRoute(app, 'GET', 'account/detail', ({ request, params }) => {
    const session = requireSession(request, ctx.tokens);
    const currencyId = intParam(params, 'currency_id', { min: 1 });
    const typeId = intParam(params, 'account_type_id', { fallback: ACCOUNT_TYPE.spot, min: 1 });
    if (!ACCOUNT_TYPE_IDS.has(typeId))
      throw new ApiError('invalidParam', { name: 'account_type_id' });
    const currency = ctx.db.prepare('SELECT code FROM currencies WHERE id = ?').get(currencyId) as
      { code: string } | undefined;
    if (!currency) throw new ApiError('currencyNotFound');
    let account = ctx.accounts.find(session.userId, currencyId, typeId);
    if (!account) {
      ctx.accounts.open(session.userId);
      account = ctx.accounts.find(session.userId, currencyId, typeId);
    }
    const answer: AccountDetail = {
      currency_id: currencyId,
      currency_code: currency.code,
      balance: account?.balance ?? '0',
      lock_balance: account?.lock_balance ?? '0',
    };
    return ok(answer);
  });

  // Orders.
  const place = (path: string, way: OrderWay): void =>
    apiRoute(app, 'POST', path, async ({ request, params, lang }) => {
      const session = requireSession(request, ctx.tokens);
      if (!spot.throttle.allow(session.userId)) throw new ApiError('orderRateLimited');
      const pairId = intParam(params, 'currency_match_id', { min: 1 });
      const row = await service.submitOrder({
        userId: session.userId,
        pairId,
        way,
        price: params.price,
        number: params.number,
        ...orderTypeParams(params),
      });
      return ok(toSpotOrder(row, service.pair(pairId), lang), placedMessage(row));
    });
  place('tx_in/add', 1);
  place('tx_out/add', 2);

  const openList = (path: string, way: OrderWay): void =>
    apiRoute(app, 'GET', path, ({ request, params, lang }) => {
      const session = requireSession(request, ctx.tokens);
      const { page, limit, pairId } = listParams(params);
      const rows = spot.store.listOpen({ userId: session.userId, way, pairId, page, limit });
      return ok(paged(rows, page, limit, lang));
    });
  openList('tx_in/list', 1);
  openList('tx_out/list', 2);

  apiRoute(app, 'GET', 'tx_history/list', ({ request, params, lang }) => {
    const session = requireSession(request, ctx.tokens);
    const { page, limit, pairId } = listParams(params);
    const wayText = optionalString(params, 'way');
    if (wayText !== undefined && wayText !== '1' && wayText !== '2') {
      throw new ApiError('invalidParam', { name: 'way' });
    }
    const way = wayText === undefined ? undefined : (Number(wayText) as OrderWay);
    const rows = spot.store.listHistory({ userId: session.userId, way, pairId, page, limit });
    return ok(paged(rows, page, limit, lang));
  });

  const cancel = (path: string, way: OrderWay): void =>
    apiRoute(app, 'POST', path, ({ request, params, lang }) => {
      const session = requireSession(request, ctx.tokens);
      const id = intParam(params, 'id', { min: 1 });
      const { row, cancelled } = service.cancelOrder(session.userId, id, way);
      // An order that is not open is refused (code 0) like any cancel the spec does not allow;
      // nothing moved either way.
      if (!cancelled) throw new ApiError('orderAlreadyClosed');
      return ok(toSpotOrder(row, service.pair(row.currency_match_id), lang), 'orderCancelled');
    });
  cancel('tx_in/cancel', 1);
  cancel('tx_out/cancel', 2);

  registerStopRoutes(app, ctx, { fallback: ORDER_PAGE_SIZE, max: MAX_PAGE_SIZE });

  // Favourites (the Match `added` flag).
  apiRoute(app, 'POST', 'market/favourite', ({ request, params }) => {
    const session = requireSession(request, ctx.tokens);
    const pair = pairParam(params);
    const added = flag(params, 'added');
    spot.favourites.set(session.userId, pair.id, added);
    return ok({ currency_match_id: pair.id, added }, added ? 'favouriteAdded' : 'favouriteRemoved');
  });
}
