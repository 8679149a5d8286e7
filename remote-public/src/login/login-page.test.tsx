import { widgetTexts } from '@exchange/shared/testing';
import { api, ApiError, type LoginAnswer, session, type Translator } from '@exchange/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  areaSelect,
  AREAS_FIXTURE,
  collectToasts,
  createTestI18n,
  currentLocation,
  errorTexts,
  pickArea,
  publicTexts,
  renderScreen,
} from '../auth-form/auth-test-kit';
import { SHOW_PHONE_TAB } from '../auth-form/channel-tabs';
import { LOGIN_REDIRECT_MS, LoginPage, type LoginPageProps } from './login-page';

const texts = publicTexts.auth;
const PASSWORD = 'S3cretPass';

const ANSWER: LoginAnswer = {
  token: 'tok-login-1',
  id: 7,
  uid: '1007',
  email: 'trader@example.com',
  mobile: '',
  account: 'trader@example.com',
  invite_code: 'INV7',
  review_status: 0,
  is_seller: false,
};

let i18n: Translator;
let get: jest.SpyInstance;
let post: jest.SpyInstance;
let toasts: ReturnType<typeof collectToasts>;
let loginUseSms: string;

beforeAll(async () => {
  i18n = await createTestI18n();
});

beforeEach(() => {
  window.localStorage.clear();
  session.clear();
  loginUseSms = '0';
  get = jest.spyOn(api, 'get').mockImplementation(((path: string) => {
    if (path === 'default/setting') return Promise.resolve(loginUseSms);
    if (path === 'default/area_list') return Promise.resolve(AREAS_FIXTURE);
    if (path === 'user/info') return Promise.resolve({ ...ANSWER, token: undefined });
    return Promise.reject(new Error(`unexpected GET ${path}`));
  }) as typeof api.get);
  post = jest
    .spyOn(api, 'post')
    .mockImplementation(((path: string) =>
      Promise.resolve(path === 'user/login' ? ANSWER : null)) as typeof api.post);
  toasts = collectToasts();
});

afterEach(() => {
  toasts.stop();
  jest.restoreAllMocks();
  jest.useRealTimers();
  session.clear();
});

const renderLogin = (entry = '/login', props: LoginPageProps = {}): void => {
  renderScreen(i18n, entry, '/login', <LoginPage {...props} />);
};

/** Lets mocked calls and the effects they trigger settle. */
const flush = async (): Promise<void> => {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
};

const emailInput = (): HTMLElement => screen.getByLabelText(texts.fields.email);
const passwordInput = (): HTMLElement => screen.getByLabelText(texts.fields.password);
const submitButton = (): HTMLElement => screen.getByRole('button', { name: texts.login.submit });
const rememberBox = (): HTMLElement => screen.getByRole('checkbox', { name: texts.login.remember });
const loginCalls = (): unknown[][] => post.mock.calls.filter(([path]) => path === 'user/login');

const fillEmailForm = async (user: UserEvent, account = 'trader@example.com'): Promise<void> => {
  await user.type(emailInput(), account);
  await user.type(passwordInput(), PASSWORD);
};

describe('LoginPage', () => {
  it('shows the e-mail form without tabs (phone tab hidden) and without a code field', async () => {
    renderLogin();
    await flush();
    expect(SHOW_PHONE_TAB).toBe(false);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(emailInput()).toBeInTheDocument();
    expect(screen.queryByLabelText(texts.fields.phone)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(texts.fields.code)).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('default/setting', { key: 'login_use_sms' });
    // The hidden phone tab needs no country list.
    expect(get).not.toHaveBeenCalledWith('default/area_list');
  });

  it('links to the forgot-password and register pages', async () => {
    renderLogin();
    await flush();
    expect(screen.getByRole('link', { name: texts.login.forgot })).toHaveAttribute(
      'href',
      '/forgetPassword',
    );
    expect(screen.getByRole('link', { name: texts.login.register })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('Enter in the password field submits the form', async () => {
    const user = userEvent.setup();
    renderLogin();
    await flush();
    await user.type(emailInput(), 'trader@example.com');
    await user.type(passwordInput(), `${PASSWORD}{Enter}`);
    await flush();
    expect(loginCalls()).toEqual([
      ['user/login', { account: 'trader@example.com', password: PASSWORD, login_type: 'email' }],
    ]);
  });

  it('trims the account but sends the password as typed', async () => {
    const user = userEvent.setup();
    renderLogin();
    await flush();
    await user.type(emailInput(), '  trader@example.com ');
    await user.type(passwordInput(), ' pass word {Enter}');
    await flush();
    expect(loginCalls()[0][1]).toMatchObject({
      account: 'trader@example.com',
      password: ' pass word ',
    });
  });

  it('toasts the first validation error and does not call the server', async () => {
    const user = userEvent.setup();
    renderLogin();
    await flush();
    await user.click(submitButton());
    expect(errorTexts(toasts.toasts)).toEqual([texts.errors.emptyEmail]);
    await user.type(emailInput(), 'not-an-email');
    await user.click(submitButton());
    expect(errorTexts(toasts.toasts).at(-1)).toBe(texts.errors.pRightEmail);
    await user.clear(emailInput());
    await user.type(emailInput(), 'trader@example.com');
    await user.click(submitButton());
    expect(errorTexts(toasts.toasts).at(-1)).toBe(texts.errors.emptyPassword);
    expect(loginCalls()).toHaveLength(0);
  });

  it('with SMS login off it never asks for a code and sends none', async () => {
    const user = userEvent.setup();
    renderLogin();
    await flush();
    await fillEmailForm(user);
    await user.click(submitButton());
    await flush();
    expect(errorTexts(toasts.toasts)).not.toContain(texts.errors.emptyCode);
    expect(loginCalls()).toHaveLength(1);
    expect(loginCalls()[0][1]).not.toHaveProperty('sms_code');
  });

  it('with SMS login on it shows the code field, requires it and sends it', async () => {
    loginUseSms = '1';
    const user = userEvent.setup();
    renderLogin();
    const codeInput = await screen.findByLabelText(texts.fields.code);
    await fillEmailForm(user);
    await user.click(submitButton());
    expect(errorTexts(toasts.toasts)).toEqual([texts.errors.emptyCode]);
    expect(loginCalls()).toHaveLength(0);

    await user.type(codeInput, '482913');
    await user.click(submitButton());
    await flush();
    expect(loginCalls()[0][1]).toEqual({
      account: 'trader@example.com',
      password: PASSWORD,
      login_type: 'email',
      sms_code: '482913',
    });
  });

  it('the send-code button sends a login code (type 5) after checking the account', async () => {
    loginUseSms = '1';
    const user = userEvent.setup();
    renderLogin();
    const send = await screen.findByRole('button', { name: widgetTexts.sendCode.send });
    await user.click(send);
    expect(errorTexts(toasts.toasts)).toEqual([texts.errors.emptyEmail]);
    expect(post).not.toHaveBeenCalled();

    await user.type(emailInput(), 'trader@example.com');
    await user.click(send);
    await flush();
    expect(post).toHaveBeenCalledWith('notify/send_email', { to: 'trader@example.com', type: 5 });
    expect(loginCalls()).toHaveLength(0);
  });

  it('disables the submit button while the call runs and ignores a second Enter', async () => {
    let answer: (value: LoginAnswer) => void = () => undefined;
    post.mockReturnValue(new Promise<LoginAnswer>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderLogin();
    await flush();
    await fillEmailForm(user);
    await user.click(submitButton());
    expect(submitButton()).toBeDisabled();
    await user.type(passwordInput(), '{Enter}');
    expect(post).toHaveBeenCalledTimes(1);
    await act(async () => answer(ANSWER));
  });

  it('a refused login leaves the user on the page with the button usable again', async () => {
    post.mockRejectedValue(new ApiError('rejected', 'Wrong account or password', 0));
    const user = userEvent.setup();
    renderLogin();
    await flush();
    await fillEmailForm(user);
    await user.click(rememberBox());
    await user.click(submitButton());
    await flush();
    expect(submitButton()).toBeEnabled();
    expect(session.token).toBeNull();
    expect(currentLocation()).toBeNull();
    expect(window.localStorage.getItem('accountNumber')).toBeNull();
  });

  describe('success', () => {
    beforeEach(() => jest.useFakeTimers());

    const logIn = async (entry: string): Promise<void> => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderLogin(entry);
      await flush();
      await user.type(emailInput(), 'trader@example.com');
      await user.type(passwordInput(), `${PASSWORD}{Enter}`);
      await flush();
    };

    it('stores the session, refreshes the user info and goes to the page query after 200 ms', async () => {
      await logIn(`/login?page=${encodeURIComponent('/assets/tradeAccount?tab=2')}`);
      expect(session.token).toBe(ANSWER.token);
      expect(window.localStorage.getItem('token')).toBe(ANSWER.token);
      expect(get).toHaveBeenCalledWith('user/info');
      expect(LOGIN_REDIRECT_MS).toBe(200);

      act(() => jest.advanceTimersByTime(199));
      expect(currentLocation()).toBeNull();
      expect(submitButton()).toBeDisabled();
      act(() => jest.advanceTimersByTime(1));
      expect(currentLocation()).toEqual({ path: '/assets/tradeAccount', search: '?tab=2' });
    });

    it('goes to /home without a page query', async () => {
      await logIn('/login');
      act(() => jest.advanceTimersByTime(200));
      expect(currentLocation()).toEqual({ path: '/home', search: '' });
    });

    it('ignores a page query that leaves the site (//evil.com)', async () => {
      await logIn(`/login?page=${encodeURIComponent('//evil.com')}`);
      act(() => jest.advanceTimersByTime(200));
      expect(currentLocation()).toEqual({ path: '/home', search: '' });
    });

    it('ignores an absolute URL in the page query', async () => {
      await logIn(`/login?page=${encodeURIComponent('https://evil.com/')}`);
      act(() => jest.advanceTimersByTime(200));
      expect(currentLocation()?.path).toBe('/home');
    });
  });

  describe('remember me', () => {
    it('stores the account only, never the password, and prefills it next time', async () => {
      window.localStorage.setItem('password', 'legacy-plain-text');
      const user = userEvent.setup();
      const first = renderScreen(i18n, '/login', '/login', <LoginPage />);
      await flush();
      // A password left by the original site is deleted on the first visit.
      expect(window.localStorage.getItem('password')).toBeNull();
      expect(rememberBox()).not.toBeChecked();
      await fillEmailForm(user);
      await user.click(rememberBox());
      await user.click(submitButton());
      await flush();

      expect(window.localStorage.getItem('remember')).toBe('1');
      expect(window.localStorage.getItem('accountNumber')).toBe('trader@example.com');
      for (let i = 0; i < window.localStorage.length; i += 1) {
        const key = window.localStorage.key(i) ?? '';
        expect(key).not.toBe('password');
        expect(window.localStorage.getItem(key)).not.toContain(PASSWORD);
      }
      first.unmount();

      session.clear();
      renderLogin();
      await flush();
      expect(emailInput()).toHaveValue('trader@example.com');
      expect(passwordInput()).toHaveValue('');
      expect(rememberBox()).toBeChecked();
    });

    it('after registering: fills in the new account, says it is ready, leaves remember as it was', async () => {
      renderScreen(
        i18n,
        {
          pathname: '/login',
          state: { registered: { account: 'new@example.com', channel: 'email' } },
        },
        '/login',
        <LoginPage />,
      );
      await flush();
      expect(emailInput()).toHaveValue('new@example.com');
      expect(screen.getByTestId('registered-note')).toHaveTextContent(texts.login.registered);
      expect(rememberBox()).not.toBeChecked();
    });

    it('without a registration there is no such note', async () => {
      renderLogin();
      await flush();
      expect(screen.queryByTestId('registered-note')).toBeNull();
    });

    it('unticking removes the remembered account at once', async () => {
      window.localStorage.setItem('remember', '1');
      window.localStorage.setItem('accountNumber', 'trader@example.com');
      const user = userEvent.setup();
      renderLogin();
      await flush();
      expect(rememberBox()).toBeChecked();
      await user.click(rememberBox());
      expect(window.localStorage.getItem('remember')).toBeNull();
      expect(window.localStorage.getItem('accountNumber')).toBeNull();
    });

    it('logging in unticked forgets a previously remembered account', async () => {
      window.localStorage.setItem('remember', '1');
      window.localStorage.setItem('accountNumber', 'old@example.com');
      const user = userEvent.setup();
      renderLogin();
      await flush();
      await user.click(rememberBox());
      await user.clear(emailInput());
      await fillEmailForm(user);
      await user.click(submitButton());
      await flush();
      expect(window.localStorage.getItem('remember')).toBeNull();
      expect(window.localStorage.getItem('accountNumber')).toBeNull();
    });

    it('does not prefill when remember is not set', async () => {
      window.localStorage.setItem('accountNumber', 'trader@example.com');
      renderLogin();
      await flush();
      expect(emailInput()).toHaveValue('');
    });
  });

  describe('phone tab (hidden in the product, enabled here)', () => {
    const openPhoneTab = async (user: UserEvent): Promise<void> => {
      renderLogin('/login', { showPhoneTab: true });
      await flush();
      await user.click(screen.getByRole('tab', { name: texts.tabs.mobile }));
    };

    it('offers phone and e-mail tabs with e-mail selected', async () => {
      renderLogin('/login', { showPhoneTab: true });
      await flush();
      expect(screen.getByRole('tab', { name: texts.tabs.email })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(screen.getByRole('tab', { name: texts.tabs.mobile })).toHaveAttribute(
        'aria-selected',
        'false',
      );
    });

    it('lists the countries of default/area_list, the first chosen until the user picks', async () => {
      const user = userEvent.setup();
      await openPhoneTab(user);
      const select = areaSelect(texts.fields.area);
      expect(select).toHaveDisplayValue('+93 Afghanistan');
      expect(within(select).getAllByRole('option')).toHaveLength(AREAS_FIXTURE.length);
      expect(within(select).getByRole('option', { name: '+86 China' })).toBeInTheDocument();
    });

    it('checks the phone: emptyPhone, then pRightPhone (digits only, at least 6)', async () => {
      const user = userEvent.setup();
      await openPhoneTab(user);
      await user.type(passwordInput(), PASSWORD);
      await user.click(submitButton());
      expect(errorTexts(toasts.toasts).at(-1)).toBe(texts.errors.emptyPhone);
      await user.type(screen.getByLabelText(texts.fields.phone), '12345');
      await user.click(submitButton());
      expect(errorTexts(toasts.toasts).at(-1)).toBe(texts.errors.pRightPhone);
      await user.type(screen.getByLabelText(texts.fields.phone), 'x');
      await user.click(submitButton());
      expect(errorTexts(toasts.toasts).at(-1)).toBe(texts.errors.pRightPhone);
      expect(loginCalls()).toHaveLength(0);
    });

    it('logs in with login_type mobile and the chosen country code', async () => {
      const user = userEvent.setup();
      await openPhoneTab(user);
      // United States shares +1 with Canada: the select keeps them apart by id.
      await pickArea(user, texts.fields.area, 'United States');
      expect(areaSelect(texts.fields.area)).toHaveValue('230');
      await user.type(screen.getByLabelText(texts.fields.phone), '2025550123');
      await user.type(passwordInput(), `${PASSWORD}{Enter}`);
      await flush();
      expect(loginCalls()).toEqual([
        [
          'user/login',
          {
            account: '2025550123',
            password: PASSWORD,
            login_type: 'mobile',
            country_code: '1',
          },
        ],
      ]);
    });

    it('the SMS code goes to the phone with the area id', async () => {
      loginUseSms = '1';
      const user = userEvent.setup();
      await openPhoneTab(user);
      await pickArea(user, texts.fields.area, 'China');
      await user.type(screen.getByLabelText(texts.fields.phone), '13800138000');
      await user.click(await screen.findByRole('button', { name: widgetTexts.sendCode.send }));
      await flush();
      expect(post).toHaveBeenCalledWith('notify/send_sms', {
        to: '13800138000',
        type: 5,
        area_id: 44,
      });
    });

    it('prefills a remembered phone number on the phone tab', async () => {
      window.localStorage.setItem('remember', '1');
      window.localStorage.setItem('accountNumber', '13800138000');
      renderLogin('/login', { showPhoneTab: true });
      await flush();
      expect(screen.getByRole('tab', { name: texts.tabs.mobile })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(screen.getByLabelText(texts.fields.phone)).toHaveValue('13800138000');
    });
  });
});
