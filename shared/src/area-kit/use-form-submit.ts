import { notify, useTranslation, type TranslateOptions } from '@exchange/shared';
import { useCallback, useRef, useState, type FormEvent } from 'react';

/** Where an area's error keys are translated. */
export type FormSubmitTexts = {
  /** The area's text namespace ('assets', 'personal'). */
  namespace: string;
  /** Put before a key to find its text ('errors.' when the keys sit under `errors`). */
  keyPrefix?: string;
  /** Values the error texts may name ({{min}}, {{max}}…). */
  values?: TranslateOptions;
};

export type FormSubmit<Key extends string> = {
  busy: boolean;
  /** The field the last refused submit pointed at (its input shows the error state). */
  invalid: Key | null;
  /** Translated text of an error key. */
  message: (key: Key) => string;
  /**
   * The form's submit handler (Enter or the button): validates and toasts the first failing
   * prompt (docs/product.md#logged-in-areas-errors), else sends while busy. Nothing typed is
   * cleared here: a refused send leaves every value in place; the caller decides what a success
   * clears.
   */
  submitWith: (
    validate: () => Key | null,
    send: () => Promise<void>,
  ) => (event: FormEvent<HTMLFormElement>) => void;
};

/**
 * The submit rule of the logged-in areas' forms; `Key` is the area's error-key type. A submit
 * clears the last refusal before it validates again.
 */
export const useFormSubmit = <Key extends string>({
  namespace,
  keyPrefix = '',
  values,
}: FormSubmitTexts): FormSubmit<Key> => {
  const { t } = useTranslation(namespace);
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState<Key | null>(null);
  // A second Enter while the first send runs must not send twice.
  const running = useRef(false);
  const message = useCallback(
    (key: Key) => t(`${keyPrefix}${key}`, values),
    [t, keyPrefix, values],
  );

  const submitWith: FormSubmit<Key>['submitWith'] = (validate, send) => (event) => {
    event.preventDefault();
    if (running.current) return;
    const problem = validate();
    setInvalid(problem);
    if (problem) {
      notify.error(message(problem));
      return;
    }
    running.current = true;
    setBusy(true);
    send()
      .catch(() => undefined) // The api client already showed why.
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  };

  return { busy, invalid, message, submitWith };
};
