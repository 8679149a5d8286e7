import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  session,
  type LockHolding,
  type LockHoldingsPage,
  type Translator,
} from '@exchange/shared';
import {
  assetsTexts,
  createTestI18n,
  currentLocation,
  flush,
  mockApi,
  refused,
  renderAt,
  signIn,
} from '../test-kit/assets-test-kit';
import { DepositPage } from './deposit-page';

let i18n: Translator;
beforeAll(async () => {
  i18n = await createTestI18n();
});
beforeEach(() => signIn());
afterEach(() => {
  jest.restoreAllMocks();
  session.clear();
});

const holding = (overrides: Partial<LockHolding> = {}): LockHolding => ({
  id: 9,
  product_id: 1,
  name: 'USDT 7-day lock',
  currency: { code: 'USDT', decimals: 8 },
  amount: '100',
  rate: '0.05',
  limit_days: 7,
  daily_interest: '0.01369863',
  interest_paid: '0.04109589',
  remaining_days: 4,
  start_date: '2026-03-01',
  end_date: '2026-03-08',
  status: 1,
  created_at: '2026-03-01 10:00:00',
  ...overrides,
});
const page = (data: LockHolding[], total = data.length): LockHoldingsPage => ({
  total,
  per_page: 15,
  last_page: Math.max(1, Math.ceil(total / 15)),
  current_page: 1,
  data,
});
const openMine = (): void => {
  renderAt(i18n, '/deposit?tab=mine', '/deposit', <DepositPage />);
};
const texts = assetsTexts.savings;

describe('My savings (/deposit?tab=mine)', () => {
  it('shows each holding: quantity, period, exact daily dividend, income, days left, state', async () => {
    const expired = holding({ id: 3, remaining_days: 0, status: 2, interest_paid: '0.09589041' });
    const calls = mockApi({
      get: { 'storage_currency/lock_holdings': page([holding(), expired]) },
    });
    openMine();
    await flush();
    expect(calls.get).toHaveBeenCalledWith('storage_currency/lock_holdings', { page: 1 });
    expect(screen.getByTestId('deposit-tab-mine')).toHaveAttribute('aria-selected', 'true');
    const cards = screen.getAllByTestId(/^holding-\d+$/);
    expect(cards.map((card) => card.dataset.testid)).toEqual(['holding-9', 'holding-3']);
    const card = within(cards[0]);
    expect(cards[0]).toHaveTextContent('USDT 7-day lock');
    expect(card.getByTestId('holding-state')).toHaveTextContent(texts.inForce);
    expect(card.getByTestId('holding-amount')).toHaveTextContent('100.00 USDT');
    expect(card.getByTestId('holding-period')).toHaveTextContent('7 days');
    // The dividend is exact (the currency's 8 decimals), not a stablecoin's display 2 (0.01).
    expect(card.getByTestId('holding-daily')).toHaveTextContent('0.01369863 USDT');
    expect(card.getByTestId('holding-income')).toHaveTextContent('0.04109589 USDT');
    expect(card.getByTestId('holding-remaining')).toHaveTextContent('4 days');
    expect(card.getByTestId('holding-term')).toHaveTextContent('2026-03-01 – 2026-03-08');
    const old = within(cards[1]);
    expect(old.getByTestId('holding-state')).toHaveTextContent(texts.expired);
    expect(old.getByTestId('holding-remaining')).toHaveTextContent('0 days');
  });

  it('pages 15 holdings at a time', async () => {
    const calls = mockApi({
      get: {
        'storage_currency/lock_holdings': (params: unknown) =>
          page([holding({ id: (params as { page: number }).page })], 17),
      },
    });
    openMine();
    await flush();
    await userEvent.click(screen.getByRole('button', { name: /page 2/i }));
    await flush();
    expect(calls.get).toHaveBeenLastCalledWith('storage_currency/lock_holdings', { page: 2 });
    expect(screen.getByTestId('holding-2')).toBeInTheDocument();
  });

  it('says so when nothing is held, and offers Retry when the list cannot be read', async () => {
    mockApi({ get: { 'storage_currency/lock_holdings': page([]) } });
    openMine();
    await flush();
    expect(screen.getByText(texts.empty)).toBeInTheDocument();
    jest.restoreAllMocks();
    mockApi({ get: { 'storage_currency/lock_holdings': refused() } });
    await userEvent.click(screen.getByTestId('deposit-tab-products'));
    await userEvent.click(screen.getByTestId('deposit-tab-mine'));
    await flush();
    expect(screen.getByText(assetsTexts.common.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });

  it('asks a visitor to log in, returning to My savings, and calls nothing', async () => {
    session.clear();
    const calls = mockApi({ get: {} });
    openMine();
    await flush();
    expect(screen.getByText(texts.login)).toBeInTheDocument();
    expect(calls.get).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('savings-login'));
    expect(currentLocation()).toEqual({
      path: '/login',
      search: `?page=${encodeURIComponent('/deposit?tab=mine')}`,
    });
  });

  it('the products tab is the default; the tab row switches and keeps the choice in the URL', async () => {
    const calls = mockApi({
      get: {
        'storage_currency/lock_list': [],
        'storage_currency/lock_holdings': page([holding()]),
      },
    });
    renderAt(i18n, '/deposit', '/deposit', <DepositPage />);
    await flush();
    expect(screen.getByTestId('deposit-tab-products')).toHaveAttribute('aria-selected', 'true');
    expect(calls.get).not.toHaveBeenCalledWith('storage_currency/lock_holdings', { page: 1 });
    await userEvent.click(screen.getByTestId('deposit-tab-mine'));
    await flush();
    expect(screen.getByTestId('holding-9')).toBeInTheDocument();
  });
});
