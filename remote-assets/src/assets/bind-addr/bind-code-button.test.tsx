import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Translator } from '@exchange/shared';
import { createTestI18n, flush, renderAt } from '../../test-kit/assets-test-kit';
import { BindCodeButton } from './bind-code-button';

let i18n: Translator;
beforeAll(async () => {
  i18n = await createTestI18n();
});
afterEach(() => jest.useRealTimers());

describe('BindCodeButton', () => {
  it('counts down 59 s after a send, then can send again', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const send = jest.fn().mockResolvedValue(true);
    renderAt(i18n, '/x', '/x', <BindCodeButton send={send} />);
    const button = screen.getByTestId('bind-send-code');
    await user.click(button);
    await flush();
    await flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Resend in 59 s');
    act(() => jest.advanceTimersByTime(58_000));
    expect(button).toHaveTextContent('Resend in 1 s');
    act(() => jest.advanceTimersByTime(1_000));
    expect(button).not.toBeDisabled();
    expect(button).toHaveTextContent('Send code');
  });

  it('stays usable when the send failed', async () => {
    const send = jest.fn().mockResolvedValue(false);
    renderAt(i18n, '/x', '/x', <BindCodeButton send={send} />);
    await userEvent.click(screen.getByTestId('bind-send-code'));
    await flush();
    expect(screen.getByTestId('bind-send-code')).not.toBeDisabled();
  });
});
