import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Translator } from '@exchange/shared';
import {
  account,
  assetsTexts,
  currency,
  collectToasts,
  createTestI18n,
  errorTexts,
  flush,
  groups,
  mockApi,
  renderAt,
  signIn,
} from '../../test-kit/assets-test-kit';
import { TransferPage } from './transfer-page';
import { maxAmount } from './transfer-sides';

let i18n: Translator;
beforeAll(async () => {
  i18n = await createTestI18n();
});
beforeEach(() => signIn());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const pick = async (testId: string, option: string): Promise<void> => {
  await userEvent.click(screen.getByTestId(testId));
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
};

const balances = (id: number) => [account({ balance: id === 1 ? '100.5' : '7' })];

describe('TransferPage', () => {
  it('keeps the two sides different: choosing one side moves the other', async () => {
    mockApi({ get: { 'account/list': groups(balances) } });
    renderAt(i18n, '/x', '/x', <TransferPage accountIds={[1, 2, 3, 4, 5]} />);
    await flush();
    expect(screen.getByTestId('transfer-from')).toHaveTextContent('Spot account');
    expect(screen.getByTestId('transfer-to')).toHaveTextContent('Fiat account');
    expect(screen.getByTestId('from-balance')).toHaveTextContent('100.5');
    await pick('transfer-from', 'Fiat account');
    expect(screen.getByTestId('transfer-to')).toHaveTextContent('Spot account');
    expect(screen.getByTestId('from-balance')).toHaveTextContent('7');
    await pick('transfer-to', 'Margin account');
    expect(screen.getByTestId('transfer-from')).toHaveTextContent('Fiat account');
    await pick('transfer-to', 'Fiat account');
    expect(screen.getByTestId('transfer-from')).toHaveTextContent('Spot account');
    expect(screen.getByTestId('transfer-log-link')).toHaveAttribute(
      'href',
      '/assets/transferLog?currency_id=1&currency_code=USDT',
    );
  });

  it('asks for the amount, transfers, clears it and reloads after 1 s', async () => {
    let lists = 0;
    const calls = mockApi({
      get: {
        'account/list': () => {
          lists += 1;
          return groups(balances);
        },
      },
      post: { 'account/transfer': {} },
    });
    const toasts = collectToasts();
    renderAt(i18n, '/x', '/x', <TransferPage accountIds={[1, 3]} />);
    await flush();
    expect(screen.getByTestId('transfer-to')).toHaveTextContent('Margin account');
    const confirm = screen.getByRole('button', { name: assetsTexts.transfer.confirm });
    await userEvent.click(confirm);
    expect(errorTexts(toasts.toasts)).toEqual([assetsTexts.p_transfernum]);
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByTestId('transfer-amount'), '12.25{Enter}');
    await flush();
    expect(calls.post).toHaveBeenCalledWith('account/transfer', {
      currency_id: 1,
      balance: '12.25',
      from: 1,
      to: 3,
    });
    expect(screen.getByTestId('transfer-amount')).toHaveValue('');
    expect(lists).toBe(1);
    act(() => jest.advanceTimersByTime(999));
    expect(lists).toBe(1);
    act(() => jest.advanceTimersByTime(1));
    await flush();
    expect(lists).toBe(2);
    toasts.stop();
  });

  it('Max fills the whole available balance of the from-account, exactly', async () => {
    const btc = currency({ id: 2, code: 'BTC', decimals: 8 });
    mockApi({
      get: {
        'account/list': groups((id) => [
          account({ balance: id === 1 ? '100.5' : '7' }),
          account({ currency: btc, balance: id === 1 ? '0.12345678' : '9007199254740993.1' }),
        ]),
      },
    });
    renderAt(i18n, '/x', '/x', <TransferPage accountIds={[1, 2, 3, 4, 5]} />);
    await flush();
    const max = screen.getByRole('button', { name: assetsTexts.transfer.maxLabel });
    await userEvent.click(max);
    expect(screen.getByTestId('transfer-amount')).toHaveValue('100.5');
    await pick('transfer-currency', 'BTC');
    await pick('transfer-from', 'Fiat account');
    await userEvent.click(max);
    expect(screen.getByTestId('transfer-amount')).toHaveValue('9007199254740993.1');
  });

  it('swaps the from and to accounts, from the keyboard too', async () => {
    mockApi({ get: { 'account/list': groups(balances) } });
    renderAt(i18n, '/x', '/x', <TransferPage accountIds={[1, 2, 3]} />);
    await flush();
    await pick('transfer-to', 'Margin account');
    const swap = screen.getByRole('button', { name: assetsTexts.transfer.swap });
    await userEvent.click(swap);
    expect(screen.getByTestId('transfer-from')).toHaveTextContent('Margin account');
    expect(screen.getByTestId('transfer-to')).toHaveTextContent('Spot account');
    expect(screen.getByTestId('from-balance')).toHaveTextContent('7');
    swap.focus();
    expect(swap).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('transfer-from')).toHaveTextContent('Spot account');
    expect(screen.getByTestId('transfer-to')).toHaveTextContent('Margin account');
    await userEvent.tab();
    expect(screen.getByTestId('transfer-to')).toHaveFocus();
  });
});

describe('maxAmount', () => {
  it('floors to the currency decimals and drops trailing zeros; nothing when empty', () => {
    expect(maxAmount('1.23456789', 4)).toBe('1.2345');
    expect(maxAmount('100.50000000', 8)).toBe('100.5');
    expect(maxAmount('0.00009', 4)).toBe('');
    expect(maxAmount('0', 8)).toBe('');
    expect(maxAmount('oops', 8)).toBe('');
  });
});
