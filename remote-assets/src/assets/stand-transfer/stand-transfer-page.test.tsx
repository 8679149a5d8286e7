import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Translator } from '@exchange/shared';
import type { UidTransferListPage, UidTransferRow } from '@exchange/shared/contract/uid-transfer';
import { LIVE_RELOAD_MS } from '../../common/use-live-accounts';
import {
  account,
  assetsTexts,
  collectToasts,
  createTestI18n,
  errorTexts,
  fakeSocket,
  flush,
  groups,
  mockApi,
  refused,
  renderAt,
  signIn,
  USER,
} from '../../test-kit/assets-test-kit';
import { StandTransferPage } from './stand-transfer-page';
import { validateUidTransfer } from './uid-transfer-rules';

const texts = assetsTexts.standTransfer;

let i18n: Translator;
beforeAll(async () => {
  i18n = await createTestI18n();
});
beforeEach(() => signIn());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const balances = (id: number) => [account({ balance: id === 1 ? '100.5' : '7' })];

const page = (rows: UidTransferRow[] = []): UidTransferListPage => ({
  total: rows.length,
  per_page: 15,
  last_page: 1,
  current_page: 1,
  data: rows,
});

const ROW: UidTransferRow = {
  id: 3,
  direction: 'in',
  counterparty_uid: '22223333',
  counterparty_account: 'bo***@exchange.local',
  currency_code: 'USDT',
  amount: '12.5',
  account_type_id: 1,
  created_at: '2026-11-28 10:00:00',
};

const RECIPIENT = { uid: '12345678', account: 'de***@exchange.local' };

const renderPage = (): void => {
  renderAt(i18n, '/x', '/x', <StandTransferPage />);
};

describe('validateUidTransfer', () => {
  const valid = { uid: '12345678', amount: '1.5', payPassword: 'x', balance: '10', places: 8 };
  it('checks in order: UID, its digits, amount, its form, the balance, the trade password', () => {
    const all = { uid: '', amount: '', payPassword: '', balance: '0', places: 2 };
    expect(validateUidTransfer(all)).toBe('standTransfer.errors.uidRequired');
    expect(validateUidTransfer({ ...all, uid: '12a' })).toBe('standTransfer.errors.uidFormat');
    expect(validateUidTransfer({ ...all, uid: '12' })).toBe('standTransfer.errors.amountRequired');
    expect(validateUidTransfer({ ...all, uid: '12', amount: '0' })).toBe(
      'standTransfer.errors.amountFormat',
    );
    expect(validateUidTransfer({ ...all, uid: '12', amount: '1.001' })).toBe(
      'standTransfer.errors.amountFormat',
    );
    expect(validateUidTransfer({ ...all, uid: '12', amount: '1.01' })).toBe(
      'standTransfer.errors.overBalance',
    );
    expect(validateUidTransfer({ ...valid, payPassword: '' })).toBe(
      'standTransfer.errors.payPassword',
    );
    expect(validateUidTransfer({ ...valid, amount: '10.00000001' })).toBe(
      'standTransfer.errors.overBalance',
    );
    expect(validateUidTransfer(valid)).toBeNull();
  });
});

describe('StandTransferPage', () => {
  it('shows the warning, the user’s UID, the balance and an empty record list', async () => {
    mockApi({
      get: { 'account/list': groups(balances), 'account/uid_transfer_list': page() },
    });
    renderPage();
    await flush();
    expect(screen.getByTestId('uid-transfer-warning')).toHaveTextContent(texts.warning);
    expect(screen.getByTestId('my-uid')).toHaveTextContent(USER.uid);
    expect(screen.getByTestId('uid-from')).toHaveTextContent('Spot account');
    expect(screen.getByTestId('uid-available')).toHaveTextContent('100.5');
    expect(screen.getByText(texts.empty)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('uid-from'));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Spot account', 'Fiat account']);
    await userEvent.click(options[1]);
    expect(screen.getByTestId('uid-available')).toHaveTextContent('7');
    await userEvent.click(screen.getByTestId('uid-all'));
    expect(screen.getByTestId('uid-amount')).toHaveValue('7');
  });

  it('prompts in order and sends nothing while the form is incomplete', async () => {
    const calls = mockApi({
      get: { 'account/list': groups(balances), 'account/uid_transfer_list': page() },
    });
    const toasts = collectToasts();
    renderPage();
    await flush();
    const submit = screen.getByTestId('uid-submit');
    await userEvent.click(submit);
    await userEvent.type(screen.getByTestId('uid-input'), '12x');
    await userEvent.click(submit);
    await userEvent.clear(screen.getByTestId('uid-input'));
    await userEvent.type(screen.getByTestId('uid-input'), '12345678');
    await userEvent.click(submit);
    await userEvent.type(screen.getByTestId('uid-amount'), '1.123456789');
    await userEvent.click(submit);
    await userEvent.clear(screen.getByTestId('uid-amount'));
    await userEvent.type(screen.getByTestId('uid-amount'), '100.6');
    await userEvent.click(submit);
    await userEvent.clear(screen.getByTestId('uid-amount'));
    await userEvent.type(screen.getByTestId('uid-amount'), '100.5{Enter}');
    expect(errorTexts(toasts.toasts)).toEqual([
      texts.errors.uidRequired,
      texts.errors.uidFormat,
      texts.errors.amountRequired,
      texts.errors.amountFormat,
      texts.errors.overBalance,
      texts.errors.payPassword,
    ]);
    expect(calls.get).not.toHaveBeenCalledWith(
      'account/uid_lookup',
      expect.anything(),
      expect.anything(),
    );
    expect(calls.post).not.toHaveBeenCalled();
  });

  it('checks a UID: the masked account, or the server’s refusal inline', async () => {
    mockApi({
      get: {
        'account/list': groups(balances),
        'account/uid_transfer_list': page(),
        'account/uid_lookup': (params: unknown) =>
          (params as { uid: string }).uid === RECIPIENT.uid
            ? RECIPIENT
            : refused('Counterparty account does not exist'),
      },
    });
    renderPage();
    await flush();
    await userEvent.type(screen.getByTestId('uid-input'), '99999999');
    await userEvent.click(screen.getByTestId('uid-check'));
    await flush();
    expect(screen.getByTestId('uid-lookup-error')).toHaveTextContent(
      'Counterparty account does not exist',
    );
    expect(screen.queryByTestId('uid-recipient')).toBeNull();
    await userEvent.clear(screen.getByTestId('uid-input'));
    expect(screen.queryByTestId('uid-lookup-error')).toBeNull();
    await userEvent.type(screen.getByTestId('uid-input'), RECIPIENT.uid);
    await userEvent.click(screen.getByTestId('uid-check'));
    await flush();
    expect(screen.getByTestId('uid-recipient')).toHaveTextContent('de***@exchange.local');
    // Another UID typed: the shown recipient no longer applies.
    await userEvent.type(screen.getByTestId('uid-input'), '9');
    expect(screen.queryByTestId('uid-recipient')).toBeNull();
  });

  it('shows the masked recipient in a confirm step, sends, clears the form and says so', async () => {
    let lists = 0;
    const calls = mockApi({
      get: {
        'account/list': groups(balances),
        'account/uid_transfer_list': () => {
          lists += 1;
          return lists === 1 ? page() : page([{ ...ROW, direction: 'out', amount: '12.25' }]);
        },
        'account/uid_lookup': RECIPIENT,
      },
      post: {
        'account/uid_transfer': {
          id: 9,
          currency_code: 'USDT',
          amount: '12.25',
          to_uid: RECIPIENT.uid,
          to_account: RECIPIENT.account,
          from: { account_type_id: 1, balance: '88.25', lock_balance: '0' },
        },
      },
    });
    renderPage();
    await flush();
    await userEvent.type(screen.getByTestId('uid-input'), RECIPIENT.uid);
    await userEvent.type(screen.getByTestId('uid-amount'), '12.25');
    await userEvent.type(screen.getByLabelText(texts.payPassword), 'trade1234{Enter}');
    await flush();
    const confirm = await screen.findByTestId('uid-confirm');
    expect(within(confirm).getByTestId('confirm-account')).toHaveTextContent(RECIPIENT.account);
    expect(within(confirm).getByTestId('confirm-uid')).toHaveTextContent(RECIPIENT.uid);
    expect(within(confirm).getByTestId('confirm-amount')).toHaveTextContent('12.25 USDT');
    expect(screen.getByText(texts.confirmNote)).toBeInTheDocument();
    expect(calls.post).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('confirm-dialog-ok'));
    await flush();
    expect(calls.post).toHaveBeenCalledWith('account/uid_transfer', {
      currency_id: 1,
      from: 1,
      to_uid: RECIPIENT.uid,
      amount: '12.25',
      pay_password: 'trade1234',
    });
    expect(screen.getByTestId('uid-done')).toHaveTextContent(
      'Sent 12.25 USDT to UID 12345678 (de***@exchange.local).',
    );
    expect(screen.getByTestId('uid-input')).toHaveValue('');
    expect(screen.getByTestId('uid-amount')).toHaveValue('');
    expect(screen.getByLabelText(texts.payPassword)).toHaveValue('');
    const rows = screen.getAllByTestId('uid-record-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent(texts.out);
    expect(within(rows[0]).getByTestId('uid-record-amount')).toHaveTextContent('-12.25 USDT');
    // A new submit clears the success message before it checks again.
    await userEvent.click(screen.getByTestId('uid-submit'));
    expect(screen.queryByTestId('uid-done')).toBeNull();
  });

  it('a refused transfer keeps what was typed but the trade password', async () => {
    mockApi({
      get: {
        'account/list': groups(balances),
        'account/uid_transfer_list': page(),
        'account/uid_lookup': RECIPIENT,
      },
      post: { 'account/uid_transfer': refused('Incorrect trade password') },
    });
    renderPage();
    await flush();
    await userEvent.type(screen.getByTestId('uid-input'), RECIPIENT.uid);
    await userEvent.type(screen.getByTestId('uid-amount'), '1');
    await userEvent.type(screen.getByLabelText(texts.payPassword), 'wrong{Enter}');
    await flush();
    await userEvent.click(await screen.findByTestId('confirm-dialog-ok'));
    await flush();
    expect(screen.queryByTestId('uid-done')).toBeNull();
    expect(screen.getByTestId('uid-input')).toHaveValue(RECIPIENT.uid);
    expect(screen.getByTestId('uid-amount')).toHaveValue('1');
    expect(screen.getByLabelText(texts.payPassword)).toHaveValue('');
  });

  it('lists transfers in and out, and reloads them and the balance on a balance push', async () => {
    const socket = fakeSocket();
    let rows: UidTransferRow[] = [];
    let balance = '100.5';
    const { get } = mockApi({
      get: {
        'account/list': () => groups((id) => [account({ balance: id === 1 ? balance : '0' })]),
        'account/uid_transfer_list': () => page(rows),
      },
    });
    renderPage();
    await flush();
    expect(screen.queryAllByTestId('uid-record-row')).toHaveLength(0);
    rows = [ROW];
    balance = '113';
    jest.useFakeTimers();
    try {
      socket.push('ACCOUNT_BALANCE', {
        accounts: [
          {
            account_type_id: 1,
            currency_id: 1,
            currency_code: 'USDT',
            balance: '113',
            lock_balance: '0',
          },
        ],
      });
      act(() => jest.advanceTimersByTime(LIVE_RELOAD_MS));
    } finally {
      jest.useRealTimers();
    }
    await flush();
    expect(get.mock.calls.filter(([path]) => path === 'account/uid_transfer_list')).toHaveLength(2);
    const row = screen.getByTestId('uid-record-row');
    expect(row).toHaveTextContent(texts.in);
    expect(row).toHaveTextContent('bo***@exchange.local');
    expect(row).toHaveTextContent('UID 22223333');
    expect(within(row).getByTestId('uid-record-amount')).toHaveTextContent('+12.50 USDT');
    expect(screen.getByTestId('uid-available')).toHaveTextContent('113');
  });

  it('says when the trade password was never set, with a link to set it', async () => {
    signIn({ ...USER, pay_password_set: false });
    mockApi({
      get: { 'account/list': groups(balances), 'account/uid_transfer_list': page() },
    });
    renderPage();
    await flush();
    expect(screen.getByTestId('no-trade-password')).toHaveTextContent(
      assetsTexts.mention.noTradePassword,
    );
  });
});
