import { pageMemory, type RememberedPair } from '@exchange/shared/trading';

/** The page's own local storage keys (docs/product.md#logged-in-areas-data): the last pair and the chart period. */
export const SECOND_STORAGE_KEY = { pair: 'secondData', period: 'secondPeriod' } as const;

const memory = pageMemory(SECOND_STORAGE_KEY);

/** What `secondData` holds: enough to find the pair again. */
export type SecondData = RememberedPair;

export const { savePair: saveSecondPair, readPair: readSecondPair } = memory;
export const { savePeriod: saveSecondPeriod, readPeriod: readSecondPeriod } = memory;
