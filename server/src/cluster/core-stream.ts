import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { TokenStore } from '../auth/tokens';
import type { Lang } from '../i18n/languages';
import type { Hub, PushPayload } from '../ws/hub';
import { connectRedis, connectRedisReader } from './redis-client';
import {
  encodeEntry,
  LIVE_STREAM_KEY,
  LIVE_STREAM_MAX_LEN,
  PRESENCE_CHANNEL,
  PRESENCE_KEY_PREFIX,
  type Presence,
  type StreamEntry,
} from './stream-entry';

/** Path of the call a gateway makes to turn a login token into a session. Not under /api. */
export const CLUSTER_SESSION_PATH = '/cluster/session';
/** The symbols of the pairs the core trades, for the gateways' topic checks. */
export const CLUSTER_PAIRS_PATH = '/cluster/pairs';
export const CLUSTER_SECRET_HEADER = 'x-cluster-secret';

/** Which users have a connection on some gateway, and in which languages. */
export type PresenceView = {
  langsOf(userId: number): readonly Lang[];
  /** Whether a connection on some gateway subscribes this public topic. */
  watched(topic: string): boolean;
  stop(): Promise<void>;
};

/**
 * The core's picture of its gateways' users: each gateway's record arrives on the presence
 * channel when it changes, and every second all records are read again, so a gateway that died
 * drops out when its record expires.
 */
export const watchPresence = async (url: string, log: FastifyBaseLogger): Promise<PresenceView> => {
  const reader = connectRedisReader(url, 'core-presence');
  const store = connectRedis(url, 'core-presence-read');
  let byGateway = new Map<string, Presence>();
  let merged = new Map<number, Lang[]>();
  let topics = new Set<string>();
  const remerge = (): void => {
    const next = new Map<number, Set<Lang>>();
    const nextTopics = new Set<string>();
    for (const { users, topics: watched = [] } of byGateway.values()) {
      for (const topic of watched) nextTopics.add(topic);
      for (const [id, langs] of Object.entries(users)) {
        const set = next.get(Number(id)) ?? new Set<Lang>();
        for (const lang of langs) set.add(lang);
        next.set(Number(id), set);
      }
    }
    merged = new Map([...next].map(([id, langs]) => [id, [...langs]]));
    topics = nextTopics;
  };
  const take = (text: string | null): Presence | null => {
    if (!text) return null;
    try {
      return JSON.parse(text) as Presence;
    } catch {
      return null;
    }
  };
  reader.on('message', (_channel: string, message: string) => {
    const presence = take(message);
    if (!presence) return;
    byGateway.set(presence.gateway, presence);
    remerge();
  });
  reader.on('error', (error: Error) => log.debug({ err: error }, 'presence reader'));
  store.on('error', (error: Error) => log.debug({ err: error }, 'presence store'));
  await reader.subscribe(PRESENCE_CHANNEL);
  const refresh = async (): Promise<void> => {
    // SCAN, not KEYS: it never holds Redis for the whole key space.
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await store.scan(
        cursor,
        'MATCH',
        `${PRESENCE_KEY_PREFIX}*`,
        'COUNT',
        200,
      );
      cursor = next;
      keys.push(...batch);
    } while (cursor !== '0');
    const values = keys.length > 0 ? await store.mget(...keys) : [];
    const next = new Map<string, Presence>();
    for (const value of values) {
      const presence = take(value);
      if (presence) next.set(presence.gateway, presence);
    }
    byGateway = next;
    remerge();
  };
  await refresh().catch(() => undefined);
  const timer = setInterval(() => void refresh().catch(() => undefined), 1000);
  timer.unref();
  return {
    langsOf: (userId) => merged.get(userId) ?? [],
    watched: (topic) => topics.has(topic),
    async stop() {
      clearInterval(timer);
      reader.disconnect();
      store.disconnect();
    },
  };
};

/**
 * The hub the core's features publish through: each push goes to the core's own connections as
 * before and onto the stream with the seq and epoch the hub gave it. A private push is written
 * only for a user some gateway holds (bots and absent users cost nothing), once per language
 * held when its body depends on the language.
 */
export const streamingHub = (
  hub: Hub,
  write: (entry: StreamEntry) => void,
  presence: Pick<PresenceView, 'langsOf' | 'watched'>,
): Hub => ({
  ...hub,
  // Work skipped when nobody listens (klines) is done when a gateway's client listens.
  subscriberCount: (topic) => hub.subscriberCount(topic) + (presence.watched(topic) ? 1 : 0),
  publish(topic, payload) {
    const seq = hub.publish(topic, payload);
    write({ topic, seq, epoch: hub.epoch, payload });
    return seq;
  },
  publishToUser(userId, topic, payload) {
    const seq = hub.publishToUser(userId, topic, payload);
    const langs = presence.langsOf(userId);
    if (langs.length === 0) return seq;
    if (typeof payload !== 'function') {
      write({ topic, seq, epoch: hub.epoch, userId, payload });
      return seq;
    }
    const byLang: Partial<Record<Lang, PushPayload>> = {};
    for (const lang of langs) byLang[lang] = payload(lang);
    write({ topic, seq, epoch: hub.epoch, userId, byLang });
    return seq;
  },
  endSession(tokenHash) {
    hub.endSession(tokenHash);
    write({ endSession: tokenHash });
  },
});

export type CoreStream = {
  hub: Hub;
  /** Pushes that could not be written (Redis away); their readers re-sync by `seq`. */
  dropped(): number;
  stop(): Promise<void>;
};

/** Starts publishing the core's pushes to Redis (REDIS_URL). */
export const startCoreStream = async (
  url: string,
  hub: Hub,
  log: FastifyBaseLogger,
): Promise<CoreStream> => {
  const presence = await watchPresence(url, log);
  const writer = connectRedis(url, 'core-stream');
  let dropped = 0;
  let missedSinceReady = false;
  // The newest push of every public topic. Public pushes carry whole states (depth rows, the
  // day's quotes, a kline bar), so after an outage writing each topic's newest again brings
  // every gateway's clients up to date without waiting for the next change.
  const newestPublic = new Map<string, StreamEntry>();
  const xadd = (entry: StreamEntry): Promise<unknown> =>
    writer.xadd(LIVE_STREAM_KEY, 'MAXLEN', '~', LIVE_STREAM_MAX_LEN, '*', 'm', encodeEntry(entry));
  const write = (entry: StreamEntry): void => {
    if ('topic' in entry && entry.userId === undefined) newestPublic.set(entry.topic, entry);
    xadd(entry).catch(() => {
      dropped += 1;
      if (!missedSinceReady) log.warn('redis unavailable: pushes are not reaching the gateways');
      missedSinceReady = true;
    });
  };
  writer.on('error', (error: Error) => log.debug({ err: error }, 'stream writer'));
  writer.on('ready', () => {
    if (!missedSinceReady) return;
    missedSinceReady = false;
    log.info({ topics: newestPublic.size }, 'redis back: newest public pushes written again');
    for (const entry of newestPublic.values()) void xadd(entry).catch(() => undefined);
  });
  return {
    hub: streamingHub(hub, write, presence),
    dropped: () => dropped,
    async stop() {
      await presence.stop();
      writer.disconnect();
    },
  };
};

const sameSecret = (given: unknown, secret: string): boolean => {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The calls only gateways make, with the cluster secret (without it they answer 404, as if
 * absent): `POST /cluster/session {token}` turns a live-channel login token into a session, and
 * `GET /cluster/pairs` lists the traded symbols.
 */
export const registerClusterRoutes = (
  app: FastifyInstance,
  deps: { tokens: TokenStore; symbols: () => string[]; secret: string },
): void => {
  const refuse = (reply: FastifyReply): FastifyReply =>
    reply.code(404).send({ statusCode: 404, error: 'Not Found' });
  app.post(CLUSTER_SESSION_PATH, async (request, reply) => {
    if (!sameSecret(request.headers[CLUSTER_SECRET_HEADER], deps.secret)) return refuse(reply);
    const body = request.body as { token?: unknown } | undefined;
    const token = typeof body?.token === 'string' ? body.token : undefined;
    return { session: deps.tokens.resolve(token) };
  });
  app.get(CLUSTER_PAIRS_PATH, async (request, reply) => {
    if (!sameSecret(request.headers[CLUSTER_SECRET_HEADER], deps.secret)) return refuse(reply);
    return { symbols: deps.symbols() };
  });
};
