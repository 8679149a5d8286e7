import type { IEOState } from '@exchange/shared/contract/ieo';

/**
 * Runtime copies of the IEO constants of shared/src/contract/ieo.ts (the server imports only
 * types from the contract); test/ieo-api.test.ts checks they equal the contract's.
 */
export const IEO_PATH = {
  projects: 'ieo/projects',
  project: 'ieo/project',
  buy: 'ieo/buy',
  subscriptions: 'ieo/subscriptions',
} as const;

/** The states in the order the list answers them (subscribing first). */
export const IEO_STATES: readonly IEOState[] = ['subscribing', 'upcoming', 'ended'];
