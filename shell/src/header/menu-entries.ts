/** Header menu of docs/product.md#public-and-spot-screens, in order. `market` is declared but hidden, as the spec says. */
export type MenuEntry = {
  key: 'market' | 'legal' | 'trade' | 'lever' | 'micro' | 'myshop' | 'deposit' | 'ieo' | 'assets';
  to: string;
  hidden?: boolean;
  sellerOnly?: boolean;
};

export const MENU_ENTRIES: MenuEntry[] = [
  { key: 'market', to: '/markets', hidden: true },
  { key: 'legal', to: '/legalIndex' },
  { key: 'trade', to: '/trade' },
  { key: 'lever', to: '/lever' },
  { key: 'micro', to: '/second' },
  { key: 'myshop', to: '/myshop', sellerOnly: true },
  { key: 'deposit', to: '/deposit' },
  { key: 'ieo', to: '/ieo' },
  { key: 'assets', to: '/assets' },
];

export const visibleEntries = (isSeller: boolean): MenuEntry[] =>
  MENU_ENTRIES.filter((entry) => !entry.hidden && (!entry.sellerOnly || isSeller));

/** The logged-in account dropdown (docs/product.md#public-and-spot-screens), logout last. */
export const ACCOUNT_ENTRIES = [
  { key: 'accountSettings', to: '/personal/accountSettings' },
  { key: 'collectionSettings', to: '/personal/collectionSettings' },
  { key: 'authentication', to: '/personal/authentication' },
  { key: 'feedback', to: '/personal/feedback' },
] as const;
