import { fireEvent, screen, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import type { Translator } from '@exchange/shared';
import { leverDeal, leverPair } from '../test-kit/lever-fixtures';
import {
  flush,
  leverTestI18n,
  leverTexts,
  renderScreen,
  stubApi,
  watchToasts,
} from '../test-kit/lever-test-kit';
import { LeverOrderForm, type PickedPrice } from './lever-order-form';

const BTC = leverPair('BTC/USDT', 1);

let i18n: Translator;
beforeAll(async () => {
  i18n = await leverTestI18n();
});
afterEach(() => jest.restoreAllMocks());

const renderForm = (deal = leverDeal()): { onPlaced: jest.Mock } => {
  const onPlaced = jest.fn();
  renderScreen(
    i18n,
    '/lever',
    '/lever',
    <LeverOrderForm pair={BTC} deal={deal} dealFailed={false} picked={null} onPlaced={onPlaced} />,
  );
  return { onPlaced };
};

const type = (testId: string, value: string): void => {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
};
const typePassword = (value: string): void => {
  fireEvent.change(screen.getByLabelText(leverTexts.form.password), { target: { value } });
};

describe('LeverOrderForm', () => {
  it('prompts in the spec order with the lever keys, keeping what was typed', () => {
    const toasts = watchToasts();
    renderForm();
    fireEvent.click(screen.getByTestId('mode-fixed'));
    fireEvent.click(screen.getByTestId('lever-long'));
    type('lever-target-price', '99.5');
    fireEvent.click(screen.getByTestId('lever-long'));
    type('lever-lots', '3');
    fireEvent.click(screen.getByTestId('lever-short'));
    expect(toasts.texts('error')).toEqual([
      leverTexts.p_delprice,
      leverTexts.p_hands,
      leverTexts.payPassword,
    ]);
    expect(screen.getByTestId('lever-lots')).toHaveValue('3');
  });

  it('asks for a multiple when the pair offers none', () => {
    const toasts = watchToasts();
    renderForm(leverDeal({ multiple: { muit: [], share: [] } }));
    fireEvent.click(screen.getByTestId('lever-long'));
    expect(toasts.texts('error')).toEqual([leverTexts.p_times]);
  });

  it('refuses letters, signs and fractions in lots, and shows the quantity meant', () => {
    renderForm();
    type('lever-lots', '-2');
    type('lever-lots', '2.5');
    expect(screen.getByTestId('lever-lots')).toHaveValue('');
    type('lever-lots', '250');
    expect(screen.getByText('= 2.5 BTC')).toBeInTheDocument();
  });

  it('confirms with the adjusted price, value, margin to 4 decimals, fee and liquidation', async () => {
    const { post } = stubApi({ 'lever/submit': () => ({ id: 9 }) });
    const toasts = watchToasts();
    const { onPlaced } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: '10x' }));
    type('lever-lots', '100');
    typePassword('pay-secret');
    fireEvent.click(screen.getByTestId('lever-long'));
    const dialog = within(await screen.findByTestId('lever-confirm'));
    // Prices at the pair's 2 decimals, quantity at its 4, amounts at USDT's 2 display decimals.
    expect(dialog.getByTestId('confirm-price')).toHaveTextContent(/^100\.50 USDT$/);
    expect(dialog.getByTestId('confirm-lots')).toHaveTextContent(/^100 \(1\.0000 BTC\)$/);
    expect(dialog.getByTestId('confirm-value')).toHaveTextContent(/^100\.50 USDT$/);
    expect(dialog.getByTestId('confirm-margin')).toHaveTextContent(/^10\.0500 USDT$/);
    expect(dialog.getByTestId('confirm-fee')).toHaveTextContent(/^0\.10 USDT$/);
    // 85.6255 rounded down for a long, as the server's estimate: the first tick that liquidates.
    expect(dialog.getByTestId('confirm-liquidation')).toHaveTextContent(/^85\.62 USDT$/);

    fireEvent.click(screen.getByTestId('confirm-dialog-ok'));
    await flush();
    expect(post).toHaveBeenCalledWith(
      'lever/submit',
      {
        share: 100,
        multiple: 10,
        currency_match_id: 1,
        type: 1,
        status: 1,
        password: 'pay-secret',
      },
      { silentSuccess: true },
    );
    expect(toasts.texts('success')).toEqual([leverTexts.form.placed]);
    expect(onPlaced).toHaveBeenCalledTimes(1);
    // The form is reset: lots and the password are gone.
    expect(screen.getByTestId('lever-lots')).toHaveValue('');
    expect(screen.getByLabelText(leverTexts.form.password)).toHaveValue('');
  });

  it('counts the other open positions in the liquidation estimate (no "--" beside them)', async () => {
    // 200 available would carry this long alone to any price; the open positions' 400 margin
    // and 380 loss bring the risk rate to 50 % at a loss of 14.8745 on this one.
    renderForm(leverDeal({ user_lever: '200', open_margins: '400', open_profits: '-380' }));
    fireEvent.click(screen.getByRole('button', { name: '10x' }));
    type('lever-lots', '100');
    typePassword('pay-secret');
    fireEvent.click(screen.getByTestId('lever-long'));
    const dialog = within(await screen.findByTestId('lever-confirm'));
    expect(dialog.getByTestId('confirm-liquidation')).toHaveTextContent(/^85\.62 USDT$/);
  });

  it('says so when no price would liquidate the position', async () => {
    renderForm(leverDeal({ user_lever: '200' }));
    fireEvent.click(screen.getByRole('button', { name: '10x' }));
    type('lever-lots', '100');
    typePassword('pay-secret');
    fireEvent.click(screen.getByTestId('lever-long'));
    const dialog = within(await screen.findByTestId('lever-confirm'));
    expect(dialog.getByTestId('confirm-liquidation')).toHaveTextContent(
      leverTexts.confirm.noLiquidation,
    );
  });

  it('submits a fixed-price short with Enter from the short button and its target price', async () => {
    const { post } = stubApi({ 'lever/submit': () => ({ id: 10 }) });
    renderForm();
    fireEvent.click(screen.getByTestId('mode-fixed'));
    type('lever-target-price', '101');
    type('lever-lots', '2');
    typePassword('pay-secret');
    fireEvent.click(screen.getByTestId('lever-short'));
    // 101 x 0.995 = 100.495, shown at the pair's 2 decimals.
    expect(screen.getByTestId('confirm-price')).toHaveTextContent(/^100\.50 USDT$/);
    fireEvent.click(screen.getByTestId('confirm-dialog-ok'));
    await flush();
    expect(post.mock.calls[0]?.[1]).toMatchObject({
      type: 2,
      status: 0,
      target_price: '101',
      share: 2,
    });
  });

  it('opens the confirmation from the keyboard (Enter in a field submits as a long)', () => {
    renderForm();
    type('lever-lots', '5');
    typePassword('pay-secret');
    fireEvent.submit(screen.getByTestId('lever-form'));
    expect(screen.getByTestId('confirm-direction')).toHaveTextContent(leverTexts.long);
  });

  it('confirms with Enter once the dialog is open', async () => {
    const { post } = stubApi({ 'lever/submit': () => ({ id: 11 }) });
    renderForm();
    type('lever-lots', '5');
    typePassword('pay-secret');
    fireEvent.submit(screen.getByTestId('lever-form'));
    fireEvent.keyDown(await screen.findByTestId('lever-confirm'), { key: 'Enter' });
    fireEvent.keyDown(screen.getByTestId('lever-confirm'), { key: 'Enter' });
    await flush();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]?.[1]).toMatchObject({ share: 5, type: 1, status: 1 });
  });

  it('offers a retry when lever/deal failed', () => {
    const onRetry = jest.fn();
    renderScreen(
      i18n,
      '/lever',
      '/lever',
      <LeverOrderForm
        pair={BTC}
        deal={null}
        dealFailed
        onRetry={onRetry}
        picked={null}
        onPlaced={jest.fn()}
      />,
    );
    expect(screen.getByText(leverTexts.form.failed)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: leverTexts.panel.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes a book price as the fixed-price target', () => {
    const Harness = (): ReactElement => {
      const [picked, setPicked] = useState<PickedPrice | null>(null);
      return (
        <>
          <button type="button" onClick={() => setPicked({ price: '98.25', nonce: 1 })}>
            pick
          </button>
          <LeverOrderForm
            pair={BTC}
            deal={leverDeal()}
            dealFailed={false}
            picked={picked}
            onPlaced={jest.fn()}
          />
        </>
      );
    };
    renderScreen(i18n, '/lever', '/lever', <Harness />);
    type('lever-lots', '4');
    fireEvent.click(screen.getByRole('button', { name: 'pick' }));
    expect(screen.getByTestId('lever-form')).toHaveAttribute('data-mode', '0');
    expect(screen.getByTestId('lever-target-price')).toHaveValue('98.25');
    expect(screen.getByTestId('lever-lots')).toHaveValue('4');
  });
});
