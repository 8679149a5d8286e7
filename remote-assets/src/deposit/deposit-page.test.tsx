import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerNavigate, session, type Translator } from '@exchange/shared';
import {
  assetsTexts,
  createTestI18n,
  flush,
  mockApi,
  renderAt,
  signIn,
} from '../test-kit/assets-test-kit';
import { DepositPage } from './deposit-page';

let i18n: Translator;
beforeAll(async () => {
  i18n = await createTestI18n();
});
beforeEach(() => signIn());
afterEach(() => jest.restoreAllMocks());

const product = {
  id: 4,
  name: 'USDT 30 days',
  limit_days: 30,
  rate: '0.08',
  display_rate: '8%',
  limit_number: '100',
  currency_id: 1,
  currency: { code: 'USDT' },
};

describe('DepositPage', () => {
  it('buys a product only after the confirmation, with a nonce', async () => {
    const calls = mockApi({
      get: { 'storage_currency/lock_list': [product] },
      post: { 'storage_currency/submit_lock': { id: 1 } },
    });
    renderAt(i18n, '/deposit', '/deposit', <DepositPage />);
    await flush();
    const card = screen.getByTestId('lock-product-4');
    expect(card).toHaveTextContent('8%');
    expect(card).toHaveTextContent('Term: 30 days');
    expect(card).toHaveTextContent('100 USDT');
    await userEvent.click(within(card).getByTestId('lock-buy'));
    expect(calls.post).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(calls.post).not.toHaveBeenCalled();
    await userEvent.click(within(card).getByTestId('lock-buy'));
    await userEvent.click(screen.getByTestId('confirm-dialog-ok'));
    await flush();
    expect(calls.post).toHaveBeenCalledWith('storage_currency/submit_lock', {
      id: 4,
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
    });
  });

  it('a visitor is asked to log in to buy and sent to login, returning to /deposit', async () => {
    session.clear();
    const calls = mockApi({ get: { 'storage_currency/lock_list': [product] } });
    const navigate = jest.fn();
    registerNavigate(navigate);
    try {
      window.history.pushState({}, '', '/deposit');
      renderAt(i18n, '/deposit', '/deposit', <DepositPage />);
      await flush();
      const buy = within(screen.getByTestId('lock-product-4')).getByTestId('lock-buy');
      expect(buy).toHaveTextContent(assetsTexts.deposit.loginToBuy);
      await userEvent.click(buy);
      expect(navigate).toHaveBeenCalledWith('/login?page=%2Fdeposit', undefined);
      expect(screen.queryByTestId('confirm-dialog-ok')).not.toBeInTheDocument();
      expect(calls.post).not.toHaveBeenCalled();
    } finally {
      registerNavigate(null);
    }
  });

  it('labels the rate APR: lock interest is simple, paid daily, not compounded', async () => {
    mockApi({ get: { 'storage_currency/lock_list': [product] } });
    renderAt(i18n, '/deposit', '/deposit', <DepositPage />);
    await flush();
    const rate = within(screen.getByTestId('lock-product-4')).getByTestId('lock-rate');
    expect(rate).toHaveTextContent(`8% ${assetsTexts.deposit.apr}`);
    expect(assetsTexts.deposit.apr).toBe('APR');
    expect(rate).toHaveAttribute('title', assetsTexts.deposit.aprHint);
  });

  it('says so when nothing is on sale', async () => {
    mockApi({ get: { 'storage_currency/lock_list': [] } });
    renderAt(i18n, '/deposit', '/deposit', <DepositPage />);
    await flush();
    expect(screen.getByText('No products are on sale.')).toBeInTheDocument();
  });
});
