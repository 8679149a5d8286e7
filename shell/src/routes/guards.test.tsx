import { session, type UserInfo, I18nProvider, type Translator } from '@exchange/shared';
import { createTheme, ThemeProvider } from '@exchange/shared/ui-kit';
import { createTestI18n } from '@exchange/shared/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import type { ReactElement } from 'react';
import type * as Router from '@exchange/shared/router';
import commonTexts from '../../../shared/src/i18n/locales/en.json';
import shellTexts from '../locales/en.json';
import type * as Guards from './guards';
import type { Guard } from './route-table';

// React Router 7 needs TextEncoder, which jsdom lacks: polyfill it, then load the router.
let router: typeof Router;
let RouteGuard: typeof Guards.RouteGuard;
let i18n: Translator;

beforeAll(async () => {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  router = await import('@exchange/shared/router');
  ({ RouteGuard } = await import('./guards'));
  i18n = await createTestI18n({ shell: shellTexts, common: commonTexts });
});

const USER: UserInfo = {
  id: 1,
  uid: '1001',
  email: 'trader@example.com',
  mobile: '',
  account: 'trader@example.com',
  invite_code: 'X1',
  review_status: 0,
  is_seller: false,
};

beforeEach(() => {
  session.clear();
});

afterAll(() => {
  session.clear();
});

/** Shows where the router ended up. */
const Where = (): ReactElement => {
  const location = router.useLocation();
  return (
    <div data-testid="where" data-path={location.pathname} data-search={location.search}>
      {location.pathname}
    </div>
  );
};

// No ripples: their delayed animations only add act() noise to these tests.
const theme = createTheme({
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});

const renderAt = (entry: string, guard: Guard, path: string): void => {
  const { MemoryRouter, Routes, Route } = router;
  render(
    <ThemeProvider theme={theme}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route
              path={path}
              element={
                <RouteGuard guard={guard}>
                  <p>protected screen</p>
                </RouteGuard>
              }
            />
            <Route path="/login" element={<Where />} />
            <Route path="/home" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </I18nProvider>
    </ThemeProvider>,
  );
};

const where = (): { path: string | null; page: string | null } => {
  const element = screen.getByTestId('where');
  return {
    path: element.getAttribute('data-path'),
    page: new URLSearchParams(element.getAttribute('data-search') ?? '').get('page'),
  };
};

describe('RouteGuard', () => {
  it('login guard: sends an anonymous user to /login?page=<path and query>', () => {
    renderAt('/assets/tradeAccount?tab=2', 'login', '/assets/*');
    expect(screen.queryByText('protected screen')).not.toBeInTheDocument();
    expect(where()).toEqual({ path: '/login', page: '/assets/tradeAccount?tab=2' });
  });

  it('login guard: shows the screen to a logged-in user', () => {
    session.signIn('tok-1', USER);
    renderAt('/assets/tradeAccount', 'login', '/assets/*');
    expect(screen.getByText('protected screen')).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('login guard: leaves the page when the session ends while it is shown', () => {
    session.signIn('tok-1', USER);
    renderAt('/personal/feedback', 'login', '/personal/*');
    expect(screen.getByText('protected screen')).toBeInTheDocument();
    act(() => session.clear());
    expect(screen.queryByText('protected screen')).not.toBeInTheDocument();
    expect(where()).toEqual({ path: '/login', page: '/personal/feedback' });
  });

  it('trade-prompt: asks an anonymous user to log in instead of showing the screen', async () => {
    renderAt('/lever', 'trade-prompt', '/lever');
    const dialog = await screen.findByRole('dialog', { name: shellTexts.guard.title });
    expect(dialog).toHaveTextContent(shellTexts.guard.body);
    expect(screen.queryByText('protected screen')).not.toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('trade-prompt: the log-in button goes to /login?page=/lever', async () => {
    renderAt('/lever', 'trade-prompt', '/lever');
    fireEvent.click(await screen.findByRole('button', { name: shellTexts.guard.login }));
    expect(where()).toEqual({ path: '/login', page: '/lever' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('trade-prompt: cancel goes home', async () => {
    renderAt('/second', 'trade-prompt', '/second');
    fireEvent.click(await screen.findByRole('button', { name: commonTexts.cancel }));
    expect(where().path).toBe('/home');
  });

  it('trade-prompt: shows the screen to a logged-in user without a dialog', () => {
    session.signIn('tok-2', USER);
    renderAt('/lever', 'trade-prompt', '/lever');
    expect(screen.getByText('protected screen')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('no guard: shows the screen to anonymous users', () => {
    renderAt('/markets', 'none', '/markets');
    expect(screen.getByText('protected screen')).toBeInTheDocument();
  });
});
