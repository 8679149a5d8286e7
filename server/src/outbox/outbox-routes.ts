import type { FastifyInstance } from 'fastify';
import type { OutboxEntry } from '@exchange/shared/contract';
import type { Outbox } from './outbox';

const MAX_ENTRIES = 100;

/**
 * `GET /dev/outbox?to=&limit=`: the latest verification codes as JSON (newest first), for
 * demos and browser tests. Registered only with DEMO=1 (or the devOutbox option): it would
 * hand out every account's codes. The outbox keeps codes in its rows only in that same mode
 * (`createOutbox(..., { keepCodes })` in app.ts).
 */
export function registerOutboxRoutes(app: FastifyInstance, outbox: Outbox): void {
  app.get('/dev/outbox', async (request, reply): Promise<OutboxEntry[]> => {
    const query = request.query as { to?: unknown; limit?: unknown };
    const to = typeof query.to === 'string' && query.to.trim() !== '' ? query.to : undefined;
    const asked = typeof query.limit === 'string' ? Number.parseInt(query.limit, 10) : NaN;
    const limit = Number.isFinite(asked) && asked > 0 ? Math.min(asked, MAX_ENTRIES) : 20;
    reply.header('cache-control', 'no-store');
    return outbox.latest(to, limit);
  });
}
