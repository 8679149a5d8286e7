import { currentLanguage, DEFAULT_LANGUAGE, LANGUAGE_INFO, type Language } from './languages';
import { type Texts, Translator } from './translator';

/** A namespace's texts for one language, loaded on demand (one chunk per language). */
export type NamespaceLoader = (
  language: Language,
) => Promise<{ default: Record<string, unknown> } | Record<string, unknown>>;

/** The page's one translator (core is a Module Federation singleton, so every area shares it). */
export const i18n = new Translator(DEFAULT_LANGUAGE);

let initialised: Promise<void> | null = null;

const loadCommon: NamespaceLoader = (language) => import(`./locales/${language}.json`);

/** Initialises the instance in the stored language and loads the shared `common` namespace. */
export const initI18n = (): Promise<void> => {
  if (!initialised) {
    const language = currentLanguage();
    i18n.setLanguage(language);
    if (typeof document !== 'undefined')
      document.documentElement.lang = LANGUAGE_INFO[language].bcp47;
    initialised = loadNamespace('common', loadCommon);
  }
  return initialised;
};

const loading = new Map<string, Promise<void>>();

/** Loads a namespace for the current language once; later calls share the same promise. */
export const loadNamespace = (namespace: string, loader: NamespaceLoader): Promise<void> => {
  const language = currentLanguage();
  const key = `${language}/${namespace}`;
  let pending = loading.get(key);
  if (!pending) {
    // A language chunk that fails to load falls back to English rather than a blank page.
    pending = loader(language)
      .catch(() => loader(DEFAULT_LANGUAGE))
      .then((module) => {
        const texts = ('default' in module ? module.default : module) as Texts;
        i18n.addResourceBundle(language, namespace, texts);
      });
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
};

export const isNamespaceLoaded = (namespace: string): boolean =>
  i18n.hasResourceBundle(currentLanguage(), namespace);
