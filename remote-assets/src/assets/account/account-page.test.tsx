import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Translator } from '@exchange/shared';
import { ACCOUNT_PAGES } from '../../common/accounts';
import {
  account,
  collectToasts,
  createTestI18n,
  currency,
  errorTexts,
  fakeSocket,
  flush,
  bookEntry,
  groups,
  mockApi,
  renderAt,
  signIn,
  assetsTexts,
} from '../../test-kit/assets-test-kit';
import { AccountPage, LIVE_RELOAD_MS } from './account-page';

let i18n: Translator;
beforeAll(async () => {
  i18n = await createTestI18n();
});
beforeEach(() => signIn());
afterEach(() => jest.restoreAllMocks());

const usdt = currency();
const btc = currency({
  id: 2,
  code: 'BTC',
  open_recharge: 0,
  open_draw: 1,
  currency_protocols: [],
});
const eth = currency({
  id: 3,
  code: 'ETH',
  open_recharge: 1,
  open_draw: 0,
  currency_protocols: [],
});
const rows = () => [
  account({ currency: usdt, balance: '100.12345678', lock_balance: '5' }),
  account({ currency: btc, balance: '0', lock_balance: '0', convert_usd: '0.00' }),
  account({ currency: eth, balance: '1', lock_balance: '0' }),
];

const renderPage = (index: number) =>
  renderAt(i18n, '/x', '/x', <AccountPage account={ACCOUNT_PAGES[index]} />);

describe('AccountPage: balances changed elsewhere (docs/architecture.md#account-stream)', () => {
  const pushed = (accountTypeId: number): object => ({
    accounts: [
      {
        account_type_id: accountTypeId,
        currency_id: 1,
        currency_code: 'USDT',
        balance: '1',
        lock_balance: '0',
      },
    ],
  });

  it('reloads the list once per burst of pushes touching this group, and after a reconnect', async () => {
    const socket = fakeSocket();
    const { get } = mockApi({ get: { 'account/list': groups(rows) } });
    renderPage(0);
    await flush();
    const loads = (): number => get.mock.calls.filter(([path]) => path === 'account/list').length;
    expect(loads()).toBe(1);
    jest.useFakeTimers();
    try {
      socket.push('ACCOUNT_BALANCE', pushed(5)); // another group: nothing to do
      jest.advanceTimersByTime(LIVE_RELOAD_MS);
      expect(loads()).toBe(1);
      socket.push('ACCOUNT_BALANCE', pushed(1));
      socket.push('ACCOUNT_BALANCE', pushed(1));
      jest.advanceTimersByTime(LIVE_RELOAD_MS - 1);
      expect(loads()).toBe(1);
      act(() => jest.advanceTimersByTime(1));
      expect(loads()).toBe(2);
    } finally {
      jest.useRealTimers();
    }
    act(() => socket.reconnect());
    await flush();
    expect(loads()).toBe(3);
  });
});

describe('AccountPage', () => {
  it('shows the total, the records link and balances at their display decimals', async () => {
    mockApi({ get: { 'account/list': groups(rows) } });
    renderPage(0);
    await flush();
    expect(screen.getByTestId('total-usd')).toHaveTextContent('100.50 USD');
    expect(screen.getByTestId('records-link')).toHaveAttribute(
      'href',
      '/assets/dealRecords?types=change_account',
    );
    const row = screen.getByTestId('account-row-USDT');
    // USDT shows cents, floored (docs/decisions.md#display-numbers).
    expect(within(row).getByTestId('balance')).toHaveTextContent(/^100\.12$/);
    expect(within(row).getByTestId('lock-balance')).toHaveTextContent(/^5\.00$/);
    expect(screen.queryByTestId('my-savings-link')).toBeNull();
  });

  it('links the savings account to its holdings ("My savings") and to its records', async () => {
    mockApi({ get: { 'account/list': groups(rows) } });
    renderPage(4);
    await flush();
    const mine = screen.getByTestId('my-savings-link');
    expect(mine).toHaveAttribute('href', '/deposit?tab=mine');
    expect(mine).toHaveTextContent(assetsTexts.deposit.tabMine);
    expect(screen.getByTestId('records-link')).toHaveAttribute(
      'href',
      '/assets/dealRecords?types=financial_account',
    );
  });

  it('enables charge and mention only when the currency and the group allow it', async () => {
    mockApi({ get: { 'account/list': groups(rows) } });
    renderPage(0);
    await flush();
    const state = (code: string) => {
      const row = screen.getByTestId(`account-row-${code}`);
      return [
        within(row).getByTestId('charge-button').hasAttribute('disabled'),
        within(row).getByTestId('mention-button').hasAttribute('disabled'),
      ];
    };
    expect(state('USDT')).toEqual([false, false]);
    expect(state('BTC')).toEqual([true, false]);
    expect(state('ETH')).toEqual([false, true]);
  });

  it('offers no actions on a group that allows neither', async () => {
    mockApi({ get: { 'account/list': groups(rows) } });
    renderPage(2);
    await flush();
    expect(screen.getByTestId('account-row-USDT')).toBeInTheDocument();
    expect(screen.queryByTestId('charge-button')).toBeNull();
  });

  it('searches by code and hides zero balances', async () => {
    mockApi({ get: { 'account/list': groups(rows) } });
    renderPage(0);
    await flush();
    await userEvent.click(screen.getByLabelText(assetsTexts.account.hideZero));
    expect(screen.queryByTestId('account-row-BTC')).toBeNull();
    await userEvent.type(screen.getByTestId('account-search'), 'us');
    expect(screen.getByTestId('account-row-USDT')).toBeInTheDocument();
    expect(screen.queryByTestId('account-row-ETH')).toBeNull();
  });

  it('withdrawal: prompts in order, shows fee and received live, then draws', async () => {
    const calls = mockApi({
      get: { 'account/list': groups(rows) },
      post: { 'account/draw': { id: 1 } },
    });
    const toasts = collectToasts();
    renderPage(0);
    await flush();
    await userEvent.click(
      within(screen.getByTestId('account-row-USDT')).getByTestId('mention-button'),
    );
    const panel = screen.getByTestId('mention-panel');
    const submit = within(panel).getByRole('button', { name: assetsTexts.mention.submit });
    expect(within(panel).getByTestId('fee-percent')).toHaveTextContent('0.1%');
    expect(within(panel).getByTestId('mention-amount')).toHaveAttribute(
      'placeholder',
      'Minimum 10',
    );
    await userEvent.click(submit);
    await userEvent.type(within(panel).getByLabelText(assetsTexts.mention.address), '0xdest');
    await userEvent.click(submit);
    await userEvent.type(within(panel).getByTestId('mention-amount'), '5');
    await userEvent.click(submit);
    await userEvent.type(within(panel).getByLabelText(assetsTexts.mention.payPassword), 'pay123');
    await userEvent.click(submit);
    expect(errorTexts(toasts.toasts)).toEqual([
      assetsTexts.pbtwaf,
      assetsTexts.p_minnum,
      assetsTexts.payPassword,
      'The amount is below the minimum of 10',
    ]);
    expect(calls.post).not.toHaveBeenCalled();
    await userEvent.clear(within(panel).getByTestId('mention-amount'));
    await userEvent.type(within(panel).getByTestId('mention-amount'), '20.5');
    // 20.5 × (1 − 0.001) = 20.4795, floored to USDT's 2 display decimals.
    expect(within(panel).getByTestId('received')).toHaveTextContent(/^20\.47$/);
    await userEvent.type(within(panel).getByLabelText(assetsTexts.mention.payPassword), '{Enter}');
    await flush();
    expect(calls.post).toHaveBeenCalledWith('account/draw', {
      currency_id: 1,
      currency_protocol_id: 11,
      address: '0xdest',
      number: '20.5',
      memo: '',
      pay_password: 'pay123',
    });
    toasts.stop();
  });

  it('offers only the chosen chain’s saved addresses; a chain switch drops the other chain’s', async () => {
    const erc = bookEntry({ id: 1, label: 'Cold', address: '0xNEWEST' });
    const ercOld = bookEntry({ id: 2, label: 'Old', address: '0xOLDER' });
    const trc = bookEntry({ id: 3, currency_protocol_id: 12, chain: 'TRC20', address: 'TSAVED' });
    const calls = mockApi({
      get: {
        'account/list': groups(rows),
        'account/draw_limit': {
          limit: '2000.0000',
          used: '150.0000',
          left: '1850.0000',
          verified: false,
          currency: 'USDT',
        },
        'address_book/list': (params: unknown) =>
          (params as { currency_protocol_id: number }).currency_protocol_id === 12
            ? [trc]
            : [erc, ercOld],
      },
    });
    renderPage(0);
    await flush();
    await userEvent.click(
      within(screen.getByTestId('account-row-USDT')).getByTestId('mention-button'),
    );
    await flush();
    const field = (): HTMLElement =>
      screen.getByRole('textbox', { name: assetsTexts.mention.address });
    // The chain's newest saved address fills the empty field.
    expect(field()).toHaveValue('0xNEWEST');
    expect(calls.get).toHaveBeenCalledWith('address_book/list', { currency_protocol_id: 11 });
    expect(screen.getByTestId('draw-limit')).toHaveTextContent(
      "Left of today's withdrawal limit: 1,850.00 of 2,000.00 USDT",
    );
    expect(
      within(screen.getByTestId('draw-limit')).getByRole('link', {
        name: assetsTexts.limit.raise,
      }),
    ).toHaveAttribute('href', '/personal/authentication');
    // Picking another saved address of the chain.
    await userEvent.click(screen.getByRole('combobox', { name: assetsTexts.book.pick }));
    await userEvent.click(await screen.findByTestId('saved-address-2'));
    expect(field()).toHaveValue('0xOLDER');
    // Switching the chain: the ERC20 address does not follow; TRC20's own fills in.
    await userEvent.click(screen.getByTestId('chain-12'));
    await flush();
    expect(field()).toHaveValue('TSAVED');
    await userEvent.click(screen.getByRole('combobox', { name: assetsTexts.book.pick }));
    expect(screen.queryByTestId('saved-address-1')).not.toBeInTheDocument();
    expect(screen.getByTestId('saved-address-3')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    // What was typed for one chain is dropped on a switch as well.
    await userEvent.clear(field());
    await userEvent.type(field(), 'TTYPED');
    await userEvent.click(screen.getByTestId('chain-11'));
    await flush();
    expect(field()).toHaveValue('0xNEWEST');
  });

  it('links to the trade password page when none is set', async () => {
    signIn({ ...(await import('../../test-kit/assets-test-kit')).USER, pay_password_set: false });
    mockApi({ get: { 'account/list': groups(rows) } });
    renderPage(0);
    await flush();
    await userEvent.click(
      within(screen.getByTestId('account-row-USDT')).getByTestId('mention-button'),
    );
    expect(
      within(screen.getByTestId('no-trade-password')).getByRole('link', {
        name: assetsTexts.mention.setTradePassword,
      }),
    ).toHaveAttribute('href', '/tradePassword');
  });

  it('charge: address, chain switch, manual deposit prompts in order, then reloads', async () => {
    let lists = 0;
    const calls = mockApi({
      get: {
        'account/list': () => {
          lists += 1;
          return groups(rows);
        },
        'wallet/wallet': {
          id: 1,
          code: 'USDT',
          enable_udun: '0',
          currency_protocols: usdt.currency_protocols,
        },
      },
      post: { 'wallet/createPayOrder': { id: 1 } },
    });
    const toasts = collectToasts();
    renderPage(0);
    await flush();
    await userEvent.click(
      within(screen.getByTestId('account-row-USDT')).getByTestId('charge-button'),
    );
    await flush();
    expect(screen.getByTestId('deposit-address')).toHaveTextContent('0xabc');
    await userEvent.click(screen.getByTestId('chain-12'));
    expect(screen.getByTestId('deposit-address')).toHaveTextContent('TXYZ');
    const submit = screen.getByRole('button', { name: assetsTexts.charge.submit });
    await userEvent.click(submit);
    await userEvent.type(screen.getByLabelText(assetsTexts.charge.amount), '50');
    await userEvent.click(submit);
    expect(errorTexts(toasts.toasts)).toEqual([
      assetsTexts.p_chargeNum,
      assetsTexts.p_walletAddress,
    ]);
    await userEvent.type(screen.getByLabelText(assetsTexts.charge.walletAddress), '0xfrom{Enter}');
    await flush();
    expect(calls.post).toHaveBeenCalledWith('wallet/createPayOrder', {
      currency_id: 1,
      in_address: 'TXYZ',
      chargeNum: '50',
      walletAddress: '0xfrom',
    });
    expect(lists).toBe(2);
    toasts.stop();
  });

  it('states the chosen chain’s deposit minimum and confirmations, and refuses less', async () => {
    const calls = mockApi({
      get: {
        'account/list': groups(rows),
        'wallet/wallet': {
          id: 1,
          code: 'USDT',
          enable_udun: '0',
          currency_protocols: usdt.currency_protocols,
        },
      },
      post: { 'wallet/createPayOrder': { id: 1 } },
    });
    const toasts = collectToasts();
    renderPage(0);
    await flush();
    await userEvent.click(
      within(screen.getByTestId('account-row-USDT')).getByTestId('charge-button'),
    );
    await flush();
    const fill = (text: string, values: Record<string, string | number>): string =>
      Object.entries(values).reduce(
        (result, [key, value]) => result.replace(`{{${key}}}`, String(value)),
        text,
      );
    expect(screen.getByTestId('deposit-min')).toHaveTextContent(
      fill(assetsTexts.charge.minimum, { min: '10', code: 'USDT' }),
    );
    expect(screen.getByTestId('deposit-confirmations')).toHaveTextContent(
      fill(assetsTexts.charge.tipConfirmMany, { count: 12, chain: 'ERC20' }),
    );
    await userEvent.click(screen.getByTestId('chain-12'));
    expect(screen.getByTestId('deposit-min')).toHaveTextContent(
      fill(assetsTexts.charge.minimum, { min: '1.5', code: 'USDT' }),
    );
    expect(screen.getByTestId('deposit-confirmations')).toHaveTextContent(
      fill(assetsTexts.charge.tipConfirmMany, { count: 20, chain: 'TRC20' }),
    );
    await userEvent.type(screen.getByLabelText(assetsTexts.charge.amount), '1.4');
    await userEvent.type(screen.getByLabelText(assetsTexts.charge.walletAddress), '0xfrom{Enter}');
    await flush();
    expect(errorTexts(toasts.toasts)).toEqual([fill(assetsTexts.errors.belowMin, { min: '1.5' })]);
    expect(calls.post).not.toHaveBeenCalled();
    toasts.stop();
  });

  it('says "1 network confirmation" on a chain that credits after one', async () => {
    const xrp = currency({
      id: 5,
      code: 'XRP',
      currency_protocols: [
        { ...usdt.currency_protocols[0], id: 51, currency_id: 5, confirmations: 1 },
      ],
    });
    mockApi({
      get: {
        'account/list': groups(() => [account({ currency: xrp })]),
        'wallet/wallet': {
          id: 5,
          code: 'XRP',
          enable_udun: '1',
          currency_protocols: xrp.currency_protocols,
        },
      },
    });
    renderPage(0);
    await flush();
    await userEvent.click(
      within(screen.getByTestId('account-row-XRP')).getByTestId('charge-button'),
    );
    await flush();
    expect(screen.getByTestId('deposit-confirmations')).toHaveTextContent(
      assetsTexts.charge.tipConfirmOne.replace('{{chain}}', 'ERC20'),
    );
  });

  it('copies the deposit address with the spec texts', async () => {
    mockApi({
      get: {
        'account/list': groups(rows),
        'wallet/wallet': {
          id: 1,
          code: 'USDT',
          enable_udun: '1',
          currency_protocols: usdt.currency_protocols,
        },
      },
    });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const toasts = collectToasts();
    renderPage(0);
    await flush();
    await userEvent.click(
      within(screen.getByTestId('account-row-USDT')).getByTestId('charge-button'),
    );
    await flush();
    expect(screen.queryByLabelText(assetsTexts.charge.amount)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: assetsTexts.charge.copy }));
    await flush();
    expect(writeText).toHaveBeenCalledWith('0xabc');
    expect(toasts.toasts.map((toast) => toast.message)).toContain(assetsTexts.copy_success);
    writeText.mockRejectedValue(new Error('no'));
    toasts.stop();
  });
});
