import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Second trading: routes, jobs and live pushes (built once per server in app.ts). */
export type SecondModule = {
  registerRoutes(api: FastifyInstance): void;
  /** Starts the jobs (after the spot module started). */
  start(): void;
  stop(): void;
};

export function createSecondModule(ctx: AppContext, log: FastifyBaseLogger): SecondModule {
  void ctx;
  void log;
  return {
    registerRoutes: () => undefined,
    start: () => undefined,
    stop: () => undefined,
  };
}
