/**
 * Runtime copies of the assets constants of shared/src/contract/assets.ts (the server imports
 * only types from the contract); test/assets-accounts.test.ts checks they equal the contract's.
 */
export const ASSETS_LOG_PAGE_SIZE = 15;
export const LOCK_LIST_LIMIT = 30;
export const BIND_ADDRESS_CODE_COUNTDOWN_S = 59;
export const BIND_ADDRESS_CODE_TYPE = 6;
export const ADDRESS_SIGN_MAX_AGE_S = 600;
export const ADDRESS_SERVICE_BASE = 'address/';
export const ACCOUNT_TYPE_ID = { change: 1, legal: 2, lever: 3, micro: 4, financial: 5 } as const;
/** Pages beyond this are refused rather than turned into huge offsets. */
export const MAX_PAGE = 1_000_000;
