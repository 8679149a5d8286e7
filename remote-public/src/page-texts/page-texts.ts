import type { NamespaceLoader } from '@exchange/shared';
import { withNamespace } from '@exchange/shared/ui';

/**
 * The markets and news pages' texts: a namespace of their own, so a first visit to /home does
 * not download them with the home page's texts (docs/performance.md#page-weight).
 */
export const PAGES_NAMESPACE = 'public-pages';

const loadPageTexts: NamespaceLoader = (language) => import(`./locales/${language}.json`);

/** Wraps the markets or news screen so it renders once its texts are loaded. */
export const withPageTexts = withNamespace(PAGES_NAMESPACE, loadPageTexts);
