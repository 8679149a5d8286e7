import { createTestI18n } from '@exchange/shared/testing';
import {
  api,
  ApiError,
  I18nProvider,
  session,
  type Translator,
  type UserInfo,
} from '@exchange/shared';
import type { IEOProject, IEOProjectsAnswer } from '@exchange/shared/contract/ieo';
import { MemoryRouter } from '@exchange/shared/router';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import publicTexts from '../locales/en.json';
import texts from './locales/en.json';
import { IeoPage } from './ieo-page';
import { buyProblem, costOf, progressPercent, stateAt } from './ieo-rules';
import { IEO_NAMESPACE } from './ieo-texts';
import { durationUntil } from './server-clock';

let i18n: Translator;

beforeAll(async () => {
  i18n = await createTestI18n({ public: publicTexts, [IEO_NAMESPACE]: texts });
});

/** The server's clock, 10 minutes ahead of the browser's (the page must count from it). */
const SERVER_AHEAD = 10 * 60 * 1000;
const HOUR = 3_600_000;

const base = (overrides: Partial<IEOProject>): IEOProject => ({
  id: 1,
  name: 'Nova Chain',
  code: 'NOVA',
  decimals: 4,
  logo: '',
  description: 'A payment network',
  price: '0.05',
  total: '1000',
  sold: '250',
  min_per_user: '10',
  max_per_user: '300',
  start_ms: 0,
  end_ms: 0,
  state: 'subscribing',
  my_total: '0',
  ...overrides,
});

let projects: IEOProject[] = [];
let post: jest.SpyInstance;

const answer = (): IEOProjectsAnswer => ({
  server_time: Date.now() + SERVER_AHEAD,
  projects,
});

beforeEach(() => {
  jest.useFakeTimers({ now: Date.UTC(2030, 0, 1, 12) });
  const serverNow = Date.now() + SERVER_AHEAD;
  projects = [
    base({
      id: 1,
      start_ms: serverNow - HOUR,
      // Ends 1 day 2 h 3 min 4 s after the SERVER's now (the browser's clock is 10 min behind).
      end_ms: serverNow + 26 * HOUR + 3 * 60_000 + 4000,
    }),
    base({
      id: 2,
      name: 'Orbit Network',
      code: 'ORB',
      sold: '0',
      state: 'upcoming',
      start_ms: serverNow + 5000,
      end_ms: serverNow + 2 * HOUR,
    }),
    base({
      id: 3,
      name: 'Meridian',
      code: 'MRD',
      sold: '1000',
      state: 'ended',
      start_ms: serverNow - 3 * HOUR,
      end_ms: serverNow - HOUR,
    }),
  ];
  jest.spyOn(api, 'get').mockImplementation(((path: string) => {
    if (path === 'ieo/projects') return Promise.resolve(answer());
    if (path === 'ieo/subscriptions') {
      return Promise.resolve({ total: 0, per_page: 10, last_page: 1, current_page: 1, data: [] });
    }
    if (path === 'account/list') {
      return Promise.resolve([
        {
          id: 1,
          account_code: 'change_account',
          accounts: [{ currency_code: 'USDT', balance: '100.5' }],
        },
      ]);
    }
    return Promise.reject(new Error(`unexpected ${path}`));
  }) as unknown as typeof api.get);
  post = jest.spyOn(api, 'post');
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  session.clear();
});

const renderPage = async (): Promise<void> => {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/ieo']}>
        <IeoPage />
      </MemoryRouter>
    </I18nProvider>,
  );
  await act(async () => {
    await Promise.resolve();
  });
};

const card = (code: string): HTMLElement => screen.getByTestId(`ieo-project-${code}`);

describe('ieo rules', () => {
  it('reads the state with start inclusive and end exclusive', () => {
    expect(stateAt({ start_ms: 10, end_ms: 20 }, 9)).toBe('upcoming');
    expect(stateAt({ start_ms: 10, end_ms: 20 }, 10)).toBe('subscribing');
    expect(stateAt({ start_ms: 10, end_ms: 20 }, 20)).toBe('ended');
  });

  it('rounds the cost up to USDT decimals and floors the percent', () => {
    expect(costOf('0.5', '0.00000003')).toBe('0.00000002');
    expect(costOf('12.5', '0.5')).toBe('6.25000000');
    expect(costOf('abc', '0.5')).toBeNull();
    expect(progressPercent('1', '3')).toBe('33.33');
    expect(progressPercent('2', '3')).toBe('66.66');
    expect(progressPercent('0', '3')).toBe('0.00');
  });

  it('splits a duration', () => {
    expect(durationUntil(93_784_000, 0)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(durationUntil(0, 5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('checks quantity, min, max and remaining in the server order', () => {
    const p = base({ my_total: '250', total: '1000', sold: '990' });
    expect(buyProblem(p, '1.12345')?.key).toBe('quantity');
    expect(buyProblem(p, '0')?.key).toBe('quantity');
    expect(buyProblem(p, '-1')?.key).toBe('quantity');
    expect(buyProblem(p, '9')?.key).toBe('min');
    expect(buyProblem(p, '51')).toEqual({ key: 'max', values: { left: '50', code: 'NOVA' } });
    expect(buyProblem(p, '11')).toEqual({ key: 'remaining', values: { left: '10', code: 'NOVA' } });
    expect(buyProblem(base({ sold: '1000' }), '10')?.key).toBe('soldOut');
    expect(buyProblem(p, '10')).toBeNull();
  });
});

describe('IeoPage', () => {
  it('shows the projects by state with countdowns on the server clock and progress', async () => {
    await renderPage();
    const sections = ['subscribing', 'upcoming', 'ended'].map((state) =>
      screen.getByTestId(`ieo-section-${state}`),
    );
    expect(within(sections[0]).getByText('Nova Chain')).toBeInTheDocument();
    expect(within(sections[1]).getByText('Orbit Network')).toBeInTheDocument();
    expect(within(sections[2]).getByText('Meridian')).toBeInTheDocument();
    const nova = card('NOVA');
    expect(within(nova).getByTestId('ieo-price')).toHaveTextContent('0.05 USDT');
    expect(within(nova).getByTestId('ieo-countdown')).toHaveTextContent('Ends in 1d 2h 3m 4s');
    expect(within(nova).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(nova).getByTestId('ieo-progress')).toHaveTextContent(
      '250 / 1,000 NOVA sold (25.00%)',
    );
    expect(within(card('MRD')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(card('ORB')).getByTestId('ieo-countdown')).toHaveTextContent(
      'Starts in 0d 0h 0m 5s',
    );
    // A visitor is asked to log in; ended and upcoming projects have no form.
    expect(within(nova).getByTestId('ieo-login')).toHaveTextContent('Log in to subscribe');
    expect(within(card('ORB')).queryByTestId('ieo-login')).toBeNull();

    // The countdown ticks; at zero the page asks the server again and the project moves.
    await act(async () => {
      jest.advanceTimersByTime(2000);
      await Promise.resolve();
    });
    expect(within(nova).getByTestId('ieo-countdown')).toHaveTextContent('Ends in 1d 2h 3m 2s');
    projects[1] = { ...projects[1], state: 'subscribing' };
    await act(async () => {
      jest.advanceTimersByTime(3000);
      await Promise.resolve();
    });
    expect(
      within(screen.getByTestId('ieo-section-subscribing')).getByText('Orbit Network'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('ieo-my')).toBeNull();
  });

  it('validates before sending, shows the exact cost, and says what the server answered', async () => {
    session.signIn('token', { uid: '1', account: 'a@b.c', is_seller: false } as UserInfo);
    await renderPage();
    const nova = card('NOVA');
    const input = within(nova).getByTestId('ieo-quantity');
    const submit = (): void => {
      fireEvent.submit(input.closest('form') as HTMLFormElement);
    };
    fireEvent.change(input, { target: { value: '5' } });
    submit();
    expect(within(nova).getByTestId('ieo-error')).toHaveTextContent(
      'The minimum subscription is 10 NOVA',
    );
    fireEvent.change(input, { target: { value: '1.12345' } });
    submit();
    expect(within(nova).getByTestId('ieo-error')).toHaveTextContent(
      'Enter a quantity above 0 with at most 4 decimals',
    );
    fireEvent.change(input, { target: { value: '301' } });
    submit();
    expect(within(nova).getByTestId('ieo-error')).toHaveTextContent(
      'You can subscribe at most 300 NOVA more',
    );
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '20.5' } });
    expect(within(nova).getByTestId('ieo-cost')).toHaveTextContent('Cost: 1.025 USDT');
    expect(within(nova).getByTestId('ieo-balance')).toHaveTextContent('Available: 100.5 USDT');
    post.mockRejectedValueOnce(
      new ApiError(
        'rejected',
        'Insufficient USDT in your spot account: this subscription costs 1.025 USDT',
      ),
    );
    submit();
    await act(async () => {
      await Promise.resolve();
    });
    expect(within(nova).getByTestId('ieo-error')).toHaveTextContent('costs 1.025 USDT');

    const bought = { ...projects[0], sold: '270.5', my_total: '20.5' };
    post.mockResolvedValueOnce({
      server_time: Date.now() + SERVER_AHEAD,
      project: bought,
      subscription: {
        id: 7,
        project_id: 1,
        name: 'Nova Chain',
        code: 'NOVA',
        quantity: '20.5',
        price: '0.05',
        cost: '1.025',
        created_ms: Date.now(),
      },
    });
    projects[0] = bought;
    submit();
    // The last message is cleared at once.
    expect(within(nova).queryByTestId('ieo-error')).toBeNull();
    await act(async () => {
      await Promise.resolve();
    });
    expect(post).toHaveBeenLastCalledWith(
      'ieo/buy',
      { id: 1, quantity: '20.5' },
      { silentError: true },
    );
    expect(within(card('NOVA')).getByTestId('ieo-success')).toHaveTextContent(
      'Subscribed 20.5 NOVA for 1.025 USDT',
    );
    expect(within(card('NOVA')).getByTestId('ieo-mine')).toHaveTextContent(
      'You subscribed 20.5 NOVA',
    );
    expect(within(card('NOVA')).getByTestId('ieo-progress')).toHaveTextContent('270.5 / 1,000');
    expect(screen.getByTestId('ieo-my')).toBeInTheDocument();
  });
});
