import { useCallback } from 'react';
import { useTranslation } from './i18n-react';

/**
 * The reader's name of an account given its code (`change_account` → "Spot account"): the
 * wire names accounts by code, a screen never shows one. An unknown code shows as sent.
 */
export const useAccountName = (): ((code: string) => string) => {
  const { t } = useTranslation('common');
  return useCallback((code: string) => t(`accountNames.${code}`, { defaultValue: code }), [t]);
};
