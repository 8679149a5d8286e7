import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Translator } from '@exchange/shared';
import {
  createTestI18n,
  flush,
  mockApi,
  personalTexts,
  refused,
  renderAt,
  signIn,
} from '../../test-kit/personal-test-kit';
import { logPageCount, TransactionLogPage } from './transaction-log-page';

const texts = personalTexts;
let i18n: Translator;

beforeAll(async () => {
  i18n = await createTestI18n();
});
beforeEach(() => signIn());
afterEach(() => jest.restoreAllMocks());

const rows = (count: number, from = 1): object[] =>
  Array.from({ length: count }, (_, index) => ({
    id: from + index,
    currency: { code: 'USDT' },
    value: index % 2 ? '-1.5' : '10',
    memo: `Movement ${from + index}`,
    account_type_id: 1,
    extra_data: index === 0 ? { from: 'lever_account' } : {},
    created_at: '2026-11-20 10:00:00',
  }));

const paged = (total: number, page: number): object => ({
  total,
  per_page: 15,
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / 15)),
  data: rows(Math.min(15, total - (page - 1) * 15), (page - 1) * 15 + 1),
});

const renderPage = (): void => {
  renderAt(i18n, '/personal/transactionLog', '/personal/transactionLog', <TransactionLogPage />);
};

describe('TransactionLogPage', () => {
  it('pages links only above 15', () => {
    expect(logPageCount(15, 1)).toBe(1);
    expect(logPageCount(16, 2)).toBe(2);
    expect(logPageCount(0, 1)).toBe(1);
  });

  it('shows the account logs, signed amounts, no pager for 15 rows or fewer', async () => {
    const { get } = mockApi({ get: { 'account_log/all': paged(15, 1) } });
    renderPage();
    expect(screen.getByTestId('loading')).toBeInTheDocument();
    await flush();
    expect(get).toHaveBeenCalledWith('account_log/all', { page: 1 });
    expect(screen.getAllByTestId('log-row')).toHaveLength(15);
    // At the currency's display decimals (docs/decisions.md#display-numbers).
    expect(screen.getAllByTestId('log-row')[0]).toHaveTextContent('+10.00');
    expect(screen.getAllByTestId('log-row')[0]).toHaveTextContent('From: Leverage');
    expect(screen.getAllByTestId('log-row')[1]).toHaveTextContent('-1.50');
    expect(screen.getAllByTestId('log-row')[0]).toHaveTextContent(texts.log.accounts['1']);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('above 15: page links load the next page', async () => {
    const { get } = mockApi({
      get: { 'account_log/all': (params: unknown) => paged(20, (params as { page: number }).page) },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await flush();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await flush();
    expect(get).toHaveBeenLastCalledWith('account_log/all', { page: 2 });
    expect(screen.getAllByTestId('log-row')).toHaveLength(5);
  });

  it('empty and error states', async () => {
    let fail = true;
    mockApi({ get: { 'account_log/all': () => (fail ? refused() : paged(0, 1)) } });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await flush();
    expect(screen.getByText(texts.common.loadFailed)).toBeVisible();
    fail = false;
    await user.click(screen.getByTestId('retry'));
    await flush();
    expect(screen.getByText(texts.log.empty)).toBeVisible();
  });
});
