import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Translator } from '@exchange/shared';
import {
  createTestI18n,
  flush,
  mockApi,
  personalTexts,
  renderAt,
  signIn,
  USER,
} from '../test-kit/personal-test-kit';
import { PersonalPage } from './personal-page';

const texts = personalTexts;
let i18n: Translator;

beforeAll(async () => {
  i18n = await createTestI18n();
});
beforeEach(() => signIn());
afterEach(() => jest.restoreAllMocks());

describe('PersonalPage', () => {
  it('/personal alone opens account settings; the menu lists the five pages in order', async () => {
    mockApi({ get: { 'user/info': USER, 'user/authorization_code': { code: 'A' } } });
    renderAt(i18n, '/personal', '/personal/*', <PersonalPage />);
    await flush();
    expect(screen.getByTestId('account-settings')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: texts.menu.label });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/personal/accountSettings',
      '/personal/transactionLog',
      '/personal/collectionSettings',
      '/personal/authentication',
      '/personal/feedback',
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
  });

  it('the menu switches pages', async () => {
    mockApi({
      get: {
        'user/info': USER,
        'user/authorization_code': { code: 'A' },
        'account_log/all': { total: 0, per_page: 15, current_page: 1, last_page: 1, data: [] },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderAt(i18n, '/personal/accountSettings', '/personal/*', <PersonalPage />);
    await flush();
    await user.click(screen.getByRole('link', { name: texts.menu.transactionLog }));
    await flush();
    expect(screen.getByTestId('transaction-log')).toBeInTheDocument();
    expect(screen.getByText(texts.log.empty)).toBeVisible();
  });
});
