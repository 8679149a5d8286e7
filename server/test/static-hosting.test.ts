import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  HASHED_ASSET,
  HASHED_ASSET_BODY,
  REMOTE_ENTRY_PATH,
  SHELL_HTML,
  startTestServer,
  tempDir,
  writeManifest,
  type TestServer,
} from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (urlPath: string, headers: Record<string, string> = {}): Promise<Response> =>
  fetch(`${server.url}${urlPath}`, { headers });

type Manifest = { areas: { public: { version: string } } };

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('operator manifest /remotes.json', () => {
  it('is no-store and read from disk on every request', async () => {
    const first = await get('/remotes.json');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await first.json()) as Manifest).areas.public.version).toBe('1.0.0');

    writeManifest(server.deployDir, '1.1.0');
    const second = await get('/remotes.json');
    expect(((await second.json()) as Manifest).areas.public.version).toBe('1.1.0');
    writeManifest(server.deployDir, '1.0.0');
  });

  it('answers 404 JSON when the file is missing', async () => {
    const file = path.join(server.deployDir, 'remotes.json');
    const saved = fs.readFileSync(file);
    fs.rmSync(file);
    try {
      const response = await get('/remotes.json');
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(((await response.json()) as { message: string }).message).toBe(
        'remotes manifest not found',
      );
    } finally {
      fs.writeFileSync(file, saved);
    }
  });
});

describe('shell and remotes', () => {
  it('serves index.html with no-store at / and /index.html', async () => {
    for (const urlPath of ['/', '/index.html']) {
      const response = await get(urlPath);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toBe(SHELL_HTML);
    }
  });

  it('caches content-hashed assets for a year', async () => {
    const response = await get(`/assets/${HASHED_ASSET}`, { 'accept-encoding': 'identity' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(HASHED_ASSET_BODY);
  });

  it('sends the precompressed .gz to a client that accepts gzip', async () => {
    const response = await get(`/assets/${HASHED_ASSET}`, { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    // fetch decodes it: the payload is the original file.
    expect(await response.text()).toBe(HASHED_ASSET_BODY);
  });

  it('revalidates unhashed files', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('caches files of versioned remote folders for a year', async () => {
    const response = await get(REMOTE_ENTRY_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    const manifest = await get('/remotes/public/1.0.0/mf-manifest.json');
    expect(manifest.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('falls back to the shell for client routes', async () => {
    for (const urlPath of ['/home', '/trade', '/notice?id=3&category_id=2', '/assets/recharge']) {
      const response = await get(urlPath);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toBe(SHELL_HTML);
    }
  });

  it('answers a real 404 for missing files and reserved paths', async () => {
    for (const urlPath of [
      '/missing.js',
      '/assets/main.00000000.js',
      '/remotes/public/9.9.9/remoteEntry.js',
      '/remotes/unknown',
      '/uploads/nothing',
      '/dev/anything',
      '/ws',
    ]) {
      const response = await get(urlPath);
      expect({ urlPath, status: response.status }).toEqual({ urlPath, status: 404 });
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
    }
  });
});

describe('without a built shell', () => {
  it('answers / with a plain-text page saying to run the build', async () => {
    const emptyDeploy = tempDir('empty-deploy');
    const bare = await startTestServer({ deployDir: emptyDeploy });
    try {
      const response = await fetch(`${bare.url}/`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/plain/);
      expect(await response.text()).toMatch(/pnpm build/);
      const api = await bare.get('news/categories');
      expect(api.code).toBe(1);
      expect((await fetch(`${bare.url}/remotes.json`)).status).toBe(404);
    } finally {
      await bare.close();
      fs.rmSync(emptyDeploy, { recursive: true, force: true });
    }
  });
});

describe('file serving details', () => {
  it('answers HEAD without a body and 304 for a matching ETag', async () => {
    const head = await fetch(`${server.url}/assets/${HASHED_ASSET}`, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(HASHED_ASSET_BODY)));
    expect(await head.text()).toBe('');
    const etag = head.headers.get('etag') as string;
    expect(etag).toBeTruthy();
    // fetch adds `cache-control: no-cache` to conditional requests unless one is given.
    const again = await get(`/assets/${HASHED_ASSET}`, {
      'accept-encoding': 'identity',
      'if-none-match': etag,
      'cache-control': 'max-age=0',
    });
    expect(again.status).toBe(304);
  });

  it('prefers .br, honours q=0 and falls back to the plain file', async () => {
    const dir = path.join(server.deployDir, 'shell', 'assets');
    fs.writeFileSync(path.join(dir, 'style.0123abcd.css'), 'body{}');
    fs.writeFileSync(path.join(dir, 'style.0123abcd.css.gz'), gzipSync('body{}'));
    fs.writeFileSync(path.join(dir, 'style.0123abcd.css.br'), brotliCompressSync('body{}'));
    const br = await get('/assets/style.0123abcd.css', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await br.text()).toBe('body{}');

    const refused = await get(`/assets/${HASHED_ASSET}`, { 'accept-encoding': 'gzip;q=0' });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(HASHED_ASSET_BODY);
  });

  it('never serves files outside the deploy folder', async () => {
    for (const urlPath of ['/..%2f..%2fetc%2fpasswd', '/assets/..%2f..%2f..%2fetc%2fpasswd']) {
      const response = await get(urlPath);
      expect(response.status).toBe(403);
      expect(await response.text()).not.toContain('root:');
    }
    // fetch resolves `%2e%2e` itself: /etc/passwd is then just a client route of the shell.
    const normalized = await get('/%2e%2e/%2e%2e/etc/passwd');
    expect(await normalized.text()).toBe(SHELL_HTML);
  });

  it('serves uploads as data only', async () => {
    const dir = path.join(server.dataDir, 'uploads', 'banners');
    const file = fs.readdirSync(dir)[0];
    const response = await get(`/uploads/banners/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
