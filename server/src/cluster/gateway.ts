import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify from 'fastify';
import httpProxy from '@fastify/http-proxy';
import type { Session } from '../auth/tokens';
import { registerApiCompression } from '../http/api-compression';
import { isApiPath } from '../http/api-errors';
import type { Lang } from '../i18n/languages';
import { registerSecurityHeaders } from '../security/security-headers';
import { registerRemotesManifest } from '../static/remotes-manifest';
import { registerStaticHosting } from '../static/static-hosting';
import { createHub, type Hub } from '../ws/hub';
import { attachLiveChannel } from '../ws/live-channel';
import { CLUSTER_PAIRS_PATH, CLUSTER_SECRET_HEADER, CLUSTER_SESSION_PATH } from './core-stream';
import { GatewayMarket } from './gateway-market';
import { startGatewayPresence, type GatewayPresence } from './gateway-presence';
import { registerGatewayReads } from './gateway-reads';
import { connectRedis, connectRedisReader } from './redis-client';
import { relayStream, type StreamRelay } from './stream-relay';

export type GatewayOptions = {
  /** The core this gateway forwards to, e.g. `http://127.0.0.1:9000`. */
  coreUrl: string;
  redisUrl: string;
  /** The core's CLUSTER_SECRET. */
  clusterSecret: string;
  port?: number;
  host?: string;
  deployDir?: string;
  remotesManifest?: string;
  logLevel?: string;
  wsIdleTimeoutMs?: number;
  /** Name in the presence records; default a random one per start. */
  name?: string;
};

export type RunningGateway = {
  url: string;
  port: number;
  name: string;
  hub: Hub;
  /** Stream entries relayed so far (tests and the bench watch it). */
  relayed(): number;
  /** Public market reads this gateway had to take from the core (the rest it answered itself). */
  coreReads(): number;
  close(): Promise<void>;
};

/** What the gateway forwards to the core as is: the API and the core's own pages and files. */
const FORWARDED_PREFIXES = ['/api', '/pay-in', '/uploads', '/dev'] as const;
const PAIRS_REFRESH_MS = 30_000;

/**
 * A gateway of the scale-out layout (docs/architecture.md#scale-out): serves the shell and the
 * areas, holds live-channel connections fed from the core's Redis stream, answers the public
 * market reads (order book snapshot with recent trades, pair lists) from state built from that
 * stream, and forwards every other API call to the core with the caller's headers (token
 * included) over kept-alive connections.
 */
export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const name = options.name ?? `gw-${randomBytes(4).toString('hex')}`;
  const deployDir = path.resolve(options.deployDir ?? './deploy');
  const remotesManifest = path.resolve(
    options.remotesManifest ?? path.join(deployDir, 'remotes.json'),
  );
  const coreUrl = options.coreUrl.replace(/\/+$/, '');
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'silent',
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
    },
    bodyLimit: 1024 * 1024,
  });
  const clusterHeaders = {
    'content-type': 'application/json',
    [CLUSTER_SECRET_HEADER]: options.clusterSecret,
  };

  let symbols = new Set<string>();
  const loadPairs = async (): Promise<void> => {
    const response = await fetch(`${coreUrl}${CLUSTER_PAIRS_PATH}`, { headers: clusterHeaders });
    if (!response.ok) throw new Error(`core answered ${response.status} to ${CLUSTER_PAIRS_PATH}`);
    const body = (await response.json()) as { symbols: string[] };
    symbols = new Set(body.symbols);
  };
  await loadPairs();
  const pairsTimer = setInterval(() => void loadPairs().catch(() => undefined), PAIRS_REFRESH_MS);
  pairsTimer.unref();

  const store = connectRedis(options.redisUrl, `${name}-presence`);
  store.on('error', (error: Error) => app.log.debug({ err: error }, 'presence writer'));
  const plainHub = createHub();
  const presence: GatewayPresence = startGatewayPresence(store, name, plainHub);
  // The hub, telling the presence record of every login, logout and subscription.
  const hub: Hub = {
    ...plainHub,
    bind(client, userId, tokenHash) {
      plainHub.bind(client, userId, tokenHash);
      presence.changed();
    },
    unbind(client) {
      plainHub.unbind(client);
      presence.changed();
    },
    remove(client) {
      plainHub.remove(client);
      presence.changed();
    },
    subscribe(client, topic) {
      plainHub.subscribe(client, topic);
      presence.changed();
    },
    unsubscribe(client, topic) {
      plainHub.unsubscribe(client, topic);
      presence.changed();
    },
    endSession(tokenHash) {
      plainHub.endSession(tokenHash);
      presence.changed();
    },
  };

  const resolveSession = async (token: string | undefined, lang: Lang): Promise<Session | null> => {
    if (!token) return null;
    const response = await fetch(`${coreUrl}${CLUSTER_SESSION_PATH}`, {
      method: 'POST',
      headers: clusterHeaders,
      body: JSON.stringify({ token }),
    });
    if (!response.ok) throw new Error(`core answered ${response.status} to a session check`);
    const { session } = (await response.json()) as { session: Session | null };
    if (session) await presence.announce(session.userId, lang);
    return session;
  };

  const readCore = async <T>(apiPath: string): Promise<T | null> => {
    const response = await fetch(`${coreUrl}/api/${apiPath}`);
    if (!response.ok) return null;
    const body = (await response.json()) as { code?: number; data?: T };
    return body.code === 1 && body.data !== undefined ? body.data : null;
  };
  const market = new GatewayMarket(readCore);

  registerSecurityHeaders(app, {
    shellIndexPath: path.join(deployDir, 'shell', 'index.html'),
    remotesManifestPath: remotesManifest,
  });
  registerApiCompression(app); // its own answers; the core's arrive compressed already
  registerGatewayReads(app, market);
  for (const prefix of FORWARDED_PREFIXES) {
    await app.register(httpProxy, {
      upstream: coreUrl,
      prefix,
      rewritePrefix: prefix,
      replyOptions: {
        // The core's per-IP limits count the caller, not the gateway (the core runs TRUST_PROXY=1).
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'x-forwarded-for': [headers['x-forwarded-for'], request.ip].filter(Boolean).join(', '),
        }),
      },
    });
  }
  registerRemotesManifest(app, remotesManifest);
  const hosting = registerStaticHosting(app, {
    shellDir: path.join(deployDir, 'shell'),
    remotesDir: path.join(deployDir, 'remotes'),
  });
  app.setNotFoundHandler((request, reply) =>
    isApiPath(request.url)
      ? reply.code(404).send({ statusCode: 404, error: 'Not Found' })
      : hosting.notFound(request, reply),
  );
  await app.ready();

  const live = attachLiveChannel({
    server: app.server,
    hub,
    tokens: { resolve: resolveSession },
    isKnownSymbol: (symbol) => symbols.has(symbol.toUpperCase()),
    idleTimeoutMs: options.wsIdleTimeoutMs ?? 30_000,
    log: app.log,
  });
  const reader = connectRedisReader(options.redisUrl, `${name}-stream`);
  reader.on('error', (error: Error) => app.log.debug({ err: error }, 'stream reader'));
  const relay: StreamRelay = await relayStream(reader, hub, (push) => market.take(push));

  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    port,
    name,
    hub,
    relayed: () => relay.relayed(),
    coreReads: () => market.coreReads(),
    close() {
      closing ??= (async () => {
        clearInterval(pairsTimer);
        await relay.stop();
        presence.stop();
        await live.close();
        await app.close();
        store.disconnect();
      })();
      return closing;
    },
  };
}
