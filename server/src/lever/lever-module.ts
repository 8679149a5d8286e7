import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Lever trading: routes, jobs and live pushes (built once per server in app.ts). */
export type LeverModule = {
  registerRoutes(api: FastifyInstance): void;
  /** Starts the jobs (after the spot module started). */
  start(): void;
  stop(): void;
};

export function createLeverModule(ctx: AppContext, log: FastifyBaseLogger): LeverModule {
  void ctx;
  void log;
  return {
    registerRoutes: () => undefined,
    start: () => undefined,
    stop: () => undefined,
  };
}
