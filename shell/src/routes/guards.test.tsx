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
let TRADE_PROMPT_MS: number;
let i18n: Translator;

beforeAll(async () => {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  router = await import('@exchange/shared/router');
  ({ RouteGuard, TRADE_PROMPT_MS } = await import('./guards'));
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
            <Route path="/register" element={<Where />} />
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

  it('trade-prompt: says why, then opens /login?page=/lever by itself', async () => {
    jest.useFakeTimers();
    try {
      renderAt('/lever', 'trade-prompt', '/lever');
      const prompt = await screen.findByTestId('trade-login-prompt');
      expect(prompt).toHaveTextContent(shellTexts.guard.title);
      expect(prompt).toHaveTextContent(shellTexts.guard.body);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByText('protected screen')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(TRADE_PROMPT_MS - 1));
      expect(screen.queryByTestId('where')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(where()).toEqual({ path: '/login', page: '/lever' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('trade-prompt: the log-in button goes at once, keeping the way back', async () => {
    renderAt('/second', 'trade-prompt', '/second');
    fireEvent.click(await screen.findByRole('button', { name: shellTexts.guard.login }));
    expect(where()).toEqual({ path: '/login', page: '/second' });
  });

  it('trade-prompt: shows the screen to a logged-in user without a prompt', () => {
    session.signIn('tok-2', USER);
    renderAt('/lever', 'trade-prompt', '/lever');
    expect(screen.getByText('protected screen')).toBeInTheDocument();
    expect(screen.queryByTestId('trade-login-prompt')).not.toBeInTheDocument();
  });

  it('no guard: shows the screen to anonymous users', () => {
    renderAt('/markets', 'none', '/markets');
    expect(screen.getByText('protected screen')).toBeInTheDocument();
  });
});
