import { widgetTexts } from '@exchange/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type Translator } from '@exchange/shared';
import { type LegacyAnswer } from '@exchange/shared/contract/personal';
import {
  collectToasts,
  createTestI18n,
  errorTexts,
  flush,
  mockApi,
  personalTexts,
  renderAt,
  signIn,
  USER,
} from '../test-kit/personal-test-kit';
import { BindAccountPage } from './bind-account-page';

const texts = personalTexts;
const PHONE_USER = { ...USER, email: '', mobile: '5550100', account: '5550100' };
let i18n: Translator;
let toasts: ReturnType<typeof collectToasts>;
let legacy: jest.SpyInstance;

beforeAll(async () => {
  i18n = await createTestI18n();
});
beforeEach(() => {
  toasts = collectToasts();
  legacy = jest.spyOn(api, 'postLegacy');
});
afterEach(() => {
  toasts.stop();
  jest.restoreAllMocks();
});

const answer = (body: LegacyAnswer): Promise<LegacyAnswer> => Promise.resolve(body);

const renderPage = (): void => {
  renderAt(i18n, '/bindAccount', '/bindAccount', <BindAccountPage />);
};
const field = (label: string): HTMLElement => screen.getByLabelText(label);
const submit = (): HTMLElement => screen.getByRole('button', { name: texts.bind.submit });

describe('BindAccountPage', () => {
  it('with an e-mail already bound, says which', async () => {
    signIn();
    mockApi({ get: { 'user/info': USER } });
    renderPage();
    await flush();
    expect(screen.getByTestId('email-bound')).toHaveTextContent(USER.email);
  });

  it('prompts in order: e-mail, shape, length ≤ 20, code, code length', async () => {
    signIn(PHONE_USER);
    mockApi({ get: { 'user/info': PHONE_USER } });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await flush();
    const last = async (): Promise<string | undefined> => {
      await user.click(submit());
      return errorTexts(toasts.toasts).at(-1);
    };
    expect(await last()).toBe(texts.errors.email);
    await user.type(field(texts.fields.email), 'me.example.com');
    expect(await last()).toBe(texts.errors.emailShape);
    await user.clear(field(texts.fields.email));
    // The input stops at 20 characters; a pasted longer value is still refused by the check.
    expect(field(texts.fields.email)).toHaveAttribute('maxLength', '20');
    await user.type(field(texts.fields.email), 'me@example.com');
    expect(await last()).toBe(texts.errors.code);
    expect(field(texts.fields.code)).toHaveAttribute('maxLength', '16');
    expect(legacy).not.toHaveBeenCalled();
  });

  it('sends the code through api/sms_mail and reads its { type, message } answer', async () => {
    signIn(PHONE_USER);
    mockApi({ get: { 'user/info': PHONE_USER } });
    legacy.mockReturnValueOnce(answer({ type: 'error', message: 'E-mail already used' }));
    legacy.mockReturnValueOnce(answer({ type: 'ok', message: 'Code sent' }));
    const user = userEvent.setup({ delay: null });
    renderPage();
    await flush();
    await user.click(screen.getByRole('button', { name: widgetTexts.sendCode.send }));
    expect(errorTexts(toasts.toasts).at(-1)).toBe(texts.errors.email);
    expect(legacy).not.toHaveBeenCalled();

    await user.type(field(texts.fields.email), 'me@example.com');
    await user.click(screen.getByRole('button', { name: widgetTexts.sendCode.send }));
    await flush();
    expect(errorTexts(toasts.toasts).at(-1)).toBe('E-mail already used');
    expect(screen.getByTestId('send-code-button')).toHaveTextContent(widgetTexts.sendCode.send);

    await user.click(screen.getByRole('button', { name: widgetTexts.sendCode.send }));
    await flush();
    // Through the one api client, which adds the token and language (api-client.test.ts).
    expect(legacy.mock.calls[1]).toEqual(['sms_mail', { user_string: 'me@example.com' }]);
    expect(toasts.toasts.at(-1)).toEqual(
      expect.objectContaining({ severity: 'success', message: 'Code sent' }),
    );
    expect(screen.getByTestId('send-code-button')).toHaveTextContent('60 s');
  });

  it('binds through api/safe/email, refreshes the user info and goes to settings', async () => {
    signIn(PHONE_USER);
    let bound = false;
    mockApi({
      get: { 'user/info': () => (bound ? { ...PHONE_USER, email: 'me@x.io' } : PHONE_USER) },
    });
    legacy.mockImplementation(() => {
      bound = true;
      return answer({ type: 'ok', message: 'Bound' });
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await flush();
    await user.type(field(texts.fields.email), 'me@x.io');
    await user.type(field(texts.fields.code), '123456{Enter}');
    await flush();
    expect(legacy.mock.calls[0]).toEqual(['safe/email', { code: '123456', email: 'me@x.io' }]);
    expect(screen.getByTestId('where')).toHaveAttribute('data-path', '/personal/accountSettings');
  });

  it('a refused bind shows the message and keeps what was typed', async () => {
    signIn(PHONE_USER);
    mockApi({ get: { 'user/info': PHONE_USER } });
    legacy.mockReturnValue(answer({ type: 'error', message: 'Wrong code' }));
    const user = userEvent.setup({ delay: null });
    renderPage();
    await flush();
    await user.type(field(texts.fields.email), 'me@x.io');
    await user.type(field(texts.fields.code), '999999{Enter}');
    await flush();
    expect(errorTexts(toasts.toasts).at(-1)).toBe('Wrong code');
    expect(field(texts.fields.email)).toHaveValue('me@x.io');
    expect(field(texts.fields.code)).toHaveValue('999999');
  });
});
