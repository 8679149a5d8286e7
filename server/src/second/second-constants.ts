/**
 * Runtime copies of the second-trading constants of shared/src/contract/second.ts (the server
 * imports only types from the contract); test/second-api.test.ts checks they equal the contract's.
 */
export const SECOND_PATH = {
  payableCurrencies: 'microtrade/payable_currencies',
  seconds: 'microtrade/seconds',
  submit: 'microtrade/submit',
  lists: 'microtrade/lists',
  verify: 'microtrade/verify',
} as const;

export const SECOND_PAGE_SIZE = 10;
export const MICRO_CLOSED_TOPIC = 'MICRO_CLOSED';
