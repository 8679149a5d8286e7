import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPRESS_MIN_BYTES } from '../src/http/api-compression';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type RawAnswer = { headers: http.IncomingHttpHeaders; body: Buffer };

/** The answer's bytes exactly as sent (fetch would decode them). */
const raw = (apiPath: string, acceptEncoding?: string): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const headers: Record<string, string> = acceptEncoding
      ? { 'accept-encoding': acceptEncoding }
      : {};
    http
      .get(new URL(`/api/${apiPath}`, server.url), { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });

const LARGE = 'market/currency_matches';

describe('API answers are compressed by Accept-Encoding', () => {
  it('sends brotli when accepted, gzip when only gzip is, the same JSON either way', async () => {
    const plain = await raw(LARGE);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const text = plain.body.toString();
    const br = await raw(LARGE, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(br.body).toString()).toBe(text);
    const gzip = await raw(LARGE, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(text);
  });

  it('follows q-values and refusals', async () => {
    expect((await raw(LARGE, 'br;q=0.5, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await raw(LARGE, 'br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
    expect((await raw(LARGE, 'identity')).headers['content-encoding']).toBeUndefined();
  });

  it('leaves small answers as they are', async () => {
    const small = await raw('market/deal?currency_match_id=999', 'br, gzip');
    expect(small.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ code: 0 });
  });
});
