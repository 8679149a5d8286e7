import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountGroup, Translator } from '@exchange/shared';
import { LIVE_RELOAD_MS } from '../../common/use-live-accounts';
import {
  assetsTexts,
  commonTexts,
  createTestI18n,
  fakeSocket,
  flush,
  groups,
  mockApi,
  refused,
  renderAt,
  signIn,
} from '../../test-kit/assets-test-kit';
import { OverviewPage } from './overview-page';

let i18n: Translator;
beforeAll(async () => {
  i18n = await createTestI18n();
});
beforeEach(() => signIn());
afterEach(() => jest.restoreAllMocks());

const withTotals = (totals: string[]): AccountGroup[] =>
  groups(() => []).map((group, index) => ({ ...group, convert_usd: totals[index] }));

const renderPage = (accountIds = [1, 2, 3, 4, 5], depositTo = '/assets/recharge') =>
  renderAt(
    i18n,
    '/assets/overview',
    '/assets/overview',
    <OverviewPage accountIds={accountIds} depositTo={depositTo} />,
  );

describe('OverviewPage (docs/product.md#assets-area)', () => {
  it('shows the exact total, each account with its share and a link to its page', async () => {
    mockApi({ get: { 'account/list': withTotals(['0.10', '0.20', '0.00', '99.70', '0.00']) } });
    renderPage([1, 2, 4, 5]);
    await flush();
    expect(screen.getByTestId('overview-total')).toHaveTextContent('100.00 USD');
    const row = (path: string): HTMLElement => screen.getByTestId(`overview-row-${path}`);
    expect(within(row('tradeAccount')).getByTestId('overview-usd')).toHaveTextContent('0.10 USD');
    expect(within(row('tradeAccount')).getByTestId('overview-share')).toHaveTextContent('0.1 %');
    expect(within(row('secondAccount')).getByTestId('overview-share')).toHaveTextContent('99.7 %');
    expect(
      within(row('secondAccount')).getByRole('link', { name: 'Open Options account' }),
    ).toHaveAttribute('href', '/assets/secondAccount');
    // The menu does not list the margin page: no link to a route that does not exist.
    expect(within(row('leverAccount')).queryByTestId('overview-link')).toBeNull();
    const split = screen.getByRole('img', { name: /Split of the total by account/ });
    expect(split).toHaveAccessibleName(
      'Split of the total by account: Spot account 0.1 %, Fiat account 0.2 %, ' +
        'Margin account 0.0 %, Options account 99.7 %, Savings account 0.0 %',
    );
    expect(screen.getByTestId('overview-split-4')).toHaveStyle({ width: '99.7%' });
    expect(screen.queryByTestId('overview-split-3')).toBeNull();
    expect(screen.queryByTestId('overview-deposit')).toBeNull();
  });

  it('says there is nothing yet and offers Deposit when every account is zero', async () => {
    mockApi({ get: { 'account/list': withTotals(['0.00', '0.00', '0.00', '0.00', '0.00']) } });
    renderPage([1, 2, 3, 4, 5], '/assets/tradeAccount');
    await flush();
    expect(screen.getByText(assetsTexts.overview.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: assetsTexts.overview.deposit })).toHaveAttribute(
      'href',
      '/assets/tradeAccount',
    );
    expect(screen.queryByTestId('overview-split')).toBeNull();
    expect(screen.getByTestId('overview-total')).toHaveTextContent('0.00 USD');
  });

  it('shows a failure with a retry that loads again', async () => {
    let fail = true;
    mockApi({
      get: {
        'account/list': () => (fail ? refused('down') : withTotals(['1.00', '0', '0', '0', '0'])),
      },
    });
    renderPage();
    await flush();
    expect(screen.getByText(assetsTexts.common.loadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: commonTexts.retry }));
    await flush();
    expect(screen.getByTestId('overview-total')).toHaveTextContent('1.00 USD');
  });

  it('follows the account stream: any account’s push reloads once per burst', async () => {
    const socket = fakeSocket();
    let total = '1.00';
    const { get } = mockApi({
      get: { 'account/list': () => withTotals([total, '0', '0', '0', '2.00']) },
    });
    renderPage();
    await flush();
    expect(screen.getByTestId('overview-total')).toHaveTextContent('3.00 USD');
    const loads = (): number => get.mock.calls.filter(([path]) => path === 'account/list').length;
    const push = {
      accounts: [
        {
          account_type_id: 5,
          currency_id: 1,
          currency_code: 'USDT',
          balance: '1',
          lock_balance: '0',
        },
      ],
    };
    total = '4.25';
    jest.useFakeTimers();
    try {
      socket.push('ACCOUNT_BALANCE', push);
      socket.push('ACCOUNT_BALANCE', push);
      jest.advanceTimersByTime(LIVE_RELOAD_MS - 1);
      expect(loads()).toBe(1);
      act(() => jest.advanceTimersByTime(1));
      expect(loads()).toBe(2);
    } finally {
      jest.useRealTimers();
    }
    await flush();
    expect(screen.getByTestId('overview-total')).toHaveTextContent('6.25 USD');
    act(() => socket.reconnect());
    await flush();
    expect(loads()).toBe(3);
  });
});
