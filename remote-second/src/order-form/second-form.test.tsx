import type { Translator } from '@exchange/shared';
import type { SecondOrder } from '@exchange/shared/contract/second';
import { collectToasts, mockApi, refused, renderAtRoute } from '@exchange/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DURATIONS,
  optionOrder,
  optionPair,
  payable,
  secondI18n,
  secondTexts,
} from '../test-kit/second-kit';
import { SecondForm, SecondLoginPrompt } from './second-form';

const BTC = optionPair('BTC/USDT', 1);
let i18n: Translator;
beforeAll(async () => {
  i18n = await secondI18n();
});
afterEach(() => jest.restoreAllMocks());

const show = (
  currency = payable(),
  onPlaced: (order: SecondOrder) => void = jest.fn(),
): ReturnType<typeof renderAtRoute> =>
  renderAtRoute(
    i18n,
    '/second',
    '/second',
    <SecondForm pair={BTC} currencies={[currency]} durations={DURATIONS} onPlaced={onPlaced} />,
  );

const stake = (): HTMLInputElement => screen.getByTestId('stake');
const help = (): string => screen.getByTestId('stake-help').textContent ?? '';

it('shows the micro balance and each duration with its ratio x 100 to 2 decimals', () => {
  show();
  expect(screen.getByTestId('micro-balance').textContent).toBe('250.00');
  expect(within(screen.getByTestId('duration-30')).getByTestId('duration-ratio').textContent).toBe(
    '85.00%',
  );
  expect(within(screen.getByTestId('duration-60')).getByTestId('duration-ratio').textContent).toBe(
    '87.50%',
  );
  expect(screen.queryByTestId('transfer-link')).toBeNull();
});

it('a preset fills the quantity; a refused keystroke keeps what was typed', async () => {
  const user = userEvent.setup();
  show();
  await user.click(screen.getByTestId('preset-50'));
  expect(stake().value).toBe('50');
  await user.type(stake(), 'e-+x');
  expect(stake().value).toBe('50');
  await user.type(stake(), '.123456789');
  // Eight decimals at most: the ninth is refused, nothing else is lost.
  expect(stake().value).toBe('50.12345678');
  fireEvent.change(stake(), { target: { value: '1e5' } });
  expect(stake().value).toBe('50.12345678');
});

it('checks the bounds and the balance, with a transfer link when short', async () => {
  const user = userEvent.setup();
  show();
  await user.click(screen.getByTestId('buy-up'));
  expect(help()).toBe(secondTexts.form.errors.required);
  await user.type(stake(), '0.5');
  expect(help()).toBe('The minimum is 1 USDT');
  await user.clear(stake());
  await user.type(stake(), '1000.01');
  expect(help()).toBe('The maximum is 1000 USDT');
  await user.clear(stake());
  await user.type(stake(), '248');
  expect(help()).toBe('Not enough balance: 250.48 USDT needed including the fee');
  expect(screen.getByTestId('transfer-link').getAttribute('href')).toBe('/assets/transfer');
  await user.click(screen.getByTestId('buy-down'));
  expect(screen.queryByTestId('second-confirm')).toBeNull();
});

it('an empty micro account offers the transfer link at once', () => {
  show(payable({ micro_account: { balance: '0' } }));
  expect(screen.getByTestId('transfer-link')).toBeTruthy();
});

it('confirms with quantity, duration, ratio, fee and exact payout, then sends the order', async () => {
  const user = userEvent.setup();
  const placed = optionOrder(5, { type: 2, seconds: 60, number: '12.5' });
  const api = mockApi({ post: { 'microtrade/submit': placed } });
  const onPlaced = jest.fn();
  const toasts = collectToasts();
  show(payable(), onPlaced);
  await user.click(screen.getByTestId('duration-60'));
  await user.type(stake(), '12.5');
  await user.click(screen.getByTestId('buy-down'));
  const dialog = await screen.findByRole('dialog');
  const line = (id: string): string | null => within(dialog).getByTestId(id).textContent;
  expect(line('confirm-direction')).toBe('Down');
  expect(line('confirm-quantity')).toBe('12.5 USDT');
  expect(line('confirm-duration')).toBe('60 s');
  expect(line('confirm-ratio')).toBe('87.50%');
  // The fee rounded up, the payout down, at USDT's 2 display decimals.
  expect(line('confirm-fee')).toBe('0.13 USDT');
  expect(line('confirm-payout')).toBe('23.43 USDT');
  // The confirm button has the focus: Enter sends.
  expect(document.activeElement).toBe(within(dialog).getByTestId('confirm-ok'));
  await user.keyboard('{Enter}');
  await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(placed));
  expect(api.post).toHaveBeenCalledWith(
    'microtrade/submit',
    { match_id: 1, currency_id: 1, type: 2, seconds: 60, number: '12.5' },
    { silentSuccess: true },
  );
  expect(toasts.toasts.map((toast) => toast.message)).toContain(secondTexts.placed);
  toasts.stop();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('Enter in the quantity field asks to buy up; a refusal keeps the form as it was', async () => {
  const user = userEvent.setup();
  const api = mockApi({ post: { 'microtrade/submit': refused('Insufficient balance') } });
  const onPlaced = jest.fn();
  show(payable(), onPlaced);
  await user.type(stake(), '20{Enter}');
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByTestId('confirm-direction').textContent).toBe('Up');
  expect(within(dialog).getByTestId('confirm-payout').textContent).toBe('37.00 USDT');
  await user.click(within(dialog).getByTestId('confirm-ok'));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.post).toHaveBeenCalledTimes(1);
  expect(onPlaced).not.toHaveBeenCalled();
  expect(stake().value).toBe('20');
});

it('while sending, the dialog keeps its order and cannot send it twice', async () => {
  const user = userEvent.setup();
  const api = mockApi({ post: { 'microtrade/submit': () => new Promise(() => undefined) } });
  show();
  await user.type(stake(), '10');
  await user.click(screen.getByTestId('buy-down'));
  const dialog = await screen.findByRole('dialog');
  await user.keyboard('{Enter}');
  // The dialog's own submit does not reach the order form around it (no new "buy up").
  expect(within(dialog).getByTestId('confirm-direction').textContent).toBe('Down');
  expect((within(dialog).getByTestId('confirm-ok') as HTMLButtonElement).disabled).toBe(true);
  await user.keyboard('{Enter}');
  expect(api.post).toHaveBeenCalledTimes(1);
});

it('cancel sends nothing', async () => {
  const user = userEvent.setup();
  const api = mockApi({});
  show();
  await user.type(stake(), '10');
  await user.click(screen.getByTestId('buy-up'));
  await user.click(within(await screen.findByRole('dialog')).getByText(secondTexts.confirm.cancel));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.post).not.toHaveBeenCalled();
});

it('a visitor gets login and register links instead of the buttons', () => {
  renderAtRoute(i18n, '/second', '/second', <SecondLoginPrompt />);
  const prompt = screen.getByTestId('second-login-prompt');
  expect(within(prompt).getByText('Log in').getAttribute('href')).toBe('/login?page=%2Fsecond');
  expect(within(prompt).getByText('register').getAttribute('href')).toBe('/register');
});
