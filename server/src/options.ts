import path from 'node:path';
import type { CodeSender } from './outbox/outbox';
import { DEFAULT_LIMITS, type SecurityLimits } from './security/limits';

/** What `startServer` needs. Paths may be relative; they resolve from the process cwd. */
export type ServerOptions = {
  /** TCP port; 0 picks a free one. Default 8080. */
  port?: number;
  /** Interface to bind. Default 0.0.0.0. */
  host?: string;
  /** Where the SQLite file and uploads live. Default ./data. */
  dataDir?: string;
  /** Built shell (`shell/`) and remotes (`remotes/`). Default ./deploy. */
  deployDir?: string;
  /** Operator manifest of the remotes. Default `${deployDir}/remotes.json`. */
  remotesManifest?: string;
  /** Demo extras: the dev outbox endpoint, codes in the log and no sender needed to send them. */
  demo?: boolean;
  /**
   * The outbox's demo mode without the other demo extras (tests): `GET /dev/outbox`, codes in
   * the log, and codes "delivered" on channels no sender serves.
   */
  devOutbox?: boolean;
  /**
   * Market-maker bot interval (ms): each tick the bots re-quote and sometimes trade. 0 disables
   * the bots. Default 2000. (The name is kept from the placeholder ticker the bots replaced.)
   */
  tickerMs?: number;
  /** Market-maker bots on (default) or off (BOTS=0). They also need tickerMs > 0. */
  bots?: boolean;
  /** Orders per second per user on tx_in/add and tx_out/add; 0 = unlimited. Default 20. */
  orderRateLimit?: number;
  /** Fastify/pino level. Default 'silent' (main.ts passes 'info'). */
  logLevel?: string;
  /** Live-channel connections without a ping for this long are closed. Default 30000. */
  wsIdleTimeoutMs?: number;
  /** Where log lines go (default stdout); tests capture them to check nothing secret is logged. */
  logStream?: { write(line: string): void };
  /**
   * USDT credited to every new user's spot account (a decimal string). Default "10000" in demo
   * mode, "0" otherwise ("0" credits nothing and writes no balance log).
   */
  welcomeBalance?: string;
  /** `smtp://user:pass@host:587` (or smtps://): verification e-mails also go out by SMTP. */
  smtpUrl?: string;
  /** From address of those e-mails. Default `Exchange <no-reply@exchange.local>`. */
  smtpFrom?: string;
  /** HTTP endpoint of an SMS gateway (sms-sender.ts): SMS codes are sent through it. */
  smsUrl?: string;
  /** Bearer key of that gateway. */
  smsApiKey?: string;
  /** Sender id or number the SMS gateway shows. */
  smsFrom?: string;
  /**
   * Behind a reverse proxy: take the client IP from X-Forwarded-For (Fastify trustProxy), so
   * the per-IP limits count clients and not the proxy. Default false.
   */
  trustProxy?: boolean;
  /** Verification-code and login limits; unset fields keep DEFAULT_LIMITS. */
  limits?: Partial<SecurityLimits>;
  /** How long a login token lives (ms) before the user must log in again. Default 7 days. */
  tokenTtlMs?: number;
  /** Extra code senders (tests); the SMTP and SMS senders are added from smtpUrl and smsUrl. */
  codeSenders?: readonly CodeSender[];
  /**
   * Suffix of the address service's BindDrawAddress sign (ADDRESS_SIGN_SECRET). The web page
   * must know it too, so it is no secret; default ADDRESS_SIGN_DEFAULT_SECRET of the contract.
   */
  addressSignSecret?: string;
  /**
   * HMAC key of the derived deposit addresses (DEPOSIT_ADDRESS_SECRET). Unset: a random key is
   * made once and kept in the database (`meta`), so addresses stay stable.
   */
  depositAddressSecret?: string;
  /**
   * Shared secret of the card pay-in channel's signed callbacks (PAY_IN_CARD_SECRET). Unset: a
   * random one is made once and kept in the database (`meta`). docs/pay-in.md
   */
  payInCardSecret?: string;
  /** Serve the card sandbox provider page (PAY_IN_SANDBOX, default on; 0 turns it off). */
  payInSandbox?: boolean;
  /**
   * REDIS_URL: this server is the core of the scale-out layout and also publishes every push to
   * the Redis stream its gateways relay (docs/architecture.md#scale-out). Unset: one process.
   */
  redisUrl?: string;
  /** CLUSTER_SECRET: what gateways present to resolve a login token at the core. */
  clusterSecret?: string;
};

export type ResolvedOptions = {
  port: number;
  host: string;
  dataDir: string;
  deployDir: string;
  remotesManifest: string;
  devOutbox: boolean;
  tickerMs: number;
  bots: boolean;
  orderRateLimit: number;
  logLevel: string;
  wsIdleTimeoutMs: number;
  logStream?: { write(line: string): void };
  welcomeBalance: string;
  smtpUrl?: string;
  smtpFrom: string;
  smsUrl?: string;
  smsApiKey?: string;
  smsFrom?: string;
  trustProxy: boolean;
  limits: SecurityLimits;
  tokenTtlMs: number;
  codeSenders: readonly CodeSender[];
  addressSignSecret: string;
  depositAddressSecret?: string;
  payInCardSecret?: string;
  payInSandbox: boolean;
  redisUrl?: string;
  clusterSecret?: string;
};

export const DEFAULT_PORT = 8080;
export const DEFAULT_TICKER_MS = 2000;
export const DEFAULT_ORDER_RATE_LIMIT = 20;
export const DEFAULT_WS_IDLE_TIMEOUT_MS = 30_000;
/** USDT a new user gets in demo mode when WELCOME_BALANCE is not set. */
export const DEMO_WELCOME_BALANCE = '10000';
const HOUR_MS = 60 * 60 * 1000;
/** Login tokens live 7 days (TOKEN_TTL_HOURS); logout and a password change revoke them earlier. */
export const DEFAULT_TOKEN_TTL_MS = 7 * 24 * HOUR_MS;
export const DEFAULT_SMTP_FROM = 'Exchange <no-reply@exchange.local>';
/** Copy of the contract's ADDRESS_SIGN_DEFAULT_SECRET (test/assets-address.test.ts compares). */
export const DEFAULT_ADDRESS_SIGN_SECRET = 'meridian-draw-address-v1';

const PLAIN_DECIMAL = /^\d{1,12}(\.\d{1,8})?$/;

/** A non-negative plain decimal with at most 8 decimals (USDT precision), e.g. "10000" or "0.5". */
export function checkWelcomeBalance(value: string): string {
  const trimmed = value.trim();
  if (!PLAIN_DECIMAL.test(trimmed)) {
    throw new Error(
      `WELCOME_BALANCE must be a non-negative decimal with at most 8 decimals, got "${value}"`,
    );
  }
  return trimmed;
}

export function resolveOptions(options: ServerOptions): ResolvedOptions {
  const deployDir = path.resolve(options.deployDir ?? './deploy');
  return {
    port: options.port ?? DEFAULT_PORT,
    host: options.host ?? '0.0.0.0',
    dataDir: path.resolve(options.dataDir ?? './data'),
    deployDir,
    remotesManifest: path.resolve(options.remotesManifest ?? path.join(deployDir, 'remotes.json')),
    devOutbox: options.devOutbox === true || options.demo === true,
    tickerMs: options.tickerMs ?? DEFAULT_TICKER_MS,
    bots: options.bots ?? true,
    orderRateLimit: options.orderRateLimit ?? DEFAULT_ORDER_RATE_LIMIT,
    logLevel: options.logLevel ?? 'silent',
    wsIdleTimeoutMs: options.wsIdleTimeoutMs ?? DEFAULT_WS_IDLE_TIMEOUT_MS,
    logStream: options.logStream,
    welcomeBalance: checkWelcomeBalance(
      options.welcomeBalance ?? (options.demo === true ? DEMO_WELCOME_BALANCE : '0'),
    ),
    smtpUrl: options.smtpUrl?.trim() || undefined,
    smtpFrom: options.smtpFrom?.trim() || DEFAULT_SMTP_FROM,
    smsUrl: options.smsUrl?.trim() || undefined,
    smsApiKey: options.smsApiKey?.trim() || undefined,
    smsFrom: options.smsFrom?.trim() || undefined,
    trustProxy: options.trustProxy === true,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    tokenTtlMs: checkTokenTtl(options.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS),
    codeSenders: options.codeSenders ?? [],
    addressSignSecret: options.addressSignSecret || DEFAULT_ADDRESS_SIGN_SECRET,
    depositAddressSecret: options.depositAddressSecret || undefined,
    payInCardSecret: options.payInCardSecret || undefined,
    payInSandbox: options.payInSandbox ?? true,
    redisUrl: options.redisUrl?.trim() || undefined,
    clusterSecret: checkClusterSecret(options.redisUrl, options.clusterSecret),
  };
}

/** A core with gateways needs a secret of some length: it lets them resolve login tokens. */
function checkClusterSecret(redisUrl?: string, secret?: string): string | undefined {
  if (!redisUrl?.trim()) return undefined;
  if (!secret || secret.length < 16) {
    throw new Error('REDIS_URL needs CLUSTER_SECRET (at least 16 characters) shared with gateways');
  }
  return secret;
}

function checkTokenTtl(ms: number): number {
  if (!Number.isInteger(ms) || ms < 60_000) {
    throw new Error(`the token lifetime must be at least one minute, got ${ms} ms`);
  }
  return ms;
}

/** Reads a non-negative integer env var; a typo must not silently become NaN. */
function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  if (!/^\d+$/.test(raw.trim()))
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return Number(raw.trim());
}

/** The environment contract of `main.ts` (README lists the same variables). */
export function optionsFromEnv(env: NodeJS.ProcessEnv): ServerOptions {
  const deployDir = env.DEPLOY_DIR || './deploy';
  return {
    port: intFromEnv(env, 'PORT', DEFAULT_PORT),
    host: env.HOST || '0.0.0.0',
    dataDir: env.DATA_DIR || './data',
    deployDir,
    remotesManifest: env.REMOTES_MANIFEST || path.join(deployDir, 'remotes.json'),
    demo: env.DEMO === '1',
    tickerMs: intFromEnv(env, 'TICKER_MS', DEFAULT_TICKER_MS),
    bots: env.BOTS?.trim() !== '0',
    orderRateLimit: intFromEnv(env, 'ORDER_RATE_LIMIT', DEFAULT_ORDER_RATE_LIMIT),
    logLevel: env.LOG_LEVEL || 'info',
    // Unset: resolveOptions picks 10000 in demo mode, 0 otherwise.
    welcomeBalance: env.WELCOME_BALANCE?.trim() ? env.WELCOME_BALANCE : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM || undefined,
    smsUrl: env.SMS_URL || undefined,
    smsApiKey: env.SMS_API_KEY || undefined,
    smsFrom: env.SMS_FROM || undefined,
    trustProxy: env.TRUST_PROXY === '1',
    tokenTtlMs: intFromEnv(env, 'TOKEN_TTL_HOURS', DEFAULT_TOKEN_TTL_MS / HOUR_MS) * HOUR_MS,
    addressSignSecret: env.ADDRESS_SIGN_SECRET || undefined,
    depositAddressSecret: env.DEPOSIT_ADDRESS_SECRET || undefined,
    payInCardSecret: env.PAY_IN_CARD_SECRET || undefined,
    payInSandbox: env.PAY_IN_SANDBOX?.trim() !== '0',
    redisUrl: env.REDIS_URL || undefined,
    clusterSecret: env.CLUSTER_SECRET || undefined,
  };
}
