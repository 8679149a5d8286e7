import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  PayInDetail,
  PayInOptions,
  PayInPage,
  PayInPayment,
  Translator,
} from '@exchange/shared';
import {
  assetsTexts,
  collectToasts,
  createTestI18n,
  errorTexts,
  flush,
  mockApi,
  renderAt,
  signIn,
} from '../../test-kit/assets-test-kit';
import { providerPage, RechargePage, TOP_UP_REFRESH_MS } from './recharge-page';

let i18n: Translator;
beforeAll(async () => {
  i18n = await createTestI18n();
});
beforeEach(() => signIn());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const OPTIONS: PayInOptions = {
  fiats: [
    { code: 'USD', rate: '1' },
    { code: 'THB', rate: '35.5' },
  ],
  channels: [
    {
      channel: 'bank',
      limits: [
        { fiat: 'USD', min: '10.00', max: '50000.00' },
        { fiat: 'THB', min: '350.00', max: '1750000.00' },
      ],
    },
    {
      channel: 'card',
      limits: [
        { fiat: 'USD', min: '10.00', max: '5000.00' },
        { fiat: 'THB', min: '350.00', max: '175000.00' },
      ],
    },
  ],
  usdt_decimals: 8,
  expiry_minutes: 30,
};

const payment = (overrides: Partial<PayInPayment> = {}): PayInPayment => ({
  id: 7,
  fiat: 'USD',
  fiat_amount: '100.00',
  usdt_amount: '100',
  rate: '1',
  channel: 'card',
  reference: 'TP-ABC234',
  state: 'pending',
  created_at: Date.UTC(2026, 10, 28, 12, 0),
  expires_at: Date.UTC(2026, 10, 28, 12, 30),
  paid_at: null,
  credited_at: null,
  ...overrides,
});

const page = (rows: PayInPayment[]): PayInPage => ({
  total: rows.length,
  per_page: 10,
  last_page: 1,
  current_page: 1,
  data: rows,
});

const pick = async (testId: string, option: string): Promise<void> => {
  await userEvent.click(screen.getByTestId(testId));
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
};

const texts = assetsTexts.topUp;

describe('RechargePage', () => {
  it('shows the fiats, channels, limits and the exact USDT for the amount', async () => {
    mockApi({ get: { 'pay_in/options': OPTIONS, 'pay_in/list': page([]) } });
    renderAt(i18n, '/assets/recharge', '/assets/recharge', <RechargePage />);
    await flush();
    expect(screen.getByTestId('top-up-fiat')).toHaveTextContent('USD');
    expect(screen.getByTestId('channel-bank')).toHaveTextContent(texts.channels.bank);
    expect(screen.getByTestId('channel-card')).toHaveTextContent(texts.channels.card);
    expect(screen.getByTestId('top-up-limits')).toHaveTextContent('10.00 – 50000.00 USD');
    await userEvent.click(screen.getByTestId('channel-card'));
    expect(screen.getByTestId('top-up-limits')).toHaveTextContent('10.00 – 5000.00 USD');
    await pick('top-up-fiat', 'THB');
    expect(screen.getByTestId('top-up-rate')).toHaveTextContent('1 USDT = 35.5 THB');
    await userEvent.type(screen.getByTestId('top-up-amount'), '1000.5');
    expect(screen.getByTestId('top-up-receive')).toHaveTextContent('28.18309859');
    // A third decimal or a letter is not taken.
    await userEvent.type(screen.getByTestId('top-up-amount'), '12e');
    expect(screen.getByTestId('top-up-amount')).toHaveValue('1000.51');
    expect(screen.getByText(texts.empty)).toBeInTheDocument();
  });

  it('refuses an amount outside the limits before sending, with the limits in the message', async () => {
    const calls = mockApi({ get: { 'pay_in/options': OPTIONS, 'pay_in/list': page([]) } });
    const toasts = collectToasts();
    renderAt(i18n, '/assets/recharge', '/assets/recharge', <RechargePage />);
    await flush();
    await userEvent.click(screen.getByTestId('top-up-submit'));
    expect(errorTexts(toasts.toasts)).toEqual([texts.errors.amount]);
    await userEvent.type(screen.getByTestId('top-up-amount'), '5{Enter}');
    expect(errorTexts(toasts.toasts)).toEqual([
      texts.errors.amount,
      'The amount must be between 10.00 and 50000.00 USD',
    ]);
    expect(calls.post).not.toHaveBeenCalled();
  });

  it('a bank top-up shows the bank details and the reference to copy', async () => {
    const created: PayInDetail = {
      payment: payment({ channel: 'bank', reference: 'TP-XYZ789' }),
      next: {
        kind: 'bank',
        bank_name: 'Demo Bank',
        account_name: 'Exchange Ltd',
        account_number: '0012',
        reference: 'TP-XYZ789',
      },
    };
    let lists = 0;
    const calls = mockApi({
      get: {
        'pay_in/options': OPTIONS,
        'pay_in/list': () => {
          lists += 1;
          return page(lists > 1 ? [created.payment] : []);
        },
      },
      post: { 'pay_in/create': created },
    });
    renderAt(i18n, '/assets/recharge', '/assets/recharge', <RechargePage />);
    await flush();
    await userEvent.type(screen.getByTestId('top-up-amount'), '100{Enter}');
    await flush();
    expect(calls.post).toHaveBeenCalledWith('pay_in/create', {
      fiat: 'USD',
      amount: '100',
      channel: 'bank',
    });
    expect(screen.getByTestId('bank-reference')).toHaveTextContent('TP-XYZ789');
    expect(screen.getByTestId('bank-bank')).toHaveTextContent('Demo Bank');
    expect(screen.getByTestId('top-up-amount')).toHaveValue('');
    const row = screen.getByTestId('top-up-7');
    expect(row).toHaveTextContent('100.00 USD → 100 USDT');
    expect(row).toHaveTextContent('TP-XYZ789');
    expect(within(row).getByTestId('top-up-state')).toHaveTextContent(texts.states.pending);
  });

  it('a card top-up goes to the provider page', async () => {
    const open = jest.spyOn(providerPage, 'open').mockImplementation(() => undefined);
    mockApi({
      get: { 'pay_in/options': OPTIONS, 'pay_in/list': page([]) },
      post: {
        'pay_in/create': {
          payment: payment(),
          next: { kind: 'redirect', url: '/pay-in/sandbox/sbx_1' },
        },
      },
    });
    renderAt(i18n, '/assets/recharge', '/assets/recharge', <RechargePage />);
    await flush();
    await userEvent.click(screen.getByTestId('channel-card'));
    await userEvent.type(screen.getByTestId('top-up-amount'), '100');
    await userEvent.click(screen.getByTestId('top-up-submit'));
    await flush();
    expect(open).toHaveBeenCalledWith('/pay-in/sandbox/sbx_1');
    expect(screen.getByText(texts.redirecting)).toBeInTheDocument();
  });

  it('on return shows the payment result and refreshes while it is pending', async () => {
    let state: PayInPayment['state'] = 'pending';
    mockApi({
      get: {
        'pay_in/options': OPTIONS,
        'pay_in/list': () => page([payment({ state })]),
        'pay_in/detail': () => ({ payment: payment({ state }), next: null }),
      },
    });
    jest.useFakeTimers();
    renderAt(i18n, '/assets/recharge?payment=7', '/assets/recharge', <RechargePage />);
    await flush();
    expect(screen.getByTestId('top-up-result')).toHaveAttribute('data-state', 'pending');
    state = 'credited';
    await act(async () => {
      jest.advanceTimersByTime(TOP_UP_REFRESH_MS);
    });
    await flush();
    expect(screen.getByTestId('top-up-result')).toHaveTextContent(
      'Top-up credited: 100 USDT is in your spot account.',
    );
    expect(within(screen.getByTestId('top-up-7')).getByTestId('top-up-state')).toHaveTextContent(
      texts.states.credited,
    );
  });

  it('shows a retry when the options fail to load', async () => {
    mockApi({ get: { 'pay_in/options': new Error('down'), 'pay_in/list': page([]) } });
    renderAt(i18n, '/assets/recharge', '/assets/recharge', <RechargePage />);
    await flush();
    expect(screen.getByText(assetsTexts.common.loadFailed)).toBeInTheDocument();
  });
});
