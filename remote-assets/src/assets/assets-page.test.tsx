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
      'Spot account',
      'Fiat account',
      'Margin account',
      'Options account',
      'Savings account',
      'Deposit',
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
    expect(screen.getByTestId('account-tradeAccount')).toBeInTheDocument();
  });

  it('does not open an account page the list does not hold', async () => {
    mock([1], true);
    renderAt(i18n, '/assets/leverAccount', '/assets/*', <AssetsPage />);
    await flush();
    expect(screen.queryByTestId('account-leverAccount')).toBeNull();
    expect(screen.getByTestId('account-tradeAccount')).toBeInTheDocument();
  });
});
