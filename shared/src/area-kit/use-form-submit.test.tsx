import { I18nProvider, type Translator } from '@exchange/shared';
import { collectToasts, createTestI18n, errorTexts } from '@exchange/shared/testing';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { useFormSubmit, type FormSubmitTexts } from './use-form-submit';
import { deferred } from '../testing/deferred';

type Key = 'amount' | 'address';

const texts = {
  assets: { amount: 'Enter an amount of at least {{min}}', address: 'Enter the address' },
  personal: { errors: { amount: 'Amount needed', address: 'Address needed' } },
};

const submitEvent = (): FormEvent<HTMLFormElement> =>
  ({ preventDefault: jest.fn() }) as unknown as FormEvent<HTMLFormElement>;

let i18n: Translator;
beforeAll(async () => {
  i18n = await createTestI18n(texts);
});

const withTexts = ({ children }: { children: ReactNode }): ReactElement => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

const renderForm = (options: FormSubmitTexts) =>
  renderHook(() => useFormSubmit<Key>(options), { wrapper: withTexts });

describe('useFormSubmit', () => {
  it('toasts the first failing prompt in the area’s namespace, with its values, and sends nothing', () => {
    const toasts = collectToasts();
    const { result } = renderForm({ namespace: 'assets', values: { min: '10' } });
    const send = jest.fn(() => Promise.resolve());
    const event = submitEvent();
    act(() => result.current.submitWith(() => 'amount', send)(event));

    expect(event.preventDefault).toHaveBeenCalled();
    expect(errorTexts(toasts.toasts)).toEqual(['Enter an amount of at least 10']);
    expect(result.current.invalid).toBe('amount');
    expect(send).not.toHaveBeenCalled();
    toasts.stop();
  });

  it('reads keys under a prefix and says their text through `message`', () => {
    const toasts = collectToasts();
    const { result } = renderForm({ namespace: 'personal', keyPrefix: 'errors.' });
    expect(result.current.message('address')).toBe('Address needed');
    act(() => result.current.submitWith(() => 'amount', jest.fn())(submitEvent()));
    expect(errorTexts(toasts.toasts)).toEqual(['Amount needed']);
    toasts.stop();
  });

  it('a valid submit clears the last refusal and is busy while it sends', async () => {
    const { result } = renderForm({ namespace: 'assets' });
    act(() => result.current.submitWith(() => 'address', jest.fn())(submitEvent()));
    expect(result.current.invalid).toBe('address');

    const call = deferred();
    const send = jest.fn(() => call.promise);
    act(() => result.current.submitWith(() => null, send)(submitEvent()));
    expect(result.current.invalid).toBeNull();
    expect(result.current.busy).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => call.resolve());
    expect(result.current.busy).toBe(false);
  });

  it('a second submit while the first sends does nothing', async () => {
    const { result } = renderForm({ namespace: 'assets' });
    const call = deferred();
    const send = jest.fn(() => call.promise);
    const validate = jest.fn((): Key | null => null);
    act(() => result.current.submitWith(validate, send)(submitEvent()));
    act(() => result.current.submitWith(validate, send)(submitEvent()));
    expect(send).toHaveBeenCalledTimes(1);
    expect(validate).toHaveBeenCalledTimes(1);

    // A refused send (the api client showed why) makes the form usable again.
    await act(async () => call.reject(new Error('refused')));
    expect(result.current.busy).toBe(false);
    await act(async () => result.current.submitWith(validate, send)(submitEvent()));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('clears nothing typed when a submit is refused (Enter in the field)', () => {
    const Form = (): ReactElement => {
      const form = useFormSubmit<Key>({ namespace: 'assets' });
      const [amount, setAmount] = useState('');
      return (
        <form
          onSubmit={form.submitWith(
            () => 'address',
            () => Promise.resolve(),
          )}
        >
          <input
            aria-label="amount"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </form>
      );
    };
    render(<Form />, { wrapper: withTexts });
    const input = screen.getByLabelText('amount');
    fireEvent.change(input, { target: { value: '12.5' } });
    fireEvent.submit(input);
    expect(input).toHaveValue('12.5');
  });
});
