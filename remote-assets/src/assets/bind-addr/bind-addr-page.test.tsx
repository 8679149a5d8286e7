import { createHash, webcrypto } from 'node:crypto';
import { ADDRESS_SIGN_DEFAULT_SECRET, type Translator } from '@exchange/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  account,
  assetsTexts,
  bookEntry,
  currency,
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
      get: { 'account/list': groups(() => [account()]), 'address_book/list': [] },
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
      label: '',
      memo: '',
      t: expect.any(Number),
    });
    expect(form.sign).toBe(
      createHash('sha256')
        .update(form.data + ADDRESS_SIGN_DEFAULT_SECRET)
        .digest('hex'),
    );
    toasts.stop();
  });

  it('lists the currency’s saved addresses, removes one after a confirmation, reloads', async () => {
    let saved = [
      bookEntry({ id: 1, label: 'Cold', address: '0xCOLD' }),
      bookEntry({ id: 2, label: '', chain: 'TRC20', currency_protocol_id: 12, address: 'TRON1' }),
    ];
    const calls = mockApi({
      get: { 'account/list': groups(() => [account()]), 'address_book/list': () => saved },
      post: {
        'address_book/delete': (body: unknown) => {
          saved = saved.filter((entry) => entry.id !== (body as { id: number }).id);
          return null;
        },
      },
    });
    renderAt(i18n, '/b', '/b', <BindAddrPage />);
    await flush();
    expect(calls.get).toHaveBeenCalledWith('address_book/list', { currency_id: 1 });
    const list = screen.getByTestId('address-book');
    expect(within(list).getByTestId('book-entry-1')).toHaveTextContent('Cold');
    expect(within(list).getByTestId('book-entry-2')).toHaveTextContent(assetsTexts.book.noLabel);
    await userEvent.click(
      within(screen.getByTestId('book-entry-1')).getByRole('button', {
        name: assetsTexts.book.remove,
      }),
    );
    await userEvent.click(await screen.findByTestId('confirm-dialog-ok'));
    await flush();
    expect(calls.post).toHaveBeenCalledWith('address_book/delete', { id: 1 });
    expect(screen.queryByTestId('book-entry-1')).not.toBeInTheDocument();
    expect(screen.getByTestId('book-entry-2')).toBeInTheDocument();
  });

  it('asks for the destination tag on XRP and sends label and tag with the address', async () => {
    const xrp = currency({
      id: 5,
      code: 'XRP',
      decimals: 6,
      currency_protocols: [
        {
          id: 51,
          currency_id: 5,
          in_address: 'rEXCHANGE',
          token_address: '',
          chain_protocol: { id: 5, code: 'XRP' },
          memo_kind: 'tag',
          in_memo: '100007',
          min_recharge: '20',
          confirmations: 1,
        },
      ],
    });
    const calls = mockApi({
      get: {
        'account/list': groups(() => [account(), account({ currency: xrp })]),
        'address_book/list': [],
      },
      post: { 'address/BindDrawAddress': undefined },
    });
    renderAt(i18n, '/b', '/b', <BindAddrPage />);
    await flush();
    // USDT (ERC20/TRC20) has no memo field.
    expect(screen.queryByTestId('memo-input')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: assetsTexts.bind.currency }));
    await userEvent.click(await screen.findByRole('option', { name: 'XRP' }));
    await flush();
    expect(calls.get).toHaveBeenLastCalledWith('address_book/list', { currency_id: 5 });
    await userEvent.type(screen.getByLabelText(assetsTexts.book.label), 'Exchange');
    await userEvent.type(screen.getByLabelText(assetsTexts.bind.address), 'rDEST');
    await userEvent.type(screen.getByLabelText(assetsTexts.memo.tag), '42');
    await userEvent.type(screen.getByLabelText(assetsTexts.bind.code), '654321{Enter}');
    await flush();
    const [, form] = calls.post.mock.calls.find(([path]) => path === 'address/BindDrawAddress') as [
      string,
      { data: string },
    ];
    expect(JSON.parse(form.data)).toMatchObject({
      coin_name: 'XRP',
      contract_address: '',
      address: 'rDEST',
      label: 'Exchange',
      memo: '42',
    });
  });
});
