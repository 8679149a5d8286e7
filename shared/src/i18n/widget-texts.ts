import type { NamespaceLoader } from './i18n';

/**
 * Texts of the shared widgets (chart, book, trades, pair list, pager, password field, send-code
 * button): a namespace of their own, loaded by the screens that show them, so a first visit to
 * /home, which shows none, does not download them (docs/performance.md#page-weight).
 */
export const WIDGETS_NAMESPACE = 'widgets';

export const loadWidgetTexts: NamespaceLoader = (language) =>
  import(`./widgets/locales/${language}.json`);
