import { type Texts, Translator } from '@exchange/shared';

/**
 * A fresh English translator holding the given namespaces, for component tests (never imported
 * by product code). The first namespace is the default one.
 */
export const createTestI18n = async (namespaces: Record<string, object>): Promise<Translator> => {
  const translator = new Translator('en', Object.keys(namespaces)[0]);
  for (const [namespace, texts] of Object.entries(namespaces)) {
    translator.addResourceBundle('en', namespace, texts as Texts);
  }
  return translator;
};
