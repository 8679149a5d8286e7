/**
 * Test helpers of the personal area (imported by tests only, never by a screen); the common
 * ones come from @exchange/shared/testing.
 */
import type { UserInfo, Translator } from '@exchange/shared';
import {
  createTestI18n as createI18n,
  flushPending,
  renderAtRoute,
  signInAs,
  testUser,
} from '@exchange/shared/testing';
import commonTexts from '../../../shared/src/i18n/locales/en.json';
import personalTexts from '../locales/en.json';

export { commonTexts, personalTexts };

export const createTestI18n = (): Promise<Translator> =>
  createI18n({ personal: personalTexts, common: commonTexts });

/** Renders a screen at `entry` (its route is `path`); see renderAtRoute. */
export const renderAt = renderAtRoute;

/** Lets pending promises (mocked calls, effects) settle; see flushPending. */
export const flush = flushPending;

export { collectToasts, errorTexts, mockApi, refused } from '@exchange/shared/testing';

export const USER: UserInfo = testUser({ pay_password_set: false });

/** A signed-in session with `user`. */
export const signIn = (user: UserInfo = USER): void => signInAs(user);

/** A small PNG file for upload fields. */
export const pngFile = (name = 'id.png'): File =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
