import { withNamespace, withWidgetTexts } from '@exchange/shared/ui';
import type { ComponentType } from 'react';
import { loadP2pTexts, loadShopTexts } from './locales/load-p2p-texts';

const withP2pTexts = withNamespace('p2p', loadP2pTexts);
const withShopTexts = withNamespace('p2p-shop', loadShopTexts);

/** Wraps /legalIndex: renders once the `p2p` and the shared widgets' texts are loaded. */
export const withAreaTexts = <P extends object>(Screen: ComponentType<P>): ComponentType<P> =>
  withWidgetTexts(withP2pTexts(Screen));

/** Wraps /myshop: its order pages reuse the market's order components, so both namespaces. */
export const withShopAreaTexts = <P extends object>(Screen: ComponentType<P>): ComponentType<P> =>
  withWidgetTexts(withP2pTexts(withShopTexts(Screen)));
