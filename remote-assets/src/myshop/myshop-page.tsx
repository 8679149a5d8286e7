import type { ReactElement } from 'react';
import { ComingSoon } from '../common/coming-soon';

/** /myshop/*: the merchant's shop, not described by the spec yet. */
export const MyshopPage = (): ReactElement => <ComingSoon title="myshop" />;
