import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerAccountRoutes } from './account-routes';
import { createAddressBook } from './address-book';
import { registerAddressBookRoutes } from './address-book-routes';
import { registerAddressService } from './address-service';
import { createDrawLimits } from './draw-limit';
import { createAssetsStore } from './assets-store';
import { depositSecret } from './deposit-address';
import { createFunding } from './funding';
import { registerFundingRoutes } from './funding-routes';
import { startInterestJob } from './lock/interest-job';
import { createLockService } from './lock/lock-service';
import { registerLockRoutes } from './lock/lock-routes';
import { createUidTransfers } from './uid-transfer';
import { registerUidTransferRoutes } from './uid-transfer-routes';
import { registerPayInApi } from './pay-in/pay-in-module';

/**
 * The assets area and lock products (docs/product.md#logged-in-areas-screens–docs/product.md#logged-in-areas-constants), registered inside the `/api` scope: one
 * line in app.ts. Starts the daily lock-interest job and stops it when the server closes.
 */
export async function registerAssetsApi(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const store = createAssetsStore(ctx.db, depositSecret(ctx.db, ctx.options.depositAddressSecret));
  const locks = createLockService(ctx.db);
  registerAccountRoutes(api, ctx, store);
  const book = createAddressBook(ctx.db);
  const limits = createDrawLimits(ctx.db, (code) => ctx.market.usdRate(code));
  registerFundingRoutes(api, ctx, store, createFunding(ctx.db), limits);
  registerAddressBookRoutes(api, ctx, book, limits);
  registerLockRoutes(api, ctx, locks);
  registerUidTransferRoutes(api, ctx, store, createUidTransfers(ctx.db));
  registerPayInApi(api, ctx);
  await registerAddressService(api, ctx, store, book);
  const stop = startInterestJob(locks, api.log);
  api.addHook('onClose', (_instance, done) => {
    stop();
    done();
  });
}
