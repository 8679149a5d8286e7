import path from 'node:path';

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
  /** Demo extras (today: the dev outbox endpoint). */
  demo?: boolean;
  /** Serve `GET /dev/outbox` even without demo mode (tests). */
  devOutbox?: boolean;
  /** Placeholder price ticker interval; 0 disables it. Default 2000. */
  tickerMs?: number;
  /** Fastify/pino level. Default 'silent' (main.ts passes 'info'). */
  logLevel?: string;
  /** Live-channel connections without a ping for this long are closed. Default 30000. */
  wsIdleTimeoutMs?: number;
  /** Where log lines go (default stdout); tests capture them to check nothing secret is logged. */
  logStream?: { write(line: string): void };
};

export type ResolvedOptions = {
  port: number;
  host: string;
  dataDir: string;
  deployDir: string;
  remotesManifest: string;
  devOutbox: boolean;
  tickerMs: number;
  logLevel: string;
  wsIdleTimeoutMs: number;
  logStream?: { write(line: string): void };
};

export const DEFAULT_PORT = 8080;
export const DEFAULT_TICKER_MS = 2000;
export const DEFAULT_WS_IDLE_TIMEOUT_MS = 30_000;

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
    logLevel: options.logLevel ?? 'silent',
    wsIdleTimeoutMs: options.wsIdleTimeoutMs ?? DEFAULT_WS_IDLE_TIMEOUT_MS,
    logStream: options.logStream,
  };
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
    logLevel: env.LOG_LEVEL || 'info',
  };
}
