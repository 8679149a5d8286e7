import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Translator } from '@exchange/shared';
import {
  collectToasts,
  createTestI18n,
  errorTexts,
  flush,
  mockApi,
  personalTexts,
  refused,
  renderAt,
  signIn,
} from '../test-kit/personal-test-kit';
import { ResetPasswordPage } from './reset-password-page';

const texts = personalTexts;
let i18n: Translator;
let toasts: ReturnType<typeof collectToasts>;

beforeAll(async () => {
  i18n = await createTestI18n();
});
beforeEach(() => {
  signIn();
  toasts = collectToasts();
});
afterEach(() => {
  toasts.stop();
  jest.restoreAllMocks();
});

const renderPage = (entry = '/resetPassword?fromSet=1'): void => {
  renderAt(i18n, entry, '/resetPassword', <ResetPasswordPage />);
};
const field = (label: string): HTMLElement => screen.getByLabelText(label);
const submit = (): HTMLElement => screen.getByRole('button', { name: texts.resetPassword.submit });

describe('ResetPasswordPage', () => {
  it('prompts in order: old, new, format, confirmation, match; nothing sent', async () => {
    const { post } = mockApi({ post: {} });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const last = async (): Promise<string | undefined> => {
      await user.click(submit());
      return errorTexts(toasts.toasts).at(-1);
    };
    expect(await last()).toBe(texts.errors.oldPassword);
    await user.type(field(texts.resetPassword.old), 'old12345');
    expect(await last()).toBe(texts.errors.newPassword);
    await user.type(field(texts.resetPassword.new), 'short');
    expect(await last()).toBe(texts.errors.passwordFormat);
    await user.clear(field(texts.resetPassword.new));
    await user.type(field(texts.resetPassword.new), 'new12345');
    expect(await last()).toBe(texts.errors.confirmPassword);
    await user.type(field(texts.resetPassword.confirm), 'new12346');
    expect(await last()).toBe(texts.errors.unlike);
    expect(post).not.toHaveBeenCalled();
    // Nothing typed is lost on a refused submit.
    expect(field(texts.resetPassword.old)).toHaveValue('old12345');
    expect(field(texts.resetPassword.new)).toHaveValue('new12345');
    expect(field(texts.resetPassword.confirm)).toHaveValue('new12346');
  });

  it('Enter sends user/amend_password and says other sessions were signed out', async () => {
    const { post } = mockApi({ post: { 'user/amend_password': null } });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.type(field(texts.resetPassword.old), 'old12345');
    await user.type(field(texts.resetPassword.new), 'new12345');
    await user.type(field(texts.resetPassword.confirm), 'new12345{Enter}');
    await flush();
    expect(post).toHaveBeenCalledWith(
      'user/amend_password',
      { old_password: 'old12345', new_password: 'new12345', secondary_password: 'new12345' },
      { silentSuccess: true },
    );
    expect(screen.getByTestId('reset-password-done')).toHaveTextContent(texts.resetPassword.done);
    expect(field(texts.resetPassword.old)).toHaveValue('');
    expect(screen.getByRole('link', { name: texts.common.backToSettings })).toHaveAttribute(
      'href',
      '/personal/accountSettings',
    );
  });

  it('a refused change (wrong old password) keeps every value', async () => {
    mockApi({ post: { 'user/amend_password': refused('Incorrect password') } });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.type(field(texts.resetPassword.old), 'wrong123');
    await user.type(field(texts.resetPassword.new), 'new12345');
    await user.type(field(texts.resetPassword.confirm), 'new12345{Enter}');
    await flush();
    expect(screen.queryByTestId('reset-password-done')).toBeNull();
    expect(field(texts.resetPassword.old)).toHaveValue('wrong123');
    expect(field(texts.resetPassword.confirm)).toHaveValue('new12345');
    expect(submit()).toBeEnabled();
  });

  it('never writes a password to the browser storage', async () => {
    mockApi({ post: { 'user/amend_password': null } });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.type(field(texts.resetPassword.old), 'old12345');
    await user.type(field(texts.resetPassword.new), 'new12345');
    await user.type(field(texts.resetPassword.confirm), 'new12345{Enter}');
    await flush();
    const stored = Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? '');
    expect(stored.some((value) => value.includes('12345'))).toBe(false);
  });
});
