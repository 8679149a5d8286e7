import { widgetTexts } from '@exchange/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Area, Translator } from '@exchange/shared';
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
import { BindInfoPage } from './bind-info-page';

const texts = personalTexts;
const AREAS: Area[] = [
  { id: 40, name: 'Canada', global_code: '1' },
  { id: 44, name: 'China', global_code: '86' },
];
const EMAIL_USER = { ...USER, mobile: '' };
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

const renderPage = async (): Promise<void> => {
  renderAt(i18n, '/bindInfo', '/bindInfo', <BindInfoPage />);
  await flush();
};
const field = (label: string): HTMLElement => screen.getByLabelText(label);
const submit = (): HTMLElement => screen.getByRole('button', { name: texts.bindPhone.submit });
const sendButton = (): HTMLElement => screen.getByTestId('send-code-button');

describe('bind phone on /bindInfo', () => {
  it('has no form once a phone is bound', async () => {
    signIn({ ...USER, mobile: '5550100' });
    mockApi({ get: { 'user/info': { ...USER, mobile: '5550100' }, 'default/area_list': AREAS } });
    await renderPage();
    expect(screen.queryByTestId('bind-phone-form')).toBeNull();
  });

  it('prompts in order: number, digits 6-15, code, and sends nothing until valid', async () => {
    signIn(EMAIL_USER);
    const calls = mockApi({ get: { 'user/info': EMAIL_USER, 'default/area_list': AREAS } });
    const user = userEvent.setup({ delay: null });
    await renderPage();
    const last = async (): Promise<string | undefined> => {
      await user.click(submit());
      return errorTexts(toasts.toasts).at(-1);
    };
    expect(await last()).toBe(texts.errors.phone);
    await user.type(field(texts.fields.phone), '12345');
    expect(await last()).toBe(texts.errors.phoneShape);
    await user.clear(field(texts.fields.phone));
    await user.type(field(texts.fields.phone), '+15550100');
    expect(await last()).toBe(texts.errors.phoneShape);
    await user.clear(field(texts.fields.phone));
    await user.type(field(texts.fields.phone), '5550100');
    expect(await last()).toBe(texts.errors.code);
    expect(field(texts.fields.code)).toHaveAttribute('maxLength', '16');
    // The send button checks the number too.
    await user.clear(field(texts.fields.phone));
    await user.click(sendButton());
    expect(errorTexts(toasts.toasts).at(-1)).toBe(texts.errors.phone);
    expect(calls.post).not.toHaveBeenCalled();
  });

  it('asks for a country when the list failed to load', async () => {
    signIn(EMAIL_USER);
    mockApi({ get: { 'user/info': EMAIL_USER, 'default/area_list': new Error('offline') } });
    const user = userEvent.setup({ delay: null });
    await renderPage();
    await user.type(field(texts.fields.phone), '5550100');
    await user.click(submit());
    expect(errorTexts(toasts.toasts).at(-1)).toBe(texts.errors.area);
  });

  it('sends the code for the chosen country, binds on Enter and returns to settings', async () => {
    signIn(EMAIL_USER);
    let bound = false;
    const calls = mockApi({
      get: {
        'user/info': () => (bound ? { ...EMAIL_USER, mobile: '5550100' } : EMAIL_USER),
        'default/area_list': AREAS,
      },
      post: {
        'user/bind_mobile_code': { expires_in: 600, resend_in: 60 },
        'user/bind_mobile': () => {
          bound = true;
          return null;
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    await renderPage();
    await user.selectOptions(field(texts.fields.area), '44');
    await user.type(field(texts.fields.phone), ' 5550100 ');
    await user.click(sendButton());
    await flush();
    expect(calls.post.mock.calls[0]).toEqual([
      'user/bind_mobile_code',
      { mobile: '5550100', area_id: 44 },
    ]);
    expect(sendButton()).toHaveTextContent('60 s');
    await user.type(field(texts.fields.code), '123456{Enter}');
    await flush();
    expect(calls.post.mock.calls[1]).toEqual([
      'user/bind_mobile',
      { mobile: '5550100', area_id: 44, code: '123456' },
    ]);
    expect(screen.getByTestId('where')).toHaveAttribute('data-path', '/personal/accountSettings');
  });

  it('a refused send leaves the button usable; a refused bind keeps what was typed', async () => {
    signIn(EMAIL_USER);
    mockApi({
      get: { 'user/info': EMAIL_USER, 'default/area_list': AREAS },
      post: {
        'user/bind_mobile_code': refused('Please wait'),
        'user/bind_mobile': refused('Wrong code'),
      },
    });
    const user = userEvent.setup({ delay: null });
    await renderPage();
    await user.type(field(texts.fields.phone), '5550100');
    await user.click(sendButton());
    await flush();
    expect(sendButton()).toHaveTextContent(widgetTexts.sendCode.send);
    expect(sendButton()).toBeEnabled();
    await user.type(field(texts.fields.code), '999999{Enter}');
    await flush();
    expect(screen.queryByTestId('where')).toBeNull();
    expect(screen.getByTestId('bind-phone-form')).toBeInTheDocument();
    expect(field(texts.fields.phone)).toHaveValue('5550100');
    expect(field(texts.fields.code)).toHaveValue('999999');
  });
});
