import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { acceptedVariants } from '../static/content-encoding';
import { isApiPath } from './api-errors';

/** Answers smaller than this go out as they are: the headers would eat the saving. */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * Brotli at a low quality: these answers are made per request, where the high qualities the
 * static files are built with cost far more time. Measured on the seeded pair lists: 7,085 B
 * plain, 1,079 B at quality 4, 1,123 B gzip.
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
    // Measured first: most answers are small, and they go out without a copy.
    if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
    const [best] = acceptedVariants(request.headers['accept-encoding']);
    if (!best) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
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
