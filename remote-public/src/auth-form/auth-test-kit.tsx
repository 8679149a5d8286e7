/**
 * Test helpers of the login, register and forgot-password screens (imported by tests only, never
 * by a screen, so it never reaches a bundle).
 */
import { notify, type Toast } from '@exchange/shared';
import { MemoryRouter, Route, Routes, useLocation } from '@exchange/shared/router';
import { createTheme, ThemeProvider } from '@exchange/shared/ui-kit';
import { createTestI18n as createI18n } from '@exchange/shared/testing';
import { render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import commonTexts from '../../../shared/src/i18n/locales/en.json';
import publicTexts from '../locales/en.json';

export { commonTexts, publicTexts };

export const createTestI18n = (): Promise<I18n> =>
  createI18n({ public: publicTexts, common: commonTexts });

/** Shows where the router ended up. */
const Where = (): ReactElement => {
  const location = useLocation();
  return <div data-testid="where" data-path={location.pathname} data-search={location.search} />;
};

// No ripples: their delayed animations only add act() noise.
const theme = createTheme({
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});

/** Renders `screenElement` at `entry` (its route is `path`), with the places it may go to. */
export const renderScreen = (
  i18n: I18n,
  entry: string,
  path: string,
  screenElement: ReactElement,
): ReturnType<typeof render> =>
  render(
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path={path} element={screenElement} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </ThemeProvider>,
  );

/** The path and query the router is on, once the screen has left its route. */
export const currentLocation = (): { path: string | null; search: string | null } | null => {
  const element = screen.queryByTestId('where');
  return element
    ? { path: element.getAttribute('data-path'), search: element.getAttribute('data-search') }
    : null;
};

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
