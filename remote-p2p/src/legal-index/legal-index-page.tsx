import type { ReactElement } from 'react';

/** /legalIndex/*: replaced by the market screens. */
export const LegalIndexPage = (): ReactElement => <div data-testid="p2p-market" />;
