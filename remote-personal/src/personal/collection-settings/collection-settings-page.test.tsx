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
  pngFile,
  refused,
  renderAt,
  signIn,
} from '../../test-kit/personal-test-kit';
import { CollectionSettingsPage } from './collection-settings-page';

const texts = personalTexts;
const TYPES = [
  { id: 1, name: 'Alipay', code: 'alipay' },
  { id: 2, name: 'WeChat', code: 'wxpay' },
  { id: 3, name: 'Bank', code: 'bank' },
];
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

const renderPage = (): void => {
  renderAt(
    i18n,
    '/personal/collectionSettings',
    '/personal/collectionSettings',
    <CollectionSettingsPage />,
  );
};
const field = (label: string): HTMLElement => screen.getByLabelText(label);
const save = (): HTMLElement => screen.getByRole('button', { name: texts.payment.save });

describe('CollectionSettingsPage', () => {
  it('alipay: prompts real name, account, code image in order; saves raw_data of that type', async () => {
    const { post } = mockApi({
      get: { 'pay_method/types': TYPES, 'pay_method/get_method_by_type': null },
      post: { 'pay_method/save': (body: unknown) => ({ ...(body as object), code: 'alipay' }) },
      upload: { 'common/image_upload': { url: '/uploads/qr.png' } },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await flush();
    expect(screen.getByRole('button', { name: 'Alipay' })).toHaveAttribute('aria-pressed', 'true');
    const last = async (): Promise<string | undefined> => {
      await user.click(save());
      return errorTexts(toasts.toasts).at(-1);
    };
    expect(await last()).toBe(texts.errors.realName);
    await user.type(field(texts.payment.realName), 'Li Lei');
    expect(await last()).toBe(texts.errors.alipayAccount);
    await user.type(field(texts.payment.alipayAccount), 'li@alipay');
    expect(await last()).toBe(texts.errors.alipayQrcode);
    expect(post).not.toHaveBeenCalled();
    await user.upload(screen.getByTestId('qrcode-upload-input'), pngFile('qr.png'));
    await flush();
    await user.click(save());
    await flush();
    expect(post).toHaveBeenCalledWith('pay_method/save', {
      type: 1,
      raw_data: { real_name: 'Li Lei', account: 'li@alipay', qrcode: '/uploads/qr.png' },
    });
  });

  it('wechat has its own prompts', async () => {
    mockApi({ get: { 'pay_method/types': TYPES, 'pay_method/get_method_by_type': null } });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await flush();
    await user.click(screen.getByRole('button', { name: 'WeChat Pay' }));
    await flush();
    await user.type(field(texts.payment.realName), 'Li Lei');
    await user.click(save());
    expect(errorTexts(toasts.toasts).at(-1)).toBe(texts.errors.wxpayAccount);
    await user.type(field(texts.payment.wxpayAccount), 'li-wx');
    await user.click(save());
    expect(errorTexts(toasts.toasts).at(-1)).toBe(texts.errors.wxpayQrcode);
  });

  it('bank: loads the saved method, prompts bank, branch, number in order, saves', async () => {
    const { get, post } = mockApi({
      get: {
        'pay_method/types': TYPES,
        'pay_method/get_method_by_type': (params: unknown) =>
          (params as { type: number }).type === 3
            ? {
                type: 3,
                code: 'bank',
                raw_data: { real_name: 'Li Lei', bank_name: '', bank_address: '', card_no: '' },
              }
            : null,
      },
      post: { 'pay_method/save': refused('Card number invalid') },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await flush();
    await user.click(screen.getByRole('button', { name: 'Bank card' }));
    await flush();
    expect(get).toHaveBeenCalledWith('pay_method/get_method_by_type', { type: 3 });
    expect(field(texts.payment.realName)).toHaveValue('Li Lei');
    const last = async (): Promise<string | undefined> => {
      await user.click(save());
      return errorTexts(toasts.toasts).at(-1);
    };
    expect(await last()).toBe(texts.errors.bankName);
    await user.type(field(texts.payment.bankName), 'Bank of Test');
    expect(await last()).toBe(texts.errors.bankBranch);
    await user.type(field(texts.payment.bankBranch), 'Main St');
    expect(await last()).toBe(texts.errors.cardNo);
    await user.type(field(texts.payment.cardNo), '6222 0000 1111{Enter}');
    await flush();
    expect(post).toHaveBeenCalledWith('pay_method/save', {
      type: 3,
      raw_data: {
        real_name: 'Li Lei',
        bank_name: 'Bank of Test',
        bank_address: 'Main St',
        card_no: '6222 0000 1111',
      },
    });
    // Refused: everything typed stays.
    expect(field(texts.payment.cardNo)).toHaveValue('6222 0000 1111');
    expect(field(texts.payment.bankBranch)).toHaveValue('Main St');
  });

  it('an error loading the types offers Retry', async () => {
    let fail = true;
    mockApi({
      get: {
        'pay_method/types': () => (fail ? refused() : TYPES),
        'pay_method/get_method_by_type': null,
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await flush();
    expect(screen.getByText(texts.common.loadFailed)).toBeVisible();
    fail = false;
    await user.click(screen.getByTestId('retry'));
    await flush();
    expect(screen.getByRole('button', { name: 'Alipay' })).toBeVisible();
  });

  it('no types: an empty state', async () => {
    mockApi({ get: { 'pay_method/types': [] } });
    renderPage();
    await flush();
    expect(screen.getByText(texts.payment.noTypes)).toBeVisible();
  });
});
