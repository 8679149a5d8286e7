import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * A fresh English i18next instance holding the given namespaces, for component tests (never
 * imported by product code). The first namespace is the default one.
 */
export const createTestI18n = async (namespaces: Record<string, object>): Promise<I18n> => {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: namespaces },
    defaultNS: Object.keys(namespaces)[0],
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
};
