import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Envelope, OutboxEntry } from '@exchange/shared/contract';
import { startServer, type RunningServer, type ServerOptions } from '../../src/app';

export const SHELL_HTML = '<!doctype html><html><body><div id="root"></div>shell</body></html>';
export const HASHED_ASSET = 'main.3fa9c2d1.js';
export const HASHED_ASSET_BODY = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;
export const REMOTE_ENTRY_PATH = '/remotes/public/1.0.0/remoteEntry.js';

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `exchange-${prefix}-`));
}

/** A deploy folder as the build writes it: shell, a hashed asset (+ .gz), remotes, manifest. */
export function makeDeployDir(): string {
  const dir = tempDir('deploy');
  const shell = path.join(dir, 'shell');
  fs.mkdirSync(path.join(shell, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(shell, 'index.html'), SHELL_HTML);
  fs.writeFileSync(path.join(shell, 'robots.txt'), 'User-agent: *\n');
  fs.writeFileSync(path.join(shell, 'assets', HASHED_ASSET), HASHED_ASSET_BODY);
  fs.writeFileSync(path.join(shell, 'assets', `${HASHED_ASSET}.gz`), gzipSync(HASHED_ASSET_BODY));
  const remote = path.join(dir, 'remotes', 'public', '1.0.0');
  fs.mkdirSync(remote, { recursive: true });
  fs.writeFileSync(path.join(remote, 'remoteEntry.js'), 'var remote_public = {};\n');
  fs.writeFileSync(path.join(remote, 'mf-manifest.json'), '{"name":"remote_public"}');
  writeManifest(dir, '1.0.0');
  return dir;
}

export function writeManifest(deployDir: string, version: string): void {
  const manifest = {
    areas: { public: { entry: `/remotes/public/${version}/mf-manifest.json`, version } },
  };
  fs.writeFileSync(path.join(deployDir, 'remotes.json'), JSON.stringify(manifest));
}

export type ApiCall = {
  query?: Record<string, string | number>;
  body?: unknown;
  /** Sent as is (for malformed JSON); wins over body. */
  rawBody?: string;
  contentType?: string;
  token?: string;
  lang?: string;
  /** Extra request headers, e.g. `x-forwarded-for` on a server started with trustProxy. */
  headers?: Record<string, string>;
};

export type TestServer = RunningServer & {
  dataDir: string;
  deployDir: string;
  wsUrl: string;
  get<T>(apiPath: string, call?: ApiCall): Promise<Envelope<T>>;
  post<T>(apiPath: string, call?: ApiCall): Promise<Envelope<T>>;
  /** Any method; answers the HTTP status too (every /api answer must be 200). */
  call<T>(
    method: string,
    apiPath: string,
    call?: ApiCall,
  ): Promise<{ status: number; body: Envelope<T> }>;
  login(account?: string, password?: string): Promise<string>;
  /**
   * The newest verification code the outbox holds for `to` (an e-mail, or a mobile as country
   * code + number) and type, read through `GET /dev/outbox?to=` (needs devOutbox or demo).
   */
  outboxCode(to: string, type?: number): Promise<string>;
};

export async function startTestServer(options: ServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? tempDir('data');
  const deployDir = options.deployDir ?? makeDeployDir();
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    tickerMs: 0,
    logLevel: 'silent',
    ...options,
    dataDir,
    deployDir,
  });

  const call = async <T>(
    method: string,
    apiPath: string,
    spec: ApiCall = {},
  ): Promise<{ status: number; body: Envelope<T> }> => {
    const url = new URL(`/api/${apiPath}`, server.url);
    for (const [key, value] of Object.entries(spec.query ?? {})) {
      url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = {};
    if (spec.token) headers.authorization = spec.token;
    if (spec.lang) headers.lang = spec.lang;
    Object.assign(headers, spec.headers);
    let body: string | undefined;
    if (spec.rawBody !== undefined) body = spec.rawBody;
    else if (spec.body !== undefined) body = JSON.stringify(spec.body);
    if (body !== undefined) headers['content-type'] = spec.contentType ?? 'application/json';
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    return { status: response.status, body: JSON.parse(text) as Envelope<T> };
  };

  // Directories this helper created are removed on close; ones passed in belong to the caller.
  const owned = [options.dataDir ? null : dataDir, options.deployDir ? null : deployDir];
  const closeServer = server.close.bind(server);
  const close = async (): Promise<void> => {
    await closeServer();
    for (const dir of owned) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  };

  const test: TestServer = Object.assign(server, {
    close,
    dataDir,
    deployDir,
    wsUrl: `${server.url.replace(/^http/, 'ws')}/ws`,
    call,
    async get<T>(apiPath: string, spec?: ApiCall) {
      return (await call<T>('GET', apiPath, spec)).body;
    },
    async post<T>(apiPath: string, spec?: ApiCall) {
      return (await call<T>('POST', apiPath, spec)).body;
    },
    async login(account = 'demo@exchange.local', password = 'demo1234') {
      const answer = (
        await call<{ token: string }>('POST', 'user/login', {
          body: { account, password, login_type: 'email' },
        })
      ).body;
      if (answer.code !== 1) throw new Error(`login failed: ${answer.msg}`);
      return answer.data.token;
    },
    async outboxCode(to: string, type?: number) {
      const url = new URL('/dev/outbox', server.url);
      url.searchParams.set('to', to);
      const response = await fetch(url);
      if (response.status !== 200) throw new Error('start the test server with devOutbox: true');
      const entries = (await response.json()) as OutboxEntry[];
      const entry = entries.find((candidate) => type === undefined || candidate.type === type);
      if (!entry) throw new Error(`no code in the outbox for ${to}`);
      return entry.code;
    },
  });
  return test;
}

/** The envelope of a refusal (code 0) with the given message. */
export function refused(msg: string): { code: 0; msg: string; data: null } {
  return { code: 0, msg, data: null };
}
