import type { FastifyInstance } from 'fastify';
import { tokenOf } from '../auth/request-session';
import type { AppContext } from '../context';
import { apiRoute } from '../http/api-route';
import { ok } from '../http/envelope';
import { Dec } from '../money/decimal';
import { buildQuoteGroups } from './quote-groups';

/** CNY per USD when the operator setting is missing or not a positive decimal. */
const FALLBACK_USD_CNY = '7.1';

export function usdCnyRate(raw: string): Dec {
  try {
    const rate = new Dec(raw.trim() || FALLBACK_USD_CNY);
    return rate.isFinite() && rate.gt(0) ? rate : new Dec(FALLBACK_USD_CNY);
  } catch {
    return new Dec(FALLBACK_USD_CNY);
  }
}

export function registerMarketRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, 'GET', 'market/currency_matches', ({ request }) => {
    // Public; with a live token the caller's favourites set `added` (no 999 without one).
    const session = ctx.tokens.resolve(tokenOf(request));
    const favourites = session ? ctx.spot.favourites.of(session.userId) : new Set<number>();
    return ok(
      buildQuoteGroups(ctx.market, usdCnyRate(ctx.settings.get('usd_cny_rate')), favourites),
    );
  });
}
