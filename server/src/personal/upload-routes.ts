import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ImageUploadAnswer } from '@exchange/shared/contract/personal';
import { UPLOAD_MAX_BYTES } from './constants';
import { requireSession, tokenOf } from '../auth/request-session';
import type { TokenStore } from '../auth/tokens';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { apiRoute } from '../http/api-route';
import { ok } from '../http/envelope';
import { BrokenImageError, sniffImage, stripImage } from './image-strip';
import type { UploadStore } from './upload-store';

/**
 * Served uploads are data only: no script, no plugin, no sniffing into another type. They are
 * identity documents and payment codes, so no cache (shared or the browser's disk) keeps them.
 */
const UPLOAD_RESPONSE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, no-store',
  'content-security-policy': "default-src 'none'; sandbox",
  'cross-origin-resource-policy': 'same-origin',
} as const;

/**
 * `POST /api/common/image_upload` (multipart field `file`). The multipart parser lives only in
 * this scope, so every other route keeps refusing multipart bodies.
 */
export function registerImageUpload(
  api: FastifyInstance,
  ctx: AppContext,
  uploads: UploadStore,
): void {
  void api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
      throwFileSizeLimit: true,
    });
    apiRoute(scope, 'POST', 'common/image_upload', async ({ request }) => {
      const session = requireSession(request, ctx.tokens);
      uploads.assertQuota(session.userId);
      if (!request.isMultipart()) throw new ApiError('uploadFileRequired');
      let bytes: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname === 'file' && bytes === undefined) bytes = await part.toBuffer();
          else part.file.resume();
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new ApiError('uploadTooLarge', { max: UPLOAD_MAX_BYTES / (1024 * 1024) });
        }
        // Anything else is a malformed multipart body (no or a wrong boundary, a cut-off
        // stream): busboy's errors carry no code, and they are the client's fault, not ours.
        throw new ApiError('uploadFileRequired');
      }
      if (!bytes || bytes.length === 0) throw new ApiError('uploadFileRequired');
      const mime = sniffImage(bytes);
      if (!mime) throw new ApiError('uploadTypeUnsupported');
      let clean: Buffer;
      try {
        clean = stripImage(mime, bytes);
      } catch (error) {
        if (error instanceof BrokenImageError) throw new ApiError('uploadInvalid');
        throw error;
      }
      const url = await uploads.save(session.userId, mime, clean);
      const answer: ImageUploadAnswer = { url };
      return ok(answer, 'uploadDone');
    });
  });
}

/**
 * Whether a signed-in user other than the uploader may read an upload (by its stored name):
 * the P2P market lets the other party of an order and the merchant's agents see a voucher or
 * an appeal image (docs/p2p.md#decisions, "Images").
 */
export type CanViewUpload = (userId: number, uploadName: string) => boolean;

/**
 * `GET /uploads/<name>`: only the uploader (and whoever `canView` admits) gets the bytes. The caller proves who it is with the
 * login token in the `Authorization` header, as on every API call (the front end fetches the
 * image into a blob: URL, usePrivateImage in @exchange/shared). Anyone else, signed in or not,
 * gets the server's ordinary 404, the same as for a name that does not exist.
 *
 * Why an authenticated fetch and not short-lived signed URLs: no URL that grants access ever
 * exists, so nothing leaks through browser history, a Referer, logs or a copied link. The cost
 * is one small fetch per image, and only ever for the owner's own few images. A token in the
 * query string is never read (tokens stay out of URLs and logs): such a request is anonymous.
 *
 * A parametric route, so it wins over the static `/uploads/*` mount, which never serves a file
 * lying directly in the uploads folder (static-hosting.ts): this route is their only way out.
 */
export function registerUploadFiles(
  app: FastifyInstance,
  uploads: UploadStore,
  tokens: TokenStore,
  canView?: CanViewUpload,
): void {
  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const session = tokens.resolve(tokenOf(request));
    const row = session ? uploads.byName(request.params.name) : undefined;
    let body: Buffer | undefined;
    const allowed =
      row !== undefined &&
      session !== null &&
      (row.user_id === session.userId || canView?.(session.userId, row.name) === true);
    if (row && allowed) {
      body = await fs.promises.readFile(path.join(uploads.dir, row.name)).catch(() => undefined);
    }
    // The server's usual 404 (the same as for any missing file): never says that it exists.
    if (!row || !body) return reply.callNotFound();
    return reply.headers(UPLOAD_RESPONSE_HEADERS).type(row.mime).send(body);
  });
}
