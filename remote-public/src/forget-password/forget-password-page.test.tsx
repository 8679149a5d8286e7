import { widgetTexts } from '@exchange/shared/testing';
import { api, ApiError, type Translator } from '@exchange/shared';
import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  AREAS_FIXTURE,
  collectToasts,
  createTestI18n,
  currentLocation,
  errorTexts,
  pickArea,
  publicTexts,
  renderScreen,
} from '../auth-form/auth-test-kit';
import { ForgetPasswordPage, RESET_REDIRECT_MS } from './forget-password-page';

const texts = publicTexts.auth;

let i18n: Translator;
let post: jest.SpyInstance;
let toasts: ReturnType<typeof collectToasts>;

beforeAll(async () => {
  i18n = await createTestI18n();
});

beforeEach(() => {
  jest
    .spyOn(api, 'get')
    .mockImplementation(((path: string) =>
      path === 'default/area_list'
        ? Promise.resolve(AREAS_FIXTURE)
        : Promise.reject(new Error(`unexpected GET ${path}`))) as typeof api.get);
  post = jest.spyOn(api, 'post').mockResolvedValue(null);
  toasts = collectToasts();
});

afterEach(() => {
  toasts.stop();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const renderPage = (): void => {
  renderScreen(i18n, '/forgetPassword', '/forgetPassword', <ForgetPasswordPage />);
};

const flush = async (): Promise<void> => {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
};

const field = (label: string): HTMLElement => screen.getByLabelText(label);
const submitButton = (): HTMLElement => screen.getByRole('button', { name: texts.forget.submit });
const resetCalls = (): unknown[][] =>
  post.mock.calls.filter(([path]) => path === 'user/forget_password');

const fillPasswords = async (user: UserEvent, confirmation = 'newpass1'): Promise<void> => {
  await user.type(field(texts.fields.code), '654321');
  await user.type(field(texts.fields.newPassword), 'newpass1');
  await user.type(field(texts.fields.confirmPassword), confirmation);
};

describe('ForgetPasswordPage', () => {
  it('picks the account kind with tabs, e-mail selected by default', async () => {
    renderPage();
    await flush();
    expect(screen.getByRole('tab', { name: texts.tabs.email })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: texts.tabs.mobile })).toBeInTheDocument();
    expect(field(texts.fields.email)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.forget.backToLogin })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('checks in order: account, code, password, format, confirmation, match', async () => {
    const user = userEvent.setup();
    renderPage();
    await flush();
    const lastError = async (): Promise<string | undefined> => {
      await user.click(submitButton());
      return errorTexts(toasts.toasts).at(-1);
    };
    expect(await lastError()).toBe(texts.errors.emptyEmail);
    await user.type(field(texts.fields.email), 'trader.example.com');
    expect(await lastError()).toBe(texts.errors.pRightEmail);
    await user.clear(field(texts.fields.email));
    // docs/product.md#public-and-spot-validation: on this page an e-mail must only contain "@".
    await user.type(field(texts.fields.email), 'trader@localhost');
    expect(await lastError()).toBe(texts.errors.emptyCode);
    await user.type(field(texts.fields.code), '654321');
    expect(await lastError()).toBe(texts.errors.emptyPassword);
    await user.type(field(texts.fields.newPassword), 'a'.repeat(17));
    expect(await lastError()).toBe(texts.errors.length);
    await user.clear(field(texts.fields.newPassword));
    await user.type(field(texts.fields.newPassword), 'newpass1');
    expect(await lastError()).toBe(texts.errors.enterPassword2);
    await user.type(field(texts.fields.confirmPassword), 'newpass2');
    expect(await lastError()).toBe(texts.errors.unlike);
    expect(resetCalls()).toHaveLength(0);
  });

  it('sends a forgot-password code (type 2) to the e-mail', async () => {
    const user = userEvent.setup();
    renderPage();
    await flush();
    await user.type(field(texts.fields.email), 'trader@example.com');
    await user.click(screen.getByRole('button', { name: widgetTexts.sendCode.send }));
    await flush();
    expect(post).toHaveBeenCalledWith('notify/send_email', { to: 'trader@example.com', type: 2 });
  });

  it('Enter submits user/forget_password; success toasts and goes to /login after 500 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    await flush();
    await user.type(field(texts.fields.email), 'trader@example.com');
    await fillPasswords(user, 'newpass1{Enter}');
    await flush();
    expect(resetCalls()).toEqual([
      [
        'user/forget_password',
        {
          account: 'trader@example.com',
          new_password: 'newpass1',
          secondary_password: 'newpass1',
          type: 'email',
          auth_code: '654321',
        },
        { silentSuccess: true },
      ],
    ]);
    expect(toasts.toasts).toContainEqual(
      expect.objectContaining({ severity: 'success', message: texts.forget.success }),
    );
    expect(RESET_REDIRECT_MS).toBe(500);
    act(() => jest.advanceTimersByTime(499));
    expect(currentLocation()).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(currentLocation()).toEqual({ path: '/login', search: '' });
  });

  it('a refused reset stays on the page with the button usable', async () => {
    post.mockRejectedValue(new ApiError('rejected', 'Code invalid', 0));
    const user = userEvent.setup();
    renderPage();
    await flush();
    await user.type(field(texts.fields.email), 'trader@example.com');
    await fillPasswords(user);
    await user.click(submitButton());
    await flush();
    expect(submitButton()).toBeEnabled();
    expect(currentLocation()).toBeNull();
  });

  it('phone: digits only, at least 6; code by SMS with the area; reset with type mobile', async () => {
    const user = userEvent.setup();
    renderPage();
    await flush();
    await user.click(screen.getByRole('tab', { name: texts.tabs.mobile }));
    await user.click(submitButton());
    expect(errorTexts(toasts.toasts).at(-1)).toBe(texts.errors.emptyPhone);
    await user.type(field(texts.fields.phone), '12345');
    await user.click(screen.getByRole('button', { name: widgetTexts.sendCode.send }));
    expect(errorTexts(toasts.toasts).at(-1)).toBe(texts.errors.pRightPhone);
    expect(post).not.toHaveBeenCalled();

    await pickArea(user, texts.fields.area, 'Canada');
    await user.type(field(texts.fields.phone), '6');
    await user.click(screen.getByRole('button', { name: widgetTexts.sendCode.send }));
    await flush();
    expect(post).toHaveBeenCalledWith('notify/send_sms', { to: '123456', type: 2, area_id: 38 });

    await fillPasswords(user);
    await user.click(submitButton());
    await flush();
    expect(resetCalls()[0][1]).toEqual({
      account: '123456',
      new_password: 'newpass1',
      secondary_password: 'newpass1',
      type: 'mobile',
      auth_code: '654321',
      area_id: 38,
    });
  });
});
