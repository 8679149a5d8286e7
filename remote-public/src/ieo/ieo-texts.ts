import type { NamespaceLoader } from '@exchange/shared';
import { withNamespace } from '@exchange/shared/ui';

/** The /ieo page's texts: a namespace of their own, loaded with the page only. */
export const IEO_NAMESPACE = 'public-ieo';

const loadIeoTexts: NamespaceLoader = (language) => import(`./locales/${language}.json`);

/** Wraps the IEO screen so it renders once its texts are loaded. */
export const withIeoTexts = withNamespace(IEO_NAMESPACE, loadIeoTexts);
