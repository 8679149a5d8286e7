import type { FastifyInstance } from 'fastify';
import { envelope } from '../http/envelope';
import type { GatewayMarket } from './gateway-market';

const DEAL_PATH = '/api/market/deal';
const GROUPS_PATH = '/api/market/currency_matches';
const PAIR_ID = /^[1-9]\d{0,8}$/;

/**
 * Answers the public market reads from the gateway's own state before the proxy sees them.
 * Whatever it cannot answer (a malformed or unknown pair, a logged-in caller's lists with their
 * favourites, the core unreachable while seeding) goes on to the core unchanged, so errors and
 * their translations stay the core's.
 */
export const registerGatewayReads = (app: FastifyInstance, market: GatewayMarket): void => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const [pathname = '', query = ''] = request.url.split('?', 2);
    let data: unknown = null;
    if (pathname === DEAL_PATH) {
      const id = new URLSearchParams(query).get('currency_match_id') ?? '';
      if (PAIR_ID.test(id)) data = await market.deal(Number(id));
    } else if (pathname === GROUPS_PATH && !request.headers.authorization) {
      data = await market.quoteGroups();
    }
    if (data === null) return;
    return reply.type('application/json; charset=utf-8').send(envelope(1, '', data));
  });
};
