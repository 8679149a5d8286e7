import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Translator } from '@exchange/shared';
import {
  collectToasts,
  commonTexts,
  createTestI18n,
  flush,
  mockApi,
  personalTexts,
  refused,
  renderAt,
  signIn,
  USER,
} from '../../test-kit/personal-test-kit';
import { AccountSettingsPage, inviteLink } from './account-settings-page';

const texts = personalTexts;
let i18n: Translator;
let toasts: ReturnType<typeof collectToasts>;

beforeAll(async () => {
  i18n = await createTestI18n();
});
beforeEach(() => {
  toasts = collectToasts();
});
afterEach(() => {
  toasts.stop();
  jest.restoreAllMocks();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

const renderPage = (): void => {
  renderAt(i18n, '/personal/accountSettings', '/personal/accountSettings', <AccountSettingsPage />);
};
const row = (testId: string): HTMLElement => screen.getByTestId(testId);
const withClipboard = (writeText: jest.Mock): void => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
};

describe('AccountSettingsPage', () => {
  it('shows uid, invite code and link, bindings, passwords and the authorization code', async () => {
    signIn();
    mockApi({ get: { 'user/info': USER, 'user/authorization_code': { code: 'AUTH-42' } } });
    renderPage();
    await flush();
    expect(screen.getByTestId('row-uid-value')).toHaveTextContent(USER.uid);
    expect(screen.getByTestId('row-invite-code-value')).toHaveTextContent('INV7QX');
    expect(screen.getByTestId('row-invite-link-value')).toHaveTextContent(
      'http://localhost/register?extension_code=INV7QX',
    );
    expect(screen.getByTestId('row-email-value')).toHaveTextContent(USER.email);
    expect(screen.getByTestId('row-phone-value')).toHaveTextContent(texts.settings.notBound);
    expect(screen.getByTestId('row-authorization-code-value')).toHaveTextContent('AUTH-42');
    expect(screen.getByTestId('login-password-link')).toHaveAttribute(
      'href',
      '/resetPassword?fromSet=1',
    );
    expect(screen.getByTestId('trade-password-link')).toHaveAttribute('href', '/tradePassword');
    expect(screen.getByTestId('trade-password-link')).toHaveTextContent(texts.settings.set);
    expect(screen.queryByTestId('bind-email-link')).toBeNull();
  });

  it('builds the invite link from the origin and the invite code', () => {
    expect(inviteLink('https://ex.io', 'AB C')).toBe(
      'https://ex.io/register?extension_code=AB%20C',
    );
  });

  it('links to /bindAccount when no e-mail is bound; "change" once a trade password is set', async () => {
    const phoneUser = { ...USER, email: '', mobile: '5550100', pay_password_set: true };
    signIn(phoneUser);
    mockApi({ get: { 'user/info': phoneUser, 'user/authorization_code': { code: 'A' } } });
    renderPage();
    await flush();
    expect(screen.getByTestId('row-email-value')).toHaveTextContent(texts.settings.notBound);
    expect(screen.getByTestId('bind-email-link')).toHaveAttribute('href', '/bindAccount');
    expect(screen.getByTestId('trade-password-link')).toHaveTextContent(texts.settings.change);
  });

  it('offers to bind a phone when none is bound, with a link to the bound-accounts page', async () => {
    signIn();
    mockApi({ get: { 'user/info': USER, 'user/authorization_code': { code: 'A' } } });
    renderPage();
    await flush();
    const action = within(row('row-phone')).getByRole('link', { name: texts.settings.bind });
    expect(action).toHaveAttribute('href', '/bindInfo');
    expect(action).toHaveAttribute('data-testid', 'bind-phone-link');
  });

  it('offers no phone binding once a phone is bound', async () => {
    const phoneUser = { ...USER, mobile: '5550100' };
    signIn(phoneUser);
    mockApi({ get: { 'user/info': phoneUser, 'user/authorization_code': { code: 'A' } } });
    renderPage();
    await flush();
    expect(screen.getByTestId('row-phone-value')).toHaveTextContent('5550100');
    expect(screen.queryByTestId('bind-phone-link')).toBeNull();
  });

  it('links a bound phone and a bound e-mail to the bound-accounts page (/bindInfo)', async () => {
    const bound = { ...USER, mobile: '5550100', email: 'a@b.co' };
    signIn(bound);
    mockApi({ get: { 'user/info': bound, 'user/authorization_code': { code: 'A' } } });
    renderPage();
    await flush();
    for (const [rowId, linkId] of [
      ['row-phone', 'bound-phone-link'],
      ['row-email', 'bound-email-link'],
    ]) {
      const link = within(row(rowId)).getByRole('link', { name: texts.bindInfo.title });
      expect(link).toHaveAttribute('href', '/bindInfo');
      expect(link).toHaveAttribute('data-testid', linkId);
      expect(link).toHaveTextContent(texts.settings.view);
    }
  });

  it.each([
    [{ email: '', mobile: '', review_status: 0 }, 50, texts.security.middle],
    [{ email: 'a@b.co', mobile: '', review_status: 0 }, 75, texts.security.high],
    [{ email: 'a@b.co', mobile: '', review_status: 2 }, 100, texts.security.strong],
  ])('security bar for %j: %i %%', async (fields, percent, label) => {
    const user = { ...USER, ...fields };
    signIn(user);
    mockApi({ get: { 'user/info': user, 'user/authorization_code': { code: 'A' } } });
    renderPage();
    await flush();
    const bar = screen.getByTestId('security-bar');
    expect(bar).toHaveAttribute('data-percent', String(percent));
    expect(bar).toHaveTextContent(`${label} (${percent}%)`);
    expect(within(bar).getByRole('meter')).toHaveAttribute('aria-valuenow', String(percent));
  });

  it('copies with navigator.clipboard and says so', async () => {
    signIn();
    mockApi({ get: { 'user/info': USER, 'user/authorization_code': { code: 'AUTH-42' } } });
    const writeText = jest.fn().mockResolvedValue(undefined);
    const user = userEvent.setup({ delay: null });
    withClipboard(writeText);
    renderPage();
    await flush();
    await user.click(within(row('row-invite-link')).getByRole('button', { name: /Copy/ }));
    await flush();
    expect(writeText).toHaveBeenCalledWith('http://localhost/register?extension_code=INV7QX');
    expect(toasts.toasts.at(-1)).toEqual(
      expect.objectContaining({ severity: 'success', message: commonTexts.copied }),
    );
    await user.click(within(row('row-authorization-code')).getByRole('button', { name: /Copy/ }));
    await flush();
    expect(writeText).toHaveBeenLastCalledWith('AUTH-42');
  });

  it('falls back to the selection copy, and says when copying failed', async () => {
    signIn();
    mockApi({ get: { 'user/info': USER, 'user/authorization_code': { code: 'A' } } });
    const execCommand = jest.fn().mockReturnValueOnce(true).mockReturnValueOnce(false);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const user = userEvent.setup({ delay: null });
    withClipboard(jest.fn().mockRejectedValue(new Error('denied')));
    renderPage();
    await flush();
    await user.click(within(row('row-uid')).getByRole('button', { name: /Copy/ }));
    await flush();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(toasts.toasts.at(-1)?.message).toBe(commonTexts.copied);
    await user.click(within(row('row-uid')).getByRole('button', { name: /Copy/ }));
    await flush();
    expect(toasts.toasts.at(-1)).toEqual(
      expect.objectContaining({ severity: 'error', message: commonTexts.copyFailed }),
    );
  });

  it('loading, then an error state with Retry when user info cannot be read', async () => {
    signIn();
    // A fresh page: the stored session (token) without user info yet, as after a reload.
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    let fail = true;
    mockApi({
      get: {
        'user/info': () => (fail ? refused() : USER),
        'user/authorization_code': { code: 'A' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(screen.getByTestId('loading')).toBeInTheDocument();
    await flush();
    expect(screen.getByText(texts.common.loadFailed)).toBeVisible();
    fail = false;
    await user.click(screen.getByTestId('retry'));
    await flush();
    expect(screen.getByTestId('row-uid-value')).toHaveTextContent(USER.uid);
  });
});
