/** The left menu of /personal (docs/product.md#logged-in-areas-screens), in order: the path under /personal and its text key. */
export const PERSONAL_PAGES = [
  { path: 'accountSettings', key: 'accountSettings' },
  { path: 'transactionLog', key: 'transactionLog' },
  { path: 'collectionSettings', key: 'collectionSettings' },
  { path: 'authentication', key: 'authentication' },
  { path: 'feedback', key: 'feedback' },
] as const;

export type PersonalPagePath = (typeof PERSONAL_PAGES)[number]['path'];
