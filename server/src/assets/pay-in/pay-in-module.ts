import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { bankChannel, sandboxCardChannel } from './pay-in-channels';
import { registerPayInPages } from './pay-in-pages';
import { registerPayInRoutes } from './pay-in-routes';
import { startPayInSweep } from './pay-in-scheduler';
import { createPayInService, type PayInService } from './pay-in-service';
import { payInCardSecret } from './pay-in-signature';

type PayIn = { service: PayInService; secret: string };

const built = new WeakMap<AppContext, PayIn>();

/** One pay-in service per server (the API scope and the root pages share it). */
function payInOf(ctx: AppContext): PayIn {
  let payIn = built.get(ctx);
  if (!payIn) {
    // The card channel needs a provider: the sandbox unless PAY_IN_SANDBOX=0 (docs/pay-in.md).
    const channels = ctx.options.payInSandbox
      ? { bank: bankChannel, card: sandboxCardChannel }
      : { bank: bankChannel };
    payIn = {
      service: createPayInService(ctx.db, channels),
      secret: payInCardSecret(ctx.db, ctx.options.payInCardSecret),
    };
    built.set(ctx, payIn);
  }
  return payIn;
}

/** The `/api/pay_in/*` calls and the expiry sweep (stopped when the server closes). */
export function registerPayInApi(api: FastifyInstance, ctx: AppContext): void {
  const { service } = payInOf(ctx);
  registerPayInRoutes(api, ctx, service);
  const sweep = startPayInSweep(service, (error) =>
    api.log.error({ err: error }, 'pay-in sweep failed'),
  );
  api.addHook('onClose', (_instance, done) => {
    sweep.stop();
    done();
  });
}

/** The card callback and sandbox page, outside `/api` (one line in app.ts). */
export function registerPayInRootRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { service, secret } = payInOf(ctx);
  registerPayInPages(app, ctx, service, secret);
}
