import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { createIdentityStore } from './identity';
import { registerBindMobile } from './bind-mobile';
import { registerLegacyBindEmail } from './legacy-bind-email';
import { createPayMethodStore } from './pay-methods';
import { registerPersonalRoutes } from './personal-routes';
import { createPersonalStore } from './personal-store';
import { registerImageUpload, registerUploadFiles, type CanViewUpload } from './upload-routes';
import { createUploadStore } from './upload-store';

export { checkPayPassword } from './pay-password';

/**
 * The personal area (docs/product.md#logged-in-areas-screens, docs/product.md#logged-in-areas-validation): registered inside the `/api` scope. Everything it needs
 * is built here from the context, so app.ts adds one line for the API and one for the files.
 */
export function registerPersonalApi(api: FastifyInstance, ctx: AppContext): void {
  const uploads = createUploadStore(ctx.db, ctx.options.dataDir);
  registerPersonalRoutes(api, ctx, {
    store: createPersonalStore(ctx.db),
    payMethods: createPayMethodStore(ctx.db),
    identity: createIdentityStore(ctx.db),
    uploads,
  });
  registerImageUpload(api, ctx, uploads);
  registerLegacyBindEmail(api, ctx);
  registerBindMobile(api, ctx);
}

/**
 * `GET /uploads/<name>` (outside `/api`): the stored images, to their owner, and to whoever
 * `canView` admits (the P2P market: the other party of an order and the merchant's agents).
 */
export function registerPersonalFiles(
  app: FastifyInstance,
  ctx: AppContext,
  canView?: CanViewUpload,
): void {
  registerUploadFiles(app, createUploadStore(ctx.db, ctx.options.dataDir), ctx.tokens, canView);
}
