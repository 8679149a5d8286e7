import {
  FEEDBACK_MIN_LENGTH,
  BIND_CODE_MAX,
  BIND_EMAIL_MAX,
  notify,
  useTranslation,
} from '@exchange/shared';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { ErrorKey } from './rules';

/** Values the error texts may name. */
const LIMITS = { min: FEEDBACK_MIN_LENGTH, email: BIND_EMAIL_MAX, code: BIND_CODE_MAX };

export type FormSubmit = {
  busy: boolean;
  /** The field the last refused submit pointed at (its input shows the error state). */
  invalid: ErrorKey | null;
  /** Translated text of an error key. */
  message: (key: ErrorKey) => string;
  /**
   * The form's submit handler (Enter or the button): validates and toasts the first failing
   * prompt (docs/product.md#logged-in-areas-errors), else sends while busy. Nothing typed is cleared here: a refused send
   * leaves every value in place; the caller decides what a success clears.
   */
  submitWith: (
    validate: () => ErrorKey | null,
    send: () => Promise<void>,
  ) => (event: FormEvent<HTMLFormElement>) => void;
};

export const useFormSubmit = (): FormSubmit => {
  const { t } = useTranslation('personal');
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState<ErrorKey | null>(null);
  // A second Enter while the first send runs must not send twice.
  const running = useRef(false);
  const message = useCallback((key: ErrorKey) => t(`errors.${key}`, LIMITS), [t]);

  const submitWith: FormSubmit['submitWith'] = (validate, send) => (event) => {
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
