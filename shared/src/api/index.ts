import { i18n } from '../i18n/i18n';
import { currentLanguage } from '../i18n/languages';
import { currentPath, loginPathReturningTo, navigateTo } from '../navigation/navigation';
import { notify } from '../notify/notify';
import { session } from '../session/session-store';
import { createApiClient } from './api-client';
import { createPrivateImageHook } from './private-image';

export * from './api-client';
export * from './api-error';
export type { PrivateImage, PrivateImageStatus } from './private-image';
export {
  HttpFailure,
  type HttpFailureReason,
  type HttpRequest,
  type HttpResponse,
  type Transport,
} from './xhr-transport';

/** The product's one HTTP client (docs/architecture.md#shared-package). */
export const api = createApiClient({
  baseURL: '/api/',
  getToken: () => session.token,
  getLang: currentLanguage,
  onLoginRequired: () => {
    const page = currentPath();
    session.clear();
    if (!window.location.pathname.startsWith('/login')) {
      navigateTo(loginPathReturningTo(page));
    }
  },
  toastError: notify.error,
  toastSuccess: notify.success,
  texts: () => ({
    serverError: i18n.t('common:serverError'),
    loginTimeout: i18n.t('common:loginTimeout'),
  }),
});

/**
 * `usePrivateImage(url)`: an image only its owner may read (a private upload), fetched with the
 * session's headers into a blob: URL; see private-image.ts.
 */
export const usePrivateImage = createPrivateImageHook(api);
