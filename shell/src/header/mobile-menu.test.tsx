import { createTheme, ThemeProvider } from '@exchange/shared/ui-kit';
import { createTestI18n } from '@exchange/shared/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import type { ReactElement } from 'react';
import type * as Router from '@exchange/shared/router';
import { I18nProvider, type Translator } from '@exchange/shared';
import commonTexts from '../../../shared/src/i18n/locales/en.json';
import shellTexts from '../locales/en.json';
import type * as MobileMenuModule from './mobile-menu';

// React Router 7 needs TextEncoder, which jsdom lacks: polyfill it, then load the router.
let router: typeof Router;
let MobileMenu: typeof MobileMenuModule.MobileMenu;
let i18n: Translator;

beforeAll(async () => {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  router = await import('@exchange/shared/router');
  ({ MobileMenu } = await import('./mobile-menu'));
  i18n = await createTestI18n({ shell: shellTexts, common: commonTexts });
});

// No ripples or transitions: their delayed animations only add act() noise.
const theme = createTheme({
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
  transitions: { create: () => 'none' },
});

/** Shows where the router ended up. */
const Where = (): ReactElement => {
  const location = router.useLocation();
  return <div data-testid="where">{location.pathname}</div>;
};

const renderMenu = (account: string | null, isSeller = false): void => {
  const { MemoryRouter } = router;
  render(
    <ThemeProvider theme={theme}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/home']}>
          <MobileMenu account={account} isSeller={isSeller} />
          <Where />
        </MemoryRouter>
      </I18nProvider>
    </ThemeProvider>,
  );
};

const openDrawer = (): Promise<HTMLElement> => {
  expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: shellTexts.header.openMenu }));
  return screen.findByTestId('mobile-menu');
};

describe('MobileMenu', () => {
  it('opens a drawer with the menu entries and the log-in links, and closes on navigation', async () => {
    renderMenu(null);
    const button = screen.getByRole('button', { name: shellTexts.header.openMenu });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    const drawer = await openDrawer();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const spot = within(drawer).getByRole('link', { name: shellTexts.menu.trade });
    expect(spot).toHaveAttribute('href', '/trade');
    expect(within(drawer).getByRole('link', { name: shellTexts.menu.assets })).toHaveAttribute(
      'href',
      '/assets',
    );
    expect(within(drawer).queryByRole('link', { name: shellTexts.menu.myshop })).toBeNull();
    expect(within(drawer).queryByRole('link', { name: shellTexts.menu.market })).toBeNull();
    expect(within(drawer).getByRole('link', { name: shellTexts.login })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(drawer).getByRole('link', { name: shellTexts.register })).toHaveAttribute(
      'href',
      '/register',
    );

    fireEvent.click(spot);
    expect(screen.getByTestId('where')).toHaveTextContent('/trade');
    await waitFor(() => expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists the account links instead of log-in for a logged-in seller', async () => {
    renderMenu('trader@example.com', true);
    const drawer = await openDrawer();
    expect(within(drawer).getByText('trader@example.com')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: shellTexts.menu.myshop })).toHaveAttribute(
      'href',
      '/myshop',
    );
    expect(
      within(drawer).getByRole('link', { name: shellTexts.account.accountSettings }),
    ).toHaveAttribute('href', '/personal/accountSettings');
    expect(within(drawer).getByRole('button', { name: shellTexts.account.logout })).toBeVisible();
    expect(within(drawer).queryByRole('link', { name: shellTexts.login })).toBeNull();
  });
});
