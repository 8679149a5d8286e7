import { notify, useTranslation } from '@exchange/shared';
import { useRef, useState, type FormEvent } from 'react';

/** The spec's prompts (docs/product.md#logged-in-areas-errors), keys of the `assets` namespace, plus the area's own. */
export type ErrorKey =
  | 'p_chargeNum'
  | 'p_walletAddress'
  | 'pbtwaf'
  | 'p_minnum'
  | 'payPassword'
  | 'p_transfernum'
  | 'errors.amountFormat'
  | 'errors.belowMin'
  | 'errors.aboveMax'
  | 'errors.sameAccount'
  | 'errors.overBalance'
  | 'errors.code';

export type FormSubmit = {
  busy: boolean;
  /** The field the last refused submit pointed at. */
  invalid: ErrorKey | null;
  /**
   * The form's submit handler (Enter or the button): toasts the first failing prompt, else sends
   * while busy. Nothing typed is cleared on a refusal.
   */
  submitWith: (
    validate: () => ErrorKey | null,
    send: () => Promise<void>,
  ) => (event: FormEvent<HTMLFormElement>) => void;
};

export const useFormSubmit = (limits: Record<string, string> = {}): FormSubmit => {
  const { t } = useTranslation('assets');
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState<ErrorKey | null>(null);
  const running = useRef(false);

  const submitWith: FormSubmit['submitWith'] = (validate, send) => (event) => {
    event.preventDefault();
    if (running.current) return;
    const problem = validate();
    setInvalid(problem);
    if (problem) {
      notify.error(t(problem, limits));
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
  return { busy, invalid, submitWith };
};
