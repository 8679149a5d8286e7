import { startServer } from './app';
import { startGateway } from './cluster/gateway';
import { tuneHeapForMatching } from './engine/heap-tuning';
import { optionsFromEnv } from './options';
import { DEMO_EMAIL, DEMO_PASSWORD } from './seed/demo-account';

/**
 * `node dist/main.js`: the reference exchange server. Environment: PORT (8080), HOST (0.0.0.0),
 * DATA_DIR (./data), DEPLOY_DIR (./deploy), REMOTES_MANIFEST (${DEPLOY_DIR}/remotes.json),
 * DEMO (1 = demo extras such as GET /dev/outbox), TICKER_MS (2000: market-maker bot interval,
 * 0 = no bots), BOTS (0 = no bots), ORDER_RATE_LIMIT (20 orders/s per user), LOG_LEVEL (info),
 * WELCOME_BALANCE (USDT for new users: 10000 with DEMO=1, else 0), SMTP_URL and SMTP_FROM
 * (verification e-mails by SMTP), SMS_URL, SMS_API_KEY and SMS_FROM (verification SMS through
 * an HTTP gateway), TRUST_PROXY (1 = client IP from X-Forwarded-For), REDIS_URL and
 * CLUSTER_SECRET (this process is the core of the scale-out layout and feeds gateways).
 *
 * `node dist/main.js --role=gateway`: a gateway of that layout (docs/architecture.md#scale-out),
 * with CORE_URL, REDIS_URL, CLUSTER_SECRET, PORT, HOST, DEPLOY_DIR, REMOTES_MANIFEST, LOG_LEVEL.
 */
async function main(): Promise<void> {
  if (process.argv.includes('--role=gateway')) return runGateway();
  tuneHeapForMatching();
  const options = optionsFromEnv(process.env);
  const server = await startServer(options);
  const lines = [
    '',
    `  Exchange server running at ${server.url}`,
    `  Demo account:        ${DEMO_EMAIL} / ${DEMO_PASSWORD}`,
    `  Verification codes:  ${
      server.options.devOutbox
        ? `readable at ${server.url}/dev/outbox and logged as "[outbox] <type> code for <to>: <code>"`
        : 'sent by SMTP_URL / SMS_URL only, never logged (DEMO=1 shows them at GET /dev/outbox)'
    }`,
    `  New users get:       ${server.options.welcomeBalance} USDT (WELCOME_BALANCE)`,
    `  Market makers:       ${
      server.options.bots && server.options.tickerMs > 0
        ? `on, every ${server.options.tickerMs} ms (TICKER_MS; BOTS=0 turns them off)`
        : 'off (BOTS=0 or TICKER_MS=0)'
    }`,
    `  Data: ${server.options.dataDir}   Deploy: ${server.options.deployDir}`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n  ${signal} received, shutting down…\n`);
    // A stuck connection must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function runGateway(): Promise<void> {
  const env = process.env;
  const needed = (name: string): string => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`a gateway needs ${name}`);
    return value;
  };
  const gateway = await startGateway({
    coreUrl: needed('CORE_URL'),
    redisUrl: needed('REDIS_URL'),
    clusterSecret: needed('CLUSTER_SECRET'),
    port: Number(env.PORT ?? 8081),
    host: env.HOST || '0.0.0.0',
    deployDir: env.DEPLOY_DIR || './deploy',
    remotesManifest: env.REMOTES_MANIFEST || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    name: env.GATEWAY_NAME || undefined,
  });
  process.stdout.write(`  Gateway ${gateway.name} at ${gateway.url} → core ${env.CORE_URL}\n`);
  const stop = (): void => {
    setTimeout(() => process.exit(1), 5000).unref();
    void gateway.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('server failed to start:', error);
  process.exit(1);
});
