/**
 * Test helpers the areas share (imported by tests only, never by a screen). Only the api client
 * is mocked: screens, router, i18n and the session stay the real ones.
 */
import { api, ApiError, notify, session, type Toast, type UserInfo } from '@exchange/shared';

/** Collects the toasts pushed while a test runs. */
export const collectToasts = (): { toasts: Toast[]; stop: () => void } => {
  const toasts: Toast[] = [];
  const subscription = notify.toasts$.subscribe((toast) => toasts.push(toast));
  return { toasts, stop: () => subscription.unsubscribe() };
};

export const errorTexts = (toasts: Toast[]): string[] =>
  toasts.filter((toast) => toast.severity === 'error').map((toast) => toast.message);

/** A signed-in trader as user/info answers it. */
export const testUser = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  id: 7,
  uid: '10000007',
  email: 'trader@example.com',
  mobile: '',
  account: 'trader@example.com',
  invite_code: 'INV7QX',
  review_status: 0,
  is_seller: false,
  pay_password_set: true,
  ...overrides,
});

/** A signed-in session with `user`. */
export const signInAs = (user: UserInfo): void => session.signIn('token-7', user);

type Answer = unknown | ((params: unknown) => unknown);

/**
 * Mocks the api client's GET, POST, upload and blob (private images) by path. An answer that is
 * an Error (an ApiError) rejects; a function is called with the params or body. Unknown paths
 * reject (an image then shows as unavailable; nothing goes to the network).
 */
export const mockApi = (answers: {
  get?: Record<string, Answer>;
  post?: Record<string, Answer>;
  upload?: Record<string, Answer>;
  blob?: Record<string, Answer>;
}): {
  get: jest.SpyInstance;
  post: jest.SpyInstance;
  upload: jest.SpyInstance;
  blob: jest.SpyInstance;
} => {
  const respond =
    (table: Record<string, Answer> = {}, kind: string) =>
    (path: string, params?: unknown): Promise<unknown> => {
      if (!(path in table)) return Promise.reject(new Error(`unexpected ${kind} ${path}`));
      const entry = table[path];
      const value =
        typeof entry === 'function' ? (entry as (p: unknown) => unknown)(params) : entry;
      return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
    };
  return {
    get: jest.spyOn(api, 'get').mockImplementation(respond(answers.get, 'GET') as typeof api.get),
    post: jest
      .spyOn(api, 'post')
      .mockImplementation(respond(answers.post, 'POST') as typeof api.post),
    upload: jest
      .spyOn(api, 'upload')
      .mockImplementation(respond(answers.upload, 'upload') as typeof api.upload),
    blob: jest
      .spyOn(api, 'blob')
      .mockImplementation(respond(answers.blob, 'blob') as typeof api.blob),
  };
};

/** A code-0 refusal as the api client raises it (it already toasted the message). */
export const refused = (message = 'Refused'): ApiError => new ApiError('rejected', message, 0);
