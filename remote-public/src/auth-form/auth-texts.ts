import type { NamespaceLoader } from '@exchange/shared';
import { withNamespace, withWidgetTexts } from '@exchange/shared/ui';
import type { ComponentType } from 'react';

/**
 * The login, register and forgot-password texts: a namespace of their own, so a first visit to
 * /home does not download them with the home page's texts (docs/performance.md#page-weight).
 */
export const AUTH_NAMESPACE = 'public-auth';

const loadAuthTexts: NamespaceLoader = (language) => import(`./locales/${language}.json`);

const withOwnTexts = withNamespace(AUTH_NAMESPACE, loadAuthTexts);

/** Wraps an auth screen so it renders once its texts and the widgets' (password field, code) are loaded. */
export const withAuthTexts = <P extends object>(Screen: ComponentType<P>): ComponentType<P> =>
  withWidgetTexts(withOwnTexts(Screen));
