import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { acceptedVariants } from '../static/content-encoding';
import { isApiPath } from './api-errors';

/** Answers smaller than this go out as they are: the headers would eat the saving. */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * Brotli quality 4: on JSON of 2–50 KB it is about as fast as gzip level 6 and 10–20 % smaller;
 * the higher qualities the static files use cost milliseconds per answer.
 */
const BROTLI_QUALITY = 4;

/**
 * Compresses JSON answers of `/api` (br or gzip, by the caller's Accept-Encoding, above
 * COMPRESS_MIN_BYTES). Synchronous on purpose: for answers this small the thread-pool round trip
 * of the async zlib calls costs more than the compression itself.
 */
export const registerApiCompression = (app: FastifyInstance): void => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiPath(request.url) || reply.hasHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json')) return payload;
    reply.header('vary', 'Accept-Encoding');
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_MIN_BYTES) return payload;
    const [best] = acceptedVariants(request.headers['accept-encoding']);
    if (!best) return payload;
    const packed =
      best.encoding === 'br'
        ? brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : gzipSync(body);
    reply.header('content-encoding', best.encoding);
    reply.removeHeader('content-length');
    return packed;
  });
};
