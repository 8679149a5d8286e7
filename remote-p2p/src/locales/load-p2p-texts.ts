import type { NamespaceLoader } from '@exchange/shared';

/** Market, orders and order page texts (`p2p`), one chunk per language. */
export const loadP2pTexts: NamespaceLoader = (language) => import(`./p2p/${language}.json`);

/** Merchant store texts (`p2p-shop`), loaded by /myshop only. */
export const loadShopTexts: NamespaceLoader = (language) => import(`./shop/${language}.json`);
