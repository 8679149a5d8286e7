import { notify, useTranslation } from '@exchange/shared';
import { useCallback } from 'react';
import type { AuthErrorKey } from './validation';
import { AUTH_NAMESPACE } from './auth-texts';

/** Validation failures are toasts (docs/product.md#public-and-spot-errors): this translates a key and shows it. */
export const useAuthError = (): {
  message: (key: AuthErrorKey) => string;
  show: (key: AuthErrorKey) => void;
} => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const message = useCallback((key: AuthErrorKey) => t(`auth.errors.${key}`), [t]);
  const show = useCallback((key: AuthErrorKey) => notify.error(message(key)), [message]);
  return { message, show };
};
