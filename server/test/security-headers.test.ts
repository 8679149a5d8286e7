import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes, manifestOrigins, pageCsp } from '../src/security/security-headers';
import { startTestServer, type TestServer } from './support/test-server';

const INLINE = "document.documentElement.classList.add('light');";
const PAGE = `<!doctype html><html><head><script>${INLINE}</script><script defer src="/main.js"></script></head><body></body></html>`;
const sha = (text: string): string =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const directives = (csp: string | null): Map<string, string[]> =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );

let server: TestServer;
let reports: string[];

beforeAll(async () => {
  reports = [];
  server = await startTestServer({
    trustProxy: true,
    logLevel: 'warn',
    logStream: { write: (line) => void reports.push(line) },
  });
  fs.writeFileSync(path.join(server.deployDir, 'shell', 'index.html'), PAGE);
});
afterAll(() => server.close());

const get = (pathname: string, headers: Record<string, string> = {}): Promise<Response> =>
  fetch(new URL(pathname, server.url), { headers });

describe('security headers', () => {
  it('pages allow scripts from this origin and the shell’s inline script by hash only', async () => {
    for (const pathname of ['/', '/trade', '/personal/accountSettings']) {
      const response = await get(pathname);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('script-src')).toEqual(["'self'", sha(INLINE)]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('connect-src')).toContain("'self'");
      expect(csp.get('connect-src')).toContain(`ws://${new URL(server.url).host}`);
      expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
      expect(csp.get('report-uri')).toEqual(['/csp-report']);
    }
  });

  it('follows a redeployed shell: a changed inline script gets its new hash', async () => {
    const changed = PAGE.replace(INLINE, `${INLINE}/* v2 */`);
    const file = path.join(server.deployDir, 'shell', 'index.html');
    fs.writeFileSync(file, changed);
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(file, later, later);
    const csp = directives((await get('/')).headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'", sha(`${INLINE}/* v2 */`)]);
    fs.writeFileSync(file, PAGE);
  });

  it('every answer refuses framing and sniffing and keeps the referrer on this site', async () => {
    for (const pathname of ['/', '/api/news/categories', '/robots.txt', '/remotes.json']) {
      const response = await get(pathname);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
      expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    }
    const api = await get('/api/news/categories');
    expect(api.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('sends HSTS only on TLS (here a proxy saying https)', async () => {
    expect((await get('/')).headers.get('strict-transport-security')).toBeNull();
    const tls = await get('/', { 'x-forwarded-proto': 'https' });
    expect(tls.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
  });

  it('takes violation reports and logs them without the page query', async () => {
    const response = await fetch(new URL('/csp-report', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': {
          'document-uri': `${server.url}/trade?token=secret`,
          'violated-directive': 'script-src-elem',
          'blocked-uri': 'inline',
        },
      }),
    });
    expect(response.status).toBe(204);
    const line = reports.find((text) => text.includes('csp violation'));
    expect(line).toContain('script-src-elem');
    expect(line).not.toContain('secret');
  });
});

describe('policy parts', () => {
  it('hashes inline scripts only, not those with src', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([sha(INLINE)]);
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  });

  it('allows the origins of areas the manifest serves from a CDN', () => {
    const manifest = JSON.stringify({
      areas: {
        spot: { entry: 'https://cdn.example.com/remotes/spot/1.2.0/mf-manifest.json' },
        public: { entry: '/remotes/public/1.0.0/mf-manifest.json' },
      },
    });
    const origins = manifestOrigins(manifest);
    expect(origins).toEqual(['https://cdn.example.com']);
    const csp = directives(pageCsp({ scriptHashes: [], remoteOrigins: origins, liveChannel: [] }));
    expect(csp.get('script-src')).toEqual(["'self'", 'https://cdn.example.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://cdn.example.com']);
  });
});
