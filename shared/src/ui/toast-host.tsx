import { notify, type Toast, useTranslation } from '@exchange/shared';
import { Alert, Snackbar } from '@exchange/shared/ui-kit';
import { useEffect, useState, type ReactElement } from 'react';

/** docs/product.md#public-and-spot-errors: toasts show for about a second; errors stay a little longer to be readable. */
const DURATION_MS: Record<Toast['severity'], number> = {
  success: 1500,
  info: 1500,
  warning: 2500,
  error: 2500,
};

/** Renders the toast channel one message at a time, newest last. Mounted once by the shell. */
export const ToastHost = (): ReactElement => {
  const { t } = useTranslation('common');
  const [queue, setQueue] = useState<Toast[]>([]);
  useEffect(() => {
    const subscription = notify.toasts$.subscribe((toast) =>
      setQueue((current) => [...current.slice(-4), toast]),
    );
    return () => subscription.unsubscribe();
  }, []);
  const toast = queue[0];
  const dismiss = (): void => setQueue((current) => current.slice(1));
  return (
    <Snackbar
      key={toast?.id}
      open={toast !== undefined}
      autoHideDuration={toast ? DURATION_MS[toast.severity] : null}
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
        >
          {toast.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
};
