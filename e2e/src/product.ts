import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { waitUntil } from './wait';

export const repoRoot = path.resolve(__dirname, '../..');
// DEPLOY_DIR, as for the build: a build into another folder is tested from that folder.
export const deployDir = path.resolve(process.env.DEPLOY_DIR ?? path.join(repoRoot, 'deploy'));

export const DEMO_ACCOUNT = { email: 'demo@exchange.local', password: 'demo1234' } as const;

/** A running product: the real server serving the real built shell and areas, on a temp database. */
export type Product = {
  url: string;
  dataDir: string;
  /** This product's own copy of /remotes.json, which a test may edit like an operator. */
  manifestPath: string;
  readManifest: () => { areas: Record<string, { entry: string; version: string }> };
  writeManifest: (manifest: unknown) => void;
  api: <T>(
    pathName: string,
    options?: { method?: 'GET' | 'POST'; body?: unknown; token?: string; lang?: string },
  ) => Promise<{ code: number; msg: string; data: T }>;
  logs: () => string;
  /** The CSP violations browsers reported to this server so far (one log line each). */
  cspViolations: () => string[];
  /**
   * Stops the server process (SIGTERM, or SIGKILL for a crash) and starts a new one on the same
   * port and data directory, as an operator's restart would; `env` adds to the environment of
   * this and every later start.
   */
  restart: (options?: { signal?: NodeJS.Signals; env?: Record<string, string> }) => Promise<void>;
  stop: () => Promise<void>;
};

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

/**
 * `options.deployDir` serves another deploy folder (the release tests build areas into a temp
 * copy); its remotes.json, if any, seeds the product's own copy.
 */
export const startProduct = async (
  env: Record<string, string> = {},
  options: { deployDir?: string } = {},
): Promise<Product> => {
  const servedDir = options.deployDir ?? deployDir;
  if (!fs.existsSync(path.join(servedDir, 'shell', 'index.html'))) {
    throw new Error(
      'deploy/shell is missing: run `npm test` (it builds first) or `node scripts/build.mjs`',
    );
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-e2e-'));
  const manifestPath = path.join(dataDir, 'remotes.json');
  if (fs.existsSync(path.join(servedDir, 'remotes.json'))) {
    fs.copyFileSync(path.join(servedDir, 'remotes.json'), manifestPath);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const launch = (extra: Record<string, string>): ChildProcess => {
    const started = spawn(process.execPath, [path.join(repoRoot, 'server/dist/main.js')], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEPLOY_DIR: servedDir,
        REMOTES_MANIFEST: manifestPath,
        DEMO: '1',
        TICKER_MS: '400',
        LOG_LEVEL: 'warn',
        ...env,
        ...extra,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.stdout?.on('data', (chunk) => (output += chunk));
    started.stderr?.on('data', (chunk) => (output += chunk));
    return started;
  };
  const ready = async (server: ChildProcess): Promise<void> => {
    try {
      await waitUntil(async () => (await fetch(`${url}/api/news/categories`)).ok, 20_000);
    } catch (error) {
      server.kill('SIGKILL');
      throw new Error(`server did not start: ${String(error)}\n${output}`, { cause: error });
    }
  };
  const exited = (server: ChildProcess, signal: NodeJS.Signals): Promise<void> =>
    new Promise((resolve) => {
      if (server.exitCode !== null || server.signalCode !== null) return resolve();
      server.once('close', () => resolve());
      server.kill(signal);
    });
  // What restarts added to the environment; it stays for later restarts, as an operator's does.
  let changedEnv: Record<string, string> = {};
  let child = launch(changedEnv);

  const api: Product['api'] = async (pathName, options = {}) => {
    const method = options.method ?? (options.body ? 'POST' : 'GET');
    const response = await fetch(`${url}/api/${pathName}`, {
      method,
      headers: {
        'content-type': 'application/json',
        lang: options.lang ?? 'en',
        ...(options.token ? { authorization: options.token } : {}),
      },
      body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
    });
    return response.json();
  };

  await ready(child);

  return {
    url,
    dataDir,
    manifestPath,
    readManifest: () => JSON.parse(fs.readFileSync(manifestPath, 'utf8')),
    writeManifest: (manifest) =>
      fs.writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`),
    api,
    logs: () => output,
    cspViolations: () => output.split('\n').filter((line) => line.includes('"csp violation"')),
    restart: async ({ signal = 'SIGTERM', env: extra = {} } = {}) => {
      await exited(child, signal);
      changedEnv = { ...changedEnv, ...extra };
      child = launch(changedEnv);
      await ready(child);
    },
    stop: async () => {
      await exited(child, 'SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** Logs the demo account in through the API, as the login page would. */
export const loginDemo = async (
  product: Product,
): Promise<{ token: string; account: string; uid: string }> => {
  const answer = await product.api<{ token: string; account: string; uid: string }>('user/login', {
    body: { account: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password, login_type: 'email' },
  });
  if (answer.code !== 1) throw new Error(`demo login failed: ${answer.msg}`);
  return answer.data;
};
