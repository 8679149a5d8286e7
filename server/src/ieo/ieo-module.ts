import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerIEORoutes } from './ieo-routes';
import { createIEOService, type IEOService } from './ieo-service';

/** The IEO (docs/ieo.md): its service and routes, built once in app.ts. */
export type IEOModule = {
  service: IEOService;
  registerRoutes(api: FastifyInstance): void;
};

export type IEOModuleOptions = {
  /** The server clock the states are read on (tests); default Date.now. */
  now?: () => number;
};

export function createIEOModule(ctx: AppContext, options: IEOModuleOptions = {}): IEOModule {
  const service = createIEOService(ctx.db, options.now ?? Date.now);
  return {
    service,
    registerRoutes: (api) => registerIEORoutes(api, ctx, service),
  };
}
