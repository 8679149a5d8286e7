/**
 * Test helpers of the personal area (imported by tests only, never by a screen). Only the api
 * client is mocked: screens, router, i18n and the session are the real ones.
 */
import { api, ApiError, notify, session, type Toast, type UserInfo } from '@exchange/shared';
import {
  createTestI18n as createI18n,
  flushPending,
  renderAtRoute,
} from '@exchange/shared/testing';
import type { i18n as I18n } from 'i18next';
import commonTexts from '../../../shared/src/i18n/locales/en.json';
import personalTexts from '../locales/en.json';

export { commonTexts, personalTexts };

export const createTestI18n = (): Promise<I18n> =>
  createI18n({ personal: personalTexts, common: commonTexts });

/** Renders a screen at `entry` (its route is `path`); see renderAtRoute. */
export const renderAt = renderAtRoute;

/** Lets pending promises (mocked calls, effects) settle; see flushPending. */
export const flush = flushPending;

/** Collects the toasts pushed while a test runs. */
export const collectToasts = (): { toasts: Toast[]; stop: () => void } => {
  const toasts: Toast[] = [];
  const subscription = notify.toasts$.subscribe((toast) => toasts.push(toast));
  return { toasts, stop: () => subscription.unsubscribe() };
};

export const errorTexts = (toasts: Toast[]): string[] =>
  toasts.filter((toast) => toast.severity === 'error').map((toast) => toast.message);

export const USER: UserInfo = {
  id: 7,
  uid: '10000007',
  email: 'trader@example.com',
  mobile: '',
  account: 'trader@example.com',
  invite_code: 'INV7QX',
  review_status: 0,
  is_seller: false,
  pay_password_set: false,
};

/** A signed-in session with `user`. */
export const signIn = (user: UserInfo = USER): void => session.signIn('token-7', user);

type Answer = unknown | ((params: unknown) => unknown);

/**
 * Mocks the api client's GET, POST and upload by path. An answer that is an Error (an ApiError)
 * rejects; a function is called with the params or body. Unknown paths reject.
 */
export const mockApi = (answers: {
  get?: Record<string, Answer>;
  post?: Record<string, Answer>;
  upload?: Record<string, Answer>;
}): { get: jest.SpyInstance; post: jest.SpyInstance; upload: jest.SpyInstance } => {
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
  };
};

/** A code-0 refusal as the api client raises it (it already toasted the message). */
export const refused = (message = 'Refused'): ApiError => new ApiError('rejected', message, 0);

/** A small PNG file for upload fields. */
export const pngFile = (name = 'id.png'): File =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
