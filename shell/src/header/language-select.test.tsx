import { fiatSetting, I18nProvider, type Translator } from '@exchange/shared';
import { createTestI18n } from '@exchange/shared/testing';
import { createTheme, ThemeProvider } from '@exchange/shared/ui-kit';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import commonTexts from '../../../shared/src/i18n/locales/en.json';
import shellTexts from '../locales/en.json';
import { LanguageSelect } from './language-select';

let i18n: Translator;

beforeAll(async () => {
  i18n = await createTestI18n({ shell: shellTexts, common: commonTexts });
});

const theme = createTheme({ transitions: { create: () => 'none' } });

const openMenu = async (): Promise<void> => {
  fireEvent.click(screen.getByTestId('language-button'));
  await screen.findByText(shellTexts.fiat.heading);
};

describe('LanguageSelect: estimate currency', () => {
  it('offers USD and CNY, marks the current one and stores a new choice under fiat', async () => {
    window.localStorage.clear();
    render(
      <ThemeProvider theme={theme}>
        <I18nProvider i18n={i18n}>
          <LanguageSelect />
        </I18nProvider>
      </ThemeProvider>,
    );
    await openMenu();
    const usd = screen.getByText(shellTexts.fiat.USD).closest('[data-fiat]');
    const cny = screen.getByText(shellTexts.fiat.CNY).closest('[data-fiat]');
    // An English page estimates in dollars until the user picks otherwise.
    expect(usd).toHaveClass('Mui-selected');
    expect(cny).not.toHaveClass('Mui-selected');

    fireEvent.click(cny as Element);
    expect(window.localStorage.getItem('fiat')).toBe('CNY');
    expect(fiatSetting.get('en')).toBe('CNY');

    await openMenu();
    await waitFor(() =>
      expect(screen.getByText(shellTexts.fiat.CNY).closest('[data-fiat]')).toHaveClass(
        'Mui-selected',
      ),
    );
  });
});
