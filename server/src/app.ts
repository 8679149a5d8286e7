import fs from 'node:fs';
import { STATUS_CODES } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Database } from 'better-sqlite3';
import { createAccountsRepo } from './accounts/accounts-repo';
import { registerAssetsApi } from './assets/assets-module';
import { registerPayInRootRoutes } from './assets/pay-in/pay-in-module';
import { createSecretLimiter } from './auth/secret-limiter';
import { createLeverModule } from './lever/lever-module';
import { createSecondModule } from './second/second-module';
import { createP2PModule, type P2PModule, type P2PModuleOptions } from './p2p/p2p-module';
import { createIEOModule, type IEOModuleOptions } from './ieo/ieo-module';
import { createTokenStore } from './auth/tokens';
import { registerClusterRoutes, startCoreStream } from './cluster/core-stream';
import type { AppContext } from './context';
import { openDatabase } from './db/database';
import { startWalCheckpointer, type WalCheckpointer } from './db/wal-checkpointer';
import { runMigrations } from './db/migrate';
import { apiErrorEnvelope, apiNotFound, installBodyParsers, isApiPath } from './http/api-errors';
import { registerApiCompression } from './http/api-compression';
import { registerSecurityHeaders } from './security/security-headers';
import { loadDayQuotes, loadPairs } from './market/pairs-repo';
import { MarketState } from './market/market-state';
import { registerMarketRoutes } from './market/market-routes';
import { registerNewsRoutes } from './news/news-routes';
import { registerPersonalApi, registerPersonalFiles } from './personal/personal-module';
import { resolveOptions, type ResolvedOptions, type ServerOptions } from './options';
import { createOutbox, logDeliveryStatus, type CodeSender } from './outbox/outbox';
import { registerOutboxRoutes } from './outbox/outbox-routes';
import { createSmsSender } from './outbox/sms-sender';
import { createSmtpSender } from './outbox/smtp-sender';
import { writeBannerFiles } from './seed/banners';
import { seedDatabase } from './seed/seed';
import { createSettingsStore } from './settings/settings-store';
import { registerDefaultRoutes } from './settings/settings-routes';
import { createSpotModule } from './spot/spot-module';
import { registerSpotRoutes } from './spot/spot-routes';
import { registerRemotesManifest, watchRemotesManifest } from './static/remotes-manifest';
import { registerStaticHosting } from './static/static-hosting';
import { createUserRepo } from './user/user-repo';
import { registerUserRoutes } from './user/user-routes';
import { createCodeStore } from './verification/code-store';
import { registerNotifyRoutes } from './verification/notify-routes';
import { startAccountStream } from './ws/account-stream';
import { createHub, type Hub } from './ws/hub';
import { attachLiveChannel } from './ws/live-channel';
import { REMOTES_TOPIC } from './ws/topics';

export type { ServerOptions } from './options';

export type RunningServer = {
  /** Base URL, e.g. `http://127.0.0.1:8080` (0.0.0.0 is shown as localhost). */
  url: string;
  port: number;
  options: ResolvedOptions;
  /** Live-channel fan-out: other features (and tests) publish through it. */
  hub: Hub;
  db: Database;
  /** Open live-channel connections (diagnostics and tests). */
  connectionCount(): number;
  /** Pushes this core could not write to its gateways' stream (Redis away); 0 without REDIS_URL. */
  streamDropped(): number;
  /** The P2P market's services (tests drive its deadlines with runDue). */
  p2p: P2PModule;
  /** Every registered route (GET's HEAD twins included): the fuzz suite iterates it. */
  routes(): { method: string; url: string }[];
  /** Stops the bots and market feed, closes live connections, the HTTP server and the database. Idempotent. */
  close(): Promise<void>;
};

/** A URL the router cannot decode (a bad % escape): under /api still the envelope. */
function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (isApiPath(request.url)) return apiNotFound(request.server, request, reply);
  const status = error.statusCode ?? 400;
  return reply.code(status).send({
    statusCode: status,
    error: STATUS_CODES[status] ?? 'Error',
    code: error.code,
    message: error.message,
  });
}

function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** The configured code senders plus the SMTP (SMTP_URL) and SMS (SMS_URL) senders. */
function codeSenders(options: ResolvedOptions): CodeSender[] {
  const senders = [...options.codeSenders];
  if (options.smtpUrl && !senders.some((sender) => sender.channel === 'email')) {
    senders.push(
      createSmtpSender({
        transport: options.smtpUrl,
        from: options.smtpFrom,
        codeTtlMs: options.limits.codeTtlMs,
      }),
    );
  }
  if (options.smsUrl && !senders.some((sender) => sender.channel === 'sms')) {
    senders.push(
      createSmsSender({
        url: options.smsUrl,
        apiKey: options.smsApiKey,
        from: options.smsFrom,
        codeTtlMs: options.limits.codeTtlMs,
      }),
    );
  }
  return senders;
}

/**
 * Starts the reference exchange server: migrations and first-run seed, the `/api` routes, the
 * `/ws` live channel, spot trading (engine, market data, bots) and the static hosting, all on one port.
 */
/** Server options plus module options tests pass (the P2P market's clock). */
export type StartOptions = ServerOptions & { p2p?: P2PModuleOptions; ieo?: IEOModuleOptions };

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const resolved = resolveOptions(options);
  const db = openDatabase(resolved.dataDir);
  const checkpointer = startWalCheckpointer(db);
  try {
    return await build(resolved, db, checkpointer, options.p2p, options.ieo);
  } catch (error) {
    await checkpointer.stop();
    db.close();
    throw error;
  }
}

async function build(
  options: ResolvedOptions,
  db: Database,
  checkpointer: WalCheckpointer,
  p2pOptions: P2PModuleOptions = {},
  ieoOptions: IEOModuleOptions = {},
): Promise<RunningServer> {
  const app = Fastify({
    logger: {
      level: options.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // The default serializers log no headers; this is the safety net if that ever changes.
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
    },
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy,
    frameworkErrors,
  });
  // Collected so tests can iterate the real route table (a new route cannot be forgotten).
  const routeTable: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });

  const applied = runMigrations(db);
  if (applied.length > 0) app.log.info({ versions: applied }, 'database migrated');
  if (await seedDatabase(db, options.dataDir, { welcomeBalance: options.welcomeBalance })) {
    app.log.info('fresh database seeded');
  }
  writeBannerFiles(options.dataDir);

  // With REDIS_URL this process is the core: every push also goes to its gateways.
  const coreStream = options.redisUrl
    ? await startCoreStream(options.redisUrl, createHub(), app.log)
    : undefined;
  const hub = coreStream?.hub ?? createHub();
  const stopAccountStream = startAccountStream(db, hub);
  const senders = codeSenders(options);
  logDeliveryStatus(app.log, senders, { demo: options.devOutbox });
  const market = new MarketState(loadPairs(db), loadDayQuotes(db));
  // One limiter for every secret: the code store checks codes through it too.
  const secretLimiter = createSecretLimiter(db, options.limits);
  const ctx: AppContext = {
    options,
    db,
    hub,
    market,
    tokens: createTokenStore(db, { ttlMs: options.tokenTtlMs }),
    users: createUserRepo(db),
    settings: createSettingsStore(db),
    // Only demo mode keeps codes (for /dev/outbox), logs them and sends without a sender.
    outbox: createOutbox(db, app.log, senders, { demo: options.devOutbox }),
    codes: createCodeStore(db, options.limits, secretLimiter),
    secretLimiter,
    accounts: createAccountsRepo(db),
    spot: createSpotModule({ db, hub, market, options, log: app.log }),
  };
  const lever = createLeverModule(ctx, app.log);
  const second = createSecondModule(ctx, app.log);
  const p2p = createP2PModule(ctx, app.log, p2pOptions);
  const ieo = createIEOModule(ctx, ieoOptions);

  installBodyParsers(app);
  registerApiCompression(app);
  registerSecurityHeaders(app, {
    shellIndexPath: path.join(options.deployDir, 'shell', 'index.html'),
    remotesManifestPath: options.remotesManifest,
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isApiPath(request.url)) return reply.code(200).send(apiErrorEnvelope(error, request));
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({
      statusCode: status,
      error: STATUS_CODES[status] ?? 'Error',
      message: status >= 500 ? 'Internal Server Error' : error.message,
    });
  });

  await app.register(
    async (api) => {
      registerNewsRoutes(api, ctx);
      registerDefaultRoutes(api, ctx);
      registerUserRoutes(api, ctx);
      registerNotifyRoutes(api, ctx);
      registerMarketRoutes(api, ctx);
      registerSpotRoutes(api, ctx);
      registerPersonalApi(api, ctx);
      await registerAssetsApi(api, ctx);
      lever.registerRoutes(api);
      second.registerRoutes(api);
      p2p.registerRoutes(api);
      ieo.registerRoutes(api);
    },
    { prefix: '/api' },
  );
  registerPayInRootRoutes(app, ctx);
  if (options.clusterSecret) {
    registerClusterRoutes(app, {
      tokens: ctx.tokens,
      symbols: () => market.pairs().map((pair) => pair.symbol),
      secret: options.clusterSecret,
    });
  }
  if (options.devOutbox) registerOutboxRoutes(app, ctx.outbox);
  registerRemotesManifest(app, options.remotesManifest);
  const stopManifestWatch = watchRemotesManifest(options.remotesManifest, () =>
    hub.publish(REMOTES_TOPIC, {}),
  );
  registerPersonalFiles(app, ctx, (userId, name) => p2p.canViewUpload(userId, name));

  const uploadsDir = path.join(options.dataDir, 'uploads');
  fs.mkdirSync(uploadsDir, { recursive: true });
  const shellDir = path.join(options.deployDir, 'shell');
  if (!fs.existsSync(path.join(shellDir, 'index.html'))) {
    app.log.warn({ shellDir }, 'shell not built: / answers a "run the build" page');
  }
  const hosting = registerStaticHosting(app, {
    shellDir,
    remotesDir: path.join(options.deployDir, 'remotes'),
    uploadsDir,
  });
  app.setNotFoundHandler((request, reply) =>
    isApiPath(request.url) ? apiNotFound(app, request, reply) : hosting.notFound(request, reply),
  );

  await app.ready();
  const live = attachLiveChannel({
    server: app.server,
    hub,
    tokens: ctx.tokens,
    isKnownSymbol: (symbol) => market.pairBySymbol(symbol) !== undefined,
    idleTimeoutMs: options.wsIdleTimeoutMs,
    log: app.log,
  });
  ctx.spot.start();
  lever.start();
  second.start();
  p2p.start();

  try {
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    p2p.stop();
    second.stop();
    lever.stop();
    ctx.spot.stop();
    stopManifestWatch();
    await live.close();
    await app.close();
    await coreStream?.stop();
    throw error;
  }
  const port = (app.server.address() as AddressInfo).port;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${displayHost(options.host)}:${port}`,
    port,
    options,
    hub,
    db,
    p2p,
    connectionCount: () => hub.connectionCount(),
    streamDropped: () => coreStream?.dropped() ?? 0,
    routes: () => routeTable.map((route) => ({ ...route })),
    close() {
      closing ??= (async () => {
        p2p.stop();
        second.stop();
        lever.stop();
        ctx.spot.stop();
        stopManifestWatch();
        await live.close();
        await app.close();
        await coreStream?.stop();
        await checkpointer.stop();
        stopAccountStream();
        db.close();
      })();
      return closing;
    },
  };
}
