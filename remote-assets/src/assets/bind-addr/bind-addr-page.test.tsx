import { createHash, webcrypto } from 'node:crypto';
import { ADDRESS_SIGN_DEFAULT_SECRET, type Translator } from '@exchange/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  account,
  assetsTexts,
  collectToasts,
  createTestI18n,
  errorTexts,
  flush,
  groups,
  mockApi,
  renderAt,
  signIn,
} from '../../test-kit/assets-test-kit';
import { BindAddrPage } from './bind-addr-page';

let i18n: Translator;
beforeAll(async () => {
  i18n = await createTestI18n();
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto });
});
beforeEach(() => signIn());
afterEach(() => jest.restoreAllMocks());

describe('BindAddrPage', () => {
  it('asks for the address then the code, sends the code, binds with data + sign', async () => {
    const calls = mockApi({
      get: { 'account/list': groups(() => [account()]) },
      post: { 'address/SendVerificationcode': undefined, 'address/BindDrawAddress': undefined },
    });
    const toasts = collectToasts();
    renderAt(i18n, '/b', '/b', <BindAddrPage />);
    await flush();
    // USDT has two chains: the chain selector shows.
    expect(screen.getByTestId('chain-12')).toBeInTheDocument();
    const bind = screen.getByRole('button', { name: assetsTexts.bind.submit });
    await userEvent.click(bind);
    await userEvent.type(screen.getByLabelText(assetsTexts.bind.address), '0xdest000001');
    await userEvent.click(bind);
    expect(errorTexts(toasts.toasts)).toEqual([assetsTexts.pbtwaf, assetsTexts.errors.code]);
    await userEvent.click(screen.getByTestId('bind-send-code'));
    await flush();
    expect(calls.post).toHaveBeenCalledWith(
      'address/SendVerificationcode',
      { user_id: 7 },
      expect.anything(),
    );
    expect(screen.getByTestId('bind-send-code')).toHaveTextContent('Resend in 59 s');
    await userEvent.click(screen.getByTestId('chain-12'));
    await userEvent.type(screen.getByLabelText(assetsTexts.bind.code), '123456{Enter}');
    await flush();
    const [, form] = calls.post.mock.calls.find(([path]) => path === 'address/BindDrawAddress') as [
      string,
      { data: string; sign: string },
    ];
    expect(JSON.parse(form.data)).toEqual({
      user_id: 7,
      address: '0xdest000001',
      coin_name: 'USDT',
      contract_address: 'Ttoken',
      verificationcode: '123456',
      t: expect.any(Number),
    });
    expect(form.sign).toBe(
      createHash('sha256')
        .update(form.data + ADDRESS_SIGN_DEFAULT_SECRET)
        .digest('hex'),
    );
    toasts.stop();
  });
});
