import { type Texts, Translator, WIDGETS_NAMESPACE } from '@exchange/shared';
import englishWidgetTexts from '../i18n/widgets/locales/en.json';

/** The shared widgets' English texts, for tests that read them. */
export const widgetTexts = englishWidgetTexts;

/**
 * A fresh English translator holding the given namespaces, for component tests (never imported
 * by product code). The first namespace is the default one. With `common` it also holds the shared
 * widgets' texts, as every screen that shows a widget loads them.
 */
export const createTestI18n = async (namespaces: Record<string, object>): Promise<Translator> => {
  const translator = new Translator('en', Object.keys(namespaces)[0]);
  for (const [namespace, texts] of Object.entries(namespaces)) {
    translator.addResourceBundle('en', namespace, texts as Texts);
  }
  if ('common' in namespaces && !(WIDGETS_NAMESPACE in namespaces)) {
    translator.addResourceBundle('en', WIDGETS_NAMESPACE, widgetTexts as Texts);
  }
  return translator;
};
