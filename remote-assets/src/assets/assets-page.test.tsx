import { screen } from '@testing-library/react';
import type { Translator } from '@exchange/shared';
import {
  account,
  createTestI18n,
  flush,
  groups,
  mockApi,
  renderAt,
  signIn,
} from '../test-kit/assets-test-kit';
import { AssetsPage } from './assets-page';

let i18n: Translator;
beforeAll(async () => {
  i18n = await createTestI18n();
});
beforeEach(() => signIn());
afterEach(() => jest.restoreAllMocks());

const simple = (ids: number[]) => ids.map((id) => ({ id, account_code: 'x', name: 'x' }));

const mock = (ids: number[], open: boolean): void => {
  mockApi({
    get: {
      'account/list': (params: unknown) =>
        (params as { is_simple?: number } | undefined)?.is_simple
          ? simple(ids)
          : groups(() => [account()]),
      'pay_in/open': { open },
    },
  });
};

describe('AssetsPage', () => {
  it('lists the accounts of the simple list, recharge and both transfers', async () => {
    mock([1, 2, 3, 4, 5], true);
    renderAt(i18n, '/assets/tradeAccount', '/assets/*', <AssetsPage />);
    await flush();
    const menu = screen.getByTestId('assets-menu');
    expect(Array.from(menu.querySelectorAll('a')).map((link) => link.textContent)).toEqual([
      'Overview',
      'Spot account',
      'Fiat account',
      'Margin account',
      'Options account',
      'Savings account',
      'Top up',
      'Internal transfer',
      'Transfer',
    ]);
  });

  it('leaves out missing accounts and recharge when pay-in is closed (menu and route)', async () => {
    mock([1, 3], false);
    renderAt(i18n, '/assets/recharge', '/assets/*', <AssetsPage />);
    await flush();
    expect(screen.queryByTestId('menu-legalAccount')).toBeNull();
    expect(screen.queryByTestId('menu-recharge')).toBeNull();
    expect(screen.getByTestId('menu-leverAccount')).toBeInTheDocument();
    expect(screen.queryByTestId('recharge-page')).toBeNull();
    expect(screen.getByTestId('assets-overview')).toBeInTheDocument();
  });

  it('does not open an account page the list does not hold', async () => {
    mock([1], true);
    renderAt(i18n, '/assets/leverAccount', '/assets/*', <AssetsPage />);
    await flush();
    expect(screen.queryByTestId('account-leverAccount')).toBeNull();
    expect(screen.getByTestId('assets-overview')).toBeInTheDocument();
  });

  it('lands /assets on the overview, the first menu entry, with the others still routed', async () => {
    mock([1, 2, 3, 4, 5], false);
    renderAt(i18n, '/assets', '/assets/*', <AssetsPage />);
    await flush();
    expect(screen.getByTestId('assets-overview')).toBeInTheDocument();
    expect(screen.getByTestId('menu-overview')).toHaveClass('active');
    expect(screen.getByTestId('overview-total')).toHaveTextContent('502.50 USD');
    // Pay-in closed: the empty state's Deposit would go to the spot account's charge panel.
    expect(screen.getByTestId('overview-row-legalAccount').querySelector('a')).toHaveAttribute(
      'href',
      '/assets/legalAccount',
    );
  });

  it('still opens the account pages and transfer by their paths', async () => {
    mock([1, 2, 3, 4, 5], true);
    renderAt(i18n, '/assets/financialAccount', '/assets/*', <AssetsPage />);
    await flush();
    expect(screen.getByTestId('account-financialAccount')).toBeInTheDocument();
    expect(screen.queryByTestId('assets-overview')).toBeNull();
  });
});
