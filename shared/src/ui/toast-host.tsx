import { notify, type Toast, useTranslation } from '@exchange/shared';
import { Alert, Snackbar } from '@exchange/shared/ui-kit';
import { useEffect, useState, type ReactElement } from 'react';

/**
 * docs/product.md#public-and-spot-errors: toasts show for about a second; errors and warnings a
 * little longer, to be read (docs/decisions.md#feedback-rule).
 */
export const TOAST_DURATION_MS: Record<Toast['severity'], number> = {
  success: 1000,
  info: 1000,
  warning: 2000,
  error: 2000,
};

/**
 * The page's one feedback rule (docs/decisions.md#feedback-rule): one toast at a time, and the
 * newest replaces the one on screen (no queue, so a message never outlives a later attempt);
 * any form submit on the page, Enter or button, takes the shown message down first, and so does
 * `notify.clear()`. Mounted once by the shell.
 */
export const ToastHost = (): ReactElement => {
  const { t } = useTranslation('common');
  const [toast, setToast] = useState<Toast | null>(null);
  useEffect(() => {
    const clear = (): void => setToast(null);
    // Capture: runs before the form's own handler, whose refusal or answer then shows.
    document.addEventListener('submit', clear, true);
    const subscriptions = [notify.toasts$.subscribe(setToast), notify.clears$.subscribe(clear)];
    return () => {
      document.removeEventListener('submit', clear, true);
      subscriptions.forEach((subscription) => subscription.unsubscribe());
    };
  }, []);
  const dismiss = (): void => setToast(null);
  return (
    <Snackbar
      key={toast?.id}
      open={toast !== null}
      autoHideDuration={toast ? TOAST_DURATION_MS[toast.severity] : null}
      onClose={(_, reason) => reason !== 'clickaway' && dismiss()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      {toast ? (
        <Alert
          severity={toast.severity}
          variant="filled"
          onClose={dismiss}
          closeText={t('close')}
          role="alert"
          data-testid="toast"
        >
          {toast.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
};
