import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FuzzRequest } from './requests';
import type { FuzzWorld } from './world';

export type RawAnswer = { status: number; contentType: string; text: string };

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/** The Authorization header of the request (resolve it before the state snapshot: it may issue a token). */
export function authorization(request: FuzzRequest, world: FuzzWorld): string | undefined {
  switch (request.token) {
    case 'own':
      return world.token();
    case 'bearer':
      return `Bearer ${world.token()}`;
    case 'revoked':
      return world.revokedToken;
    case 'garbage':
      return request.garbageToken;
    default:
      return undefined;
  }
}

/** The body as a browser reads it: decoded by its Content-Encoding (API answers may be compressed). */
function decoded(body: Buffer, encoding: string | undefined): string {
  try {
    if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
    if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  } catch {
    return `(a ${encoding} body that does not decode)`;
  }
  return body.toString('utf8');
}

/**
 * Sends the request as is through node:http (fetch refuses a GET body and odd methods), with
 * the lang header overridable for the replay in English.
 */
export function send(
  baseUrl: string,
  request: FuzzRequest,
  token: string | undefined,
  lang = request.lang,
): Promise<RawAnswer> {
  const headers: Record<string, string | number> = { ...request.headers };
  if (token !== undefined) headers.authorization = token;
  if (lang !== undefined) headers.lang = lang;
  if (request.contentType !== undefined) headers['content-type'] = request.contentType;
  if (request.body !== undefined) headers['content-length'] = request.body.length;
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      new URL(request.path, baseUrl),
      { method: request.method, headers, agent, timeout: 15_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            text: decoded(Buffer.concat(chunks), response.headers['content-encoding']),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('request timed out')));
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** Closes the keep-alive sockets (jest waits for open handles otherwise). */
export function closeSockets(): void {
  agent.destroy();
}
