import { widgetTexts } from '@exchange/shared/testing';
import { api, ApiError, type Translator } from '@exchange/shared';
import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  AREAS_FIXTURE,
  collectToasts,
  createTestI18n,
  currentLocation,
  currentLocationState,
  errorTexts,
  pickArea,
  publicTexts,
  renderScreen,
} from '../auth-form/auth-test-kit';
import {
  PRIVACY_NOTICE_PATH,
  REGISTER_REDIRECT_MS,
  RegisterPage,
  type RegisterPageProps,
} from './register-page';

const texts = publicTexts.auth;

let i18n: Translator;
let get: jest.SpyInstance;
let post: jest.SpyInstance;
let toasts: ReturnType<typeof collectToasts>;

beforeAll(async () => {
  i18n = await createTestI18n();
});

beforeEach(() => {
  window.localStorage.clear();
  get = jest
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

const renderRegister = (entry = '/register', props: RegisterPageProps = {}): void => {
  renderScreen(i18n, entry, '/register', <RegisterPage {...props} />);
};

const flush = async (): Promise<void> => {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
};

const field = (label: string): HTMLElement => screen.getByLabelText(label);
const inviteInput = (): HTMLElement => screen.getByRole('textbox', { name: /invitation code/i });
const agreement = (): HTMLElement => screen.getByRole('checkbox');
const submitButton = (): HTMLElement => screen.getByRole('button', { name: texts.register.submit });
const registerCalls = (): unknown[][] =>
  post.mock.calls.filter(([path]) => path === 'user/register');

const fillEmailForm = async (user: UserEvent): Promise<void> => {
  await user.type(field(texts.fields.email), 'new@example.com');
  await user.type(field(texts.fields.code), '123456');
  await user.type(field(texts.fields.password), 'abc12345');
  await user.type(field(texts.fields.confirmPassword), 'abc12345');
};

describe('RegisterPage', () => {
  it('shows the e-mail form without tabs, the agreement ticked and linked to the privacy notice', async () => {
    renderRegister();
    await flush();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(field(texts.fields.email)).toBeInTheDocument();
    expect(agreement()).toBeChecked();
    const link = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(link).toHaveAttribute('href', '/notice?category_id=7&id=0');
    expect(PRIVACY_NOTICE_PATH).toBe('/notice?category_id=7&id=0');
    expect(screen.getByRole('link', { name: texts.register.login })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(get).not.toHaveBeenCalled();
  });

  it('prefills the invite code from ?extension_code= and makes it read-only', async () => {
    const user = userEvent.setup();
    renderRegister('/register?extension_code=INV42');
    await flush();
    const invite = inviteInput();
    expect(invite).toHaveValue('INV42');
    expect(invite).toHaveAttribute('readonly');
    await user.type(invite, 'XYZ');
    expect(invite).toHaveValue('INV42');

    await fillEmailForm(user);
    await user.click(submitButton());
    await flush();
    expect(registerCalls()[0][1]).toMatchObject({ invite_code: 'INV42' });
  });

  it('without extension_code the invite code is optional and editable', async () => {
    const user = userEvent.setup();
    renderRegister();
    await flush();
    const invite = inviteInput();
    expect(invite).toHaveValue('');
    expect(invite).not.toHaveAttribute('readonly');
    await user.type(invite, 'FRIEND1');
    expect(invite).toHaveValue('FRIEND1');
  });

  it('Enter submits and sends user/register with the spec payload', async () => {
    const user = userEvent.setup();
    renderRegister();
    await flush();
    await user.type(field(texts.fields.email), 'new@example.com');
    await user.type(field(texts.fields.code), '123456');
    await user.type(field(texts.fields.password), 'abc12345');
    await user.type(field(texts.fields.confirmPassword), 'abc12345{Enter}');
    await flush();
    expect(registerCalls()).toEqual([
      [
        'user/register',
        {
          account: 'new@example.com',
          password: 'abc12345',
          re_password: 'abc12345',
          invite_code: '',
          area_id: 0,
          sms_code: '123456',
          type: 'email',
        },
        { silentSuccess: true },
      ],
    ]);
  });

  it('reports emptyCode before emptyPassword, then each check in order', async () => {
    const user = userEvent.setup();
    renderRegister();
    await flush();
    const lastError = async (): Promise<string | undefined> => {
      await user.click(submitButton());
      return errorTexts(toasts.toasts).at(-1);
    };
    expect(await lastError()).toBe(texts.errors.emptyEmail);
    await user.type(field(texts.fields.email), 'new@example');
    expect(await lastError()).toBe(texts.errors.pRightEmail);
    await user.type(field(texts.fields.email), '.com');
    expect(await lastError()).toBe(texts.errors.emptyCode);
    await user.type(field(texts.fields.code), '123456');
    expect(await lastError()).toBe(texts.errors.emptyPassword);
    await user.type(field(texts.fields.password), 'abc_1234');
    expect(await lastError()).toBe(texts.errors.length);
    await user.clear(field(texts.fields.password));
    await user.type(field(texts.fields.password), 'abc12345');
    expect(await lastError()).toBe(texts.errors.enterPassword2);
    await user.type(field(texts.fields.confirmPassword), 'abc12346');
    expect(await lastError()).toBe(texts.errors.unlike);
    await user.clear(field(texts.fields.confirmPassword));
    await user.type(field(texts.fields.confirmPassword), 'abc12345');
    await user.click(agreement());
    expect(await lastError()).toBe(texts.errors.p_first);
    expect(registerCalls()).toHaveLength(0);
  });

  it('the send-code button validates the account, then sends a register code (type 1)', async () => {
    const user = userEvent.setup();
    renderRegister();
    await flush();
    const send = screen.getByRole('button', { name: widgetTexts.sendCode.send });
    await user.click(send);
    expect(errorTexts(toasts.toasts)).toEqual([texts.errors.emptyEmail]);
    await user.type(field(texts.fields.email), 'bad-address');
    await user.click(send);
    expect(errorTexts(toasts.toasts).at(-1)).toBe(texts.errors.pRightEmail);
    expect(post).not.toHaveBeenCalled();

    await user.clear(field(texts.fields.email));
    await user.type(field(texts.fields.email), 'new@example.com');
    await user.click(send);
    await flush();
    expect(post).toHaveBeenCalledWith('notify/send_email', { to: 'new@example.com', type: 1 });
    expect(send).toBeDisabled();

    // Another account clears the countdown (resetKey = tab + account).
    await user.type(field(texts.fields.email), 'x');
    expect(send).toBeEnabled();
  });

  it('a refused registration keeps the form and re-enables the button', async () => {
    post.mockRejectedValue(new ApiError('rejected', 'Code invalid', 0));
    const user = userEvent.setup();
    renderRegister();
    await flush();
    await fillEmailForm(user);
    await user.click(submitButton());
    await flush();
    expect(submitButton()).toBeEnabled();
    expect(currentLocation()).toBeNull();
  });

  it('success toasts and goes to /login after 500 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderRegister();
    await flush();
    await fillEmailForm(user);
    await user.click(submitButton());
    await flush();
    expect(toasts.toasts).toContainEqual(
      expect.objectContaining({ severity: 'success', message: texts.register.success }),
    );
    expect(REGISTER_REDIRECT_MS).toBe(500);
    act(() => jest.advanceTimersByTime(499));
    expect(currentLocation()).toBeNull();
    expect(submitButton()).toBeDisabled();
    act(() => jest.advanceTimersByTime(1));
    expect(currentLocation()).toEqual({ path: '/login', search: '' });
    // The login page gets the new account, to fill it in and say the account is ready.
    expect(currentLocationState()).toEqual({
      registered: { account: 'new@example.com', channel: 'email' },
    });
  });

  describe('phone tab (hidden in the product, enabled here)', () => {
    it('registers a phone with type mobile and the chosen area id', async () => {
      const user = userEvent.setup();
      renderRegister('/register', { showPhoneTab: true });
      await flush();
      await user.click(screen.getByRole('tab', { name: texts.tabs.mobile }));
      await pickArea(user, texts.fields.area, 'China');
      await user.type(field(texts.fields.phone), '12345');
      await user.click(submitButton());
      expect(errorTexts(toasts.toasts).at(-1)).toBe(texts.errors.pRightPhone);

      await user.type(field(texts.fields.phone), '678');
      await user.click(screen.getByRole('button', { name: widgetTexts.sendCode.send }));
      await flush();
      expect(post).toHaveBeenCalledWith('notify/send_sms', {
        to: '12345678',
        type: 1,
        area_id: 44,
      });

      await user.type(field(texts.fields.code), '123456');
      await user.type(field(texts.fields.password), 'abc12345');
      await user.type(field(texts.fields.confirmPassword), 'abc12345{Enter}');
      await flush();
      expect(registerCalls()[0][1]).toEqual({
        account: '12345678',
        password: 'abc12345',
        re_password: 'abc12345',
        invite_code: '',
        area_id: 44,
        sms_code: '123456',
        type: 'mobile',
      });
    });

    it('switching tabs clears the send-code countdown', async () => {
      const user = userEvent.setup();
      renderRegister('/register', { showPhoneTab: true });
      await flush();
      await user.type(field(texts.fields.email), 'new@example.com');
      await user.click(screen.getByRole('button', { name: widgetTexts.sendCode.send }));
      await flush();
      expect(screen.getByTestId('send-code-button')).toBeDisabled();
      await user.click(screen.getByRole('tab', { name: texts.tabs.mobile }));
      expect(screen.getByTestId('send-code-button')).toBeEnabled();
    });
  });
});
