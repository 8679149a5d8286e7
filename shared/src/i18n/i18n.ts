import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLanguage, DEFAULT_LANGUAGE, LANGUAGE_INFO, type Language } from './languages';

/** A namespace's texts for one language, loaded on demand (one chunk per language). */
export type NamespaceLoader = (
  language: Language,
) => Promise<{ default: Record<string, unknown> } | Record<string, unknown>>;

/** The product's one i18next instance (shared as a Module Federation singleton). */
export const i18n: I18n = i18next.createInstance();

let initialised: Promise<void> | null = null;

const loadCommon: NamespaceLoader = (language) => import(`./locales/${language}.json`);

/** Initialises the instance in the stored language and loads the shared `common` namespace. */
export const initI18n = (): Promise<void> => {
  if (!initialised) {
    const language = currentLanguage();
    initialised = i18n
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: false,
        ns: [],
        defaultNS: 'common',
        resources: {} as Resource,
        interpolation: { escapeValue: false },
        react: { useSuspense: false },
        returnNull: false,
      })
      .then(() => {
        if (typeof document !== 'undefined')
          document.documentElement.lang = LANGUAGE_INFO[language].bcp47;
        return loadNamespace('common', loadCommon);
      });
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
        const texts = ('default' in module ? module.default : module) as Record<string, unknown>;
        i18n.addResourceBundle(language, namespace, texts, true, true);
      });
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
};

export const isNamespaceLoaded = (namespace: string): boolean =>
  i18n.hasResourceBundle(currentLanguage(), namespace);
