import { widgetTexts } from '@exchange/shared/testing';
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
  USER,
} from '../test-kit/personal-test-kit';
import { TradePasswordPage } from './trade-password-page';

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
});

const renderPage = (): void => {
  renderAt(i18n, '/tradePassword', '/tradePassword', <TradePasswordPage />);
};
const field = (label: string): HTMLElement => screen.getByLabelText(label);
const submit = (): HTMLElement => screen.getByRole('button', { name: texts.tradePassword.submit });

describe('TradePasswordPage', () => {
  it('titles "set" without a trade password and "change" with one', async () => {
    signIn();
    mockApi({ get: { 'user/info': USER } });
    const { unmount } = renderAt(i18n, '/tradePassword', '/tradePassword', <TradePasswordPage />);
    await flush();
    expect(screen.getByRole('heading', { name: texts.tradePassword.setTitle })).toBeVisible();
    unmount();
    jest.restoreAllMocks();
    signIn({ ...USER, pay_password_set: true });
    mockApi({ get: { 'user/info': { ...USER, pay_password_set: true } } });
    renderPage();
    await flush();
    expect(screen.getByRole('heading', { name: texts.tradePassword.changeTitle })).toBeVisible();
  });

  it('prompts in order: password, format, confirmation, match, code', async () => {
    signIn();
    const { post } = mockApi({ get: { 'user/info': USER } });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await flush();
    const last = async (): Promise<string | undefined> => {
      await user.click(submit());
      return errorTexts(toasts.toasts).at(-1);
    };
    expect(await last()).toBe(texts.errors.tradePassword);
    await user.type(field(texts.tradePassword.password), '123');
    expect(await last()).toBe(texts.errors.passwordFormat);
    await user.type(field(texts.tradePassword.password), '456');
    expect(await last()).toBe(texts.errors.confirmPassword);
    await user.type(field(texts.tradePassword.confirm), '123457');
    expect(await last()).toBe(texts.errors.unlike);
    await user.clear(field(texts.tradePassword.confirm));
    await user.type(field(texts.tradePassword.confirm), '123456');
    expect(await last()).toBe(texts.errors.code);
    expect(post).not.toHaveBeenCalled();
    expect(field(texts.tradePassword.password)).toHaveValue('123456');
  });

  it('sends the type-3 code to the bound e-mail and counts down', async () => {
    signIn();
    const { post } = mockApi({
      get: { 'user/info': USER },
      post: { 'notify/send_email': { expires_in: 600, resend_in: 60 } },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await flush();
    expect(screen.getByText(`The code is sent to ${USER.email}`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: widgetTexts.sendCode.send }));
    await flush();
    expect(post).toHaveBeenCalledWith('notify/send_email', { to: USER.email, type: 3 });
    expect(screen.getByTestId('send-code-button')).toHaveTextContent('60 s');
  });

  it('a phone-only account gets the code by SMS', async () => {
    const phoneUser = { ...USER, email: '', mobile: '5550100', account: '5550100' };
    signIn(phoneUser);
    const { post } = mockApi({
      get: { 'user/info': phoneUser },
      post: { 'notify/send_sms': { expires_in: 600, resend_in: 60 } },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await flush();
    await user.click(screen.getByRole('button', { name: widgetTexts.sendCode.send }));
    await flush();
    expect(post).toHaveBeenCalledWith('notify/send_sms', { to: '5550100', type: 3 });
  });

  it('Enter sends user/amend_pay_password, refreshes the user info and returns to settings', async () => {
    signIn();
    let infoCalls = 0;
    const { post } = mockApi({
      get: {
        'user/info': () => {
          infoCalls += 1;
          return { ...USER, pay_password_set: infoCalls > 1 };
        },
      },
      post: { 'user/amend_pay_password': null },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await flush();
    await user.type(field(texts.tradePassword.password), 'trade123');
    await user.type(field(texts.tradePassword.confirm), 'trade123');
    await user.type(field(texts.fields.code), '246810{Enter}');
    await flush();
    expect(post).toHaveBeenCalledWith('user/amend_pay_password', {
      password: 'trade123',
      re_password: 'trade123',
      auth_code: '246810',
    });
    expect(infoCalls).toBe(2);
    expect(screen.getByTestId('where')).toHaveAttribute('data-path', '/personal/accountSettings');
  });

  it('a refused code keeps every value and stays', async () => {
    signIn();
    mockApi({
      get: { 'user/info': USER },
      post: { 'user/amend_pay_password': refused('Verification code invalid') },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await flush();
    await user.type(field(texts.tradePassword.password), 'trade123');
    await user.type(field(texts.tradePassword.confirm), 'trade123');
    await user.type(field(texts.fields.code), '000000{Enter}');
    await flush();
    expect(screen.queryByTestId('where')).toBeNull();
    expect(field(texts.fields.code)).toHaveValue('000000');
    expect(field(texts.tradePassword.password)).toHaveValue('trade123');
  });
});
