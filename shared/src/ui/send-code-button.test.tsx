import { createTestI18n, widgetTexts } from '@exchange/shared/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { type Subscription, I18nProvider, type Translator } from '@exchange/shared';
import { api } from '../api';
import { ApiError } from '../api/api-error';
import commonTexts from '../i18n/locales/en.json';
import { notify, type Toast } from '../notify/notify';
import { SendCodeButton, type SendCodeButtonProps } from './send-code-button';

let i18n: Translator;

beforeAll(async () => {
  i18n = await createTestI18n({ common: commonTexts });
});

let post: jest.SpyInstance;
let toasts: Toast[];
let subscription: Subscription;

beforeEach(() => {
  jest.useFakeTimers({ now: 1_700_000_000_000 });
  post = jest.spyOn(api, 'post').mockResolvedValue(null);
  toasts = [];
  subscription = notify.toasts$.subscribe((toast) => toasts.push(toast));
});

afterEach(() => {
  subscription.unsubscribe();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const BASE: SendCodeButtonProps = { channel: 'email', to: 'trader@example.com', type: 1 };

const view = (
  props: Partial<SendCodeButtonProps> = {},
): ((next: Partial<SendCodeButtonProps>) => void) => {
  const { rerender } = render(
    <I18nProvider i18n={i18n}>
      <SendCodeButton {...BASE} {...props} />
    </I18nProvider>,
  );
  return (next) =>
    rerender(
      <I18nProvider i18n={i18n}>
        <SendCodeButton {...BASE} {...next} />
      </I18nProvider>,
    );
};

const button = (): HTMLElement => screen.getByTestId('send-code-button');

/** Clicks and lets the mocked call settle. */
const click = async (): Promise<void> => {
  await act(async () => {
    fireEvent.click(button());
  });
};

const countdownText = (seconds: number): string =>
  widgetTexts.sendCode.countdown.replace('{{seconds}}', String(seconds));

describe('SendCodeButton', () => {
  it('sends an e-mail code, then counts down 60 s disabled and re-enables', async () => {
    view();
    expect(button()).toHaveTextContent(widgetTexts.sendCode.send);
    await click();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('notify/send_email', {
      to: 'trader@example.com',
      type: 1,
    });
    expect(button()).toBeDisabled();
    expect(button()).toHaveTextContent(countdownText(60));

    act(() => jest.advanceTimersByTime(1_000));
    expect(button()).toHaveTextContent(countdownText(59));
    act(() => jest.advanceTimersByTime(58_000));
    expect(button()).toHaveTextContent(countdownText(1));
    expect(button()).toBeDisabled();

    act(() => jest.advanceTimersByTime(1_000));
    expect(button()).toBeEnabled();
    expect(button()).toHaveTextContent(widgetTexts.sendCode.resend);
    await click();
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('is not clickable again during the countdown', async () => {
    view();
    await click();
    act(() => jest.advanceTimersByTime(30_000));
    await click();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('sends an SMS with the area id on the mobile channel', async () => {
    view({ channel: 'mobile', to: '5551234', type: 5, areaId: 44 });
    await click();
    expect(post).toHaveBeenCalledWith('notify/send_sms', { to: '5551234', type: 5, area_id: 44 });
  });

  it('uses the given length (59 s on the address binding page)', async () => {
    view({ seconds: 59 });
    await click();
    expect(button()).toHaveTextContent(countdownText(59));
    act(() => jest.advanceTimersByTime(59_000));
    expect(button()).toBeEnabled();
  });

  it('does not start the countdown when the send fails', async () => {
    post.mockRejectedValue(new ApiError('rejected', 'Too many requests', 0));
    view();
    await click();
    expect(post).toHaveBeenCalledTimes(1);
    expect(button()).toBeEnabled();
    expect(button()).toHaveTextContent(widgetTexts.sendCode.send);
    act(() => jest.advanceTimersByTime(1_000));
    expect(button()).toHaveTextContent(widgetTexts.sendCode.send);
    await click();
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('shows the validation error and sends nothing when validate refuses', async () => {
    view({ validate: () => 'Please enter your e-mail' });
    await click();
    expect(post).not.toHaveBeenCalled();
    expect(toasts).toEqual([
      expect.objectContaining({ severity: 'error', message: 'Please enter your e-mail' }),
    ]);
    expect(button()).toBeEnabled();
  });

  it('sends when validate passes', async () => {
    const validate = jest.fn(() => null);
    view({ validate });
    await click();
    expect(validate).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('clears the countdown when resetKey changes (another account or tab)', async () => {
    const update = view({ resetKey: 'emaila@example.com' });
    await click();
    act(() => jest.advanceTimersByTime(10_000));
    expect(button()).toBeDisabled();
    update({ resetKey: 'emaila@example.com' });
    expect(button()).toBeDisabled();
    update({ resetKey: 'emailb@example.com' });
    expect(button()).toBeEnabled();
    expect(button()).toHaveTextContent(widgetTexts.sendCode.send);
    act(() => jest.advanceTimersByTime(60_000));
    expect(button()).toHaveTextContent(widgetTexts.sendCode.send);
  });

  it('does not start a countdown for a send answered after the account changed', async () => {
    let answer: (value: null) => void = () => undefined;
    post.mockReturnValue(new Promise<null>((resolve) => (answer = resolve)));
    const update = view({ resetKey: 'emaila@example.com' });
    await click();
    expect(button()).toBeDisabled();
    update({ resetKey: 'emailb@example.com' });
    await act(async () => answer(null));
    expect(button()).toBeEnabled();
    expect(button()).toHaveTextContent(widgetTexts.sendCode.send);
  });
});
