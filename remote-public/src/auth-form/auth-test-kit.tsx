/**
 * Test helpers of the login, register and forgot-password screens (imported by tests only, never
 * by a screen, so it never reaches a bundle).
 */
import { notify, type Toast, type Translator } from '@exchange/shared';
import { createTestI18n as createI18n, renderAtRoute } from '@exchange/shared/testing';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import commonTexts from '../../../shared/src/i18n/locales/en.json';
import areaTexts from '../locales/en.json';
import authTexts from './locales/en.json';
import { AUTH_NAMESPACE } from './auth-texts';

/** The area's texts and the auth screens' own namespace, as the screens see them together. */
export const publicTexts = { ...areaTexts, ...authTexts };
export { commonTexts };

export const createTestI18n = (): Promise<Translator> =>
  createI18n({ public: areaTexts, [AUTH_NAMESPACE]: authTexts, common: commonTexts });

/** Renders a screen at `entry` (its route is `path`); see renderAtRoute. */
export const renderScreen = renderAtRoute;

export { currentLocation, currentLocationState } from '@exchange/shared/testing';

/** Collects the toasts pushed while a test runs. */
export const collectToasts = (): { toasts: Toast[]; stop: () => void } => {
  const toasts: Toast[] = [];
  const subscription = notify.toasts$.subscribe((toast) => toasts.push(toast));
  return { toasts, stop: () => subscription.unsubscribe() };
};

/** The error toasts' texts, in order. */
export const errorTexts = (toasts: Toast[]): string[] =>
  toasts.filter((toast) => toast.severity === 'error').map((toast) => toast.message);

export const AREAS_FIXTURE = [
  { id: 1, name: 'Afghanistan', global_code: '93' },
  { id: 38, name: 'Canada', global_code: '1' },
  { id: 44, name: 'China', global_code: '86' },
  { id: 230, name: 'United States', global_code: '1' },
];

/** The country-code select of the phone tab. */
export const areaSelect = (label: string): HTMLElement =>
  screen.getByRole('combobox', { name: label });

/** Picks the country called `name` in the country-code select. */
export const pickArea = async (user: UserEvent, label: string, name: string): Promise<void> => {
  const select = areaSelect(label);
  const option = within(select).getByRole('option', { name: new RegExp(`^\\+\\d+ ${name}$`) });
  await user.selectOptions(select, option);
};
