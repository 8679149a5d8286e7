import { createTestI18n } from '@exchange/shared/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider, type Translator } from '@exchange/shared';
import commonTexts from '../i18n/locales/en.json';
import { notify } from '../notify/notify';
import { TOAST_DURATION_MS, ToastHost } from './toast-host';

let i18n: Translator;
beforeAll(async () => {
  i18n = await createTestI18n({ common: commonTexts });
});
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const renderHost = async (): Promise<void> => {
  render(
    <I18nProvider i18n={i18n}>
      <form data-testid="form" onSubmit={(event) => event.preventDefault()} />
      <ToastHost />
    </I18nProvider>,
  );
  await act(async () => undefined); // the ui kit's lazy parts
};
const shown = (): string[] =>
  screen.queryAllByTestId('toast').map((toast) => toast.textContent ?? '');

describe('ToastHost: one feedback rule', () => {
  it('shows the newest message at once instead of queueing it behind the old one', async () => {
    await renderHost();
    act(() => notify.error('Insufficient balance'));
    await screen.findByTestId('toast'); // the first toast waits for the ui kit's lazy parts
    expect(shown()).toEqual(['Insufficient balance']);
    act(() => notify.success('Transfer completed'));
    expect(shown()).toEqual(['Transfer completed']);
  });

  it('a form submit takes the shown message down before the form answers', async () => {
    await renderHost();
    act(() => notify.error('The two passwords do not match'));
    expect(shown()).toEqual(['The two passwords do not match']);
    act(() => {
      fireEvent.submit(screen.getByTestId('form'));
    });
    act(() => jest.advanceTimersByTime(500)); // the exit transition
    expect(shown()).toEqual([]);
  });

  it('notify.clear() takes it down too', async () => {
    await renderHost();
    act(() => notify.info('Copied'));
    expect(shown()).toEqual(['Copied']);
    act(() => notify.clear());
    act(() => jest.advanceTimersByTime(500));
    expect(shown()).toEqual([]);
  });

  it('success and info last about a second, errors and warnings two', async () => {
    expect(TOAST_DURATION_MS).toEqual({ success: 1000, info: 1000, warning: 2000, error: 2000 });
    await renderHost();
    act(() => notify.success('Order placed'));
    expect(shown()).toEqual(['Order placed']);
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS.success + 500));
    expect(shown()).toEqual([]);
    act(() => notify.error('Refused'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS.success + 500));
    expect(shown()).toEqual(['Refused']);
  });
});
