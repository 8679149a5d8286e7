import type { ReactElement } from 'react';
import { ComingSoon } from '../common/coming-soon';

/** /legalIndex/*: the fiat market, not described by the spec yet. */
export const LegalIndexPage = (): ReactElement => <ComingSoon title="legal" />;
