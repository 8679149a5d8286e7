import { act, render, screen } from '@testing-library/react';
import { I18nProvider, type Translator } from '@exchange/shared';
import { secondI18n } from '../test-kit/second-kit';
import { CountdownText } from './countdown-text';

let i18n: Translator;
beforeAll(async () => {
  i18n = await secondI18n();
});
afterEach(() => jest.useRealTimers());

it('ticks once a second down to 0, then says it is settling', () => {
  jest.useFakeTimers({ now: 10_000 });
  render(
    <I18nProvider i18n={i18n}>
      <CountdownText dueAt={13_000} />
    </I18nProvider>,
  );
  const shown = (): string | null => screen.getByTestId('countdown').textContent;
  expect(shown()).toBe('3 s');
  act(() => jest.advanceTimersByTime(999));
  expect(shown()).toBe('3 s');
  act(() => jest.advanceTimersByTime(1));
  expect(shown()).toBe('2 s');
  act(() => jest.advanceTimersByTime(1000));
  expect(shown()).toBe('1 s');
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByTestId('countdown').getAttribute('data-seconds')).toBe('0');
  expect(shown()).toBe('Settling…');
  // Stopped: no timer is left behind.
  expect(jest.getTimerCount()).toBe(0);
});
