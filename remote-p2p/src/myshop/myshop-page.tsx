import type { ReactElement } from 'react';

/** /myshop/*: replaced by the store screens. */
export const MyshopPage = (): ReactElement => <div data-testid="p2p-shop" />;
