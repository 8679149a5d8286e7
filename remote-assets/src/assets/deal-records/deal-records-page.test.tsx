import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Translator } from '@exchange/shared';
import type { AccountLogRow } from '@exchange/shared/contract/personal';
import {
  account,
  createTestI18n,
  currency,
  flush,
  groups,
  mockApi,
  renderAt,
  signIn,
} from '../../test-kit/assets-test-kit';
import { DealRecordsPage } from './deal-records-page';
import { recordsPageCount } from './records-list';

let i18n: Translator;
beforeAll(async () => {
  i18n = await createTestI18n();
});
beforeEach(() => signIn());
afterEach(() => jest.restoreAllMocks());

const row = (id: number): AccountLogRow => ({
  id,
  currency: { code: 'USDT' },
  value: '-1.5',
  memo: 'Transfer',
  account_type_id: 3,
  extra_data: { from: 'change_account' },
  created_at: '2026-01-01 10:00:00',
});
const page = (total: number) => ({
  total,
  per_page: 15,
  current_page: 1,
  last_page: Math.max(1, Math.ceil(total / 15)),
  data: Array.from({ length: Math.min(total, 15) }, (_, index) => row(index + 1)),
});

describe('DealRecordsPage', () => {
  it('pages only above 15', () => {
    expect(recordsPageCount(15, 1)).toBe(1);
    expect(recordsPageCount(16, 2)).toBe(2);
  });

  it('lists the account type of `types`, filters by currency, pages only above 15', async () => {
    const btc = currency({ id: 2, code: 'BTC' });
    let total = 15;
    const calls = mockApi({
      get: {
        'account/list': groups(() => [account(), account({ currency: btc })]),
        'account_log/lever': () => page(total),
      },
    });
    const view = renderAt(i18n, '/r?types=lever_account', '/r', <DealRecordsPage />);
    await flush();
    expect(screen.getByText('Account: Margin account')).toBeInTheDocument();
    expect(screen.getAllByTestId('record-row')).toHaveLength(15);
    expect(screen.getAllByText('Other account: Spot account')).toHaveLength(15);
    expect(screen.queryAllByRole('navigation')).toHaveLength(0);
    expect(calls.get).toHaveBeenCalledWith('account_log/lever', { page: 1 });
    total = 16;
    await userEvent.click(screen.getByTestId('records-currency'));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'BTC' }));
    await flush();
    expect(calls.get).toHaveBeenCalledWith('account_log/lever', { page: 1, currency_id: 2 });
    expect(screen.getAllByRole('navigation').length).toBeGreaterThan(0);
    view.unmount();
  });
});
